Each value is checked against its type before anything happens. The error says
which word was wrong, at which column, and what the command's usage is.

A rect needs exactly four numbers.

  $ view add a frame 1,2,3
  error: expected a rect X,Y,W,H for 'frame', got '1,2,3' at column 18; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]

UIKit allows negative sizes in a CGRect, but scenesim refuses them in input.

  $ view add a frame 1,2,-3,4
  error: a rect's width and height cannot be negative: '1,2,-3,4' at column 18; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]

Numbers must be finite and within ±1e9: `1e309` overflows a double, and `nan`
is not a number at all.

  $ view add a frame 1e309,2,3,4
  error: number out of range in '1e309,2,3,4' for 'frame' (limit ±1e9) at column 18; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]
  $ view add a frame nan,2,3,4
  error: expected a rect X,Y,W,H for 'frame', got 'nan,2,3,4' at column 18; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]
  $ view add a frame 0,0,inf,4
  error: expected a rect X,Y,W,H for 'frame', got '0,0,inf,4' at column 18; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]

Alpha is from 0 to 1; booleans are on/off, yes/no, true/false.

  $ view add a frame 0,0,10,10 alpha 2
  error: 'alpha' must be from 0 to 1, got 2 at column 34; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]
  $ view add a frame 0,0,10,10 hidden maybe
  error: expected on or off for 'hidden', got 'maybe' at column 35; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]

Ids start with a letter or _ and hold letters, digits, `_`, `.` and `-`; at
most 64 of them. A 600-character id is refused and clipped in the message.

  $ view add 9lives frame 0,0,10,10
  error: '9lives' is not a valid id (letters, digits, _ . -; a letter or _ first; at most 64) at column 10; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]
  $ view add aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa frame 0,0,10,10
  error: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...' is not a valid id (letters, digits, _ . -; a letter or _ first; at most 64) at column 10; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]

An id is unique in the scene.

  $ view add root frame 0,0,10,10
  error: id 'root' is already taken (by a node of kind view) at column 10; choose another id or remove the old node

A command that takes one kind of node names the kind it got.

  $ map show root
  error: 'root' is a view, expected a map at column 10; known: none

Nothing above was added.

  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height

A kind that begins with a vowel takes "an".

  $ annotation add n portrait 10,10,100,50 text hi
  $ map show n
  error: 'n' is an annotation, expected a map at column 10; known: none
