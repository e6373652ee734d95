The demo WindowAnimator: underlying windows are hidden, then a critically damped
spring (damping 1, velocity 0; 0.1 % of the distance left at the end) moves the
windows: a pushed window rises from below while growing from 0.6, the old top
shrinks to 0.8, over 1 s. At 0.25 s the spring has covered 67.1 % of the way.
When it ends every managed window is reset (alpha 1, shown, identity, the
screen's frame) and the new top becomes key.

  $ screen 375x667
  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ window push pin level medium
  [0s] home.window: animateWindowTransition(type: push, from: home.window, to: pin.window, underlyingFrom: [], underlyingTo: nil)
  $ tick 0.25
  $ print
  t=0.25s screen=375x667 portrait app=active
  window cfa.canary level=canary windowLevel=-1 frame=0,0,375,667 autoresize=width,height touches=off
  window home.window level=root windowLevel=0 key controller=home frame=25.165,44.76,324.67,577.48 bounds=0,0,375,667 transform=0.866,0,0,0.866,0,0 autoresize=width,height animating
    view home frame=0,0,375,667 autoresize=width,height
  window pin.window level=medium windowLevel=0.2 controller=pin frame=24.67,263.278,325.66,579.241 bounds=0,0,375,667 alpha=0.671 transform=0.868,0,0,0.868,0,0 autoresize=width,height animating
    view pin frame=0,0,375,667 autoresize=width,height
  $ tick 0.25
  $ dump pin.window
  {"id":"pin.window","kind":"window","parent":null,"frame":[4.164,44.44,366.672,652.187],"alpha":0.944,"hidden":false,"bounds":[0,0,375,667],"transform":[0.978,0,0,0.978,0,0],"autoresize":"width,height","animating":true,"level":"medium","windowLevel":0.2,"key":false,"controller":"pin"}
  $ settle
  [1s] home.window: completion(transition: push)
  settled at 1s
  $ print
  t=1s screen=375x667 portrait app=active
  window cfa.canary level=canary windowLevel=-1 frame=0,0,375,667 autoresize=width,height touches=off
  window home.window level=root windowLevel=0 controller=home frame=0,0,375,667 autoresize=width,height
    view home frame=0,0,375,667 autoresize=width,height
  window pin.window level=medium windowLevel=0.2 key controller=pin frame=0,0,375,667 autoresize=width,height
    view pin frame=0,0,375,667 autoresize=width,height

Popping runs the reverse: the top drops away while the one below grows back
from 0.8.

  $ window pop pin
  [1s] home.window: animateWindowTransition(type: pop, from: pin.window, to: home.window, underlyingFrom: nil, underlyingTo: [])
  $ tick 0.5
  $ print
  t=1.5s screen=375x667 portrait app=active
  window cfa.canary level=canary windowLevel=-1 frame=0,0,375,667 autoresize=width,height touches=off
  window home.window level=root windowLevel=0 controller=home frame=2.082,3.703,370.836,659.593 bounds=0,0,375,667 transform=0.989,0,0,0.989,0,0 autoresize=width,height animating
    view home frame=0,0,375,667 autoresize=width,height
  window pin.window level=medium windowLevel=0.2 key controller=pin frame=70.836,755.96,233.328,415.013 bounds=0,0,375,667 alpha=0.056 transform=0.622,0,0,0.622,0,0 autoresize=width,height animating
    view pin frame=0,0,375,667 autoresize=width,height
  $ settle
  [2s] home.window: completion(transition: pop)
  settled at 2s

Replacing the root slides the new window in from the right over 0.5 s while the
old one slides out to the left; the old windows are destroyed at the end.

  $ window root login
  [2s] login.window: animateWindowTransition(type: root, from: home.window, to: login.window, underlyingFrom: [], underlyingTo: [])
  $ tick 0.125
  $ print
  t=2.125s screen=375x667 portrait app=active
  window cfa.canary level=canary windowLevel=-1 frame=0,0,375,667 autoresize=width,height touches=off
  window home.window level=root windowLevel=0 key controller=home frame=-226.485,44.76,324.67,577.48 bounds=0,0,375,667 alpha=0.329 transform=0.866,0,0,0.866,0,0 autoresize=width,height animating
    view home frame=0,0,375,667 autoresize=width,height
  window login.window level=root windowLevel=0 controller=login frame=148.02,43.88,325.66,579.241 bounds=0,0,375,667 alpha=0.671 transform=0.868,0,0,0.868,0,0 autoresize=width,height animating
    view login frame=0,0,375,667 autoresize=width,height
  $ settle
  [2.5s] login.window: completion(transition: root)
  settled at 2.5s
  $ windows
  login.window level=root windowLevel=0 controller=login key
  cfa.canary level=canary windowLevel=-1
  current navigation window login.window: low=none medium=none high=none
