`help popover` lists the popover commands.

  $ help popover
  popover commands:
    popover add ID [size WxH] [adjust B] [arrow-size WxH] [corner-offset N]
        [corner-radius R] [fill C] [stroke C] [line-width N] [line-join JOIN]
        [line-cap CAP] [miter-limit N] [dash A,B,...] [inner-border N|none]
        [inner-border-width W] [inner-border-color C] [dash-phase N]
        [shadow-radius N] [shadow-offset DX,DY] [shadow-color C] [shadow-opacity
        A] [present-duration D] [dismiss-duration D] [adjust-duration D]
        [present-delay D] [dismiss-delay D] [present-curve CURVE] [dismiss-curve
        CURVE] [present-options FLAGS] [dismiss-options FLAGS] [background-image
        NAME WxH] [caps T,L,B,R]
        create a popover with FWTPopoverView's defaults (not yet shown)
    popover set ID [size WxH] [adjust B] [arrow-size WxH] [corner-offset N]
        [corner-radius R] [fill C] [stroke C] [line-width N] [line-join JOIN]
        [line-cap CAP] [miter-limit N] [dash A,B,...] [inner-border N|none]
        [inner-border-width W] [inner-border-color C] [dash-phase N]
        [shadow-radius N] [shadow-offset DX,DY] [shadow-color C] [shadow-opacity
        A] [present-duration D] [dismiss-duration D] [adjust-duration D]
        [present-delay D] [dismiss-delay D] [present-curve CURVE] [dismiss-curve
        CURVE] [present-options FLAGS] [dismiss-options FLAGS] [background-image
        NAME WxH] [caps T,L,B,R]
        change a popover's properties (they apply from the next present)
    popover present ID from X,Y,W,H|ID [in VIEW] [arrow DIR] [animated B] [then
        LINE]
        presentFromRect:inView:permittedArrowDirection:animated:
    popover adjust ID to X,Y,W,H [animated B]
        adjustPositionToRect:animated: - move to point at another rect
    popover dismiss ID [animated B] [then LINE]
        dismissPopoverAnimated: - fade out, leave the superview, didDismiss
    popover path ID [stretched B] [rect X,Y,W,H|frame]
        the background outline (bezierPathForRect:) as path commands
    popover animation ID [prepare|present|dismiss] [LINE]
        the animation helper's prepare, present and dismiss blocks as command
        lines

