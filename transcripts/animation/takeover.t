Animating a property that is already animating takes it over, as in iOS 7:
UIKit adds the new animation under the same key, which removes the earlier one,
and the earlier completion fires with finished: false. Without from-current the
new animation starts from the old model value (the earlier target), so the
screen jumps; with from-current on (UIViewAnimationOptionBeginFromCurrentState)
it starts from what is on screen.

A one-second linear fade from 1 to 0; at t=0.75 the screen shows 0.25.

  $ view add a frame 0,0,100,100
  $ view animate a duration 1 curve linear alpha 0
  $ tick 0.75
  $ print a
  view a frame=0,0,100,100 alpha=0.25 animating

A fade back to 1 takes over. The first completion fires at once, stamped 0.75s.
The new animation starts from the model value 0, so halfway it shows 0.5.

  $ view animate a duration 1 curve linear alpha 1
  [0.75s] a: completion(animation: 1, finished: false)
  $ pending
  1.75s a: end of animation 2 (opacity)
  animating a opacity 0.75s..1.75s (animation 2)
  $ tick 0.5
  $ print a
  view a frame=0,0,100,100 alpha=0.5 animating
  $ settle
  [1.75s] a: completion(animation: 2, finished: true)
  settled at 1.75s

The same again with from-current on: it starts from the 0.25 on screen, so
halfway it shows 0.625.

  $ view animate a duration 1 curve linear alpha 0
  $ tick 0.75
  $ view animate a duration 1 curve linear from-current on alpha 1
  [2.5s] a: completion(animation: 3, finished: false)
  $ tick 0.5
  $ print a
  view a frame=0,0,100,100 alpha=0.625 animating
  $ settle
  [3.5s] a: completion(animation: 4, finished: true)
  settled at 3.5s

An animation only ends early when all its properties are taken: animation 5
moves and fades, animation 6 takes only the fade, so 5 runs to its end and
reports finished: false, because one of its properties was taken.

  $ view animate a duration 1 curve linear alpha 0.5 center 10,10
  $ view animate a duration 1 curve linear alpha 0
  $ settle
  [4.5s] a: completion(animation: 5, finished: false)
  [4.5s] a: completion(animation: 6, finished: true)
  settled at 4.5s
  $ print a
  view a frame=-40,-40,100,100 alpha=0

Setting a value without animation does not stop an animation: the screen shows
the animation until it ends, then the new model value.

  $ view animate a duration 1 curve linear center 110,110
  $ tick 0.5
  $ view set a center 0,0
  $ print a
  view a frame=10,10,100,100 alpha=0 animating
  $ settle
  [5.5s] a: completion(animation: 7, finished: true)
  settled at 5.5s
  $ print a
  view a frame=-50,-50,100,100 alpha=0
