`reset` keeps the screen and its orientation but empties the scene, stops
everything pending (without firing any completion) and sets the clock back to
t=0.

  $ screen ipad landscape
  $ view add a frame 0,0,100,100
  $ view animate a duration 5 alpha 0
  $ tick 1
  $ reset
  $ print
  t=0s screen=1024x768 landscape app=active
  window window level=root windowLevel=0 key frame=0,0,1024,768 autoresize=width,height
    view root frame=0,0,1024,768 autoresize=width,height
  $ pending
  nothing pending
  $ time
  0s

Ids are free again after a reset.

  $ view add a frame 1,2,3,4
  $ print a
  view a frame=1,2,3,4
