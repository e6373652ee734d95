Double quotes hold a word with spaces; inside them `\"` and `\\` are escapes.
A quoted word is an ordinary value: a quoted frame or colour works.

  $ view add a frame "0,0,10,10" color "red"
  $ print a
  view a frame=0,0,10,10 color=#FF0000

The quotes are not part of the word, and escapes are resolved before the value
is checked: the ids below are refused for their characters, shown unescaped.

  $ view add "two words" frame 0,0,10,10
  error: 'two words' is not a valid id (letters, digits, _ . -; a letter or _ first; at most 64) at column 10; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]
  $ view add "say\"hi" frame 0,0,10,10
  error: 'say"hi' is not a valid id (letters, digits, _ . -; a letter or _ first; at most 64) at column 10; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]
  $ view add "back\\slash" frame 0,0,10,10
  error: 'back\slash' is not a valid id (letters, digits, _ . -; a letter or _ first; at most 64) at column 10; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]

An empty quoted word is a word too, and is checked like any other.

  $ view add "" frame 0,0,10,10
  error: '' is not a valid id (letters, digits, _ . -; a letter or _ first; at most 64) at column 10; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]
  $ view set a color ""
  error: expected a colour name, #RRGGBB, #RRGGBBAA or white:W[,A] for 'color', got '' at column 18; names: black blue brown clear cyan darkgray gray green lightgray magenta orange purple red white yellow

Inside quotes `#` is plain text, not a comment, so a quoted `#0f0` reaches
the colour parser and is refused there.

  $ view set a color "#0f0"
  error: expected a colour name, #RRGGBB, #RRGGBBAA or white:W[,A] for 'color', got '#0f0' at column 18; names: black blue brown clear cyan darkgray gray green lightgray magenta orange purple red white yellow

A quote must be closed, and may not start in the middle of a word.

  $ view add b frame 0,0,10,10 color "red
  error: unterminated quote at column 34; close the text with "
  $ view add b"c frame 0,0,10,10
  error: a quote inside a word at column 11; quote the whole word, as in "two words"

None of the failed lines added anything.

  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view a frame=0,0,10,10 color=#FF0000
