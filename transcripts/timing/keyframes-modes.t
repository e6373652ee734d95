A keyframe animation's calculationMode (`mode`) chooses how it gets from value
to value. Each view's model frame is at x=300; every animation goes through
position.x values 50, 150, 100, 250 in one second, so the drawn x passes
through 0, 100, 50 and 200.

  $ view add a frame 300,0,100,100
  $ view add b frame 300,100,100,100

`discrete` jumps: each value holds from its key time until the next. Its key
times number one more than the values (the last, 1, closes the last value's
span), so evenly spaced values take 1/n each: here a quarter second. With
key times 0, 0.1, 0.2, 0.6, 1 (`b`) the values change at 0.1, 0.2 and 0.6 s.

  $ anim keyframes steps position.x values 50 150 100 250 mode discrete duration 1
  $ anim keyframes uneven position.x values 50 150 100 250 key-times 0 0.1 0.2 0.6 1 mode discrete duration 1
  $ anim add steps to a
  $ anim add uneven to b
  $ tick 0.15
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=0,0,100,100 animating
    view b frame=100,100,100,100 animating
  $ tick 0.1
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=100,0,100,100 animating
    view b frame=50,100,100,100 animating
  $ tick 0.25
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=50,0,100,100 animating
    view b frame=50,100,100,100 animating
  $ tick 0.25
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=200,0,100,100 animating
    view b frame=200,100,100,100 animating
  $ settle
  [1s] a: animationDidStop(key: steps, finished: true)
  [1s] b: animationDidStop(key: uneven, finished: true)
  settled at 1s

`paced` ignores key times and timing functions and chooses key times for a
constant speed: the distances are 100, 50 and 150, 300 points in all, so the
view moves at 300 points per second and reaches the values at 0, 1/3, 1/2
and 1. At 0.1 s it is at 30, at 0.4 s on its way back at 80, at 0.5 s at 50,
at 0.75 s at 125. The key times given to `b` change nothing.

  $ anim keyframes even position.x values 50 150 100 250 mode paced duration 1
  $ anim keyframes ignored position.x values 50 150 100 250 key-times 0 0.1 0.2 1 mode paced duration 1
  $ anim add even to a
  $ anim add ignored to b
  $ tick 0.1
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=30,0,100,100 animating
    view b frame=30,100,100,100 animating
  $ tick 0.3
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=80,0,100,100 animating
    view b frame=80,100,100,100 animating
  $ tick 0.1
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=50,0,100,100 animating
    view b frame=50,100,100,100 animating
  $ tick 0.25
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=125,0,100,100 animating
    view b frame=125,100,100,100 animating
  $ settle
  [2s] a: animationDidStop(key: even, finished: true)
  [2s] b: animationDidStop(key: ignored, finished: true)
  settled at 2s

`cubic` runs a Catmull-Rom spline through the values (Kochanek–Bartels with
tension, continuity and bias 0): each segment is a cubic Hermite curve in
the segment's own fraction of time s, and the tangent at a value is half the
difference between its neighbours; at the first and last value the missing
neighbour is the value itself. With the values evenly spaced, the first
segment (from 0 to 100, end tangents 50 and 25) gives 27.375 at 0.1 s
(s = 0.3) and 83.203 at 0.25 s; the curve swings smoothly: 71.875 at 0.5 s,
76.953 at 0.75 s, 159.725 at 0.9 s.

  $ anim keyframes smooth position.x values 50 150 100 250 mode cubic duration 1
  $ anim add smooth to a
  $ tick 0.1
  $ print a
  view a frame=27.375,0,100,100 animating
  $ tick 0.15
  $ print a
  view a frame=83.203,0,100,100 animating
  $ tick 0.25
  $ print a
  view a frame=71.875,0,100,100 animating
  $ tick 0.25
  $ print a
  view a frame=76.953,0,100,100 animating
  $ tick 0.15
  $ print a
  view a frame=159.725,0,100,100 animating
  $ settle
  [3s] a: animationDidStop(key: smooth, finished: true)
  settled at 3s

`cubic-paced` uses the same spline with the key times of `paced` (0, 1/3,
1/2, 1), chosen from the distances between the values: at 0.4 s, 40% into
the short middle segment, it is at 81.2; it reaches 50 at 0.5 s and is at
176.4 at 0.9 s.

  $ anim keyframes smoothpaced position.x values 50 150 100 250 mode cubic-paced duration 1
  $ anim add smoothpaced to a
  $ tick 0.4
  $ print a
  view a frame=81.2,0,100,100 animating
  $ tick 0.1
  $ print a
  view a frame=50,0,100,100 animating
  $ tick 0.4
  $ print a
  view a frame=176.4,0,100,100 animating
  $ settle
  [4s] a: animationDidStop(key: smoothpaced, finished: true)
  settled at 4s
  $ print a
  view a frame=300,0,100,100
