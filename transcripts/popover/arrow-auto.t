`arrow auto` (scenesim's own, not FWTPopoverView's) tries up, down, left and
right, each placed as present places it: from the anchor point (the rect's
centre, or its origin on an axis where it is 1 point), made integral, shifted
into the view it is presented in. It keeps those whose body (the frame less
the 10-point shadow margin and, on the arrow's side, the arrow) leaves the
anchor point free, not even on its edge, and takes the one that keeps the most
of its body inside the view; ties go in the order up, down, left, right.

A button in the bottom-right corner of an iPhone. Up, shifted up and left to
stay on screen, would lie over the button; down, shifted left, leaves it
free (its arrow offset clamped to +21 by the shift).

  $ screen iphone
  $ view add button frame 240,443,22,22 color blue
  $ popover add tip size 160x60
  $ popover present tip from 240,443,22,22 arrow auto animated off
  [0s] tip: didPresent()
  $ print tip
  popover tip arrow=(down offset=21 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=246,434,10,10 presented frame=140,364,180,90
    image tip.background frame=0,0,180,90
    view tip.content frame=10,10,160,60
  $ render cols 32
  t=0s screen=320x480 portrait: 32x24 characters, 1 column = 10 points
  +window[root]------------------+
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |              +tip-----------+|
  |              |              ||
  |              |              ||
  |              +--------------+|
  |                       +v+    |
  +-----------------------+-+----+
  $ popover add explicit size 160x60
  $ popover present explicit from 240,443,22,22 arrow up animated off
  [0s] explicit: didPresent()
  $ print explicit
  popover explicit arrow=(up offset=21 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=246,400,10,10 presented frame=140,390,180,90
    image explicit.background frame=0,0,180,90
    view explicit.content frame=10,20,160,60

In landscape, a toolbar button near the top-right corner: up, shifted left
with its offset clamped to +68, keeps the whole body on screen below the
anchor. Down, pushed down to the top edge, would have its body's edge on the
anchor.

  $ screen iphone landscape
  $ popover add t
  $ popover present t from 460,10,1,1 arrow auto animated off
  [0s] t: didPresent()
  $ print t
  popover t arrow=(up offset=68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=453,20,10,10 presented frame=300,10,180,90
    image t.background frame=0,0,180,90
    view t.content frame=10,20,160,60

A button in the middle of the left edge: left, right of it, keeps the body
whole; up, shifted, keeps it whole too and comes first.

  $ screen iphone
  $ popover add m
  $ popover present m from 5,240,1,1 arrow auto animated off
  [0s] m: didPresent()
  $ print m
  popover m arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=17,250,10,10 presented frame=0,240,180,90
    image m.background frame=0,0,180,90
    view m.content frame=10,20,160,60

When every placement covers the anchor (a popover wider than the view), the
old rule decides: the first direction whose frame fits without moving, else
up with the usual shift.

  $ screen iphone
  $ view add small frame 0,0,100,100
  $ popover add b
  $ popover present b from 50,50,1,1 in small arrow auto animated off
  [0s] b: didPresent()
  $ print b
  popover b arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=57,20,10,10 presented frame=40,10,180,90
    image b.background frame=0,0,180,90
    view b.content frame=10,20,160,60