`dump` shows the background helper's properties, with
FWTPopoverBackgroundHelper's defaults: corner radius 6, fill black at alpha
0.5 (#00000080), stroke black, line width 1, and a shadow of radius 5, offset
0,1, black, opacity 0.7. `presented` says whether the popover is in a
superview.

  $ popover add p
  $ dump p
  {"id":"p","kind":"popover","parent":null,"frame":[0,0,0,0],"alpha":1,"hidden":false,"bounds":[0,0,0,0],"arrow":{"direction":"none","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[160,60],"arrowRect":[0,0,0,0],"presented":false,"background":{"cornerRadius":6,"fill":"#00000080","stroke":"#000000","lineWidth":1,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}}
  $ popover present p from 160,100,1,1 arrow up animated off
  [0s] p: didPresent()
  $ dump p
  {"id":"p","kind":"popover","parent":"root","frame":[70,100,180,90],"alpha":1,"hidden":false,"bounds":[0,0,180,90],"arrow":{"direction":"up","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[160,60],"arrowRect":[155,110,10,10],"presented":true,"background":{"cornerRadius":6,"fill":"#00000080","stroke":"#000000","lineWidth":1,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}}

`popover add` takes the same options as `popover set`. Colours are given by
name or as #RRGGBB / #RRGGBBAA.

  $ popover add q corner-radius 10 fill #336699CC stroke white line-width 2 shadow-radius 3 shadow-offset 2,-1 shadow-color red shadow-opacity 0.25
  $ popover present q from 160,300,1,1 arrow down animated off
  [0s] q: didPresent()
  $ dump q
  {"id":"q","kind":"popover","parent":"root","frame":[70,210,180,90],"alpha":1,"hidden":false,"bounds":[0,0,180,90],"arrow":{"direction":"down","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[160,60],"arrowRect":[155,280,10,10],"presented":true,"background":{"cornerRadius":10,"fill":"#336699CC","stroke":"#FFFFFF","lineWidth":2,"shadow":{"radius":3,"offset":[2,-1],"color":"#FF0000","opacity":0.25}}}

The corner radius shapes the outline (quadratic corners 10 pt long) and the
limit of the arrow offset: (160 - 20) / 2 - 10 = 60 instead of 68. Down from
20,300 the offset -70 is clamped to -60 and the tip is at 0 + 90 - 60 = 30.

  $ popover path q
  M 10,20
  Q 10,10 20,10
  L 160,10
  Q 170,10 170,20
  L 170,60
  Q 170,70 160,70
  L 95,70
  L 90,80
  L 85,70
  L 20,70
  Q 10,70 10,60
  Z
  $ popover present q from 20,300,1,1 arrow down animated off
  [0s] q: didPresent()
  $ dump q
  {"id":"q","kind":"popover","parent":"root","frame":[0,210,180,90],"alpha":1,"hidden":false,"bounds":[0,0,180,90],"arrow":{"direction":"down","offset":-60,"size":[10,10],"cornerOffset":0},"contentSize":[160,60],"arrowRect":[25,280,10,10],"presented":true,"background":{"cornerRadius":10,"fill":"#336699CC","stroke":"#FFFFFF","lineWidth":2,"shadow":{"radius":3,"offset":[2,-1],"color":"#FF0000","opacity":0.25}}}
  $ popover path q
  M 10,20
  Q 10,10 20,10
  L 160,10
  Q 170,10 170,20
  L 170,60
  Q 170,70 160,70
  L 35,70
  L 30,80
  L 25,70
  L 20,70
  Q 10,70 10,60
  Z

`popover set` changes properties; the values show at once, and the size,
insets and background follow at the next present. Here a content size of
100x40 and a 20x8 arrow: up gives 100 + 20 by 40 + 18 + 10 = 120x68.
`arrowRect` is computed when asked, from the current arrow size and the
frame and insets of the last present: before presenting again it is
70 + (180 - 20) / 2 = 150, 100 + 20 - 8 = 112.

  $ popover set p size 100x40 arrow-size 20x8 fill #FFFFFF80 stroke gray
  $ dump p
  {"id":"p","kind":"popover","parent":"root","frame":[70,100,180,90],"alpha":1,"hidden":false,"bounds":[0,0,180,90],"arrow":{"direction":"up","offset":0,"size":[20,8],"cornerOffset":0},"contentSize":[100,40],"arrowRect":[150,112,20,8],"presented":true,"background":{"cornerRadius":6,"fill":"#FFFFFF80","stroke":"#808080","lineWidth":1,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}}
  $ popover present p from 160,100,1,1 arrow up animated off
  [0s] p: didPresent()
  $ dump p
  {"id":"p","kind":"popover","parent":"root","frame":[100,100,120,68],"alpha":1,"hidden":false,"bounds":[0,0,120,68],"arrow":{"direction":"up","offset":0,"size":[20,8],"cornerOffset":0},"contentSize":[100,40],"arrowRect":[150,110,20,8],"presented":true,"background":{"cornerRadius":6,"fill":"#FFFFFF80","stroke":"#808080","lineWidth":1,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}}
  $ popover path p
  M 10,24
  Q 10,18 16,18
  L 50,18
  L 60,10
  L 70,18
  L 104,18
  Q 110,18 110,24
  L 110,52
  Q 110,58 104,58
  L 16,58
  Q 10,58 10,52
  Z

A shadow opacity of 0 turns the shadow pass off in the original; the value is
kept as given.

  $ popover set p shadow-opacity 0
  $ dump p
  {"id":"p","kind":"popover","parent":"root","frame":[100,100,120,68],"alpha":1,"hidden":false,"bounds":[0,0,120,68],"arrow":{"direction":"up","offset":0,"size":[20,8],"cornerOffset":0},"contentSize":[100,40],"arrowRect":[150,110,20,8],"presented":true,"background":{"cornerRadius":6,"fill":"#FFFFFF80","stroke":"#808080","lineWidth":1,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0}}}
