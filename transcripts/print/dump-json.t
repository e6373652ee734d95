`dump` prints the same state as `print`, as exactly one line of JSON, for other
programs to read. The top level has `time` (seconds, a number), `screen`
(`size` [w, h] and `orientation`), `app` and `nodes`.

  $ dump
  {"time":0,"screen":{"size":[320,480],"orientation":"portrait"},"app":"active","nodes":[{"id":"window","kind":"window","parent":null,"frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height","level":"root","windowLevel":0,"key":true},{"id":"root","kind":"view","parent":"window","frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height"}]}

Every node has `id`, `kind`, `parent` (null for a window), `frame` [x, y, w, h]
in the parent's coordinates, `alpha`, `hidden` and `bounds`; then `color`,
`transform` and `animating` when set; then its kind's keys (a window's
`level`, `windowLevel` and `key`).

  $ view add a frame 10,20,30,40 color #FF8000 alpha 0.25
  $ view set a transform rotate:90
  $ view animate a duration 1 curve linear center 125,140
  $ tick 0.5

`dump ID` prints that node alone. Midway through the move the center is
(25+125)/2 = 75 by (40+140)/2 = 90; the 30x40 view rotated a quarter turn is
40 wide and 30 tall, so the frame is 55,75,40,30.

  $ dump a
  {"id":"a","kind":"view","parent":"root","frame":[55,75,40,30],"alpha":0.25,"hidden":false,"bounds":[0,0,30,40],"color":"#FF8000","transform":[0,1,-1,0,0,0],"animating":true}
  $ dump root
  {"id":"root","kind":"view","parent":"window","frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height"}
  $ dump window
  {"id":"window","kind":"window","parent":null,"frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height","level":"root","windowLevel":0,"key":true}
  $ dump nosuch
  error: unknown node 'nosuch' at column 6; known: a, root, window
