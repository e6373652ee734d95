The animator is skipped unless the app is active: transitions then finish at
once, with the completion inside the command.

  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ app inactive
  $ window push pin level medium
  [0s] home.window: completion(transition: push)
  $ window pop pin
  [0s] home.window: completion(transition: pop)
  $ app background
  $ window root login
  [0s] login.window: completion(transition: root)
  $ windows
  login.window level=root windowLevel=0 controller=login key
  cfa.canary level=canary windowLevel=-1
  current navigation window login.window: low=none medium=none high=none
  $ app active
  $ window push pin level medium
  [0s] login.window: animateWindowTransition(type: push, from: login.window, to: pin.window, underlyingFrom: [], underlyingTo: nil)
  $ settle
  [1s] login.window: completion(transition: push)
  settled at 1s
