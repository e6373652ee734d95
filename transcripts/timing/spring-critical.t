`view animate ... spring DAMPING` is UIKit's
animateWithDuration:delay:usingSpringWithDamping:initialSpringVelocity:. UIKit
turns the damping ratio and the duration D into a spring of mass 1 whose
natural frequency ω leaves 0.1% of the distance at D. With damping ratio 1
(critical damping, no oscillation) and no initial velocity that means
(1 + ωD)·e^(-ωD) = 0.001, so ωD = 9.2334134764515865, and the progress is
p(t) = 1 - e^(-ωt)·(1 + ωt).

A view moves 100 points to the right over one second with damping 1. At
t=0.25 it has covered p = 0.671067519 of the distance, at t=0.5
p = 0.944477184.

  $ view add a frame 0,0,100,100
  $ view animate a duration 1 spring 1 center 150,50
  $ tick 0.25
  $ print a
  view a frame=67.107,0,100,100 animating

As with any UIView animation the model value is already the destination, and
touches use it: a tap at x=180, beyond the drawn view, hits it; a tap at x=80,
on the drawn view, does not.

  $ tap 180,50
  tap 180,50: hit a at 80,50
  $ tap 80,50
  tap 80,50: hit root at 80,50
  $ tick 0.25
  $ print a
  view a frame=94.448,0,100,100 animating

It creeps on: 99.221 at t=0.75, 99.891 just before the end.

  $ tick 0.25
  $ print a
  view a frame=99.221,0,100,100 animating
  $ tick 0.24
  $ print a
  view a frame=99.891,0,100,100 animating

At t=D the animation is over: the 0.1% left is dropped and the model value
shows, exactly 100.

  $ tick 0.01
  [1s] a: completion(animation: 1, finished: true)
  $ print a
  view a frame=100,0,100,100

The shape scales with the duration: over two seconds ω is half as large and
the same fractions are reached at twice the times. Going back from x=100 to
x=0, the view has covered 67.107 points at t=0.5 and is at 32.893.

  $ view animate a duration 2 spring 1 center 50,50
  $ tick 0.5
  $ print a
  view a frame=32.893,0,100,100 animating
  $ settle
  [3s] a: completion(animation: 2, finished: true)
  settled at 3s

A damping ratio above 1 is treated as 1, as UIKit clamps it: damping 2 gives
the same motion as damping 1.

  $ view animate a duration 1 spring 2 center 150,50
  $ tick 0.25
  $ print a
  view a frame=67.107,0,100,100 animating
  $ settle
  [4s] a: completion(animation: 3, finished: true)
  settled at 4s
