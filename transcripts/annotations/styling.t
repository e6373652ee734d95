An annotation view is an FWTPopoverView subclass, so it has every background
and animation helper property a popover has; `annotation add` takes them all,
and `popover set`, `popover path` and `popover adjust` take annotation views.
Its label has UILabel's shadow too (FWTAnnotationView.h 15), which the demo
sets.

  $ annotation add a portrait 100,200,1,1 arrow up text "Styled" fill #204080CC stroke white line-width 2 line-join bevel dash 4,2 shadow-opacity 0 present-duration 0.5 text-color white label-background clear text-shadow-color #000000 text-shadow-offset 0,-1
  $ tick 0.25
  $ print a
  annotation a arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,210,10,10 presented frame=10,200,180,90 alpha=0.315 animating
    image a.background frame=0,0,180,90
    view a.content frame=15,25,150,50
      label a.label text=Styled lines=1 frame=0,0,150,50
  $ settle
  [0.5s] a: didPresent(finished: true)
  [0.5s] annotations: didEndPresent()
  settled at 0.5s
  $ dump a
  {"id":"a","kind":"annotation","parent":"annotations.container","frame":[10,200,180,90],"alpha":1,"hidden":false,"bounds":[0,0,180,90],"arrow":{"direction":"up","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[160,60],"arrowRect":[95,210,10,10],"presented":true,"background":{"cornerRadius":6,"fill":"#204080CC","stroke":"#FFFFFF","lineWidth":2,"lineJoin":"bevel","lineDashPattern":[4,2],"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0}}}
  $ popover path a
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
  $ render svg styling.svg
  wrote styling.svg: 320x502 px at t=0.5s, 1992 bytes

The radial container paints its background colour around the spotlights and
into their masks (FWTRadialAnnotationsContainerView.m 71–75, 195): black at
0.5 unless `annotations set dimming` says otherwise.

  $ screen iphone
  $ annotations container radial
  $ annotations set dimming #10204099
  $ annotation add b portrait 100,200,1,1 arrow up text "Dimmed" animated off
  [0s] b: didPresent()
  [0s] annotations: didEndPresent()
  $ settle
  settled at 0.25s
  $ print annotations.container
  annotation-container annotations.container type=radial dimming=#10204099 frame=0,0,320,480 color=#00000000 autoresize=width,height
    spotlight b.spotlight centre=100,210 clearRadius=32 featherRadius=96 dimming=0.6 frame=0,110,200,200 touches=off
    annotation b arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,210,10,10 presented frame=10,200,180,90
      image b.background frame=0,0,180,90
      view b.content frame=15,25,150,50
        label b.label text=Dimmed lines=1 frame=0,0,150,50 color=#FFFFFF

The radial container's two images, its mask and its accessory, are copied into
each spotlight's FWTRadialMaskLayer as the spotlight opens
(FWTRadialAnnotationsContainerView.m 196-197; FWTRadialMaskLayer.h 15-16), so
replacing them changes the spotlights that open afterwards: b keeps its own.
Here the mask is clear to 20 pt and whole from 60 pt, and the accessory, which
grows from nothing to its size with the mask (FWTRadialMaskLayer.m 175-187), is
a 30 by 20 image. With none (accessoryImageRef NULL) no accessory layer is
added (.m 152-172).

  $ annotations set mask-image 20,60 accessory-image 30x20
  $ annotation add c portrait 220,380,1,1 arrow down text "Small"
  $ tick 0.125
  $ print c.spotlight
  spotlight c.spotlight centre=220,370 clearRadius=10 featherRadius=30 dimming=0.6 mask=20,60 accessory=15,10 frame=170,320,100,100 bounds=0,0,200,200 transform=0.5,0,0,0.5,0,0 touches=off animating
  $ settle
  [0.5s] c: didPresent(finished: true)
  [0.5s] annotations: didEndPresent()
  settled at 0.5s
  $ print annotations.container
  annotation-container annotations.container type=radial dimming=#10204099 maskImage=20,60 accessoryImage=30,20 frame=0,0,320,480 color=#00000000 autoresize=width,height
    spotlight c.spotlight centre=220,370 clearRadius=20 featherRadius=60 dimming=0.6 mask=20,60 accessory=30,20 frame=120,270,200,200 touches=off
    spotlight b.spotlight centre=100,210 clearRadius=32 featherRadius=96 dimming=0.6 frame=0,110,200,200 touches=off
    annotation b arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,210,10,10 presented frame=10,200,180,90
      image b.background frame=0,0,180,90
      view b.content frame=15,25,150,50
        label b.label text=Dimmed lines=1 frame=0,0,150,50 color=#FFFFFF
    annotation c arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=215,360,10,10 presented frame=130,290,180,90
      image c.background frame=0,0,180,90
      view c.content frame=15,15,150,50
        label c.label text=Small lines=1 frame=0,0,150,50 color=#FFFFFF
  $ render svg images.svg
  wrote images.svg: 320x502 px at t=0.5s, 5329 bytes
  $ annotations set accessory-image none mask-image default
  $ annotation add d portrait 250,100,1,1 arrow up text "Plain" animated off
  [0.5s] d: didPresent()
  [0.5s] annotations: didEndPresent()
  $ settle
  settled at 0.75s
  $ print d.spotlight
  spotlight d.spotlight centre=250,110 clearRadius=32 featherRadius=96 dimming=0.6 mask=32,96 accessory=none frame=150,10,200,200 touches=off
  $ annotations set mask-image 60,50
  error: expected R,F with 0 <= R < F <= 100 (points of the 200-pt spotlight), or default, not '60,50' at column 28
  $ annotations set accessory-image 0x3
  error: expected WxH (a size up to 1000x1000), none or default, not '0x3' at column 33
