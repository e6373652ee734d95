A user's CFAWindowAnimator instead of the demo's WindowAnimator. The
navigation window hands the animator a context (the from and to windows) in
animateWindowTransition:, and everything that ends a transition (showing the
windows again, the key window, removals, the completion) waits in
animationFinished, a block the animator "MUST" call
(CFAWindowAnimationContext.h; CFANavigationWindow.m 235–238). `windows set
animator custom` makes every animated transition go to such an animator: its
code is a hook on animateWindowTransition, and `window finish` is its call to
animationFinished.

  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ windows set animator custom
  $ on home.window animateWindowTransition view animate menu.window alpha 1 duration 0.5
  $ window push menu level low
  [0s] home.window: animateWindowTransition(type: push, from: home.window, to: menu.window, underlyingFrom: [], underlyingTo: nil)
  on home.window animateWindowTransition: view animate menu.window alpha 1 duration 0.5
  $ settle
  [0.5s] menu.window: completion(animation: 1, finished: true)
  settled at 0.5s
  $ windows
  menu.window level=low windowLevel=0.1 controller=menu
  home.window level=root windowLevel=0 controller=home key
  cfa.canary level=canary windowLevel=-1
  home.window: push menu.window waits for animationFinished (window finish)
  current navigation window home.window: low=menu.window medium=none high=none

Withheld, the transition does not end: five seconds on the completion has not
run and the new window, which the animator's fade has brought in, is not key.
`window finish` ends it as animationFinished does: the windows are shown again
(cfa_showInScreen), the new one is made key, then the completion runs.

  $ tick 5
  $ print menu.window
  window menu.window level=low windowLevel=0.1 controller=menu frame=0,0,320,480 autoresize=width,height
    view menu frame=0,0,320,480 autoresize=width,height
  $ window finish
  [5.5s] home.window: completion(transition: push)
  $ windows
  menu.window level=low windowLevel=0.1 controller=menu key
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=menu.window medium=none high=none
  $ print menu.window
  window menu.window level=low windowLevel=0.1 key controller=menu frame=0,0,320,480 autoresize=width,height
    view menu frame=0,0,320,480 autoresize=width,height
  $ window finish
  error: no transition waits for animationFinished at column 14; windows set animator custom hands transitions to the user's animator

Pops wait the same way: the window stays in its slot until animationFinished.

  $ on home.window animateWindowTransition clear
  $ window pop menu
  [5.5s] home.window: animateWindowTransition(type: pop, from: menu.window, to: home.window, underlyingFrom: nil, underlyingTo: [])
  $ windows
  menu.window level=low windowLevel=0.1 controller=menu key
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  home.window: pop home.window waits for animationFinished (window finish)
  current navigation window home.window: low=menu.window medium=none high=none
  $ window finish
  [5.5s] home.window: completion(transition: pop)
  $ windows
  home.window level=root windowLevel=0 controller=home key
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=none high=none

An animator may call animationFinished at once, from its own code: the
transition it was given is the one that ends.

  $ on home.window animateWindowTransition window finish
  $ window push info level medium
  [5.5s] home.window: animateWindowTransition(type: push, from: home.window, to: info.window, underlyingFrom: [], underlyingTo: nil)
  on home.window animateWindowTransition: window finish
  [5.5s] home.window: completion(transition: push)
  $ windows
  info.window level=medium windowLevel=0.2 controller=info key
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=info.window high=none
