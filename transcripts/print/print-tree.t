`print` shows the frame states at the current time as an indented tree: a
header with the time, screen and app state, then windows back to front, each
with its subviews back to front. Frames are in the parent's coordinates.

  $ view add header frame 0,0,320,44 color #336699
  $ view add title frame 10,10,200,24 in header
  $ view add body frame 0,44,320,436
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view header frame=0,0,320,44 color=#336699
        view title frame=10,10,200,24
      view body frame=0,44,320,436

`print ID` prints that node's subtree alone, with no header.

  $ print header
  view header frame=0,0,320,44 color=#336699
    view title frame=10,10,200,24
  $ print title
  view title frame=10,10,200,24
  $ print window
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view header frame=0,0,320,44 color=#336699
        view title frame=10,10,200,24
      view body frame=0,44,320,436

Values are what is on screen now (presentation values); a node with a running
animation is marked `animating`. Numbers print with at most three decimals and
no trailing zeros. A third of the way through the change below, the height is
436 - 335/3 = 324.333.

  $ view animate body duration 3 curve linear frame 0,44,320,101
  $ tick 1
  $ print body
  view body frame=0,44,320,324.333 animating
