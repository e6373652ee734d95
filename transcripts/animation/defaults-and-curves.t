Without options an animation lasts 0.2s and is paced by ease-in-out, UIKit's
defaults. The curves are Core Animation's cubic Béziers:
ease-in (0.42,0,1,1), ease-out (0,0,0.58,1), ease-in-out (0.42,0,0.58,1).

Four views travel 100 points in one second, one per curve; `d` uses the
defaults.

  $ view add l frame 0,0,10,10
  $ view add i frame 0,20,10,10
  $ view add o frame 0,40,10,10
  $ view add e frame 0,60,10,10
  $ view add d frame 0,80,10,10
  $ view animate l duration 1 curve linear center 105,5
  $ view animate i duration 1 curve ease-in center 105,25
  $ view animate o duration 1 curve ease-out center 105,45
  $ view animate e duration 1 curve ease-in-out center 105,65
  $ view animate d center 105,85

At t=0.1 `d` is halfway through its 0.2s and ease-in-out is symmetric, so it is
at 50. The others: linear 10, ease-in 1.703, ease-out 16.057, ease-in-out 1.972.

  $ tick 0.1
  $ print
  t=0.1s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view l frame=10,0,10,10 animating
      view i frame=1.703,20,10,10 animating
      view o frame=16.057,40,10,10 animating
      view e frame=1.972,60,10,10 animating
      view d frame=50,80,10,10 animating

At t=0.25 `d` has finished; ease-in is at 9.346, ease-out at 37.814.

  $ tick 0.15
  [0.2s] d: completion(animation: 5, finished: true)
  $ print
  t=0.25s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view l frame=25,0,10,10 animating
      view i frame=9.346,20,10,10 animating
      view o frame=37.814,40,10,10 animating
      view e frame=12.916,60,10,10 animating
      view d frame=100,80,10,10

At t=0.5 ease-in and ease-out mirror each other (31.536 + 68.464 = 100) and
ease-in-out meets linear at 50.

  $ tick 0.25
  $ print
  t=0.5s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view l frame=50,0,10,10 animating
      view i frame=31.536,20,10,10 animating
      view o frame=68.464,40,10,10 animating
      view e frame=50,60,10,10 animating
      view d frame=100,80,10,10
  $ settle
  [1s] l: completion(animation: 1, finished: true)
  [1s] i: completion(animation: 2, finished: true)
  [1s] o: completion(animation: 3, finished: true)
  [1s] e: completion(animation: 4, finished: true)
  settled at 1s

Unknown curves are refused with the list of known ones.

  $ view animate l curve bounce alpha 0
  error: expected a curve: linear, ease-in, ease-out, ease-in-out, default or cubic:X1,Y1,X2,Y2 (X1, X2 from 0 to 1) for 'curve', got 'bounce' at column 22; usage: view animate ID [duration D] [delay D] [curve CURVE] [spring DAMPING] [velocity V] [from-current B] [repeat B] [autoreverse B] [frame X,Y,W,H] [bounds X,Y,W,H] [center X,Y] [alpha A] [color C] [transform T] [then LINE]
