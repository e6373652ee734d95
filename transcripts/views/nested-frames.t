A view's frame is in its parent's coordinates, as UIKit's `frame` is. A child
at 10,10 inside a parent at 100,200 sits at 110,210 on the screen; `print`
shows the local frame, indented under the parent.

  $ view add panel frame 100,200,150,100 color blue
  $ view add button frame 10,10,50,20 in panel color white
  $ view add icon frame 2,2,16,16 in button
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view panel frame=100,200,150,100 color=#0000FF
        view button frame=10,10,50,20 color=#FFFFFF
          view icon frame=2,2,16,16

A tap reports the view hit and the point in that view's own coordinates.
`icon`'s corner is at 100+10+2 = 112, 200+10+2 = 212 on the screen, so screen
115,215 is 3,3 inside it.

  $ tap 115,215
  tap 115,215: hit icon at 3,3

Moving the parent carries the children; their own frames do not change, and
`icon`'s corner is now at 12,12.

  $ view set panel frame 0,0,150,100
  $ print panel
  view panel frame=0,0,150,100 color=#0000FF
    view button frame=10,10,50,20 color=#FFFFFF
      view icon frame=2,2,16,16
  $ tap 15,15
  tap 15,15: hit icon at 3,3

Removing the parent removes its whole subtree.

  $ view remove panel
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
  $ print icon
  error: unknown node 'icon' at column 7; known: root, window
