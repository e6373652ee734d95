`popover adjust` is adjustPositionToRect:animated:. It computes a new origin
the way present does, from the popover's current size, its corner offset and
the arrow offset left by the last present; shifts it inside the superview if
`adjust` is on; and sets the frame. It does not recompute the arrow offset,
the insets or the background.

Presented up from 20,100 the popover was shifted to x=0 with offset -68.

  $ popover add p
  $ popover present p from 20,100,1,1 arrow up animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=17,110,10,10 presented frame=0,100,180,90
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60

Adjusted without animation to 160,200, the origin is 160 - (90 - 68) = 138:
the old offset -68 is kept, and because it also goes into the origin the
tip lands on x = 138 + 90 - 68 = 160, under the anchor.

  $ popover adjust p to 160,200,1,1 animated off
  $ print p
  popover p arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,210,10,10 presented frame=138,200,180,90
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60
  $ popover path p
  M 10,26
  Q 10,20 16,20
  L 17,20
  L 22,10
  L 27,20
  L 164,20
  Q 170,20 170,26
  L 170,74
  Q 170,80 164,80
  L 16,80
  Q 10,80 10,74
  Z

The frame is not made integral: an anchor at 100.5,300.25 gives the frame
78.5,300.25, and the size stays 180x90.

  $ popover adjust p to 100.5,300.25,1,1 animated off
  $ print p
  popover p arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95.5,310.25,10,10 presented frame=78.5,300.25,180,90
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60

A shift inside the superview still happens, but the offset is not recomputed:
towards 300,100 the origin 278 sticks out 138 on the right and moves to 140,
and with its offset still -68 the tip is at 140 + 90 - 68 = 162, far left of
the anchor at 300.

  $ popover adjust p to 300,100,1,1 animated off
  $ print p
  popover p arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=157,110,10,10 presented frame=140,100,180,90
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60
  $ popover path p
  M 10,26
  Q 10,20 16,20
  L 17,20
  L 22,10
  L 27,20
  L 164,20
  Q 170,20 170,26
  L 170,74
  Q 170,80 164,80
  L 16,80
  Q 10,80 10,74
  Z

Animated (the default), the move takes 0.25 s on UIKit's default ease-in-out
curve, with no delay and no completion callback. Towards 68,200 the
destination is 68 - 22 = 46,200. The model frame (and so `arrowRect`) is the
destination at once; `print` shows the drawn frame. A quarter of the way
through the time the curve has covered 12.916 % of the move (x = 140 - 94 *
0.12916 = 127.859), halfway through the time exactly half (93,150).

  $ popover adjust p to 68,200,1,1
  $ tick 0.0625
  $ print p
  popover p arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=63,210,10,10 presented frame=127.859,112.916,180,90 animating
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60
  $ tick 0.0625
  $ print p
  popover p arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=63,210,10,10 presented frame=93,150,180,90 animating
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60
  $ tick 0.125
  $ print p
  popover p arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=63,210,10,10 presented frame=46,200,180,90
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60

`adjust-duration` changes the length of the move.

  $ popover set p adjust-duration 1
  $ popover adjust p to 160,300,1,1
  $ tick 0.5
  $ print p
  popover p arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,310,10,10 presented frame=92,250,180,90 animating
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60
  $ tick 0.5
  $ print p
  popover p arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,310,10,10 presented frame=138,300,180,90
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60

With `adjust off` the new origin is used as computed, even off screen.

  $ popover set p adjust off
  $ popover adjust p to 10,300,1,1 animated off
  $ print p
  popover p arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=5,310,10,10 presented frame=-12,300,180,90
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60
