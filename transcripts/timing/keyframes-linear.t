`anim keyframes` defines a CAKeyframeAnimation. In the default linear mode it
interpolates in a straight line between successive values; keyTimes give the
fraction of the duration at which each value is reached. Without key times
the values are evenly spaced: n values at i/(n-1).

Each view's model frame is at x=300; the animations go through position.x
values 50, 150, 100, 250 over one second, so the drawn x passes through 0,
100, 50 and 200.

  $ view add a frame 300,0,100,100
  $ view add b frame 300,100,100,100
  $ view add c frame 300,200,100,100

Evenly spaced (`a`), the values fall at 0, 1/3, 2/3 and 1: at 0.25 s the
view is 3/4 of the way from 0 to 100, at 0.5 s half way from 100 back to 50,
at 0.9 s 70% of the way from 50 to 200. With key times 0, 0.5, 0.6, 1 (`b`)
it reaches 100 at 0.5 s, 50 at 0.6 s, and at 0.9 s is 3/4 of the way to 200.

  $ anim keyframes even position.x values 50 150 100 250 duration 1
  $ anim keyframes timed position.x values 50 150 100 250 key-times 0 0.5 0.6 1 duration 1
  $ anim add even to a
  $ anim add timed to b
  $ tick 0.25
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=75,0,100,100 animating
    view b frame=50,100,100,100 animating
    view c frame=300,200,100,100
  $ tick 0.25
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=75,0,100,100 animating
    view b frame=100,100,100,100 animating
    view c frame=300,200,100,100
  $ tick 0.05
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=67.5,0,100,100 animating
    view b frame=75,100,100,100 animating
    view c frame=300,200,100,100
  $ tick 0.35
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=155,0,100,100 animating
    view b frame=162.5,100,100,100 animating
    view c frame=300,200,100,100
  $ settle
  [1s] a: animationDidStop(key: even, finished: true)
  [1s] b: animationDidStop(key: timed, finished: true)
  settled at 1s

Key times must start at 0, end at 1, never go down, and number as many as the
values; otherwise Core Animation ignores them and spaces the values evenly.
Each of these three (a decreasing list, one that starts at 0.1, one too short)
moves exactly like `a` above: 75 at 0.25 s, 155 at 0.9 s.

  $ anim keyframes down position.x values 50 150 100 250 key-times 0 0.6 0.5 1 duration 1
  $ anim keyframes late position.x values 50 150 100 250 key-times 0.1 0.5 0.6 1 duration 1
  $ anim keyframes few position.x values 50 150 100 250 key-times 0 0.5 1 duration 1
  $ anim add down to a
  $ anim add late to b
  $ anim add few to c
  $ tick 0.25
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=75,0,100,100 animating
    view b frame=75,100,100,100 animating
    view c frame=75,200,100,100 animating
  $ tick 0.65
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=155,0,100,100 animating
    view b frame=155,100,100,100 animating
    view c frame=155,200,100,100 animating
  $ settle
  [2s] a: animationDidStop(key: down, finished: true)
  [2s] b: animationDidStop(key: late, finished: true)
  [2s] c: animationDidStop(key: few, finished: true)
  settled at 2s

`timing-functions` give one curve per segment (n-1 of them), applied to the
fraction of time within that segment. With ease-in, ease-out, linear and the
values evenly spaced, at 0.1 s (30% into the first segment) the view is at
ease-in(0.3) of the way to 100; at 0.5 s (halfway through the second) at
100 - 50·ease-out(0.5) = 65.768; the third segment is linear. A list that is
too short is ignored: `c` moves as if it had none. In a longer list the
curves past the last segment are never reached.

  $ anim keyframes segs position.x values 50 150 100 250 timing-functions ease-in ease-out linear duration 1
  $ anim keyframes two position.x values 50 150 100 250 timing-functions ease-in ease-out duration 1
  $ anim add segs to a
  $ anim add two to c
  $ tick 0.1
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=12.958,0,100,100 animating
    view b frame=300,100,100,100
    view c frame=30,200,100,100 animating
  $ tick 0.4
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=65.768,0,100,100 animating
    view b frame=300,100,100,100
    view c frame=75,200,100,100 animating
  $ tick 0.4
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=155,0,100,100 animating
    view b frame=300,100,100,100
    view c frame=155,200,100,100 animating
  $ settle
  [3s] a: animationDidStop(key: segs, finished: true)
  [3s] c: animationDidStop(key: two, finished: true)
  settled at 3s

The animation's own `timing` warps its time first, then the segment's curve
applies: with `timing ease-in` and no segment curves, at 0.5 s the animation
is at ease-in(0.5) = 0.315357 of its time, 94.6% through the first segment:
94.607.

  $ anim keyframes warped position.x values 50 150 100 250 timing ease-in duration 1
  $ anim add warped to a
  $ tick 0.5
  $ print a
  view a frame=94.607,0,100,100 animating
