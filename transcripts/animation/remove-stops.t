Removing a view stops the animations running in it and in its subviews; their
completions fire at once with finished: false, as UIKit's do when a layer
leaves the tree.

  $ view add panel frame 0,0,100,100
  $ view add spinner frame 10,10,20,20 in panel
  $ view animate panel duration 2 alpha 0.5
  $ view animate spinner duration 1 transform scale:2
  $ tick 0.25
  $ view remove panel
  [0.25s] panel: completion(animation: 1, finished: false)
  [0.25s] spinner: completion(animation: 2, finished: false)
  $ pending
  nothing pending
  $ print
  t=0.25s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
