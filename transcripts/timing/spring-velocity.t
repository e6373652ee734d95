With an initial velocity UIKit's rule (0.1 % of the distance left at the
duration) can be met by several natural frequencies. scenesim takes the largest,
the one whose motion has settled by the end; UIKit does not publish its choice.
A 100-point move over one second with damping 0.5 and velocity 2 (twice the
distance per second at the start) overshoots a little and is within 0.3 points
of the end at 0.99 s, so the snap to the model value is invisible.

  $ view add a frame 0,0,100,100
  $ view animate a duration 1 spring 0.5 velocity 2 center 150,50
  $ tick 0.25
  $ print a
  view a frame=114.437,0,100,100 animating
  $ tick 0.74
  $ print a
  view a frame=100.272,0,100,100 animating
  $ tick 0.01
  [1s] a: completion(animation: 1, finished: true)
  $ print a
  view a frame=100,0,100,100

A velocity needs a spring.

  $ view animate a duration 1 velocity 2 center 50,50
  error: velocity needs a spring at column 36; add spring DAMPING, as in spring 0.5 velocity 1

An animation kept on its layer after it ended (removed-on-completion off) has
already reported its stop; removing it later reports nothing more.

  $ anim basic held position.x from 0 to 100 duration 0.5 fill forwards removed-on-completion off
  $ anim add held to a
  $ settle
  [1.5s] a: animationDidStop(key: held, finished: true)
  settled at 1.5s
  $ anim remove a held
  $ pending
  nothing pending
