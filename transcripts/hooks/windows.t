CFANavigationWindow calls a push's, pop's or root change's completion block once,
when its animation has finished (CFANavigationWindow.m 235–238: after the
windows are shown again and the new one is key). An app pushes its next window
from there; `on ID completion once LINE` is such a block: it runs the next time
the navigation window's completion fires, then goes.

  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ on home.window completion once window push detail level high
  $ on
  on home.window completion once window push detail level high
  $ window push menu level low
  [0s] home.window: animateWindowTransition(type: push, from: home.window, to: menu.window, underlyingFrom: [], underlyingTo: nil)
  $ tick 1
  [1s] home.window: completion(transition: push)
  on home.window completion: window push detail level high
  [1s] home.window: animateWindowTransition(type: push, from: menu.window, to: detail.window, underlyingFrom: [home.window], underlyingTo: nil)
  $ on
  no hooks
  $ settle
  [2s] home.window: completion(transition: push)
  settled at 2s
  $ windows
  detail.window level=high windowLevel=0.30000000000000004 controller=detail key
  menu.window level=low windowLevel=0.1 controller=menu
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=menu.window medium=none high=detail.window

A hook without `once` runs every time: here each completion prints the stack.

  $ on home.window completion windows
  $ window pop detail
  [2s] home.window: animateWindowTransition(type: pop, from: detail.window, to: menu.window, underlyingFrom: nil, underlyingTo: [home.window])
  $ settle
  [3s] home.window: completion(transition: pop)
  on home.window completion: windows
  menu.window level=low windowLevel=0.1 controller=menu key
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=menu.window medium=none high=none
  settled at 3s
