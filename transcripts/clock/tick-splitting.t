Virtual time is an integer count of microseconds and animations are closed-form
functions of time, so how a stretch of time is cut into ticks never matters:
three `tick 0.1` leave exactly the same state as one `tick 0.3`.

First, three small ticks through a one-second linear slide.

  $ view add box frame 0,0,100,100
  $ view animate box duration 1 curve linear frame 200,0,100,100
  $ tick 0.1
  $ tick 0.1
  $ tick 0.1
  $ print box
  view box frame=60,0,100,100 animating

Then the same scene after `reset` (same screen, empty scene, t=0) with one tick.
The print is identical: x = 200 * 0.3 = 60.

  $ reset
  $ view add box frame 0,0,100,100
  $ view animate box duration 1 curve linear frame 200,0,100,100
  $ tick 0.3
  $ print box
  view box frame=60,0,100,100 animating

Events are not lost or doubled by splitting either, and each is stamped with
the time it fell due, not the time the tick ended: the one-second fade below
starts at 0.3s and completes at 1.3s, inside the third tick of 0.4.

  $ reset
  $ view add box frame 0,0,100,100
  $ tick 0.3
  $ view animate box duration 1 curve linear alpha 0
  $ tick 0.4
  $ tick 0.4
  $ tick 0.4
  [1.3s] box: completion(animation: 1, finished: true)
  $ tick 0.4
  $ time
  1.9s
