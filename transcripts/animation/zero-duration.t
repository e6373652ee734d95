An animation of no duration and no delay is no animation at all: UIKit applies the
new values at once and only delivers the completion, on the next turn of the run
loop. scenesim fires that completion at the next tick, even `tick 0`.

  $ view add a frame 0,0,100,100
  $ view animate a duration 0 alpha 0
  $ print a
  view a frame=0,0,100,100 alpha=0
  $ pending
  0s a: completion of animation 1
  $ tick 0
  [0s] a: completion(animation: 1, finished: true)

A second animation in the same instant finds nothing to take over, so the first
completion reports finished: true.

  $ view animate a duration 0 alpha 1
  $ view animate a duration 0.5 alpha 0.5
  $ tick 0.5
  [0s] a: completion(animation: 2, finished: true)
  [0.5s] a: completion(animation: 3, finished: true)

With a delay and no duration the values still apply at once; only the
completion waits for the delay.

  $ view animate a duration 0 delay 0.25 alpha 0
  $ tick 0.2
  $ print a
  view a frame=0,0,100,100 alpha=0
  $ tick 0.05
  [0.75s] a: completion(animation: 4, finished: true)
  $ print a
  view a frame=0,0,100,100 alpha=0
