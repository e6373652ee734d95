`popover add` makes an FWTPopoverView with the library's defaults: a content
size of 160x60, a 10x10 arrow, a 10-pt transparent margin on every side (room
for the shadow) and a background with a 6-pt corner radius. Nothing is on
screen until it is presented.

  $ popover add p
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height

Presented from the 1x1 rect at 100,100 with the arrow up and no animation, it
sits below the point. The arrow's length goes into the top inset (10 + 10), so
the frame is 160+20 by 60+30 = 180x90, centred on x=100: origin 100-90 = 10.
didPresent fires at once.

  $ popover present p from 100,100,1,1 arrow up animated off
  [0s] p: didPresent()
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      popover p arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=10,100,180,90
        image p.background frame=0,0,180,90
        view p.content frame=10,20,160,60

The background image view fills the popover and the content view covers the
bubble body: the bounds inset by 20 at the top and 10 elsewhere. `arrowRect`
is in the superview's coordinates and spans the arrow from the tip line (y=110)
to the base line (y=120).

  $ dump p
  {"id":"p","kind":"popover","parent":"root","frame":[10,100,180,90],"alpha":1,"hidden":false,"bounds":[0,0,180,90],"arrow":{"direction":"up","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[160,60],"arrowRect":[95,110,10,10],"presented":true,"background":{"cornerRadius":6,"fill":"#00000080","stroke":"#000000","lineWidth":1,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}}
  $ dump p.content
  {"id":"p.content","kind":"view","parent":"p","frame":[10,20,160,60],"alpha":1,"hidden":false,"bounds":[0,0,160,60]}
  $ dump p.background
  {"id":"p.background","kind":"image","parent":"p","frame":[0,0,180,90],"alpha":1,"hidden":false,"bounds":[0,0,180,90]}

The outline, in the popover's own coordinates: the body is 10,20,160,60 with
quadratic corners whose control points are the body's corners; on the top
edge the arrow's base runs from x=85 to x=95 and its tip is at 90,10. In the
superview that tip is 100,110: it points at x=100, but stops 10 pt short of
the anchor at y=100, because the frame's top edge is at the anchor and the
tip is drawn inside the 10-pt shadow margin.

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

The same rule holds on every side: with the arrow down the popover sits above
the point and the tip is 10 pt above it (y=290); left and right put the tip 10
pt to the right of, and to the left of, the anchor.

  $ popover add d
  $ popover present d from 100,300,1,1 arrow down animated off
  [0s] d: didPresent()
  $ print d
  popover d arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,280,10,10 presented frame=10,210,180,90
    image d.background frame=0,0,180,90
    view d.content frame=10,10,160,60
  $ popover path d
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
  $ popover add l
  $ popover present l from 60,240,1,1 arrow left animated off
  [0s] l: didPresent()
  $ print l
  popover l arrow=(left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=70,235,10,10 presented frame=60,200,190,80
    image l.background frame=0,0,190,80
    view l.content frame=20,10,160,60
  $ popover path l
  M 20,16
  Q 20,10 26,10
  L 174,10
  Q 180,10 180,16
  L 180,64
  Q 180,70 174,70
  L 26,70
  Q 20,70 20,64
  L 20,45
  L 10,40
  L 20,35
  Z
  $ popover add r
  $ popover present r from 260,240,1,1 arrow right animated off
  [0s] r: didPresent()
  $ print r
  popover r arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=240,235,10,10 presented frame=70,200,190,80
    image r.background frame=0,0,190,80
    view r.content frame=10,10,160,60
  $ popover path r
  M 10,16
  Q 10,10 16,10
  L 164,10
  Q 170,10 170,16
  L 170,35
  L 180,40
  L 170,45
  L 170,64
  Q 170,70 164,70
  L 16,70
  Q 10,70 10,64
  Z
