Animations end exactly when their times say, to the microsecond: a delay of
0.1 s and a duration of 0.2 s complete at 0.3 s; 123 µs ends at 123 µs; three
repeats of 0.1 s stop at 0.3 s.

  $ view add a frame 0,0,100,100
  $ view animate a delay 0.1 duration 0.2 alpha 0.5
  $ anim basic short opacity from 0 to 1 duration 123us
  $ anim add short to a
  $ anim basic thrice position.x from 0 to 10 duration 0.1 repeat 3
  $ anim add thrice to a
  $ pending
  0.000123s a: end of short
  0.3s a: end of animation 1 (opacity)
  0.3s a: end of thrice
  animating a short [opacity] 0s..0.000123s
  animating a opacity 0.1s..0.3s (animation 1)
  animating a thrice [position.x] 0s..0.3s
  $ settle
  [0.000123s] a: animationDidStop(key: short, finished: true)
  [0.3s] a: completion(animation: 1, finished: true)
  [0.3s] a: animationDidStop(key: thrice, finished: true)
  settled at 0.3s

Removing a view drops everything still waiting for it: a completion waiting
out a delay fires at once with finished: false, and refresh steps stop.

  $ view add b frame 0,0,10,10
  $ view animate b duration 0 delay 1 alpha 0.5
  $ anim step b opacity values 0.1 0.2
  $ pending
  0.316667s b: refresh step 1 of 2 (opacity)
  1.3s b: completion of animation 2
  $ view remove b
  [0.3s] b: completion(animation: 2, finished: false)
  $ pending
  nothing pending

Subviews that autoresize move inside the animation that resizes their parent,
with the same timing: halfway through, the child is half grown too.

  $ view add box frame 0,100,100,100
  $ view add fill frame 0,0,100,100 in box
  $ view set fill autoresize fill
  $ view animate box duration 1 curve linear frame 0,100,200,200
  $ tick 0.5
  $ print box
  view box frame=0,100,150,150 animating
    view fill frame=0,0,150,150 autoresize=width,height animating
  $ settle
  [1.3s] box: completion(animation: 3, finished: true)
  settled at 1.3s

An additive transform is concatenated with the one there: scale 3 on top of
scale 2 gives 6.

  $ view set box transform scale:2
  $ anim basic more transform from identity to scale:3 duration 1 additive on fill forwards removed-on-completion off
  $ anim add more to box
  $ settle
  [2.3s] box: animationDidStop(key: more, finished: true)
  settled at 2.3s
  $ print box
  view box frame=-500,-400,1200,1200 bounds=0,0,200,200 transform=6,0,0,6,0,0 animating
    view fill frame=0,0,200,200 autoresize=width,height
