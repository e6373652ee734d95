Up to iOS 7 UIKit turned the interface inside windows that keep the portrait
bounds: each window's root view controller's view takes the interface's size
about the window's centre and a rotation transform, and its subviews follow
their autoresizing masks. From iOS 8 the windows themselves take the new
bounds. scenesim follows the iOS 7 rule under `ios 7` and `ios 6` (a window's
first subview stands for its root view controller's view); `ios auto`, the
default, keeps the resizing windows that CFANavigationWindow's iOS 9 era needs
(scene/rotate-animated.t).

The angle is UIKit's for each orientation, as code that turned its own views
used it: SVProgressHUD a0ebe91 SVProgressHUD.m 454–464 gives LandscapeRight
M_PI/2 (scenesim's `landscape`), LandscapeLeft -M_PI/2, PortraitUpsideDown
M_PI; MBProgressHUD fc1903f MBProgressHUD.m 755–760 the same; Stack Overflow
26239027: "On iOS 7 and 6 view is rotated by changing its transform property".

  $ ios 7
  $ view add bar frame 0,430,320,50 color blue
  $ view set bar autoresize width,top
  $ rotate landscape animated off
  [0s] window: didRotate(from: portrait)
  $ print
  t=0s screen=480x320 landscape app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 bounds=0,0,480,320 transform=0,1,-1,0,0,0 autoresize=width,height
      view bar frame=0,270,480,50 color=#0000FF autoresize=width,top

The window is still 320x480; the root view is 480x320 and turned a quarter, so
its frame is the window's. Touches and pictures are in the interface's
coordinates, as the person holding the device sees them: the bar is along the
bottom of a 480x320 screen, and a tap there finds it.

  $ tap 240,300
  tap 240,300: hit bar at 240,30
  $ render cols 48
  t=0s screen=480x320 landscape: 48x16 characters, 1 column = 10 points
  +window[root]----------------------------------+
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  +bar-------------------------------------------+
  |                                              |
  +----------------------------------------------+

A view added straight to the window is not turned: it stays in the window's
portrait coordinates and shows on its side, near the bottom-left corner of the
landscape screen (the window's top-left corner is there). That is why HUDs of
the time turned themselves by the same angles.

  $ view add hud frame 10,10,100,40 in window color red
  $ print hud
  view hud frame=10,10,100,40 color=#FF0000
  $ tap 30,260
  tap 30,260: hit hud at 50,20
  $ dump
  {"time":0,"screen":{"size":[480,320],"orientation":"landscape","windowsStayPortrait":true},"app":"active","nodes":[{"id":"window","kind":"window","parent":null,"frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height","level":"root","windowLevel":0,"key":true},{"id":"root","kind":"view","parent":"window","frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,480,320],"transform":[0,1,-1,0,0,0],"autoresize":"width,height"},{"id":"bar","kind":"view","parent":"root","frame":[0,270,480,50],"alpha":1,"hidden":false,"bounds":[0,0,480,50],"color":"#0000FF","autoresize":"width,top"},{"id":"hud","kind":"view","parent":"window","frame":[10,10,100,40],"alpha":1,"hidden":false,"bounds":[0,0,100,40],"color":"#FF0000"}]}

Turning back takes the transform off again.

  $ rotate portrait animated off
  [0s] window: didRotate(from: landscape)
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view bar frame=0,430,320,50 color=#0000FF autoresize=width,top
    view hud frame=10,10,100,40 color=#FF0000

Animated, the root view's transform turns with its bounds in the rotation's
block, so mid-turn the interface is seen turning.

  $ rotate landscape
  $ tick 0.15
  $ print root
  view root frame=-122.843,-42.843,565.685,565.685 bounds=0,0,400,400 transform=0.707,0.707,-0.707,0.707,0,0 autoresize=width,height animating
    view bar frame=0,350,400,50 color=#0000FF autoresize=width,top animating
  $ settle
  [0.3s] window: didRotate(from: portrait)
  settled at 0.3s

A `rotate` during a turn starts from what is on screen. UIKit publishes no rule
for a turn that begins during another; scenesim makes it continuous, as
UIViewAnimationOptionBeginFromCurrentState does, so nothing jumps (`help
rotate`); from iOS 8 the additive blocks blend anyway. Here, under `ios auto`,
where the turn's block replaces as iOS 7's did, the bar of scene/rotate-animated.t is
half-way when the interface turns back: it goes back from 0,350,400,50, where it
used to jump first to the end of the turn it interrupted, 0,270,480,50.

  $ ios auto
  $ screen iphone
  $ view add bar frame 0,430,320,50 color blue
  $ view set bar autoresize width,top
  $ rotate landscape
  $ tick 0.15
  $ print bar
  view bar frame=0,350,400,50 color=#0000FF autoresize=width,top animating
  $ rotate portrait
  [0.15s] window: didRotate(from: portrait)
  $ print bar
  view bar frame=0,350,400,50 color=#0000FF autoresize=width,top animating
  $ tick 0.15
  $ print bar
  view bar frame=0,390,360,50 color=#0000FF autoresize=width,top animating
  $ settle
  [0.45s] window: didRotate(from: landscape)
  settled at 0.45s

Windows made while the interface is in landscape are portrait too, and their
root view controller's view is turned at once, as UIKit turned a new window's
root view controller to the interface's orientation.

  $ ios 7
  $ screen iphone landscape
  $ print
  t=0s screen=480x320 landscape app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 bounds=0,0,480,320 transform=0,1,-1,0,0,0 autoresize=width,height
  $ window app panel level 1
  $ view add strip frame 0,0,480,40 in panel color green
  $ print panel.window
  window panel.window level=app windowLevel=1 controller=panel frame=0,0,320,480 autoresize=width,height
    view panel frame=0,0,320,480 bounds=0,0,480,320 transform=0,1,-1,0,0,0 autoresize=width,height
      view strip frame=0,0,480,40 color=#00FF00
  $ tap 240,20
  tap 240,20: hit strip at 240,20
  $ reset
  $ print
  t=0s screen=480x320 landscape app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 bounds=0,0,480,320 transform=0,1,-1,0,0,0 autoresize=width,height
  $ ios 8
  $ reset
  $ print
  t=0s screen=480x320 landscape app=active
  window window level=root windowLevel=0 key frame=0,0,480,320 autoresize=width,height
    view root frame=0,0,480,320 autoresize=width,height
