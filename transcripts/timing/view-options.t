Three UIViewAnimationOptions change how a view animation runs.

`from-current on` is BeginFromCurrentState: a new animation of a property
that is already animating starts from what is on screen instead of from the
old model value. Two views slide from x=0 to x=100 in one second, linearly;
at t=0.5, when both are drawn at 50, each is sent back to x=0 by a critically
damped spring over one second. `a` starts from the 50 on screen; `b` starts
from its model value 100 and jumps there. A quarter second later the spring
has covered 0.671067519 of its way: `a` is at 50 - 33.553 = 16.447, `b` at
100 - 67.107 = 32.893. Each earlier animation is taken over and completes
with finished: false.

  $ view add a frame 0,0,100,100
  $ view add b frame 0,100,100,100
  $ view animate a duration 1 curve linear center 150,50
  $ view animate b duration 1 curve linear center 150,150
  $ tick 0.5
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=50,0,100,100 animating
    view b frame=50,100,100,100 animating
  $ view animate a duration 1 spring 1 from-current on center 50,50
  [0.5s] a: completion(animation: 1, finished: false)
  $ view animate b duration 1 spring 1 center 50,150
  [0.5s] b: completion(animation: 2, finished: false)
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=50,0,100,100 animating
    view b frame=100,100,100,100 animating
  $ tick 0.25
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=16.447,0,100,100 animating
    view b frame=32.893,100,100,100 animating
  $ settle
  [1.5s] a: completion(animation: 3, finished: true)
  [1.5s] b: completion(animation: 4, finished: true)
  settled at 1.5s

`autoreverse on` alone plays the animation forward and then backward, so it
lasts twice the duration (autoreverses doubles Core Animation's cycle). Then
the animation is gone and the model value, the destination, shows: the view
jumps from x=0 to x=100, as it does in UIKit.

  $ view animate a duration 1 curve linear autoreverse on center 150,50
  $ pending
  3.5s a: end of animation 5 (position)
  animating a position 1.5s..3.5s (animation 5)
  $ tick 0.25
  $ print a
  view a frame=25,0,100,100 animating
  $ tick 1
  $ print a
  view a frame=75,0,100,100 animating
  $ tick 0.75
  [3.5s] a: completion(animation: 5, finished: true)
  $ print a
  view a frame=100,0,100,100

`repeat on` repeats forever: the animation has no end, nothing is scheduled
for it, and `settle` returns at once, naming it. Here `b` goes from x=0 to
x=100 again and again.

  $ view animate b duration 1 curve linear repeat on center 150,150
  $ pending
  animating b position 3.5s..forever (animation 6)
  $ tick 0.25
  $ print b
  view b frame=25,100,100,100 animating
  $ tick 1
  $ print b
  view b frame=25,100,100,100 animating
  $ settle
  settled at 4.75s
  still running, never ending: b position

With `repeat on` and `autoreverse on` together it goes back and forth. A fade
from 1 to 0.2: 0.25 s in it shows 0.8; at 1.25 s it is on its way back, three
quarters of the way along (0.4); at 1.75 s it is at 0.8 again.

  $ view animate a duration 1 curve linear repeat on autoreverse on alpha 0.2
  $ tick 0.25
  $ print a
  view a frame=100,0,100,100 alpha=0.8 animating
  $ tick 1
  $ print a
  view a frame=100,0,100,100 alpha=0.4 animating
  $ tick 0.5
  $ print a
  view a frame=100,0,100,100 alpha=0.8 animating
  $ settle
  settled at 6.5s
  still running, never ending: b position, a opacity

A never-ending animation stops only when it is taken over (or its view is
removed); its completion then fires with finished: false.

  $ view animate b duration 0.5 curve linear center 50,150
  [6.5s] b: completion(animation: 6, finished: false)
  $ settle
  [7s] b: completion(animation: 8, finished: true)
  settled at 7s
  still running, never ending: a opacity
  $ view animate a duration 0.5 alpha 1
  [7s] a: completion(animation: 7, finished: false)
  $ settle
  [7.5s] a: completion(animation: 9, finished: true)
  settled at 7.5s
  $ pending
  nothing pending
