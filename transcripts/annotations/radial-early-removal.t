Removing an annotation before its delayed spotlight has opened: the radial
container tries to stop observing a view it has not started observing yet and
throws, which ends the app in the original (quirk annotations-early-removal).
scenesim refuses the removal and changes nothing; the spotlight then opens on
time. A background tap in that state would throw the same way: scenesim reports
an exception event and removes nothing.

  $ annotations container radial
  $ annotation add keep portrait 160,100,1,1 arrow up text "Keep"
  $ annotation add late portrait 160,300,1,1 arrow up delay 2 animated off text "Late"
  [0s] late: didPresent()
  $ tick 0.5
  [0.25s] keep: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  $ annotation remove late
  error: cannot do that to 'late' at column 19; its spotlight has not opened yet: the radial container throws here (no observer to remove), which ends the app (quirk annotations-early-removal); annotations: keep, late
  $ tap 5,450
  tap 5,450: hit annotations.container at 5,450, handled by annotations
  [0.5s] annotations: didTapAnnotation(annotation: nil)
  [0.5s] annotations: exception(reason: no observer for late's spotlight; the app ends here)
  $ settle
  settled at 2s
  $ print annotations.container
  annotation-container annotations.container type=radial dimming=#00000080 frame=0,0,320,480 color=#00000000 autoresize=width,height
    spotlight late.spotlight centre=160,310 clearRadius=32 featherRadius=96 dimming=0.5 frame=60,210,200,200 touches=off
    spotlight keep.spotlight centre=160,110 clearRadius=32 featherRadius=96 dimming=0.5 frame=60,10,200,200 touches=off
    annotation keep arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,110,10,10 presented frame=70,100,180,90
      image keep.background frame=0,0,180,90
      view keep.content frame=15,25,150,50
        label keep.label text=Keep lines=1 frame=0,0,150,50 color=#FFFFFF
    annotation late arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,310,10,10 presented frame=70,300,180,90
      image late.background frame=0,0,180,90
      view late.content frame=15,25,150,50
        label late.label text=Late lines=1 frame=0,0,150,50 color=#FFFFFF

With the quirk off the pending spotlight is cancelled and the annotation goes.

  $ reset
  $ quirk annotations-early-removal off
  $ annotations container radial
  $ annotation add keep portrait 160,100,1,1 arrow up text "Keep"
  $ annotation add late portrait 160,300,1,1 arrow up delay 2 text "Late"
  $ tick 0.5
  [0.25s] keep: didPresent(finished: true)
  $ annotation remove late
  [0.5s] late: didPresent(finished: false)
  [0.5s] annotations: didEndPresent()
  $ settle
  [0.75s] late: didDismiss(finished: true)
  settled at 0.75s
  $ print annotations.container
  annotation-container annotations.container type=radial dimming=#00000080 frame=0,0,320,480 color=#00000000 autoresize=width,height
    spotlight keep.spotlight centre=160,110 clearRadius=32 featherRadius=96 dimming=0.5 frame=60,10,200,200 touches=off
    annotation keep arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,110,10,10 presented frame=70,100,180,90
      image keep.background frame=0,0,180,90
      view keep.content frame=15,25,150,50
        label keep.label text=Keep lines=1 frame=0,0,150,50 color=#FFFFFF
