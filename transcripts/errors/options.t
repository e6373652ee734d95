After the positional words, options come as `key value` pairs in any order.
Each may be given once, needs its value, and must be one the command knows.

  $ view add a frame 0,0,10,10 alpha 0.5 alpha 0.2
  error: option 'alpha' given twice at column 38
  $ view add a frame 0,0,10,10 in root in root
  error: option 'in' given twice at column 36
  $ view add a frame
  error: missing value for 'frame' at column 17; expected a rect X,Y,W,H
  $ view add a frame 0,0,10,10 alpha
  error: missing value for 'alpha' at column 33; expected a number from 0 to 1
  $ view add a frame 0,0,10,10 bogus 3
  error: unknown option 'bogus' at column 28; options: frame, in, color, alpha, hidden, transform
  $ view add a
  error: missing 'frame X,Y,W,H' at column 11; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]

The required `frame` can come after other options.

  $ view add a color red frame 0,0,10,10
  $ print a
  view a frame=0,0,10,10 color=#FF0000

Words after a command that takes none are refused rather than ignored.

  $ time now
  error: unexpected word 'now' at column 6; usage: time
  $ reset please
  error: unexpected word 'please' at column 7; usage: reset
  $ tap a extra
  error: 'a' has no part 'extra' at column 7; it has no named parts
  $ settle 3
  error: unknown option '3' at column 8; options: limit
