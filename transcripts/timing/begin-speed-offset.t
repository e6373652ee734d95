A Core Animation animation maps its parent's time tp to its own active local
time t = (tp - beginTime)·speed + timeOffset (CAMediaTiming). `anim basic`
defines a CABasicAnimation and `anim add` puts a copy on a view's layer, with
its begin time counted from that moment. Unlike `view animate`, it does not
change the model: after the animation the view shows its model value again.

Here the model frame is at x=200 and each animation moves position.x from 50
to 150, so while it runs the drawn frame's x is 100 times the progress.

  $ view add a frame 200,0,100,100

`begin 0.5`: nothing happens for half a second (the view shows its model
value), then one second of linear motion. `pending` shows the span.

  $ anim basic late position.x from 50 to 150 duration 1 begin 0.5
  $ anim add late to a
  $ pending
  1.5s a: end of late
  animating a late [position.x] 0.5s..1.5s
  $ tick 0.25
  $ print a
  view a frame=200,0,100,100 animating
  $ tick 0.5
  $ print a
  view a frame=25,0,100,100 animating
  $ settle
  [1.5s] a: animationDidStop(key: late, finished: true)
  settled at 1.5s
  $ print a
  view a frame=200,0,100,100

`speed 2` runs local time twice as fast: the one-second animation is over in
half a second, and 0.2 s after it is added it is 40% through. `speed 0.5`
stretches it to two seconds: 10% after 0.2 s.

  $ anim basic fast position.x from 50 to 150 duration 1 speed 2
  $ anim add fast to a
  $ pending
  2s a: end of fast
  animating a fast [position.x] 1.5s..2s
  $ tick 0.2
  $ print a
  view a frame=40,0,100,100 animating
  $ settle
  [2s] a: animationDidStop(key: fast, finished: true)
  settled at 2s
  $ anim basic slow position.x from 50 to 150 duration 1 speed 0.5
  $ anim add slow to a
  $ pending
  4s a: end of slow
  animating a slow [position.x] 2s..4s
  $ tick 0.2
  $ print a
  view a frame=10,0,100,100 animating
  $ settle
  [4s] a: animationDidStop(key: slow, finished: true)
  settled at 4s

`offset 0.25` (timeOffset) shifts the phase without changing how long the
animation runs: it starts at 25%, reaches the end after 0.75 s, wraps round to
the start and plays the first quarter, ending after a full second (75% after
0.5 s, 15% after 0.9 s).

  $ anim basic shifted position.x from 50 to 150 duration 1 offset 0.25
  $ anim add shifted to a
  $ pending
  5s a: end of shifted
  animating a shifted [position.x] 4s..5s
  $ tick 0.5
  $ print a
  view a frame=75,0,100,100 animating
  $ tick 0.4
  $ print a
  view a frame=15,0,100,100 animating
  $ settle
  [5s] a: animationDidStop(key: shifted, finished: true)
  settled at 5s

The offset is added after the speed scaling: with begin 0.5, speed 2 and
offset 0.25, 0.6 s after it is added its local time is (0.6 - 0.5)·2 + 0.25 =
0.45, and it ends after 0.5 + 1/2 = 1 s.

  $ anim basic all position.x from 50 to 150 duration 1 begin 0.5 speed 2 offset 0.25
  $ anim add all to a
  $ tick 0.6
  $ print a
  view a frame=45,0,100,100 animating
  $ settle
  [6s] a: animationDidStop(key: all, finished: true)
  settled at 6s

`speed 0` freezes local time at the offset: the animation is paused there and
never ends. It shows 30% for as long as it stays; `pending` says it runs
forever and `settle` names it. Removing it stops it, with finished: false.

  $ anim basic paused position.x from 50 to 150 duration 1 speed 0 offset 0.3
  $ anim add paused to a
  $ print a
  view a frame=30,0,100,100 animating
  $ tick 10
  $ print a
  view a frame=30,0,100,100 animating
  $ pending
  animating a paused [position.x] 6s..forever
  $ settle
  settled at 16s
  still running, never ending: a paused
  $ anim remove a paused
  [16s] a: animationDidStop(key: paused, finished: false)
  $ print a
  view a frame=200,0,100,100
