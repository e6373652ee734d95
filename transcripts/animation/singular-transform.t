A transform block to a singular matrix (scale 0, whose determinant is 0). Up to
iOS 7 UIKit interpolates the decomposed transforms, so the view shrinks
smoothly. From iOS 8 blocks animate additively, from the offset of the old value
against the new one, which needs the new matrix inverted: a singular one cannot
be. Reports say the view is then gone at once ("It worked up to iOS 8 ... now
... Instantly the view is gone", Stack Overflow 25964224), and an Apple engineer
answers that singular matrices are not supported for animating because "we often
need to invert the matrix in order to do the animation" (Apple developer forums
thread 21945). scenesim shows the end value at once under iOS 8 and later; the
block still runs out its duration, offsetting nothing, so its completion keeps
its time (no public report says otherwise). help ios says so.

  $ view add a frame 0,0,100,100 color red
  $ ios 7
  $ view animate a duration 1 transform scale:0
  $ tick 0.5
  $ print a
  view a frame=25,25,50,50 bounds=0,0,100,100 color=#FF0000 transform=0.5,0,0,0.5,0,0 animating
  $ settle
  [1s] a: completion(animation: 1, finished: true)
  settled at 1s

  $ ios 8
  $ view set a transform identity
  $ view animate a duration 1 transform scale:0
  $ tick 0.5
  $ print a
  view a frame=50,50,0,0 bounds=0,0,100,100 color=#FF0000 transform=0,0,0,0,0,0 animating
  $ settle
  [2s] a: completion(animation: 2, finished: true)
  settled at 2s

The same holds back from a singular matrix: its offset cannot be built either.

  $ view animate a duration 1 transform identity
  $ tick 0.5
  $ print a
  view a frame=0,0,100,100 color=#FF0000 animating
  $ settle
  [3s] a: completion(animation: 3, finished: true)
  settled at 3s
