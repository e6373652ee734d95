CFANavigationWindow's README, "Replacing the root window": on sign-in the app
calls

    [CFANavigationWindow cfa_replaceRootWindowWithController:controller
                                                withAnimator:animator
                                                  completion:nil];

with the README's WindowAnimator. The app starts signed out, its root window
holding the login controller.

  $ screen iphone
  $ window root login animated off
  [0s] login.window: completion(transition: root)
  $ view set login color #336699

The animator is the README's `animateWindowTransition:`, given to every call
(`windows set animator custom`, then `on windows animateWindowTransition`).
For `CFAWindowTransitionTypeRoot` it reads

    CGRect bounds = fromWindow.bounds;
    toWindow.frame = CGRectOffset(bounds, bounds.size.width, 0);
    toWindow.transform = CGAffineTransformScale(CGAffineTransformIdentity, 0.6, 0.6);
    toWindow.alpha = 0;
    toWindow.hidden = NO;

which is, with the context's windows as {event.to} and {event.from}:

  $ windows set animator custom
  $ on windows animateWindowTransition view set {event.to} frame {event.from.bounds.width},0,{event.from.bounds.width},{event.from.bounds.height}
  $ on windows animateWindowTransition view set {event.to} transform scale:0.6 alpha 0 hidden off

Then one spring block, `animateWithDuration:0.5 delay:0
usingSpringWithDamping:1 initialSpringVelocity:0`, brings the new window to
`bounds` whole and opaque and sends the old one off to the left at 0.8, its
completion calling `context.animationFinished()` (`window finish`). scenesim
writes the block's two views as two animations; the completion is the
to-window's, which ends with the block.

  $ on windows animateWindowTransition view animate {event.to} duration 0.5 spring 1 velocity 0 transform identity alpha 1 frame 0,0,{event.from.bounds.width},{event.from.bounds.height} then window finish
  $ on windows animateWindowTransition view animate {event.from} duration 0.5 spring 1 velocity 0 frame {0 - event.from.bounds.width},0,{event.from.bounds.width},{event.from.bounds.height} transform scale:0.8 alpha 0

The user signs in. The underlying windows the README hides first are none
here: the login window is alone. The new window starts a screen's width to
the right, scaled 0.6 about that offset frame; `echo` reads the model values
the block animates to, where `print` shows the screen.

  $ window root home
  [0s] home.window: animateWindowTransition(type: root, from: login.window, to: home.window, underlyingFrom: [], underlyingTo: [])
  on home.window animateWindowTransition: view set {event.to} frame {event.from.bounds.width},0,{event.from.bounds.width},{event.from.bounds.height}
  on home.window animateWindowTransition: view set {event.to} transform scale:0.6 alpha 0 hidden off
  on home.window animateWindowTransition: view animate {event.to} duration 0.5 spring 1 velocity 0 transform identity alpha 1 frame 0,0,{event.from.bounds.width},{event.from.bounds.height} then window finish
  on home.window animateWindowTransition: view animate {event.from} duration 0.5 spring 1 velocity 0 frame {0 - event.from.bounds.width},0,{event.from.bounds.width},{event.from.bounds.height} transform scale:0.8 alpha 0
  $ view set home color #F2C14E
  $ print home.window
  window home.window level=root windowLevel=0 controller=home frame=384,96,192,288 bounds=0,0,320,480 alpha=0 transform=0.6,0,0,0.6,0,0 autoresize=width,height animating
    view home frame=0,0,320,480 color=#F2C14E autoresize=width,height
  $ echo login.window leaves for {login.window.frame.x},{login.window.frame.y},{login.window.frame.width},{login.window.frame.height}
  login.window leaves for -288,48,256,384
  $ tick 0.05
  $ render svg cfa-root.svg
  wrote cfa-root.svg: 320x502 px at t=0.05s, 2105 bytes
  $ tick 0.2
  $ print
  t=0.25s screen=320x480 portrait app=active
  window cfa.canary level=canary windowLevel=-1 frame=0,0,320,480 autoresize=width,height touches=off
  window login.window level=root windowLevel=0 key controller=login frame=-272.009,45.335,259.553,389.33 bounds=0,0,320,480 alpha=0.056 transform=0.811,0,0,0.811,0,0 autoresize=width,height animating
    view login frame=0,0,320,480 color=#336699 autoresize=width,height
  window home.window level=root windowLevel=0 controller=home frame=21.321,5.33,312.893,469.34 bounds=0,0,320,480 alpha=0.944 transform=0.978,0,0,0.978,0,0 autoresize=width,height animating
    view home frame=0,0,320,480 color=#F2C14E autoresize=width,height

The completion calls animationFinished: the old window is destroyed and the
new one made key.

  $ tick 0.25
  [0.5s] home.window: completion(animation: 1, finished: true)
  then: window finish
  [0.5s] login.window: completion(animation: 2, finished: false)
  [0.5s] home.window: completion(transition: root)
  $ windows
  home.window level=root windowLevel=0 controller=home key
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=none high=none
