A failed command changes nothing: it is checked in full before any of it is
applied. Here a `view set` with a good first pair and a bad second pair leaves
the view as it was, and so does a `view animate` with a bad curve. Compare the
dumps before and after.

  $ view add a frame 10,20,30,40 color red
  $ dump
  {"time":0,"screen":{"size":[320,480],"orientation":"portrait"},"app":"active","nodes":[{"id":"window","kind":"window","parent":null,"frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height","level":"root","windowLevel":0,"key":true},{"id":"root","kind":"view","parent":"window","frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height"},{"id":"a","kind":"view","parent":"root","frame":[10,20,30,40],"alpha":1,"hidden":false,"bounds":[0,0,30,40],"color":"#FF0000"}]}
  $ view set a frame 0,0,1,1 alpha 7
  error: 'alpha' must be from 0 to 1, got 7 at column 32; usage: view set ID [frame X,Y,W,H] [bounds X,Y,W,H] [center X,Y] [alpha A] [color C] [transform T] [hidden B] [interactive B] [autoresize MASK]
  $ view set a alpha 0.5 transform rotate:x
  error: expected a transform: identity, a,b,c,d,tx,ty, scale:S, rotate:DEG or translate:X,Y for 'transform', got 'rotate:x' at column 32; usage: view set ID [frame X,Y,W,H] [bounds X,Y,W,H] [center X,Y] [alpha A] [color C] [transform T] [hidden B] [interactive B] [autoresize MASK]
  $ view animate a duration 1 frame 0,0,1,1 curve bouncy
  error: expected a curve: linear, ease-in, ease-out, ease-in-out, default or cubic:X1,Y1,X2,Y2 (X1, X2 from 0 to 1) for 'curve', got 'bouncy' at column 47; usage: view animate ID [duration D] [delay D] [curve CURVE] [spring DAMPING] [velocity V] [from-current B] [repeat B] [autoreverse B] [frame X,Y,W,H] [bounds X,Y,W,H] [center X,Y] [alpha A] [color C] [transform T] [then LINE]
  $ view add b frame 0,0,5,5 in a alpha 2
  error: 'alpha' must be from 0 to 1, got 2 at column 37; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]
  $ dump
  {"time":0,"screen":{"size":[320,480],"orientation":"portrait"},"app":"active","nodes":[{"id":"window","kind":"window","parent":null,"frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height","level":"root","windowLevel":0,"key":true},{"id":"root","kind":"view","parent":"window","frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height"},{"id":"a","kind":"view","parent":"root","frame":[10,20,30,40],"alpha":1,"hidden":false,"bounds":[0,0,30,40],"color":"#FF0000"}]}
  $ pending
  nothing pending
