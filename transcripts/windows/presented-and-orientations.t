A controller presented over a window's root controller, and the orientations
controllers support. presentViewController: puts the presented controller's view
in front of the root's, filling the window.

  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ window present sheet on home.window
  $ windows
  home.window level=root windowLevel=0 controller=home presented=sheet key
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=none high=none
  $ print home.window
  window home.window level=root windowLevel=0 key controller=home frame=0,0,320,480 autoresize=width,height
    view home frame=0,0,320,480 autoresize=width,height
    view sheet frame=0,0,320,480 autoresize=width,height

CFANavigationWindow's canary window sits behind every other; its controller
answers shouldAutorotate and supportedInterfaceOrientations with those of the
key window's top controller, the one its root presents or else the root
(UIWindow+CFA.m 45-75). So the presented sheet decides: while it supports only
portrait the interface does not turn.

  $ window orientations sheet portrait
  $ rotate landscape
  the interface stays portrait: the key window's top controller, sheet, supports portrait, as the canary window's controller answers for it
  $ window dismiss home.window
  [0s] sheet: viewWillDisappear(animated: false)
  $ rotate landscape animated off
  [0s] window: didRotate(from: portrait)
  $ rotate portrait animated off
  [0s] window: didRotate(from: landscape)

The root decides once nothing is presented; a pushed window's controller when
its window is key.

  $ window orientations home portrait,portrait-upside-down
  $ rotate landscape-left
  the interface stays portrait: the key window's top controller, home, supports portrait, portrait-upside-down, as the canary window's controller answers for it
  $ rotate portrait-upside-down animated off
  [0s] window: didRotate(from: portrait)
  $ rotate portrait animated off
  [0s] window: didRotate(from: portrait-upside-down)
  $ window push menu level low animated off
  [0s] home.window: completion(transition: push)
  $ rotate landscape animated off
  [0s] window: didRotate(from: portrait)
  $ rotate portrait animated off
  [0s] window: didRotate(from: landscape)

A window CFANavigationWindow destroys first dismisses what its root presents,
without animation (cfa_destroy, UIWindow+CFA.m 112-121): replacing the root
window destroys home.window, and the card it presents hears viewWillDisappear: before the
window goes.

  $ window present card on home.window
  $ on card viewWillDisappear windows
  $ window root next animated off
  [0s] card: viewWillDisappear(animated: false)
  on card viewWillDisappear: windows
  menu.window level=low windowLevel=0.1 controller=menu key
  next.window level=root windowLevel=0 controller=next
  home.window level=root windowLevel=0 controller=home presented=card
  cfa.canary level=canary windowLevel=-1
  next.window, home.window share windowLevel 0: UIKit does not guarantee their order; scenesim puts the one shown last in front
  current navigation window next.window: low=none medium=none high=none
  [0s] next.window: completion(transition: root)
  $ windows
  next.window level=root windowLevel=0 controller=next key
  cfa.canary level=canary windowLevel=-1
  current navigation window next.window: low=none medium=none high=none

Windows at the same windowLevel: UIKit does not guarantee their order
(UIWindow.windowLevel's documentation). scenesim puts the one shown last in
front, and windows says which share a level.

  $ window app alert level 0.5
  $ window app banner level 0.5
  $ windows
  banner.window level=app windowLevel=0.5 controller=banner
  alert.window level=app windowLevel=0.5 controller=alert
  next.window level=root windowLevel=0 controller=next key
  cfa.canary level=canary windowLevel=-1
  banner.window, alert.window share windowLevel 0.5: UIKit does not guarantee their order; scenesim puts the one shown last in front
  current navigation window next.window: low=none medium=none high=none
  $ window present sheet on nothing
  error: unknown window 'nothing' at column 25; known: alert.window, banner.window, cfa.canary, next.window
  $ window dismiss next.window
  error: cannot do that to 'next.window' at column 16; its root controller presents nothing
  $ window orientations next sideways
  error: expected all, or orientations from portrait, portrait-upside-down, landscape, landscape-left, landscape-right separated by commas, not 'sideways' at column 26
