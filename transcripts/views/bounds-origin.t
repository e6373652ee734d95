`bounds` is the view's own coordinate system. Moving its origin scrolls the
content (this is how UIScrollView works): a child at 0,0 is drawn at
-origin. The frame on screen does not move; `print` shows `bounds` whenever it
is not simply 0,0 and the frame's size.

  $ view add scroller frame 100,100,100,50 color gray
  $ view add row frame 0,0,100,10 in scroller color red
  $ view add row2 frame 0,20,100,10 in scroller color blue
  $ view set scroller bounds 0,20,100,50
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view scroller frame=100,100,100,50 bounds=0,20,100,50 color=#808080
        view row frame=0,0,100,10 color=#FF0000
        view row2 frame=0,20,100,10 color=#0000FF

A tap converts the screen point into bounds coordinates: screen 150,105 is
50,5 from the frame's corner, plus the origin 0,20, so 50,25 inside the
scroller and 50,5 inside `row2`.

  $ tap 150,105
  tap 150,105: hit row2 at 50,5

`row` now lies above the visible bounds (its y range 0..10 is outside 20..70).
A tap at its centre lands outside the scroller's bounds, and UIKit's hitTest
asks the parent first (pointInside:), so the touch never reaches `row`.

  $ tap row
  tap 150,85: hit root at 150,85

Changing the bounds size keeps the center: the frame grows around it.

  $ view set scroller bounds 0,0,200,50
  $ print scroller
  view scroller frame=50,100,200,50 color=#808080
    view row frame=0,0,100,10 color=#FF0000
    view row2 frame=0,20,100,10 color=#0000FF
