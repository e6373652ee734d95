Which UIView animation model a block follows. Before iOS 8 a block replaces a
running animation on the same key path; from iOS 8 UIKit adds position, bounds
and transform animations: each block plays the offset of the old model value
from the new one out to none, under a key of its own, so a running animation
goes on and the screen shows the model plus every offset still running.
`ios` lists the release each library follows; by default that is its own era.

  $ ios
  ios auto
    views (view animate): iOS 7, replacing
    UIKit content (label, button, image): iOS 7, replacing
    popovers, annotations (FWT): iOS 6, replacing
    maps, callouts (GIK, MapKit): iOS 4, replacing
    windows (CFANavigationWindow): iOS 9, additive

A view sent to x 100 over a second and sent back at half time, with UIKit's
default ease-in-out. Under iOS 7 the second block starts from the old model
value (100, where the view was going, not the 50 where it is) and the first
block stops unfinished.

  $ ios 7
  $ view add a frame 0,0,10,10
  $ view animate a duration 1 center 105,5
  $ tick 0.5
  $ print a
  view a frame=50,0,10,10 animating
  $ view animate a duration 1 center 5,5
  [0.5s] a: completion(animation: 1, finished: false)
  $ print a
  view a frame=100,0,10,10 animating
  $ tick 0.25
  $ print a
  view a frame=87.084,0,10,10 animating
  $ settle
  [1.5s] a: completion(animation: 2, finished: true)
  settled at 1.5s

Under iOS 8 nothing jumps: the first move goes on to its end while the second
pulls back, so the view slows, turns and comes back, and both blocks finish.

  $ reset
  $ ios 8
  $ view add a frame 0,0,10,10
  $ view animate a duration 1 center 105,5
  $ tick 0.5
  $ view animate a duration 1 center 5,5
  $ print a
  view a frame=50,0,10,10 animating
  $ pending
  1s a: end of animation 1 (position)
  1.5s a: end of animation 2 (position-2)
  animating a position 0s..1s (animation 1)
  animating a position-2 [position] 0.5s..1.5s (animation 2)
  $ tick 0.25
  $ print a
  view a frame=74.168,0,10,10 animating
  $ tick 0.25
  [1s] a: completion(animation: 1, finished: true)
  $ print a
  view a frame=50,0,10,10 animating
  $ tick 0.25
  $ print a
  view a frame=12.916,0,10,10 animating
  $ settle
  [1.5s] a: completion(animation: 2, finished: true)
  settled at 1.5s
  $ print a
  view a frame=0,0,10,10

With linear curves the two offsets cancel while both run: the view stands still
at 50 from 0.5 s to 1 s, the pause people met in iOS 8 apps that reversed a
linear move.

  $ reset
  $ view add a frame 0,0,10,10
  $ view animate a duration 1 curve linear center 105,5
  $ tick 0.5
  $ view animate a duration 1 curve linear center 5,5
  $ tick 0.25
  $ print a
  view a frame=50,0,10,10 animating
  $ tick 0.25
  [1s] a: completion(animation: 1, finished: true)
  $ print a
  view a frame=50,0,10,10 animating
  $ settle
  [1.5s] a: completion(animation: 2, finished: true)
  settled at 1.5s

Opacity and colour still replace under iOS 8.

  $ view animate a duration 1 alpha 0
  $ tick 0.5
  $ view animate a duration 1 alpha 1
  [2s] a: completion(animation: 3, finished: false)
  $ pending
  3s a: end of animation 4 (opacity)
  animating a opacity 2s..3s (animation 4)
  $ settle
  [3s] a: completion(animation: 4, finished: true)
  settled at 3s

Offsets add before anything is clamped: a view growing from no width, sent back
half way, shows the 50 points it had, although the first offset alone would be
negative. A transform offset goes next to the model, inside the ones running,
so a translation that interrupts a scale-up starts where the scale was on
screen.

  $ reset
  $ view add w frame 0,0,0,10
  $ view animate w duration 1 curve linear frame 0,0,100,10
  $ tick 0.5
  $ view animate w duration 1 curve linear frame 0,0,0,10
  $ print w
  view w frame=0,0,50,10 animating
  $ view add t frame 100,100,10,10
  $ view animate t duration 1 curve linear transform scale:2
  $ tick 0.5
  [1s] w: completion(animation: 1, finished: true)
  $ print t
  view t frame=97.5,97.5,15,15 bounds=0,0,10,10 transform=1.5,0,0,1.5,0,0 animating
  $ view animate t duration 1 curve linear transform translate:100,0
  $ print t
  view t frame=97.5,97.5,15,15 bounds=0,0,10,10 transform=1.5,0,0,1.5,0,0 animating
  $ settle
  [1.5s] w: completion(animation: 2, finished: true)
  [1.5s] t: completion(animation: 3, finished: true)
  [2s] t: completion(animation: 4, finished: true)
  settled at 2s
  $ print t
  view t frame=200,100,10,10 bounds=0,0,10,10 transform=1,0,0,1,100,0

