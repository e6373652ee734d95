The window quirks off: managed windows win ties with app windows, a push's
from-window counts app windows too, a pop does not reset an app window, and
pop-all never destroys the navigation window.

  $ quirk windows-app-window-wins-ties off
  $ quirk windows-push-from-ignores-app off
  $ quirk windows-pop-resets-app-window off
  $ quirk windows-pop-all-destroys-nav off
  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ window app alert level 0.2
  $ window push pin level medium
  [0s] home.window: animateWindowTransition(type: push, from: alert.window, to: pin.window, underlyingFrom: [], underlyingTo: nil)
  $ settle
  [1s] home.window: completion(transition: push)
  settled at 1s
  $ windows
  pin.window level=medium windowLevel=0.2 controller=pin key
  alert.window level=app windowLevel=0.2 controller=alert
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  pin.window, alert.window share windowLevel 0.2: UIKit does not guarantee their order; scenesim puts the one shown last in front
  current navigation window home.window: low=none medium=pin.window high=none
  $ window pop pin
  [1s] home.window: animateWindowTransition(type: pop, from: pin.window, to: alert.window, underlyingFrom: nil, underlyingTo: [home.window])
  $ settle
  [2s] home.window: completion(transition: pop)
  settled at 2s
  $ windows
  alert.window level=app windowLevel=0.2 controller=alert key
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=none high=none
  $ window app banner level 1
  $ window push mask level low animated off
  [2s] home.window: completion(transition: push)
  $ window pop-all animated off
  popped: mask
  [2s] home.window: completion(transition: pop-all)
  $ windows
  banner.window level=app windowLevel=1 controller=banner key
  alert.window level=app windowLevel=0.2 controller=alert
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=none high=none
