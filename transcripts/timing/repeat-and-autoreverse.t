repeatCount, repeatDuration and autoreverses set how long an animation is
active. The active duration is repeatDuration if set, else the cycle times
repeatCount (which may be fractional), else one cycle; a cycle is the
duration, or twice the duration when it autoreverses. Local time wraps
modulo the duration, and runs backwards in every second half-cycle of an
autoreversing animation. At the very end of the active duration the value is
the end of the iteration, not the start of the next one.

Each view's model frame is at x=200; each animation moves position.x from 50
to 150 over one second, so the drawn x is 100 times the progress.

  $ view add a frame 200,0,100,100
  $ view add b frame 200,100,100,100
  $ view add c frame 200,200,100,100
  $ view add d frame 200,300,100,100

`repeat 2.5` runs two and a half iterations: 2.5 s. At 1.25 s it is a quarter
into the second iteration; at 2.4 s 40% into the third. When it ends it is
removed and the model value shows again.

  $ anim basic r position.x from 50 to 150 duration 1 repeat 2.5
  $ anim add r to a
  $ pending
  2.5s a: end of r
  animating a r [position.x] 0s..2.5s
  $ tick 1.25
  $ print a
  view a frame=25,0,100,100 animating
  $ tick 1.15
  $ print a
  view a frame=40,0,100,100 animating
  $ tick 0.1
  [2.5s] a: animationDidStop(key: r, finished: true)
  $ print a
  view a frame=200,0,100,100

With `fill forwards` and `removed-on-completion off` it stays at the end of
its active duration instead, which for 2.5 iterations is the half-way point.

  $ anim basic held position.x from 50 to 150 duration 1 repeat 2.5 fill forwards removed-on-completion off
  $ anim add held to b
  $ tick 3
  [5s] b: animationDidStop(key: held, finished: true)
  $ print b
  view b frame=50,100,100,100 animating

`repeat-duration 1.75` stops after 1.75 s, three quarters into the second
iteration; held, it shows 75%. `pending` also lists the animations that have
ended but stay on their layer.

  $ anim basic rd position.x from 50 to 150 duration 1 repeat-duration 1.75 fill forwards removed-on-completion off
  $ anim add rd to c
  $ pending
  7.25s c: end of rd
  animating b held [position.x] 2.5s..5s (ended, kept on the layer)
  animating c rd [position.x] 5.5s..7.25s
  $ tick 1.5
  $ print c
  view c frame=50,200,100,100 animating
  $ tick 0.5
  [7.25s] c: animationDidStop(key: rd, finished: true)
  $ print c
  view c frame=75,200,100,100 animating

`repeat forever` never ends: `pending` shows no end, `settle` names it. It
stops only when removed.

  $ anim basic spin position.x from 50 to 150 duration 1 repeat forever
  $ anim add spin to a
  $ pending
  animating b held [position.x] 2.5s..5s (ended, kept on the layer)
  animating c rd [position.x] 5.5s..7.25s (ended, kept on the layer)
  animating a spin [position.x] 7.5s..forever
  $ tick 7.3
  $ print a
  view a frame=30,0,100,100 animating
  $ settle
  settled at 14.8s
  still running, never ending: a spin
  $ anim remove a spin
  [14.8s] a: animationDidStop(key: spin, finished: false)

`autoreverse on` makes one cycle forward then back: two seconds for a
one-second duration. With `repeat 1.5` that is 3 s: forward, back, forward.
At 0.25 s it is at 25%, at 1.25 s on its way back at 75%, at 2.25 s going
forward again at 25%. Held at the end it shows 100%, the end of a forward
half.

  $ anim basic ar position.x from 50 to 150 duration 1 autoreverse on repeat 1.5 fill forwards removed-on-completion off
  $ anim add ar to d
  $ pending
  17.8s d: end of ar
  animating b held [position.x] 2.5s..5s (ended, kept on the layer)
  animating c rd [position.x] 5.5s..7.25s (ended, kept on the layer)
  animating d ar [position.x] 14.8s..17.8s
  $ tick 0.25
  $ print d
  view d frame=25,300,100,100 animating
  $ tick 1
  $ print d
  view d frame=75,300,100,100 animating
  $ tick 1
  $ print d
  view d frame=25,300,100,100 animating
  $ settle
  [17.8s] d: animationDidStop(key: ar, finished: true)
  settled at 17.8s
  $ print d
  view d frame=100,300,100,100 animating

A whole number of autoreversing cycles ends where it started: held after one
cycle it shows 0%.

  $ anim basic back position.x from 50 to 150 duration 1 autoreverse on fill forwards removed-on-completion off
  $ anim add back to a
  $ tick 1.5
  $ print a
  view a frame=50,0,100,100 animating
  $ settle
  [19.8s] a: animationDidStop(key: back, finished: true)
  settled at 19.8s
  $ print a
  view a frame=0,0,100,100 animating
