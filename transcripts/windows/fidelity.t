CFANavigationWindow 27671aa where an earlier model disagreed with its source.

cfa_destroy (UIWindow+CFA.m 112-121) dismisses what the root controller
presented, sets rootViewController to nil (line 119) and hides the window. When
an app window at the same level wins the tie, pop-all destroys the navigation
window itself: it stays, hidden, and no longer names a controller, although
pop-all's returned array (computed before) still lists home.

  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ window app alert level 0
  $ window push a level low animated off
  [0s] home.window: completion(transition: push)
  $ window pop-all animated off
  popped: home, a
  [0s] home.window: completion(transition: pop-all)
  $ windows
  alert.window level=app windowLevel=0 controller=alert key
  home.window level=root windowLevel=0 hidden
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=none high=none
  $ dump home.window
  {"id":"home.window","kind":"window","parent":null,"frame":[0,0,320,480],"alpha":1,"hidden":true,"bounds":[0,0,320,480],"autoresize":"width,height","level":"root","windowLevel":0,"key":false}
