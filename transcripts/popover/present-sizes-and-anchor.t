The popover's size is the content size plus the insets: 10 on every side,
and the arrow's length (10) added on the arrow's side only. So up and down
give 180x90, left and right 190x80, and `none` 180x80. The content view
keeps the 160x60 content size (unless the frame grows, see below) and sits
where the arrow is not.

  $ popover add u
  $ popover present u from 100,20,1,1 arrow up animated off
  [0s] u: didPresent()
  $ popover add d
  $ popover present d from 100,460,1,1 arrow down animated off
  [0s] d: didPresent()
  $ popover add l
  $ popover present l from 20,240,1,1 arrow left animated off
  [0s] l: didPresent()
  $ popover add r
  $ popover present r from 300,240,1,1 arrow right animated off
  [0s] r: didPresent()
  $ popover add n
  $ popover present n from 160,240,1,1 arrow none animated off
  [0s] n: didPresent()
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      popover u arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,30,10,10 presented frame=10,20,180,90
        image u.background frame=0,0,180,90
        view u.content frame=10,20,160,60
      popover d arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,440,10,10 presented frame=10,370,180,90
        image d.background frame=0,0,180,90
        view d.content frame=10,10,160,60
      popover l arrow=(left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=30,235,10,10 presented frame=20,200,190,80
        image l.background frame=0,0,190,80
        view l.content frame=20,10,160,60
      popover r arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=280,235,10,10 presented frame=110,200,190,80
        image r.background frame=0,0,190,80
        view r.content frame=10,10,160,60
      popover n arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=70,200,180,80
        image n.background frame=0,0,180,80
        view n.content frame=10,10,160,60

With no arrow the popover is centred on the anchor, `arrowRect` is the zero
rect and the outline has no triangle.

  $ popover path n
  M 10,16
  Q 10,10 16,10
  L 164,10
  Q 170,10 170,16
  L 170,64
  Q 170,70 164,70
  L 16,70
  Q 10,70 10,64
  Z

The anchor is the rect's centre, except on an axis where the rect is exactly
1 pt long: there it is the rect's origin. A 1x1 rect is a point; a 2x2 rect at
the same place anchors at its centre, one point further.

  $ popover present n from 100,100,1,1 arrow none animated off
  [0s] n: didPresent()
  $ print n
  popover n arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=10,60,180,80
    image n.background frame=0,0,180,80
    view n.content frame=10,10,160,60
  $ popover present n from 100,100,2,2 arrow none animated off
  [0s] n: didPresent()
  $ print n
  popover n arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=11,61,180,80
    image n.background frame=0,0,180,80
    view n.content frame=10,10,160,60

A larger rect anchors at its centre whatever the arrow direction: the arrow
never aims at the rect's edge. Here the rect 100,300,80,40 has its centre at
140,320, and an up arrow starts the popover at y=320, inside the rect.

  $ popover add big
  $ popover present big from 100,300,80,40 arrow up animated off
  [0s] big: didPresent()
  $ print big
  popover big arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=135,330,10,10 presented frame=50,320,180,90
    image big.background frame=0,0,180,90
    view big.content frame=10,20,160,60

A rect 1 pt wide but 40 tall anchors at its x origin and its vertical centre.

  $ popover present l from 50,100,1,40 arrow left animated off
  [0s] l: didPresent()
  $ print l
  popover l arrow=(left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=60,115,10,10 presented frame=50,80,190,80
    image l.background frame=0,0,190,80
    view l.content frame=20,10,160,60

The frame is made integral (CGRectIntegral): the origin is floored and the far
edges ceiled, so a fractional origin makes the frame 1 pt larger. From
100.5,100 the raw origin is 10.5,100 and the frame becomes 10,100,181,90; the
content view grows to 161 wide, and the arrow rect, centred on the wider frame,
is at x=95.5. The background image, though, is drawn at the size from before
CGRectIntegral (180 wide) and stretched, so its outline puts the tip at 90.

  $ popover add f
  $ popover present f from 100.5,100,1,1 arrow up animated off
  [0s] f: didPresent()
  $ print f
  popover f arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95.5,110,10,10 presented frame=10,100,181,90
    image f.background frame=0,0,181,90
    view f.content frame=10,20,161,60
  $ popover path f
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

With a fractional origin on both axes both sides grow: a 5x5 rect at 100,100
anchors at 102.5,102.5, the raw frame 12.5,62.5,180,80 becomes 12,62,181,81.

  $ popover present n from 100,100,5,5 arrow none animated off
  [0s] n: didPresent()
  $ print n
  popover n arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=12,62,181,81
    image n.background frame=0,0,181,81
    view n.content frame=10,10,161,61

`corner-offset` (arrow.cornerOffset) skews the arrow: only the tip moves
along the edge, the base stays at the body's centre. The origin subtracts it,
so the tip still lands on the anchor: with 20 the body moves 20 pt left, the
base stays at local x 85..95 and the tip is at local 110, screen x=160.
`arrowRect` leaves the corner offset out and covers the base.

  $ popover add c corner-offset 20
  $ popover present c from 160,200,1,1 arrow up animated off
  [0s] c: didPresent()
  $ print c
  popover c arrow=(up offset=0 size=10,10 cornerOffset=20) contentSize=160,60 arrowRect=135,210,10,10 presented frame=50,200,180,90
    image c.background frame=0,0,180,90
    view c.content frame=10,20,160,60
  $ popover path c
  M 10,26
  Q 10,20 16,20
  L 85,20
  L 110,10
  L 95,20
  L 164,20
  Q 170,20 170,26
  L 170,74
  Q 170,80 164,80
  L 16,80
  Q 10,80 10,74
  Z

On a vertical edge a negative corner offset moves the tip up.

  $ popover set c corner-offset -15
  $ popover present c from 40,300,1,1 arrow left animated off
  [0s] c: didPresent()
  $ print c
  popover c arrow=(left offset=0 size=10,10 cornerOffset=-15) contentSize=160,60 arrowRect=50,310,10,10 presented frame=40,275,190,80
    image c.background frame=0,0,190,80
    view c.content frame=20,10,160,60
  $ popover path c
  M 20,16
  Q 20,10 26,10
  L 174,10
  Q 180,10 180,16
  L 180,64
  Q 180,70 174,70
  L 26,70
  Q 20,70 20,64
  L 20,45
  L 10,25
  L 20,35
  Z
