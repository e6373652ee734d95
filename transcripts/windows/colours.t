A pushed window takes the navigation window's tint and background colour
(CFANavigationWindow.m 199–200). scenesim has no tint; the background colour
shows in `print` and in pictures.

  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ view set home.window color #336699
  $ window push menu level low animated off
  [0s] home.window: completion(transition: push)
  $ print menu.window
  window menu.window level=low windowLevel=0.1 key controller=menu frame=0,0,320,480 color=#336699 autoresize=width,height
    view menu frame=0,0,320,480 autoresize=width,height
