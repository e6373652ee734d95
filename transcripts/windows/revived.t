CFANavigationWindow's push keeps its toWindow in the animationFinished block
(CFANavigationWindow.m 208–238) and calls [toWindow makeKeyAndVisible] when the
animator finishes. A window popped without animation while its own push still runs
is destroyed at once (cfa_destroy, UIWindow+CFA.m 113–121: no root controller,
hidden) and leaves the navigation window's slots, but the block still holds it: when
the push ends it is shown and made key again, empty, at its level, over the app.
scenesim assumes UIKit keeps a shown key window on screen once the block that held
it is released. Quirk windows-push-revives-destroyed, on as the original behaves.

  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ window push a level medium
  [0s] home.window: animateWindowTransition(type: push, from: home.window, to: a.window, underlyingFrom: [], underlyingTo: nil)
  $ tick 0.1
  $ window pop a animated off
  [0.1s] home.window: completion(transition: pop)
  $ windows
  home.window level=root windowLevel=0 controller=home key
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=none high=none
  $ settle
  [1s] home.window: completion(transition: push)
  settled at 1s
  $ windows
  a.window level=medium windowLevel=0.2 key
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=none high=none
  $ tap 160,240
  tap 160,240: hit a.window at 160,240

Replacing the root window during the push destroys the pushed window too; it comes
back the same way.

  $ reset
  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ window push a level high
  [0s] home.window: animateWindowTransition(type: push, from: home.window, to: a.window, underlyingFrom: [], underlyingTo: nil)
  $ tick 0.1
  $ window root other animated off
  [0.1s] home.window: completion(transition: push)
  [0.1s] other.window: completion(transition: root)
  $ settle
  settled at 0.1s
  $ windows
  a.window level=high windowLevel=0.30000000000000004
  other.window level=root windowLevel=0 controller=other key
  cfa.canary level=canary windowLevel=-1
  current navigation window other.window: low=none medium=none high=none

With the quirk off a destroyed window stays gone.

  $ reset
  $ quirk windows-push-revives-destroyed off
  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ window push a level medium
  [0s] home.window: animateWindowTransition(type: push, from: home.window, to: a.window, underlyingFrom: [], underlyingTo: nil)
  $ tick 0.1
  $ window pop a animated off
  [0.1s] home.window: completion(transition: pop)
  $ settle
  [1s] home.window: completion(transition: push)
  settled at 1s
  $ windows
  home.window level=root windowLevel=0 controller=home key
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=none high=none
