A bare annotation has FWTAnnotation's defaults: no rects (0,0,0,0), no arrow,
no delay, animated, dismissed on touch, no text and no image; with no text its
view keeps the 160x60 content size. An image alone does not resize the view.

  $ annotation add bare
  $ annotation add pic portrait 160,200,1,1 arrow up animated off image logo 40x90
  [0s] pic: didPresent()
  $ annotations
  visible true container=default needsToPresent=1 needsToDismiss=0 dismissOnBackgroundTouch=true
  bare portrait=0,0,0,0 landscape=0,0,0,0 arrow=none delay=0s animated=true dismissOnTouch=true view=0,0,180,80
  pic portrait=160,200,1,1 landscape=0,0,0,0 arrow=up delay=0s animated=false dismissOnTouch=true image=logo 40x90 view=70,200,180,90
  $ print pic
  annotation pic arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,210,10,10 presented frame=70,200,180,90
    image pic.background frame=0,0,180,90
    view pic.content frame=15,25,150,50
      image pic.image frame=0,-20,40,90

With dismissOnBackgroundTouch off a background tap dismisses nothing, and the
manager then stops listening (quirk annotations-touch-lock).

  $ annotations set dismiss-on-background off
  $ settle
  [0.25s] bare: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  settled at 0.25s
  $ tap 300,450
  tap 300,450: hit annotations.container at 300,450, handled by annotations
  [0.25s] annotations: didTapAnnotation(annotation: nil)
  $ tap bare
  tap 90,40: hit root at 90,40
  $ annotations set dismiss-on-background on

`annotation remove all` removes everything from code: the counter goes below
zero and the overlay stays.

  $ annotation remove all
  [0.25s] pic: didDismiss()
  $ settle
  [0.5s] bare: didDismiss(finished: true)
  settled at 0.5s
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=-2 dismissOnBackgroundTouch=true

`annotations cancel` dismisses every view at once, without animation.

  $ reset
  $ annotation add a portrait 100,100,1,1 arrow up text "A"
  $ annotation add b portrait 100,300,1,1 arrow up delay 1 text "B"
  $ tick 0.3
  [0.25s] a: didPresent(finished: true)
  $ annotations cancel
  [0.3s] a: didDismiss()
  [0.3s] b: didDismiss()
  [0.3s] b: didPresent(finished: false)
  [0.3s] annotations: didEndPresent()
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=-2 dismissOnBackgroundTouch=true
  $ settle
  settled at 0.3s

A tap while a dismissal runs is ignored: the manager's view no longer takes
touches, so the tap reaches the root view.

  $ reset
  $ annotation add a portrait 100,100,1,1 arrow up text "A"
  $ annotation add b portrait 100,300,1,1 arrow up text "B"
  $ settle
  [0.25s] a: didPresent(finished: true)
  [0.25s] b: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  settled at 0.25s
  $ tap a
  tap 100,145: hit a.label at 75,20, handled by annotations
  [0.25s] annotations: didTapAnnotation(annotation: a)
  $ tap b
  tap 100,345: hit root at 100,345
  $ settle
  [0.5s] a: didDismiss(finished: true)
  settled at 0.5s
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  b portrait=100,300,1,1 landscape=0,0,0,0 arrow=up delay=0s animated=true dismissOnTouch=true text="B" view=10,300,180,90

A default container given a background colour fades in and out over 0.2 s, as
the radial one does.

  $ reset
  $ annotation add a portrait 100,100,1,1 arrow up animated off text "A"
  [0s] a: didPresent()
  [0s] annotations: didEndPresent()
  $ view set annotations.container color #FF000080
  $ tap 5,450
  tap 5,450: hit annotations.container at 5,450, handled by annotations
  [0s] annotations: didTapAnnotation(annotation: nil)
  [0s] a: didDismiss()
  $ tick 0.1
  $ print annotations.container
  annotation-container annotations.container type=default frame=0,0,320,480 alpha=0.5 color=#FF000080 autoresize=width,height animating
  $ settle
  [0.2s] annotations: didEndDismiss()
  settled at 0.2s
  $ annotation add b portrait 100,100,1,1 arrow up animated off text "B"
  [0.2s] b: didPresent()
  [0.2s] annotations: didEndPresent()
  $ tick 0.1
  $ print annotations.container
  annotation-container annotations.container type=default frame=0,0,320,480 alpha=0.5 color=#FF000080 autoresize=width,height animating
    annotation b arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=10,100,180,90
      image b.background frame=0,0,180,90
      view b.content frame=15,25,150,50
        label b.label text=B lines=1 frame=0,0,150,50 color=#FFFFFF

On the radial container a delay of exactly 0.25 s opens the spotlight with the
popover, not before it; a tap on one annotation closes only its spotlight.

  $ reset
  $ annotations container radial
  $ annotation add x portrait 100,100,1,1 arrow up delay 0.25 text "X"
  $ annotation add y portrait 100,300,1,1 arrow up text "Y"
  $ pending
  0s annotations.container: spotlight for y
  0.2s annotations.container: end of animation 1 (opacity)
  0.25s annotations.container: spotlight for x
  0.25s y: end of animation 3 (opacity)
  0.5s x: end of animation 2 (opacity)
  animating annotations.container opacity 0s..0.2s (animation 1)
  animating y opacity 0s..0.25s (animation 3)
  animating x opacity 0.25s..0.5s (animation 2)
  $ settle
  [0.25s] y: didPresent(finished: true)
  [0.5s] x: didPresent(finished: true)
  [0.5s] annotations: didEndPresent()
  settled at 0.5s
  $ tap x
  tap 100,145: hit x.label at 75,20, handled by annotations
  [0.5s] annotations: didTapAnnotation(annotation: x)
  $ tick 0.125
  $ print annotations.container
  annotation-container annotations.container type=radial dimming=#00000080 frame=0,0,320,480 color=#00000000 autoresize=width,height
    spotlight x.spotlight centre=100,110 clearRadius=16 featherRadius=48 dimming=0.5 frame=50,60,100,100 bounds=0,0,200,200 transform=0.5,0,0,0.5,0,0 touches=off animating
    spotlight y.spotlight centre=100,310 clearRadius=32 featherRadius=96 dimming=0.5 frame=0,210,200,200 touches=off
    annotation x arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=10,100,180,90 alpha=0.685 animating
      image x.background frame=0,0,180,90
      view x.content frame=15,25,150,50
        label x.label text=X lines=1 frame=0,0,150,50 color=#FFFFFF
    annotation y arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,310,10,10 presented frame=10,300,180,90
      image y.background frame=0,0,180,90
      view y.content frame=15,25,150,50
        label y.label text=Y lines=1 frame=0,0,150,50 color=#FFFFFF
  $ settle
  [0.75s] x: didDismiss(finished: true)
  settled at 0.75s
