FWTAnnotationManager's category gives every view controller a manager of its
own (UIViewController+FWTAnnotationManager.m 18–28): the manager's view goes
over the controller's view, with its own container, model, counters and
settings. `annotation …` and `annotations …` act on the key window's root view
(its first subview, standing for its root view controller's view) unless `on
VIEW` names another. Over `root` the manager's view is `annotations`, as
always; over any other view it is VIEW.annotations.

After CFANavigationWindow replaces the first window, the key window's root
view is the new controller's:

  $ screen iphone
  $ window root home animated off
  [0s] home.window: completion(transition: root)
  $ annotation add a portrait 100,200,1,1 arrow up text "Hi"
  $ settle
  [0.25s] a: didPresent(finished: true)
  [0.25s] home.annotations: didEndPresent()
  settled at 0.25s
  $ print home.window
  window home.window level=root windowLevel=0 key controller=home frame=0,0,320,480 autoresize=width,height
    view home frame=0,0,320,480 autoresize=width,height
      annotation-manager home.annotations frame=0,0,320,480 autoresize=width,height
        annotation-container home.annotations.container type=default frame=0,0,320,480 autoresize=width,height
          annotation a arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,210,10,10 presented frame=10,200,180,90
            image a.background frame=0,0,180,90
            view a.content frame=15,25,150,50
              label a.label text=Hi lines=1 frame=0,0,150,50 color=#FFFFFF
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  a portrait=100,200,1,1 landscape=0,0,0,0 arrow=up delay=0s animated=true dismissOnTouch=true text="Hi" view=10,200,180,90

A second controller's manager is apart: its own container type, its own model,
its own background setting. `annotation remove all` and a tap on the
background act on one manager only.

  $ window app panel level 1
  $ view add card frame 20,300,280,150 in panel color #EEEEEE
  $ annotations container radial on panel
  $ annotations set dismiss-on-background off on panel
  $ annotation add b portrait 40,320,40,40 arrow up text "On the panel" on panel
  $ settle
  [0.5s] b: didPresent(finished: true)
  [0.5s] panel.annotations: didEndPresent()
  settled at 0.5s
  $ annotations on panel
  visible true container=radial needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=false
  b portrait=40,320,40,40 landscape=0,0,0,0 arrow=up delay=0s animated=true dismissOnTouch=true text="On the panel" view=0,340,180,90
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  a portrait=100,200,1,1 landscape=0,0,0,0 arrow=up delay=0s animated=true dismissOnTouch=true text="Hi" view=10,200,180,90
  $ settings
  ascii                  auto (on)
  columns                auto (80)
  rows                   auto (none)
  watch                  off
  timer                  off
  history-size           10000
  events                 printed
  quirks                 all on
  ios                    auto (each library's era)
  ignore-non-managed     off
  dismiss-on-background  on
  callout autopan        off
  on hooks               0
  undo                   10 steps kept
  recording              off
  $ annotation remove all on panel
  $ settle
  [0.75s] b: didDismiss(finished: true)
  settled at 0.75s
  $ annotations on panel
  visible true container=radial needsToPresent=0 needsToDismiss=-1 dismissOnBackgroundTouch=false
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  a portrait=100,200,1,1 landscape=0,0,0,0 arrow=up delay=0s animated=true dismissOnTouch=true text="Hi" view=10,200,180,90

An annotation is removed by its own manager, wherever `on` points; naming the
wrong one is an error that says which is right. A window itself holds no
manager: its root view controller's view does.

  $ annotation add c portrait 10,10,1,1 on panel text "C"
  $ settle
  [1s] c: didPresent(finished: true)
  [1s] panel.annotations: didEndPresent()
  settled at 1s
  $ annotation remove c on home
  error: 'c' is on panel, not home at column 19; leave out on, or write on panel
  $ annotation add d portrait 10,10,1,1 on panel.window
  error: 'panel.window' is a window; its root view controller's view holds the manager at column 40; on panel
  $ annotation remove c
  $ settle
  [1.25s] c: didDismiss(finished: true)
  settled at 1.25s

A manager goes with its controller: when CFANavigationWindow replaces the
window, the old controller's view leaves and its annotation, manager and
container leave with it.

  $ annotation add e portrait 200,100,1,1 text "E" animated off
  [1.25s] e: didPresent()
  [1.25s] home.annotations: didEndPresent()
  $ window root other animated off
  [1.25s] other.window: completion(transition: root)
  $ print
  t=1.25s screen=320x480 portrait app=active
  window cfa.canary level=canary windowLevel=-1 frame=0,0,320,480 autoresize=width,height touches=off
  window other.window level=root windowLevel=0 key controller=other frame=0,0,320,480 autoresize=width,height
    view other frame=0,0,320,480 autoresize=width,height
  window panel.window level=app windowLevel=1 controller=panel frame=0,0,320,480 autoresize=width,height
    view panel frame=0,0,320,480 autoresize=width,height
      view card frame=20,300,280,150 color=#EEEEEE
      annotation-manager panel.annotations frame=0,0,320,480 autoresize=width,height
        annotation-container panel.annotations.container type=radial dimming=#00000080 frame=0,0,320,480 color=#00000000 autoresize=width,height
  $ annotations on home
  error: unknown node 'home' at column 16; known: card, cfa.canary, other, other.window, panel, panel.annotations, panel.annotations.container, panel.window
  $ annotations
  visible false container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true

A loaded scene works the same: the key window's first subview is its root
view, so a popover needs no `in` and annotations go over that view.

  $ scene load ../scene/load/ios7-navbar-empty-back-button.txt
  loaded 17 views from ../scene/load/ios7-navbar-empty-back-button.txt (recursiveDescription)
  $ popover add p size 120x40
  $ popover present p from 230,443,22,22 arrow down animated off
  [0s] p: didPresent()
  $ annotation add hint portrait 20,100,1,1 arrow up text "Back" animated off
  [0s] hint: didPresent()
  [0s] UILayoutContainerView.1.annotations: didEndPresent()
  $ print UILayoutContainerView.1
  view UILayoutContainerView.1 frame=0,0,320,480 autoresize=width,height
    view UINavigationTransitionView.1 frame=0,0,320,480 autoresize=width,height
      view UIViewControllerWrapperView.1 frame=0,0,320,480 autoresize=width,height touches=off
        view UIView.1 frame=0,0,320,480 autoresize=right,bottom
          view _UILayoutGuide.1 frame=0,0,0,64 hidden
          view _UILayoutGuide.2 frame=0,480,0,0 hidden
    view UINavigationBar.1 frame=0,20,320,44 autoresize=width touches=off
      view _UINavigationBarBackground.1 frame=0,-20,320,64 autoresize=width touches=off
        view _UIBackdropView.1 frame=0,0,320,64 autoresize=width,height touches=off
          view _UIBackdropEffectView.1 frame=0,0,320,64 autoresize=width,height touches=off
          view UIView.2 frame=0,0,320,64 hidden autoresize=width,height touches=off
        image UIImageView.1 image=320x0.5 frame=0,64,320,0.5 touches=off
      view UINavigationItemView.1 frame=124,8,163,27 touches=off
        label UILabel.1 text="A Story About a Fish" frame=0,3,163,22 touches=off
      view UINavigationItemButtonView.1 frame=8,6,110,30 touches=off
        label UILabel.2 text=Passionfruit frame=-981,-995,91,22 touches=off
      view _UINavigationBarBackIndicatorView.1 frame=8,12,12.5,20.5 touches=off
    popover p arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=120,40 arrowRect=236,434,10,10 presented frame=171,384,140,70
      image p.background frame=0,0,140,70
      view p.content frame=10,10,120,40
    annotation-manager UILayoutContainerView.1.annotations frame=0,0,320,480 autoresize=width,height
      annotation-container UILayoutContainerView.1.annotations.container type=default frame=0,0,320,480 autoresize=width,height
        annotation hint arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=17,110,10,10 presented frame=0,100,180,90
          image hint.background frame=0,0,180,90
          view hint.content frame=15,25,150,50
            label hint.label text=Back lines=1 frame=0,0,150,50 color=#FFFFFF

With no key window there is no default; the error says what to write.

  $ scene load ../scene/load/no-key-window.json
  loaded 1 view in 1 window from ../scene/load/no-key-window.json (dump)
  $ annotation add a portrait 1,1,1,1
  error: no key window with a root view to hold it at column 34; name a view: on VIEW
  $ popover add q size 10x10
  $ popover present q from 1,1,1,1
  error: no key window with a root view to hold it at column 31; name a view: in VIEW
  $ view add x frame 0,0,1,1
  error: no key window with a root view to hold it at column 25; name a view: in VIEW
  $ annotation add a portrait 1,1,1,1 on v text "here"
  $ popover present q from 1,1,1,1 in v animated off
  [0s] q: didPresent()
