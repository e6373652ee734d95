The root view belongs to its window and cannot be removed (in UIKit the root
view controller's view stays while the window shows it); `reset` empties the
scene instead. A window is not a view at all, so `view remove` refuses it.

  $ view remove root
  error: cannot do that to 'root' at column 13; the root view stays with its window; use reset
  $ view remove window
  error: cannot do that to 'window' at column 13; it is a window, not a view
  $ view remove nosuch
  error: unknown node 'nosuch' at column 13; known: root, window

A view can only be added to a node that exists.

  $ view add a frame 0,0,10,10 in nosuch
  error: unknown node 'nosuch' at column 31; known: root, window

The scene is intact.

  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
