Animating a property that is already animating takes it over: the new
animation starts from what is on screen now, and the earlier animation's
completion fires with finished: false (in UIKit the earlier CAAnimation is
removed from the layer, and its completion block gets finished = NO).

A one-second linear fade from 1 to 0; at t=0.75 the screen shows 0.25.

  $ view add a frame 0,0,100,100
  $ view animate a duration 1 curve linear alpha 0
  $ tick 0.75
  $ print a
  view a frame=0,0,100,100 alpha=0.25 animating

A new fade back to 1 takes over. The first completion fires at once, stamped
0.75s; the new one runs from 0.25 to 1 over one second.

  $ view animate a duration 1 curve linear alpha 1
  [0.75s] a: completion(animation: 1, finished: false)
  $ pending
  1.75s a: completion of animation 2
  animating a.alpha 0.25 -> 1 from 0.75s to 1.75s (animation 2)
  $ tick 0.5
  $ print a
  view a frame=0,0,100,100 alpha=0.625 animating
  $ settle
  [1.75s] a: completion(animation: 2, finished: true)
  settled at 1.75s

An animation only ends early when all its properties are taken: animation 3
moves and fades, animation 4 takes over only the fade, so 3 keeps running
until its last property, the center, is taken by a `view set` (which is not
animated and stops the animation of what it sets).

  $ view animate a duration 1 curve linear alpha 0.5 center 10,10
  $ view animate a duration 1 curve linear alpha 0
  $ tick 0.5
  $ view set a center 0,0
  [2.25s] a: completion(animation: 3, finished: false)
  $ tick 1
  [2.75s] a: completion(animation: 4, finished: true)
  $ print a
  view a frame=-50,-50,100,100 alpha=0
