In scripts and transcripts, `#` outside quotes starts a comment that runs to
the end of the line, and a blank line does nothing. Neither prints anything.

  $ # a line that is only a comment
  $ 
  $ view add a frame 0,0,10,10   # the comment after a command is ignored
  $ print a
  view a frame=0,0,10,10

Extra spaces between words do not matter.

  $ view   set   a   alpha   0.5
  $ print a
  view a frame=0,0,10,10 alpha=0.5

A word that starts with `#` begins a comment, except a colour literal
(#RRGGBB or #RRGGBBAA). So `#00ff00` is a colour, while `#0f0` is not a
literal: it starts a comment, and `color` is left without its value.

  $ view set a color #00ff00
  $ print a
  view a frame=0,0,10,10 alpha=0.5 color=#00FF00
  $ view set a color #0f0
  error: missing value for 'color' at column 17; expected a colour name, #RRGGBB, #RRGGBBAA or white:W[,A]

A `#` inside a word, or right after a closing quote, starts a comment as well:
what comes before it stays a word.

  $ view set a alpha 1# opaque again
  $ view set a color #FF0000#red
  $ print a# only a
  view a frame=0,0,10,10 color=#FF0000
