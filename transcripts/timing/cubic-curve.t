A custom curve `cubic:X1,Y1,X2,Y2` is CAMediaTimingFunction(controlPoints:):
a cubic Bézier from (0,0) to (1,1) with control points (X1,Y1) and (X2,Y2).
The X coordinates must lie in 0...1 so that time runs forward; the Y
coordinates may leave it, and the progress then overshoots.

`cubic:0.25,0.1,0.25,1` is the `default` curve spelled out: the two views
move in step.

  $ view add n frame 0,0,10,10
  $ view add c frame 0,20,10,10
  $ view animate n duration 1 curve default center 105,5
  $ view animate c duration 1 curve cubic:0.25,0.1,0.25,1 center 105,25
  $ tick 0.3
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view n frame=51.332,0,10,10 animating
    view c frame=51.332,20,10,10 animating
  $ settle
  [1s] n: completion(animation: 1, finished: true)
  [1s] c: completion(animation: 2, finished: true)
  settled at 1s

SMCalloutView's bounce curve `cubic:0.59367,0.12066,0.18878,1.5814` rises
above 1 before it settles back: over one second from x=0 to x=100 the view is
at 68.378 at t=0.4, overshoots to 113.588 at t=0.7 and is back to 106.505 at
t=0.9. At the end it shows the model value, 100.

  $ view set c center 5,25
  $ view animate c duration 1 curve cubic:0.59367,0.12066,0.18878,1.5814 center 105,25
  $ tick 0.4
  $ print c
  view c frame=68.378,20,10,10 animating
  $ tick 0.3
  $ print c
  view c frame=113.588,20,10,10 animating
  $ tick 0.2
  $ print c
  view c frame=106.505,20,10,10 animating
  $ settle
  [2s] c: completion(animation: 3, finished: true)
  settled at 2s
  $ print c
  view c frame=100,20,10,10

A curve that dips below 0 first moves backwards: `cubic:0.5,-0.5,0.5,1.5` is
at -7.076 at t=0.1 and, being symmetric, at 107.076 at t=0.9.

  $ view set c center 5,25
  $ view animate c duration 1 curve cubic:0.5,-0.5,0.5,1.5 center 105,25
  $ tick 0.1
  $ print c
  view c frame=-7.076,20,10,10 animating
  $ tick 0.8
  $ print c
  view c frame=107.076,20,10,10 animating
  $ settle
  [3s] c: completion(animation: 4, finished: true)
  settled at 3s

A Core Animation basic animation takes the same curves as its timing
function; with the same ease-out-like curve `cubic:0,0,0.58,1` it matches
`ease-out`: 37.814 of 100 at a quarter of the time.

  $ view set c center 55,25
  $ anim basic slide position.x from 5 to 105 duration 1 timing cubic:0,0,0.58,1
  $ anim add slide to c
  $ tick 0.25
  $ print c
  view c frame=37.814,20,10,10 animating

An X coordinate outside 0...1 is refused.

  $ view animate c duration 1 curve cubic:1.5,0,0.5,1 alpha 0
  error: expected a curve: linear, ease-in, ease-out, ease-in-out, default or cubic:X1,Y1,X2,Y2 (X1, X2 from 0 to 1) for 'curve', got 'cubic:1.5,0,0.5,1' at column 33; usage: view animate ID [duration D] [delay D] [curve CURVE] [spring DAMPING] [velocity V] [from-current B] [repeat B] [autoreverse B] [frame X,Y,W,H] [bounds X,Y,W,H] [center X,Y] [alpha A] [color C] [transform T] [then LINE]
