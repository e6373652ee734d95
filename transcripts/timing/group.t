A CAAnimationGroup (`anim group`) runs its children at the same time in the
group's own local time. The children are not scaled to the group's
duration: each keeps its own duration and begin time, and is cut off where
the group ends. A child outside its own active time shows the model value
unless its fill mode holds it.

Each view's model frame is at x=200 with alpha 1. A two-second group holds a
one-second move of position.x from 50 to 150 (drawn x = 100 times its
progress) and a four-second fade from 1 to 0.

  $ view add a frame 200,0,100,100
  $ view add b frame 200,100,100,100
  $ anim basic move position.x from 50 to 150 duration 1
  $ anim basic fade opacity from 1 to 0 duration 4
  $ anim group g children move fade duration 2
  $ anim add g to a
  $ pending
  2s a: end of g
  animating a g [position.x, opacity] 0s..2s

At 0.5 s both children run: x=50, alpha 0.875. At 1.5 s the move is over and
the model x shows, while the fade goes on (0.625). The group ends at 2 s with
the fade only half done; then the model values show.

  $ tick 0.5
  $ print a
  view a frame=50,0,100,100 alpha=0.875 animating
  $ tick 1
  $ print a
  view a frame=200,0,100,100 alpha=0.625 animating
  $ settle
  [2s] a: animationDidStop(key: g, finished: true)
  settled at 2s
  $ print a
  view a frame=200,0,100,100

A child's begin time counts from the group's start, and its fill mode works
inside the group: here the move starts 0.5 s into the group and, with
`fill both`, shows its first value before that and its last value after it
ends at 1.5 s, until the group itself ends.

  $ anim basic held position.x from 50 to 150 duration 1 begin 0.5 fill both
  $ anim group g2 children held duration 2
  $ anim add g2 to b
  $ tick 0.25
  $ print b
  view b frame=0,100,100,100 animating
  $ tick 0.5
  $ print b
  view b frame=25,100,100,100 animating
  $ tick 1
  $ print b
  view b frame=100,100,100,100 animating
  $ settle
  [4s] b: animationDidStop(key: g2, finished: true)
  settled at 4s
  $ print b
  view b frame=200,100,100,100

The group's timing function warps the time its children see. A one-second
group with `timing ease-in` around a linear one-second move: at 0.5 s the
children are at ease-in(0.5) = 0.315357 of their time, so the move is at
31.536; at 0.25 s, 9.346.

  $ anim group g3 children move duration 1 timing ease-in
  $ anim add g3 to a
  $ tick 0.25
  $ print a
  view a frame=9.346,0,100,100 animating
  $ tick 0.25
  $ print a
  view a frame=31.536,0,100,100 animating
  $ settle
  [5s] a: animationDidStop(key: g3, finished: true)
  settled at 5s

The group's own timing properties apply to the whole: repeated, the children
start over in each iteration; at speed 2 they run twice as fast. With
`repeat 2` and `speed 2` the two-second group lasts 2 s in all; 1.25 s after
it is added its local time is 2.5, 0.5 s into the second iteration: x=50,
alpha 0.875.

  $ anim group g4 children move fade duration 2 repeat 2 speed 2
  $ anim add g4 to a
  $ pending
  7s a: end of g4
  animating a g4 [position.x, opacity] 5s..7s
  $ tick 1.25
  $ print a
  view a frame=50,0,100,100 alpha=0.875 animating
  $ settle
  [7s] a: animationDidStop(key: g4, finished: true)
  settled at 7s
