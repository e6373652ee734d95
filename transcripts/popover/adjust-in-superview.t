With `adjust` on (adjustPositionInSuperviewEnabled, the default) the frame is
shifted back inside the superview's bounds, and the arrow is given an offset
along its edge so that it still points at the anchor, within a limit.

Presented up from 20,100 the raw frame starts at x = 20 - 90 = -70. It sticks
out on the left by 70, so it moves 70 right to x=0, and the arrow offset is
-70 (negative: the arrow moves left of the body's centre). The offset may not
exceed half the body width less the corner radius, less the corner radius
again: (160 - 12) / 2 - 6 = 68. So the offset is clamped to -68 and the tip
lands at 0 + 90 - 68 = 22, 2 pt right of the anchor.

  $ popover add p
  $ popover present p from 20,100,1,1 arrow up animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=17,110,10,10 presented frame=0,100,180,90
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

On a vertical edge the limit is (60 - 12) / 2 - 6 = 18. A left arrow at
20,10 starts at y = 10 - 40 = -30, moves down by 30, and its offset -30 is
clamped to -18: the tip is at y = 0 + 40 - 18 = 22, 12 pt below the anchor.

  $ popover add q
  $ popover present q from 20,10,1,1 arrow left animated off
  [0s] q: didPresent()
  $ print q
  popover q arrow=(left offset=-18 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=30,17,10,10 presented frame=20,0,190,80
    image q.background frame=0,0,190,80
    view q.content frame=20,10,160,60
  $ popover path q
  M 20,16
  Q 20,10 26,10
  L 174,10
  Q 180,10 180,16
  L 180,64
  Q 180,70 174,70
  L 26,70
  Q 20,70 20,64
  L 20,27
  L 10,22
  L 20,17
  Z

An offset within the limit leaves the arrow exactly on the anchor: down from
280,470 the frame 190,380 sticks out 50 on the right, moves 50 left, and the
offset +50 puts the tip at 140 + 90 + 50 = 280, 10 pt above the anchor.

  $ popover add r
  $ popover present r from 280,470,1,1 arrow down animated off
  [0s] r: didPresent()
  $ print r
  popover r arrow=(down offset=50 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=275,450,10,10 presented frame=140,380,180,90
    image r.background frame=0,0,180,90
    view r.content frame=10,10,160,60

The shift is one-sided: a frame larger than its superview is moved only away
from the overflowing left and top edges and still sticks out on the right and
bottom. Here a 100x60 holder gets a 180x80 popover without an arrow centred
on 50,30: the raw frame -40,-10 moves to 40,10.

  $ view add holder frame 50,50,100,60 color white
  $ popover add big
  $ popover present big from 50,30,1,1 in holder arrow none animated off
  [0s] big: didPresent()
  $ print holder
  view holder frame=50,50,100,60 color=#FFFFFF
    popover big arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=40,10,180,80
      image big.background frame=0,0,180,80
      view big.content frame=10,10,160,60

A frame entirely outside the superview intersects nothing: CGRectIntersection
gives the null rect, whose origin is not 0, so the frame is moved left (and
up) by its whole size, further away. The arrow offset +180 is clamped to +68.

  $ popover add far
  $ popover present far from -300,100,1,1 arrow up animated off
  [0s] far: didPresent()
  $ print far
  popover far arrow=(up offset=68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=-417,20,10,10 presented frame=-570,10,180,90
    image far.background frame=0,0,180,90
    view far.content frame=10,20,160,60

A frame that only touches the superview's edge is not disjoint:
CGRectIntersection gives a zero-width rect at x=320, 90 tall. Up from 410,100
the frame 320,100 moves left by its width to 140 and not up, since the
height matches; the offset +180 is clamped to +68.

  $ popover add edge
  $ popover present edge from 410,100,1,1 arrow up animated off
  [0s] edge: didPresent()
  $ print edge
  popover edge arrow=(up offset=68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=293,110,10,10 presented frame=140,100,180,90
    image edge.background frame=0,0,180,90
    view edge.content frame=10,20,160,60

With `adjust off` the frame is left where it was computed, off screen, and
the arrow offset is not touched: the tip points at the anchor from outside.

  $ popover add free adjust off
  $ popover present free from 20,100,1,1 arrow up animated off
  [0s] free: didPresent()
  $ print free
  popover free arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=15,110,10,10 presented frame=-70,100,180,90
    image free.background frame=0,0,180,90
    view free.content frame=10,20,160,60
  $ popover path free
  M 10,26
  Q 10,20 16,20
  L 85,20
  L 90,10
  L 95,20
  L 164,20
  Q 170,20 170,26
  L 170,74
  Q 170,80 164,80
  L 16,80
  Q 10,80 10,74
  Z

The limit can go below zero: with a 10x10 content size the body is narrower
than two corner radii and the limit is (10 - 12) / 2 - 6 = -7. Every offset's
size then exceeds it, and an offset of 0 (not above 0) becomes +7: a popover
with nothing to correct still gets its arrow moved 7 pt right, past the body.
The body is also shorter than two corner radii: the image's caps (26 and 16
points, with the arrow and the shadow margin) need 42 points where the view is
40 high. UIKit documents only that caps keep their size; scenesim shrinks both
in proportion (40/42), as it does for a PNG background, so the outline does
not cross itself (popover/stretched-background.t).

  $ popover add tiny size 10x10
  $ popover present tiny from 100,300,1,1 arrow up animated off
  [0s] tiny: didPresent()
  $ print tiny
  popover tiny arrow=(up offset=7 size=10,10 cornerOffset=0) contentSize=10,10 arrowRect=102,310,10,10 presented frame=85,300,30,40
    image tiny.background frame=0,0,30,40
    view tiny.content frame=10,20,10,10
  $ popover path tiny
  M 10,24.762
  Q 10,19.048 16,19.048
  L 17,19.048
  L 22,9.524
  L 27,19.048
  L 14,19.048
  Q 20,19.048 20,24.762
  L 20,24.762
  Q 20,30.476 14,30.476
  L 16,30.476
  Q 10,30.476 10,24.762
  Z
