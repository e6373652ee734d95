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
  alert.window, home.window share windowLevel 0: UIKit does not guarantee their order; scenesim puts the one shown last in front
  current navigation window home.window: low=none medium=none high=none
  $ dump home.window
  {"id":"home.window","kind":"window","parent":null,"frame":[0,0,320,480],"alpha":1,"hidden":true,"bounds":[0,0,320,480],"autoresize":"width,height","level":"root","windowLevel":0,"key":false}

One animation block, one completion. The demo's WindowAnimator moves both
windows in one animateWithDuration block (WindowAnimator.m 48-64 push, 72-90
pop, 101-119 root), and UIKit runs the block's completion, which calls
animationFinished, once every animation in it has stopped. A pop 0.3 s into a
push replaces the push's animations on both windows; only then does the push's
completion run, and its cfa_showInScreen leaves the pop's animations alone: home
starts from its 0.8 scale at 0.3 s and grows back after. That is UIKit's model
before iOS 8 (`ios 7`); under the library's own era, iOS 9, the pop blends into
the push instead (`windows/ios-model.t`).

  $ reset
  $ ios 7
  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ window push a level medium
  [0s] home.window: animateWindowTransition(type: push, from: home.window, to: a.window, underlyingFrom: [], underlyingTo: nil)
  $ tick 0.3
  $ window pop a
  [0.3s] home.window: animateWindowTransition(type: pop, from: a.window, to: home.window, underlyingFrom: nil, underlyingTo: [])
  [0.3s] home.window: completion(transition: push)
  $ dump home.window
  {"id":"home.window","kind":"window","parent":null,"frame":[32,48,256,384],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"transform":[0.8,0,0,0.8,0,0],"autoresize":"width,height","animating":true,"level":"root","windowLevel":0,"key":false,"controller":"home"}
  $ tick 0.1
  $ dump home.window
  {"id":"home.window","kind":"window","parent":null,"frame":[24.446,36.669,271.108,406.663],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"transform":[0.847,0,0,0.847,0,0],"autoresize":"width,height","animating":true,"level":"root","windowLevel":0,"key":false,"controller":"home"}
  $ settle
  [1.3s] home.window: completion(transition: pop)
  settled at 1.3s
  $ dump home.window
  {"id":"home.window","kind":"window","parent":null,"frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height","level":"root","windowLevel":0,"key":true,"controller":"home"}
