CFANavigationWindow's README, "Managing a stack of windows": "when the user
leaves the app, a PIN code controller appears on top of the app's content".

    - (void)applicationDidEnterBackground:(UIApplication *)application
    {
        [self presentController:self.pinController
                  atWindowLevel:CFANavigationWindowLevelMedium animated:NO];
    }

    - (void)userEnteredPin:(NSNotification *)notification
    {
        [self dismissController:_pinController
                fromWindowLevel:CFANavigationWindowLevelMedium animated:YES];
    }

where presentController: pushes the controller on the current navigation
window (pushController:atWindowLevel:withAnimator:completion:) and
dismissController: pops it (popController:withAnimator:completion:), with
an animator when animated. The app's root is a navigation window holding its
home controller.

  $ screen iphone
  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ view set home color #F2C14E
  $ on background window push pin level medium animated off
  $ app background
  on background: window push pin level medium animated off
  [0s] home.window: completion(transition: push)
  $ windows
  pin.window level=medium windowLevel=0.2 controller=pin key
  home.window level=root windowLevel=0 controller=home
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=pin.window high=none

The PIN controller's view has a label and a button; entering the PIN posts
the notification whose observer is userEnteredPin:.

  $ view set pin color #1E3A5F
  $ label add pin.prompt frame 20,{screen.height / 3},{screen.width - 40},30 text "Enter your PIN" in pin align center text-color white
  $ button add pin.enter frame {screen.width / 2 - 60},{screen.height / 2},120,44 title "Unlock" in pin
  $ on pin.enter touchUpInside window pop pin then echo unlocked
  $ app active
  $ render svg cfa-pin.svg
  wrote cfa-pin.svg: 320x502 px at t=0s, 2658 bytes
  $ tap pin.enter
  tap 160,262: hit pin.enter at 60,22
  [0s] pin.enter: touchUpInside()
  on pin.enter touchUpInside: window pop pin then echo unlocked
  [0s] home.window: animateWindowTransition(type: pop, from: pin.window, to: home.window, underlyingFrom: nil, underlyingTo: [])
  $ tick 0.5
  $ print
  t=0.5s screen=320x480 portrait app=active
  window cfa.canary level=canary windowLevel=-1 frame=0,0,320,480 autoresize=width,height touches=off
  window home.window level=root windowLevel=0 controller=home frame=1.777,2.665,316.447,474.67 bounds=0,0,320,480 transform=0.989,0,0,0.989,0,0 autoresize=width,height animating
    view home frame=0,0,320,480 color=#F2C14E autoresize=width,height
  window pin.window level=medium windowLevel=0.2 key controller=pin frame=60.447,544.019,199.107,298.66 bounds=0,0,320,480 alpha=0.056 transform=0.622,0,0,0.622,0,0 autoresize=width,height animating
    view pin frame=0,0,320,480 color=#1E3A5F autoresize=width,height
      label pin.prompt text="Enter your PIN" align=center frame=20,160,280,30
      button pin.enter title=Unlock frame=100,240,120,44
  $ settle
  [1s] home.window: completion(transition: pop)
  then: echo unlocked
  unlocked
  settled at 1s
  $ windows
  home.window level=root windowLevel=0 controller=home key
  cfa.canary level=canary windowLevel=-1
  current navigation window home.window: low=none medium=none high=none
