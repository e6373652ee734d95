The background as displayed. FWTPopoverBackgroundHelper draws the outline into
an image only as large as its caps plus one point along the arrow's axis
(FWTPopoverBackgroundHelper.m 75-99), at the size present computed before
CGRectIntegral (FWTPopoverView.m 225, 235); the image view then stretches it to
the view's integral bounds (72-73). When CGRectIntegral grows the frame, the
stretched middle takes the extra point: the body ends where the content view
does and the tip where arrowRect says.

An anchor at y 100.5 puts a down popover's frame at a half point; CGRectIntegral
makes it 91 high. The body ends at 71 (the content view's bottom) and the tip is
at 81, arrowRect's bottom. As drawn, before the stretch, they were at 70 and 80.

  $ popover add p
  $ popover present p from 100,100.5,1,1 arrow down animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,81,10,10 presented frame=10,10,180,91
    image p.background frame=0,0,180,91
    view p.content frame=10,10,160,61
  $ popover path p
  M 10,16
  Q 10,10 16,10
  L 164,10
  Q 170,10 170,16
  L 170,65
  Q 170,71 164,71
  L 95,71
  L 90,81
  L 85,71
  L 16,71
  Q 10,71 10,65
  Z
  $ popover path p stretched off
  M 10,16
  Q 10,10 16,10
  L 164,10
  Q 170,10 170,16
  L 170,64
  Q 170,70 164,70
  L 95,70
  L 90,80
  L 85,70
  L 16,70
  Q 10,70 10,64
  Z

Left and right arrows stretch across: an anchor at x 100.5.

  $ popover present p from 100.5,100,1,1 arrow right animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=171,95,10,10 presented frame=0,60,191,80
    image p.background frame=0,0,191,80
    view p.content frame=10,10,161,60
  $ popover path p
  M 10,16
  Q 10,10 16,10
  L 165,10
  Q 171,10 171,16
  L 171,35
  L 181,40
  L 171,45
  L 171,64
  Q 171,70 165,70
  L 16,70
  Q 10,70 10,64
  Z

With none the image is stretched both ways.

  $ popover present p from 100.5,100.5,1,1 arrow none animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=10,60,181,81
    image p.background frame=0,0,181,81
    view p.content frame=10,10,161,61
  $ popover path p
  M 10,16
  Q 10,10 16,10
  L 165,10
  Q 171,10 171,16
  L 171,65
  Q 171,71 165,71
  L 16,71
  Q 10,71 10,65
  Z

A whole-point anchor needs no stretch: both outlines agree.

  $ popover present p from 100,100,1,1 arrow up animated off
  [0s] p: didPresent()
  $ popover path p
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
  $ popover path p stretched off
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

With none the image is only 2r + 21 points each way (FWTPopoverBackgroundHelper.m
80-84: context 2r + left + right + 1 by 2r + top + bottom + 1, caps top + r,
left + r, bottom + r, right + r), its body 2r + 1 long. Here r is 2 and the
content 20x4: the body in the image is 5 high, 10 to 15, and its right edge
runs from y 12 to 13 before the bottom-right corner. The view is 25 high, as
the image is, so the displayed outline keeps that: the straight edge ends at
13, not at 12 where a 4-high body drawn at its own size would turn. Across,
the 1-point middle takes the other 15 points of the view's 40.

  $ screen iphone landscape
  $ view add sub frame 152,-12,459.642,219
  $ popover add q size 20x4 corner-offset -6.42 corner-radius 2 arrow-size 2.34x28
  $ popover present q from 178.322,318,101,1 arrow up animated off
  [0s] q: didPresent()
  $ popover present q from 8,177.9,1,22.52 in sub arrow none animated on
  $ tick 0.3
  [0.25s] q: didPresent(finished: true)
  $ print q
  popover q arrow=(none offset=0 size=2.34,28 cornerOffset=-6.42) contentSize=20,4 arrowRect=0,0,0,0 presented frame=0,177,40,25
    image q.background frame=0,0,40,25
    view q.content frame=10,10,20,5
  $ popover path q
  M 10,12
  Q 10,10 12,10
  L 28,10
  Q 30,10 30,12
  L 30,13
  Q 30,15 28,15
  L 12,15
  Q 10,15 10,13
  Z
