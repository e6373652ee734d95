Core Animation's named timing functions are cubic Bézier curves from (0,0) to
(1,1) through two control points: linear (0,0) (1,1), ease-in (0.42,0) (1,1),
ease-out (0,0) (0.58,1), ease-in-out (0.42,0) (0.58,1), and default
(0.25,0.1) (0.25,1), the curve of Core Animation's implicit animations. At a
fraction x of the duration the curve is solved for the parameter s with
x(s) = x, and y(s) is the progress.

Five views travel 100 points in one second, one per curve.

  $ view add l frame 0,0,10,10
  $ view add i frame 0,20,10,10
  $ view add o frame 0,40,10,10
  $ view add e frame 0,60,10,10
  $ view add d frame 0,80,10,10
  $ view animate l duration 1 curve linear center 105,5
  $ view animate i duration 1 curve ease-in center 105,25
  $ view animate o duration 1 curve ease-out center 105,45
  $ view animate e duration 1 curve ease-in-out center 105,65
  $ view animate d duration 1 curve default center 105,85

At 10% of the time: ease-in has covered 1.703 points, ease-out 16.057,
ease-in-out 1.972, and default 9.48; default starts fast and ends slowly.

  $ tick 0.1
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view l frame=10,0,10,10 animating
    view i frame=1.703,20,10,10 animating
    view o frame=16.057,40,10,10 animating
    view e frame=1.972,60,10,10 animating
    view d frame=9.48,80,10,10 animating

At 25%: ease-in 9.346, ease-out 37.814, ease-in-out 12.916, default 40.851.

  $ tick 0.15
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view l frame=25,0,10,10 animating
    view i frame=9.346,20,10,10 animating
    view o frame=37.814,40,10,10 animating
    view e frame=12.916,60,10,10 animating
    view d frame=40.851,80,10,10 animating

At half time ease-in-out is symmetric (50), ease-in and ease-out mirror each
other (31.536 + 68.464 = 100) and default is already at 80.24.

  $ tick 0.25
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view l frame=50,0,10,10 animating
    view i frame=31.536,20,10,10 animating
    view o frame=68.464,40,10,10 animating
    view e frame=50,60,10,10 animating
    view d frame=80.24,80,10,10 animating

At 75% and 90% ease-in and ease-out still mirror each other (62.186 and
90.654 at 0.75, 83.943 and 98.297 at 0.9); default is at 96.046 and then
99.432.

  $ tick 0.25
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view l frame=75,0,10,10 animating
    view i frame=62.186,20,10,10 animating
    view o frame=90.654,40,10,10 animating
    view e frame=87.084,60,10,10 animating
    view d frame=96.046,80,10,10 animating
  $ tick 0.15
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view l frame=90,0,10,10 animating
    view i frame=83.943,20,10,10 animating
    view o frame=98.297,40,10,10 animating
    view e frame=98.028,60,10,10 animating
    view d frame=99.432,80,10,10 animating

At the end all five reach 100 together and their completions fire.

  $ settle
  [1s] l: completion(animation: 1, finished: true)
  [1s] i: completion(animation: 2, finished: true)
  [1s] o: completion(animation: 3, finished: true)
  [1s] e: completion(animation: 4, finished: true)
  [1s] d: completion(animation: 5, finished: true)
  settled at 1s
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view l frame=100,0,10,10
    view i frame=100,20,10,10
    view o frame=100,40,10,10
    view e frame=100,60,10,10
    view d frame=100,80,10,10
