FWTPopoverBackgroundHelper draws the fill, then runs its drawPathBlock, then
strokes the outline (FWTPopoverBackgroundHelper.m 196–210). The annotation
demo's block (CustomAnnotationView.m 36–53) clips to the outline and strokes
bezierPathForRect: of the pathFrame inset by 2 points, white at 0.5, 5 points
wide, with round joins and the colour-dodge blend. `inner-border N` is that
block; `inner-border-width` and `inner-border-color` change its stroke. As the
rest of the background, it is drawn at present.

  $ popover add tip size 120x40 corner-radius 9 inner-border 2
  $ popover present tip from 100,100,20,20 arrow up animated off
  [0s] tip: didPresent()
  $ dump tip
  {"id":"tip","kind":"popover","parent":"root","frame":[40,110,140,70],"alpha":1,"hidden":false,"bounds":[0,0,140,70],"arrow":{"direction":"up","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[120,40],"arrowRect":[105,120,10,10],"presented":true,"background":{"cornerRadius":9,"fill":"#00000080","stroke":"#000000","lineWidth":1,"drawPathBlock":{"innerBorderInset":2,"lineWidth":5,"color":"#FFFFFF80"},"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}}
  $ render svg draw-path-block.svg
  wrote draw-path-block.svg: 320x502 px at t=0s, 2677 bytes

bezierPathForRect: takes any rect: `popover path ID rect X,Y,W,H` gives it in
the drawn image's coordinates, with the helper's corners and arrow; `rect frame`
gives the pathFrame and its path. The helper draws an image only as tall as its
caps plus one point (2 × 9 + 20 + 10 + 1 = 49 here) and stretches it, so the
pathFrame is 19 high; the inner border's path is that of the pathFrame inset by
2, stretched with the rest.

  $ popover path tip rect frame
  pathFrame 10,20,120,19
  M 10,29
  Q 10,20 19,20
  L 65,20
  L 70,10
  L 75,20
  L 121,20
  Q 130,20 130,29
  L 130,30
  Q 130,39 121,39
  L 19,39
  Q 10,39 10,30
  Z
  $ popover path tip rect 12,22,116,15
  M 12,31
  Q 12,22 21,22
  L 65,22
  L 70,12
  L 75,22
  L 119,22
  Q 128,22 128,31
  L 128,28
  Q 128,37 119,37
  L 21,37
  Q 12,37 12,28
  Z

Its stroke can change; `none` takes the block away.

  $ popover set tip inner-border-width 2 inner-border-color #FFCC00
  $ popover set tip inner-border none
  $ popover set tip inner-border-width 3
  error: there is no inner border to change at column 36; give inner-border N first
