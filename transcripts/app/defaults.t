Defaults read from the originals' sources.

CFANavigationWindow's root replacement makes the new window as the old
delegate window was (UIWindow+CFA.m 158-162, at 27671aa):

    newWindow.windowLevel = rootWindow.windowLevel;
    newWindow.tintColor = rootWindow.tintColor;
    newWindow.backgroundColor = rootWindow.backgroundColor;

so a colour set on the app's window goes to the new one (scenesim models no
tint).

  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ view set home.window color #336699
  $ window root login animated off
  [0s] login.window: completion(transition: root)
  $ print login.window
  window login.window level=root windowLevel=0 key controller=login frame=0,0,320,480 color=#336699 autoresize=width,height
    view login frame=0,0,320,480 autoresize=width,height

FWTRadialAnnotationsContainerView overrides setBackgroundColor:
(FWTRadialAnnotationsContainerView.m 71-75, at c493ea3):

    [super setBackgroundColor:[UIColor clearColor]];
    self.realBackgroundColor = backgroundColor;

so a colour set on a radial container is its dimming, and the view itself
stays clear. A default container is a plain view and takes the colour.

  $ reset
  $ annotations container radial
  $ annotation add a portrait 100,100,1,1 text Hi
  $ tick 1
  [0.25s] a: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  $ view set annotations.container color #FF000080
  $ print annotations.container
  annotation-container annotations.container type=radial dimming=#FF000080 frame=0,0,320,480 color=#00000000 autoresize=width,height
    spotlight a.spotlight centre=0,0 clearRadius=0 featherRadius=0 dimming=0.502 frame=0,0,0,0 touches=off
    annotation a arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=10,60,180,80
      image a.background frame=0,0,180,80
      view a.content frame=15,15,150,50
        label a.label text=Hi lines=1 frame=0,0,150,50 color=#FFFFFF

In an animation block the setter runs too: nothing animates, and the block's
completion comes after its delay.

  $ view animate annotations.container color #0000FF80 duration 0.5 then echo {annotations.container.alpha}
  $ tick 0
  [1s] annotations.container: completion(animation: 4, finished: true)
  then: echo {annotations.container.alpha}
  1
  $ dump annotations.container
  {"id":"annotations.container","kind":"annotation-container","parent":"annotations","frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"color":"#00000000","autoresize":"width,height","type":"radial","dimming":"#0000FF80"}

The demo's CustomAnnotationView (style demo) strokes an inner border in its
drawPathBlock (CustomAnnotationView.m 36-53) and replaces the animation
helper's blocks (62-77): prepareBlock moves the view up by its superview's
height, presentAnimationsBlock moves it back, dismissAnimationsBlock turns it
a quarter (arc4random's way; scenesim's coin is the id's hash) and moves it
down by that height. The superview is the controller's view (CustomViewController.m 24).

  $ reset
  $ annotation add b portrait 100,200,1,1 arrow up text "Drops in" style demo
  b prepareBlock: view set b center {b.center.x},{b.center.y - root.frame.height}
  b presentAnimationsBlock: view set b center {b.center.x},{b.center.y + root.frame.height}
  $ tick 0.125
  $ print b
  annotation b arrow=(up offset=0 size=18,30 cornerOffset=10) contentSize=160,40 arrowRect=81,210,18,30 presented frame=0,-128.629,180,90 animating
    image b.background frame=0,0,180,90
    view b.content frame=15,45,150,30
      label b.label text="Drops in" lines=1 frame=0,0,150,30
  $ settle
  [0.25s] b: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  settled at 0.25s
  $ annotation remove b
  b dismissAnimationsBlock: view set b transform rotate:-90
  b dismissAnimationsBlock: view set b center {b.center.x},{b.center.y + root.frame.height}
  $ settle
  [0.55s] b: didDismiss(finished: true)
  settled at 0.55s

A standard pin drops "whenever the view transitions from offscreen to
onscreen" (MKPinAnnotationView, animatesDrop): a pin panned just below the
map, its view kept in the map's margin, drops again when panned back.

  $ reset
  $ map add m frame 0,0,320,400
  $ pin add p at 37.7861,-122.406 title P
  $ settle
  settled at 0.5s
  $ map pan m 0,-290 animated off
  [0.5s] m: regionDidChange(animated: false)
  $ print p
  pin p coordinate=37.7861,-122.406 style=pin title=P frame=195.271,411.994,32,39
  $ map pan m 0,290 animated off
  [0.5s] m: regionDidChange(animated: false)
  $ print p
  pin p coordinate=37.7861,-122.406 style=pin title=P frame=195.271,-39,32,39 animating
  $ settle
  settled at 1s
  $ print p
  pin p coordinate=37.7861,-122.406 style=pin title=P frame=195.271,121.994,32,39

Up to iOS 7 a window in landscape stays portrait, its root view turned
(docs/models.md): `ios 7` lays out the windows so at once, and a window made
after it is made so, not only after the next turn.

  $ screen iphone landscape
  $ ios 7
  $ window app a level 1
  $ print a.window
  window a.window level=app windowLevel=1 controller=a frame=0,0,320,480 autoresize=width,height
    view a frame=0,0,320,480 bounds=0,0,480,320 transform=0,1,-1,0,0,0 autoresize=width,height
  $ ios auto
  $ print a.window
  window a.window level=app windowLevel=1 controller=a frame=0,0,480,320 autoresize=width,height
    view a frame=0,0,480,320 autoresize=width,height
