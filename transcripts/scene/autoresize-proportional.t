When more than one part of an axis is flexible, UIKit shares the change among
them in proportion to their current sizes.

A 100-wide view at x=20 on the 320-wide root has margins 20 (left) and 200
(right). With `left,right` the +160 of a rotation to landscape splits 20:200,
so the left margin grows by 160*20/220 = 14.545.

  $ view add lr frame 20,100,100,100
  $ view set lr autoresize left,right

With `left,width,right` the parts are 20, 100 and 200 (total 320): the left
margin grows by 10, the width by 50.

  $ view add lwr frame 20,200,100,100
  $ view set lwr autoresize left,width,right

Vertically, `top,bottom` shares the -160 between a top margin of 40 and a
bottom margin of 480-140 = 340: the top shrinks by 160*40/380 = 16.842.

  $ view add tb frame 0,40,100,100
  $ view set tb autoresize top,bottom
  $ rotate landscape animated off
  [0s] window: didRotate(from: portrait)
  $ print
  t=0s screen=480x320 landscape app=active
  window window level=root windowLevel=0 key frame=0,0,480,320 autoresize=width,height
    view root frame=0,0,480,320 autoresize=width,height
      view lr frame=34.545,100,100,100 autoresize=left,right
      view lwr frame=30,200,150,100 autoresize=left,width,right
      view tb frame=0,23.158,100,100 autoresize=top,bottom

`none` clears the mask; unknown words are refused.

  $ view set lr autoresize none
  $ rotate portrait animated off
  [0s] window: didRotate(from: landscape)
  $ print lr
  view lr frame=34.545,100,100,100
  $ view set lr autoresize left,sideways
  error: unknown autoresizing word 'sideways' at column 24; use none, fill, or left,width,right,top,height,bottom joined by commas
