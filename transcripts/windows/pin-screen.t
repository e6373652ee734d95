The PIN-screen example of CFANavigationWindow's README as a script: when the
app goes to the background a PIN window is pushed at medium without animation,
covering the app's content; when the user enters the PIN it is popped with the
animator. `on STATE LINE` is scenesim's app-delegate hook (none of the
originals has one): the line runs each time the app enters that state.

  $ on background window push pin level medium animated off
  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ view add content frame 0,0,320,480 in home color white
  $ app background
  on background: window push pin level medium animated off
  [0s] home.window: completion(transition: push)
  $ windows
  pin.window level=medium windowLevel=0.2 controller=pin key
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=pin.window high=none
  $ app active
  $ window pop pin
  [0s] home.window: animateWindowTransition(type: pop, from: pin.window, to: home.window, underlyingFrom: nil, underlyingTo: [])
  $ tick 0.5
  $ print
  t=0.5s screen=320x480 portrait app=active
  window cfa.canary level=canary windowLevel=-1 frame=0,0,320,480 autoresize=width,height touches=off
  window home.window level=root windowLevel=0 controller=home frame=1.777,2.665,316.447,474.67 bounds=0,0,320,480 transform=0.989,0,0,0.989,0,0 autoresize=width,height animating
    view home frame=0,0,320,480 autoresize=width,height
      view content frame=0,0,320,480 color=#FFFFFF
  window pin.window level=medium windowLevel=0.2 key controller=pin frame=60.447,544.019,199.107,298.66 bounds=0,0,320,480 alpha=0.056 transform=0.622,0,0,0.622,0,0 autoresize=width,height animating
    view pin frame=0,0,320,480 autoresize=width,height
  $ settle
  [1s] home.window: completion(transition: pop)
  settled at 1s
  $ windows
  home.window level=root windowLevel=0 controller=home key
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=none high=none

Sign out and sign in replace the root window, with the animator.

  $ window root login
  [1s] login.window: animateWindowTransition(type: root, from: home.window, to: login.window, underlyingFrom: [], underlyingTo: [])
  $ settle
  [1.5s] login.window: completion(transition: root)
  settled at 1.5s
  $ window root home2
  [1.5s] home2.window: animateWindowTransition(type: root, from: login.window, to: home2.window, underlyingFrom: [], underlyingTo: [])
  $ settle
  [2s] home2.window: completion(transition: root)
  settled at 2s
  $ windows
  home2.window level=root windowLevel=0 controller=home2 key
  cfa.canary level=canary windowLevel=-1
  current navigation window home2.window: low=none medium=none high=none
  $ on
  on background window push pin level medium animated off
