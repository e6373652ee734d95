`delay D` waits before starting. As in UIKit the model values change at once
(so hit testing already sees the destination), while the screen holds the old
values until the delay is over. The completion fires at delay + duration.

  $ view add a frame 0,0,100,100
  $ view animate a duration 1 delay 0.5 curve linear frame 100,0,100,100
  $ pending
  1.5s a: end of animation 1 (bounds)
  1.5s a: end of animation 1 (position)
  animating a bounds 0.5s..1.5s (animation 1)
  animating a position 0.5s..1.5s (animation 1)
  $ tick 0.25
  $ print a
  view a frame=0,0,100,100 animating
  $ tap a
  tap 150,50: hit a at 50,50

Halfway through the one-second move, 0.5s after the delay ended.

  $ tick 0.75
  $ print a
  view a frame=50,0,100,100 animating
  $ tick 0.5
  [1.5s] a: completion(animation: 1, finished: true)
  $ print a
  view a frame=100,0,100,100
