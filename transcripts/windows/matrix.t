Every transition, animated or not, with the app active and not. The animator
runs (the context line shows) only when it is given, the app is active and, for
push and pop, the top window changes; otherwise the transition finishes inside
the command. Pop-all and root never check the top.

  $ window root home animated off
  [0s] home.window: completion(transition: root)

Push: animated and active, then not animated, then animated but inactive.

  $ window push a level low
  [0s] home.window: animateWindowTransition(type: push, from: home.window, to: a.window, underlyingFrom: [], underlyingTo: nil)
  $ settle
  [1s] home.window: completion(transition: push)
  settled at 1s
  $ window push b level medium animated off
  [1s] home.window: completion(transition: push)
  $ app inactive
  $ window push c level high
  [1s] home.window: completion(transition: push)
  $ app active

Pop: animated and active, then not animated, then animated but inactive.

  $ window pop c
  [1s] home.window: animateWindowTransition(type: pop, from: c.window, to: b.window, underlyingFrom: nil, underlyingTo: [home.window, a.window])
  $ settle
  [2s] home.window: completion(transition: pop)
  settled at 2s
  $ window pop b animated off
  [2s] home.window: completion(transition: pop)
  $ app inactive
  $ window pop a
  [2s] home.window: completion(transition: pop)
  $ app active

Pop-all: animated and active (even with nothing but one window pushed), not
animated, animated but inactive.

  $ window push a level low animated off
  [2s] home.window: completion(transition: push)
  $ window pop-all
  popped: a
  [2s] home.window: animateWindowTransition(type: pop, from: a.window, to: home.window, underlyingFrom: [], underlyingTo: nil)
  $ settle
  [3s] home.window: completion(transition: pop-all)
  settled at 3s
  $ window push a level low animated off
  [3s] home.window: completion(transition: push)
  $ window pop-all animated off
  popped: a
  [3s] home.window: completion(transition: pop-all)
  $ window push a level low animated off
  [3s] home.window: completion(transition: push)
  $ app background
  $ window pop-all
  popped: a
  [3s] home.window: completion(transition: pop-all)
  $ app active

Replace root: animated and active, not animated, animated but in the
background.

  $ window root login
  [3s] login.window: animateWindowTransition(type: root, from: home.window, to: login.window, underlyingFrom: [], underlyingTo: [])
  $ settle
  [3.5s] login.window: completion(transition: root)
  settled at 3.5s
  $ window root home2 animated off
  [3.5s] home2.window: completion(transition: root)
  $ app background
  $ window root home3
  [3.5s] home3.window: completion(transition: root)
  $ windows
  home3.window level=root windowLevel=0 controller=home3 key
  cfa.canary level=canary windowLevel=-1
  current navigation window home3.window: low=none medium=none high=none
