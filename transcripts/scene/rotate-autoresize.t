`rotate` turns the interface. The window takes the screen's new bounds and every
view's autoresizingMask decides how it follows its parent's change of size, as
UIKit's autoresizing does. `animated off` turns at once, so the new frames show
straight away (scene/rotate-animated.t shows the turn as UIKit animates it).

On the 320x480 iPhone, turning to landscape makes the root view 480x320: width
+160, height -160.

  $ view add filler frame 20,20,280,440
  $ view set filler autoresize fill
  $ view add corner frame 20,400,100,60
  $ view set corner autoresize left,bottom
  $ view add fixed frame 20,20,100,100
  $ view add bar frame 10,10,300,100
  $ view set bar autoresize width
  $ view add pinned frame 200,10,100,100
  $ view set pinned autoresize left
  $ rotate landscape animated off
  [0s] window: didRotate(from: portrait)

`fill` (flexible width and height) keeps the 20-point margins: 440x280.
`left,bottom` makes the left and bottom margins flexible: with one flexible
margin per axis, that margin takes the whole change. x moves by +160 to 180;
y keeps 400 because only the bottom margin is flexible (the view is now off
the bottom of the landscape screen, as it would be in UIKit). A view with no
mask does not move; `width` stretches; `left` keeps the right margin.

  $ print
  t=0s screen=480x320 landscape app=active
  window window level=root windowLevel=0 key frame=0,0,480,320 autoresize=width,height
    view root frame=0,0,480,320 autoresize=width,height
      view filler frame=20,20,440,280 autoresize=width,height
      view corner frame=180,400,100,60 autoresize=left,bottom
      view fixed frame=20,20,100,100
      view bar frame=10,10,460,100 autoresize=width
      view pinned frame=360,10,100,100 autoresize=left

Turning back restores every frame exactly.

  $ rotate portrait animated off
  [0s] window: didRotate(from: landscape)
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view filler frame=20,20,280,440 autoresize=width,height
      view corner frame=20,400,100,60 autoresize=left,bottom
      view fixed frame=20,20,100,100
      view bar frame=10,10,300,100 autoresize=width
      view pinned frame=200,10,100,100 autoresize=left
