CFANavigationWindow keeps one window per level: low, medium and high, at the
navigation window's level plus 0.1, 0.2 and 0.30000000000000004 (3 x 0.1 in
floating point, as the original computes it). `window root` makes the
navigation window; a hidden helper window (the canary, level -1) appears with
the first transition.

  $ screen 375x667
  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ window push tutorial level low animated off
  [0s] home.window: completion(transition: push)
  $ window push mask level high animated off
  [0s] home.window: completion(transition: push)
  $ window push pin level medium
  [0s] home.window: completion(transition: push)
  $ windows
  mask.window level=high windowLevel=0.30000000000000004 controller=mask key
  pin.window level=medium windowLevel=0.2 controller=pin
  tutorial.window level=low windowLevel=0.1 controller=tutorial
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=tutorial.window medium=pin.window high=mask.window

Pushing below the top window does not change the top, so the animator is
skipped even when animated (pin at medium went under mask). Popping a window
below the top is the same: it goes at once.

  $ window pop tutorial
  [0s] home.window: completion(transition: pop)
  $ windows
  mask.window level=high windowLevel=0.30000000000000004 controller=mask key
  pin.window level=medium windowLevel=0.2 controller=pin
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=pin.window high=mask.window

Pushing at an occupied level: a release build runs the completion and changes
nothing.

  $ window push other level high animated off
  push refused: level high holds mask (a release build runs the completion and changes nothing)
  [0s] home.window: completion(transition: push)
  $ windows
  mask.window level=high windowLevel=0.30000000000000004 controller=mask key
  pin.window level=medium windowLevel=0.2 controller=pin
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=pin.window high=mask.window

Popping the top window with the animator: the context shows what the animator
receives; the window leaves its slot only when the transition ends, 1 s later.

  $ window pop mask
  [0s] home.window: animateWindowTransition(type: pop, from: mask.window, to: pin.window, underlyingFrom: nil, underlyingTo: [home.window])
  $ windows
  mask.window level=high windowLevel=0.30000000000000004 controller=mask key
  pin.window level=medium windowLevel=0.2 controller=pin
  home.window level=root windowLevel=0 controller=home hidden
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=pin.window high=mask.window
  $ tick 1
  [1s] home.window: completion(transition: pop)
  $ windows
  pin.window level=medium windowLevel=0.2 controller=pin key
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=pin.window high=none

Pop-all removes every pushed window and returns their controllers; popping
with nothing pushed logs and runs the completion.

  $ window pop-all animated off
  popped: pin
  [1s] home.window: completion(transition: pop-all)
  $ window pop-all animated off
  No windows to pop!
  [1s] home.window: completion(transition: pop-all)
  $ window pop nobody
  No windows to pop!
  [1s] home.window: completion(transition: pop)
