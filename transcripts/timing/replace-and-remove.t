A layer holds its animations by key (addAnimation:forKey:). Adding an
animation under a key already in use removes the earlier one, whose delegate
gets animationDidStop with finished: false; removeAnimationForKey: (`anim
remove ID KEY`) does the same. When an animation reaches the end of its
active duration it reports finished: true. `anim add` uses the animation's
name as the key unless `as KEY` gives another.

The model frame is at x=200; the moves animate position.x from 50 to 150
(drawn x = 100 times the progress).

  $ view add a frame 200,0,100,100
  $ anim basic slow position.x from 50 to 150 duration 4
  $ anim basic quick position.x from 50 to 150 duration 1
  $ anim basic fade opacity from 1 to 0 duration 2 begin 1

`pending` lists what is scheduled in time order, then each animation on a
layer: node, key, animated key paths and its active span.

  $ anim add slow to a as move
  $ anim add fade to a
  $ pending
  3s a: end of fade
  4s a: end of move
  animating a fade [opacity] 1s..3s
  animating a move [position.x] 0s..4s
  $ tick 1

Adding `quick` under the same key `move` replaces `slow`, which stops at once
with finished: false; `quick` starts from its own beginning. The fade, under
another key, goes on.

  $ anim add quick to a as move
  [1s] a: animationDidStop(key: move, finished: false)
  $ pending
  2s a: end of move
  3s a: end of fade
  animating a move [position.x] 1s..2s
  animating a fade [opacity] 1s..3s
  $ tick 0.5
  $ print a
  view a frame=50,0,100,100 alpha=0.75 animating

Removing by key stops the fade (finished: false) and the model alpha shows;
the move ends normally. A key that is not there is an error.

  $ anim remove a fade
  [1.5s] a: animationDidStop(key: fade, finished: false)
  $ print a
  view a frame=50,0,100,100 animating
  $ anim remove a fade
  error: cannot do that to 'a' at column 15; it has no animation under the key 'fade'; keys: move
  $ settle
  [2s] a: animationDidStop(key: move, finished: true)
  settled at 2s
  $ pending
  nothing pending

The same defined animation can run twice under two keys; on the same key
path the one added later wins, so here the second, begun 0.5 s later, is what
shows: 0.75 s after the first was added, the second is 0.25 s in, at 25.

  $ anim add quick to a as one
  $ tick 0.5
  $ anim add quick to a as two
  $ pending
  3s a: end of one
  3.5s a: end of two
  animating a one [position.x] 2s..3s
  animating a two [position.x] 2.5s..3.5s
  $ tick 0.25
  $ print a
  view a frame=25,0,100,100 animating
  $ settle
  [3s] a: animationDidStop(key: one, finished: true)
  [3.5s] a: animationDidStop(key: two, finished: true)
  settled at 3.5s

A UIView animation puts its animations under the property's key (here
`position`), so a Core Animation animation added under that key replaces it
and the view animation's completion fires with finished: false.

  $ view animate a duration 1 curve linear center 50,50
  $ anim add quick to a as position
  [3.5s] a: completion(animation: 1, finished: false)
  $ pending
  4.5s a: end of position
  animating a position [position.x] 3.5s..4.5s
  $ tick 0.5
  $ print a
  view a frame=50,0,100,100 animating
  $ settle
  [4.5s] a: animationDidStop(key: position, finished: true)
  settled at 4.5s
