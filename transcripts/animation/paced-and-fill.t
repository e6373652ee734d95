Two Core Animation timing rules where an earlier model disagreed with Apple's
documentation.

Paced keyframes. Apple documents kCAAnimationPaced and kCAAnimationCubicPaced
as ignoring keyTimes and the animation's timingFunction: key times are chosen
for a constant velocity. So ease-in changes nothing: at a quarter of the
second the layer has gone a quarter of the 30 points, 7.5 (the frame's x is
7.5 - 50).

  $ view add q frame 0,0,100,100
  $ anim keyframes k position.x values 0 10 30 mode paced duration 1 timing ease-in
  $ anim add k to q
  $ tick 0.25
  $ print q
  view q frame=-42.5,0,100,100 animating
  $ settle
  [1s] q: animationDidStop(key: k, finished: true)
  settled at 1s

The same with a linear timing function, for comparison.

  $ anim keyframes l position.x values 0 10 30 mode paced duration 1
  $ anim add l to q
  $ tick 0.25
  $ print q
  view q frame=-42.5,0,100,100 animating
  $ settle
  [2s] q: animationDidStop(key: l, finished: true)
  settled at 2s

Fill forwards after the last repeat holds the final value. 3 x 0.421134 is not
exact in binary, and the active duration divided by the iteration's duration
comes out a hair above 3; the end still counts as the end of the third
iteration, not the start of a fourth.

  $ anim basic b position.x from 0 to 100 duration 0.421134 repeat 3 fill forwards removed-on-completion off
  $ anim add b to q
  $ tick 3
  [3.263402s] q: animationDidStop(key: b, finished: true)
  $ print q
  view q frame=50,0,100,100 animating
  $ dump q
  {"id":"q","kind":"view","parent":"root","frame":[50,0,100,100],"alpha":1,"hidden":false,"bounds":[0,0,100,100],"animating":true}
