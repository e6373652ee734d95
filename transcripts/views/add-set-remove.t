`view add` is UIView initWithFrame: followed by addSubview: on the parent
(`root` unless `in` says otherwise). A new view goes in front of its siblings,
so `print` lists siblings back to front.

  $ view add card frame 20,40,200,100 color white
  $ view add badge frame 180,30,40,40 color red
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view card frame=20,40,200,100 color=#FFFFFF
      view badge frame=180,30,40,40 color=#FF0000

`view set` changes properties at once, without animation. Several KEY VALUE
pairs may be given in one command. `center` moves the view and keeps its size.

  $ view set card alpha 0.5 color gray
  $ view set badge center 100,100
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view card frame=20,40,200,100 alpha=0.5 color=#808080
      view badge frame=80,80,40,40 color=#FF0000

`frame` sets both the size (bounds) and the position (center).

  $ view set card frame 0,0,320,60
  $ print card
  view card frame=0,0,320,60 alpha=0.5 color=#808080

`view remove` is removeFromSuperview; the id is free to use again afterwards.

  $ view remove badge
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view card frame=0,0,320,60 alpha=0.5 color=#808080
  $ view add badge frame 0,0,10,10
  $ print badge
  view badge frame=0,0,10,10
