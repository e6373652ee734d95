`screen` starts an empty scene at t=0: one key window `window` at level 0
holding the root view `root`, both filling the screen. `iphone` is 320x480
points and `ipad` 768x1024, portrait unless told otherwise.

  $ screen ipad landscape
  $ print
  t=0s screen=1024x768 landscape app=active
  window window level=root windowLevel=0 key frame=0,0,1024,768 autoresize=width,height
    view root frame=0,0,1024,768 autoresize=width,height

Any size can be given as WxH. The shorter side is the portrait width, so
375x667 and 667x375 both make a portrait 375x667 screen; add `landscape` to
turn it.

  $ screen 375x667
  $ print
  t=0s screen=375x667 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,375,667 autoresize=width,height
    view root frame=0,0,375,667 autoresize=width,height
  $ screen 667x375
  $ print
  t=0s screen=375x667 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,375,667 autoresize=width,height
    view root frame=0,0,375,667 autoresize=width,height
  $ screen 375x667 landscape
  $ print
  t=0s screen=667x375 landscape app=active
  window window level=root windowLevel=0 key frame=0,0,667,375 autoresize=width,height
    view root frame=0,0,667,375 autoresize=width,height

`screen` throws away the scene and the clock.

  $ view add a frame 0,0,10,10
  $ tick 3
  $ screen iphone
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height

Sizes must be from 1 to 100000 points.

  $ screen 0x0
  error: a screen's sides must be from 1 to 100000 points, got '0x0' at column 8; usage: screen SIZE [ORIENTATION]
  $ screen 100
  error: expected iphone, ipad or a size WxH, got '100' at column 8; usage: screen SIZE [ORIENTATION]
  $ screen iphone sideways
  error: expected one of portrait, portrait-upside-down, landscape, landscape-left, landscape-right for ORIENTATION, got 'sideways' at column 15; usage: screen SIZE [ORIENTATION]