CFANavigationWindow's demo WindowAnimator targets iOS 8 and later: a pop 0.3 s
into a push blends with it. Home shows where the push had it (scale 0.847) the
moment the pop starts, the push's own block runs to its end and completes
finished at 1 s, and the pop's completes at 1.3 s. Under iOS 7 (`ios 7`,
`windows/fidelity.t`) home jumps back to the 0.8 it was heading for and the
push completes unfinished at 0.3 s.

  $ reset
  $ ios auto
  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ window push a level medium
  [0s] home.window: animateWindowTransition(type: push, from: home.window, to: a.window, underlyingFrom: [], underlyingTo: nil)
  $ tick 0.3
  $ dump home.window
  {"id":"home.window","kind":"window","parent":null,"frame":[24.441,36.661,271.119,406.678],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"transform":[0.847,0,0,0.847,0,0],"autoresize":"width,height","animating":true,"level":"root","windowLevel":0,"key":true,"controller":"home"}
  $ window pop a
  [0.3s] home.window: animateWindowTransition(type: pop, from: a.window, to: home.window, underlyingFrom: nil, underlyingTo: [])
  $ dump home.window
  {"id":"home.window","kind":"window","parent":null,"frame":[24.441,36.661,271.119,406.678],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"transform":[0.847,0,0,0.847,0,0],"autoresize":"width,height","animating":true,"level":"root","windowLevel":0,"key":true,"controller":"home"}
  $ pending
  1s a.window: end of animation 1 (bounds)
  1s a.window: end of animation 1 (position)
  1s a.window: end of animation 1 (transform)
  1s home.window: end of animation 1 (transform)
  1.3s a.window: end of animation 2 (bounds-2)
  1.3s a.window: end of animation 2 (position-2)
  1.3s a.window: end of animation 2 (opacity)
  1.3s a.window: end of animation 2 (transform-2)
  1.3s home.window: end of animation 2 (bounds)
  1.3s home.window: end of animation 2 (position)
  1.3s home.window: end of animation 2 (opacity)
  1.3s home.window: end of animation 2 (transform-2)
  animating a.window bounds 0s..1s (animation 1)
  animating a.window position 0s..1s (animation 1)
  animating a.window transform 0s..1s (animation 1)
  animating home.window transform 0s..1s (animation 1)
  animating a.window bounds-2 [bounds] 0.3s..1.3s (animation 2)
  animating a.window position-2 [position] 0.3s..1.3s (animation 2)
  animating a.window opacity 0.3s..1.3s (animation 2)
  animating a.window transform-2 [transform] 0.3s..1.3s (animation 2)
  animating home.window bounds 0.3s..1.3s (animation 2)
  animating home.window position 0.3s..1.3s (animation 2)
  animating home.window opacity 0.3s..1.3s (animation 2)
  animating home.window transform-2 [transform] 0.3s..1.3s (animation 2)
  $ settle
  [1s] home.window: completion(transition: push)
  [1.3s] home.window: completion(transition: pop)
  settled at 1.3s
  $ dump home.window
  {"id":"home.window","kind":"window","parent":null,"frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height","level":"root","windowLevel":0,"key":true,"controller":"home"}
  $ reset
  $ ios 7
  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ window push a level medium
  [0s] home.window: animateWindowTransition(type: push, from: home.window, to: a.window, underlyingFrom: [], underlyingTo: nil)
  $ tick 0.3
  $ window pop a
  [0.3s] home.window: animateWindowTransition(type: pop, from: a.window, to: home.window, underlyingFrom: nil, underlyingTo: [])
  [0.3s] home.window: completion(transition: push)
  $ dump home.window
  {"id":"home.window","kind":"window","parent":null,"frame":[32,48,256,384],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"transform":[0.8,0,0,0.8,0,0],"autoresize":"width,height","animating":true,"level":"root","windowLevel":0,"key":false,"controller":"home"}
  $ settle
  [1.3s] home.window: completion(transition: pop)
  settled at 1.3s
  $ ios auto

An additive block's own key is the key path's name with `-` and a number,
which a command can name as it is (`#` would start a comment).

  $ reset
  $ ios 8
  $ view add b frame 0,0,10,10
  $ view animate b duration 1 center 105,5
  $ view animate b duration 1 center 5,5
  $ anim remove b position-2
  [0s] b: completion(animation: 2, finished: false)
  $ pending
  1s b: end of animation 1 (position)
  animating b position 0s..1s (animation 1)
