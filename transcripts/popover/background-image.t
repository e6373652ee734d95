FWTPopover's README announces PNG backgrounds "as in UIPopoverBackgroundView" for a
release after 1.3.0. scenesim models one: `background-image NAME WxH` with `caps
T,L,B,R` is a UIImage made resizable with those cap insets, stretching
(UIImageResizingModeStretch). It covers the body, the view's bounds inset by the
present's edge insets, where the helper draws its rounded rectangle: the corners keep
their size, the edges stretch along their length, the centre both ways. The helper
still draws the arrow in its fill colour. As with the helper's drawing, the image is
taken at present, so setting one later shows from the next present.

  $ popover add p size 200x80 background-image bubble.png 40x40 caps 12,12,12,12
  $ popover present p from 160,100,1,1 arrow up animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=200,80 arrowRect=155,110,10,10 presented backgroundImage=(name=bubble.png size=40,40 caps=12,12,12,12) frame=50,100,220,110
    image p.background frame=0,0,220,110
    view p.content frame=10,20,200,80
  $ dump p
  {"id":"p","kind":"popover","parent":"root","frame":[50,100,220,110],"alpha":1,"hidden":false,"bounds":[0,0,220,110],"arrow":{"direction":"up","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[200,80],"arrowRect":[155,110,10,10],"presented":true,"backgroundImage":{"name":"bubble.png","size":[40,40],"caps":[12,12,12,12]},"background":{"cornerRadius":6,"fill":"#00000080","stroke":"#000000","lineWidth":1,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}}

In the SVG picture each of the nine pieces is the image seen through a viewport of
its size (`<svg viewBox>` with `preserveAspectRatio="none"`); NAME is the image's
path, relative to the picture.

  $ render svg pictures/background-image.svg
  wrote pictures/background-image.svg: 320x502 px at t=0s, 3619 bytes

Setting caps alone keeps the image; `none` goes back to the helper's drawing.

  $ popover set p caps 4,4,4,4
  $ popover present p from 160,100,1,1 arrow up animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=200,80 arrowRect=155,110,10,10 presented backgroundImage=(name=bubble.png size=40,40 caps=4,4,4,4) frame=50,100,220,110
    image p.background frame=0,0,220,110
    view p.content frame=10,20,200,80
  $ popover set p background-image none
  $ popover present p from 160,100,1,1 arrow up animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=200,80 arrowRect=155,110,10,10 presented frame=50,100,220,110
    image p.background frame=0,0,220,110
    view p.content frame=10,20,200,80

Caps must leave room in the image, and need one.

  $ popover set p background-image b.png 20x20 caps 0,12,0,10
  error: the caps leave no room in a 20x20 image at column 49; left + right must be at most the width, top + bottom at most the height
  $ popover set p caps 1,1,1,1
  error: caps need a background image at column 20; give background-image NAME WxH with them
  $ popover set p background-image b.png 20
  error: expected an image name and a size WxH, or none at column 32; as in background-image bubble.png 40x40 caps 12,12,12,12
  $ popover set p background-image none caps 1,1,1,1
  error: caps go with an image, not with none at column 42
