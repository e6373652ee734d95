`in VIEW` presents into another superview than the root view. The rect and
the resulting frame are in that view's coordinates, `arrowRect` too, and the
popover is kept inside that view's bounds, not the screen's.

  $ view add holder frame 40,60,240,200 color white
  $ popover add p
  $ popover present p from 30,20,1,1 in holder arrow up animated off
  [0s] p: didPresent()
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view holder frame=40,60,240,200 color=#FFFFFF
        popover p arrow=(up offset=-60 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=25,30,10,10 presented frame=0,20,180,90
          image p.background frame=0,0,180,90
          view p.content frame=10,20,160,60

The raw frame starts at x = 30 - 90 = -60 in the holder, sticks out of the
holder by 60 on the left and moves to x=0 there (x=40 on screen, although the
screen had room). The offset -60 keeps the tip on the anchor: holder x=30.

  $ popover path p
  M 10,26
  Q 10,20 16,20
  L 25,20
  L 30,10
  L 35,20
  L 164,20
  Q 170,20 170,26
  L 170,74
  Q 170,80 164,80
  L 16,80
  Q 10,80 10,74
  Z

At the holder's bottom: up from 200,150 sticks out 40 below the holder's
bottom (200) and 50 beyond its right edge (240); it moves up by 40 and left
by 50, and only the horizontal shift gives the up arrow an offset, +50. The
popover now covers the anchor.

  $ popover add q
  $ popover present q from 200,150,1,1 in holder arrow up animated off
  [0s] q: didPresent()
  $ print q
  popover q arrow=(up offset=50 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=195,120,10,10 presented frame=60,110,180,90
    image q.background frame=0,0,180,90
    view q.content frame=10,20,160,60

Presenting again into the root view moves the popover out of the holder.
The old offset +50 goes into the new origin (popover-offset-leak): x = 200 -
(90 + 50) = 60. That frame fits, so the offset becomes 0 and the tip is at
x=150, 50 pt left of the anchor.

  $ popover present q from 200,150,1,1 arrow up animated off
  [0s] q: didPresent()
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view holder frame=40,60,240,200 color=#FFFFFF
        popover p arrow=(up offset=-60 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=25,30,10,10 presented frame=0,20,180,90
          image p.background frame=0,0,180,90
          view p.content frame=10,20,160,60
      popover q arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=145,160,10,10 presented frame=60,150,180,90
        image q.background frame=0,0,180,90
        view q.content frame=10,20,160,60

When the holder is removed, the popovers inside it go with it, as subviews do;
no didDismiss fires, since the popover was not dismissed.

  $ view remove holder
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      popover q arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=145,160,10,10 presented frame=60,150,180,90
        image q.background frame=0,0,180,90
        view q.content frame=10,20,160,60
