`print` and `dump` show how a view follows its parent's size (autoresize) and
when it refuses touches (interactive off). The window and the root view fill the
screen, so they carry width,height.

  $ view add bar frame 0,430,320,50 color gray
  $ view set bar autoresize width,top interactive off
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view bar frame=0,430,320,50 color=#808080 autoresize=width,top touches=off
  $ dump bar
  {"id":"bar","kind":"view","parent":"root","frame":[0,430,320,50],"alpha":1,"hidden":false,"bounds":[0,0,320,50],"color":"#808080","autoresize":"width,top","interactive":false}
  $ tap 10,440
  tap 10,440: hit root at 10,440
  $ view set bar autoresize none interactive on
  $ print bar
  view bar frame=0,430,320,50 color=#808080
  $ tap 10,440
  tap 10,440: hit bar at 10,10
