A plain app window (not managed) counts when the navigation window works out
the top: an app window at a level at least as high as the managed top wins the
tie (quirk windows-app-window-wins-ties). Pushing a window that stays below it
still runs the animator on the app window, because a push's from-window ignores
app windows (quirk windows-push-from-ignores-app).

  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ window app alert level 0.2
  $ window push pin level medium
  [0s] home.window: animateWindowTransition(type: push, from: home.window, to: alert.window, underlyingFrom: [], underlyingTo: nil)
  $ settle
  [1s] home.window: completion(transition: push)
  settled at 1s
  $ windows
  alert.window level=app windowLevel=0.2 controller=alert key
  pin.window level=medium windowLevel=0.2 controller=pin
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  alert.window, pin.window share windowLevel 0.2: UIKit does not guarantee their order; scenesim puts the one shown last in front
  current navigation window home.window: low=none medium=pin.window high=none

Popping resets the presenting window even when it is the app window (quirk
windows-pop-resets-app-window), and makes it key.

  $ window pop pin animated off
  [1s] home.window: completion(transition: pop)
  $ windows
  alert.window level=app windowLevel=0.2 controller=alert key
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=none high=none

Pop-all while the app window is on top destroys the navigation window itself
(quirk windows-pop-all-destroys-nav): its controller goes with the others.

  $ window push mask level low animated off
  [1s] home.window: completion(transition: push)
  $ window pop-all animated off
  popped: home, mask
  [1s] home.window: completion(transition: pop-all)
  $ windows
  alert.window level=app windowLevel=0.2 controller=alert key
  home.window level=root windowLevel=0 hidden
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=none high=none

With ignoreNonManagedWindows on the app window is left out.

  $ reset
  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ window app alert level 5
  $ windows set ignore-non-managed on
  $ window push pin level medium
  [0s] home.window: animateWindowTransition(type: push, from: home.window, to: pin.window, underlyingFrom: [], underlyingTo: nil)
  $ settle
  [1s] home.window: completion(transition: push)
  settled at 1s
  $ windows
  alert.window level=app windowLevel=5 controller=alert
  pin.window level=medium windowLevel=0.2 controller=pin key
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=pin.window high=none
