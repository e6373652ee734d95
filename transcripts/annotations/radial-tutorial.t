A tutorial overlay on the radial container: the screen dims (black at 0.5) with
a spotlight around each annotation's arrow tip. The container fades in over
0.2 s with the first annotation. Each spotlight is a 200-pt square centred on
the arrow tip, clear out to 32 pt and fully dimmed again by 96 pt; it opens over
0.25 s (ease-in-out), starting a quarter of a second before its popover when
the delay is longer than that, with the popover otherwise.

  $ annotations container radial
  $ annotation add start portrait 240,440,1,1 landscape 260,220,1,1 arrow down text "Start a new game"
  $ annotation add scores portrait 35,222,1,1 landscape 40,80,1,1 arrow left delay 0.5 text "Your scores"
  $ annotation add gear portrait 300,47,1,1 landscape 460,40,1,1 arrow right delay 1 text "Settings"
  $ pending
  0s annotations.container: spotlight for start
  0.2s annotations.container: end of animation 1 (opacity)
  0.25s start: end of animation 2 (opacity)
  0.25s annotations.container: spotlight for scores
  0.75s scores: end of animation 3 (opacity)
  0.75s annotations.container: spotlight for gear
  1.25s gear: end of animation 4 (opacity)
  animating annotations.container opacity 0s..0.2s (animation 1)
  animating start opacity 0s..0.25s (animation 2)
  animating scores opacity 0.5s..0.75s (animation 3)
  animating gear opacity 1s..1.25s (animation 4)

Halfway through the first spotlight's opening its radii are halved; the
container is 0.707 of the way in (ease-in-out at 0.125 of 0.2 s).

  $ tick 0.125
  $ print annotations.container
  annotation-container annotations.container type=radial dimming=#00000080 frame=0,0,320,480 alpha=0.707 color=#00000000 autoresize=width,height animating
    spotlight start.spotlight centre=240,430 clearRadius=16 featherRadius=48 dimming=0.5 frame=190,380,100,100 bounds=0,0,200,200 transform=0.5,0,0,0.5,0,0 touches=off animating
    annotation start arrow=(down offset=10 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=235,420,10,10 presented frame=140,350,180,90 alpha=0.315 animating
      image start.background frame=0,0,180,90
      view start.content frame=15,15,150,50
        label start.label text="Start a new game" lines=1 frame=0,0,150,50 color=#FFFFFF
    annotation scores arrow=(left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=45,217,10,10 presented frame=35,182,190,80 alpha=0 animating
      image scores.background frame=0,0,190,80
      view scores.content frame=25,15,150,50
        label scores.label text="Your scores" lines=1 frame=0,0,150,50 color=#FFFFFF
    annotation gear arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=280,42,10,10 presented frame=110,7,190,80 alpha=0 animating
      image gear.background frame=0,0,190,80
      view gear.content frame=15,15,150,50
        label gear.label text=Settings lines=1 frame=0,0,150,50 color=#FFFFFF
  $ settle
  [0.25s] start: didPresent(finished: true)
  [0.75s] scores: didPresent(finished: true)
  [1.25s] gear: didPresent(finished: true)
  [1.25s] annotations: didEndPresent()
  settled at 1.25s
  $ print annotations.container
  annotation-container annotations.container type=radial dimming=#00000080 frame=0,0,320,480 color=#00000000 autoresize=width,height
    spotlight gear.spotlight centre=290,47 clearRadius=32 featherRadius=96 dimming=0.5 frame=190,-53,200,200 touches=off
    spotlight scores.spotlight centre=45,222 clearRadius=32 featherRadius=96 dimming=0.5 frame=-55,122,200,200 touches=off
    spotlight start.spotlight centre=240,430 clearRadius=32 featherRadius=96 dimming=0.5 frame=140,330,200,200 touches=off
    annotation start arrow=(down offset=10 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=235,420,10,10 presented frame=140,350,180,90
      image start.background frame=0,0,180,90
      view start.content frame=15,15,150,50
        label start.label text="Start a new game" lines=1 frame=0,0,150,50 color=#FFFFFF
    annotation scores arrow=(left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=45,217,10,10 presented frame=35,182,190,80
      image scores.background frame=0,0,190,80
      view scores.content frame=25,15,150,50
        label scores.label text="Your scores" lines=1 frame=0,0,150,50 color=#FFFFFF
    annotation gear arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=280,42,10,10 presented frame=110,7,190,80
      image gear.background frame=0,0,190,80
      view gear.content frame=15,15,150,50
        label gear.label text=Settings lines=1 frame=0,0,150,50 color=#FFFFFF

Turning the interface moves each view to its landscape rect, and each spotlight
follows its view's arrow tip.

  $ rotate landscape animated off
  [1.25s] window: didRotate(from: portrait)
  $ print annotations.container
  annotation-container annotations.container type=radial dimming=#00000080 frame=0,0,480,320 color=#00000000 autoresize=width,height
    spotlight gear.spotlight centre=450,40 clearRadius=32 featherRadius=96 dimming=0.5 frame=350,-60,200,200 touches=off
    spotlight scores.spotlight centre=50,80 clearRadius=32 featherRadius=96 dimming=0.5 frame=-50,-20,200,200 touches=off
    spotlight start.spotlight centre=260,210 clearRadius=32 featherRadius=96 dimming=0.5 frame=160,110,200,200 touches=off
    annotation start arrow=(down offset=10 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=255,200,10,10 presented frame=160,130,180,90
      image start.background frame=0,0,180,90
      view start.content frame=15,15,150,50
        label start.label text="Start a new game" lines=1 frame=0,0,150,50 color=#FFFFFF
    annotation scores arrow=(left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=50,75,10,10 presented frame=40,40,190,80
      image scores.background frame=0,0,190,80
      view scores.content frame=25,15,150,50
        label scores.label text="Your scores" lines=1 frame=0,0,150,50 color=#FFFFFF
    annotation gear arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=440,35,10,10 presented frame=270,0,190,80
      image gear.background frame=0,0,190,80
      view gear.content frame=15,15,150,50
        label gear.label text=Settings lines=1 frame=0,0,150,50 color=#FFFFFF

A background tap dismisses all three: popovers fade and spotlights close
together over 0.25 s, then the container fades out over 0.2 s and the overlay
goes.

  $ tap 5,300
  tap 5,300: hit annotations.container at 5,300, handled by annotations
  [1.25s] annotations: didTapAnnotation(annotation: nil)
  $ tick 0.125
  $ dump scores.spotlight
  {"id":"scores.spotlight","kind":"spotlight","parent":"annotations.container","frame":[0,30,100,100],"alpha":1,"hidden":false,"bounds":[0,0,200,200],"transform":[0.5,0,0,0.5,0,0],"interactive":false,"animating":true,"centre":[50,80],"clearRadius":16,"featherRadius":48,"dimming":0.5}
  $ settle
  [1.5s] start: didDismiss(finished: true)
  [1.5s] scores: didDismiss(finished: true)
  [1.5s] gear: didDismiss(finished: true)
  [1.7s] annotations: didEndDismiss()
  settled at 1.7s
  $ annotations
  visible false container=radial needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  $ print
  t=1.7s screen=480x320 landscape app=active
  window window level=root windowLevel=0 key frame=0,0,480,320 autoresize=width,height
    view root frame=0,0,480,320 autoresize=width,height
