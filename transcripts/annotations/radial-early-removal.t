Removing an annotation before its delayed spotlight has opened: in the original
the pending spotlight still opens later and stays, for a view that is gone
(quirk annotations-early-removal; the original also throws a KVO exception
here). With the quirk off the pending spotlight is cancelled.

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
  settled at 2s
  $ print annotations.container
  annotation-container annotations.container type=radial dimming=#00000080 frame=0,0,320,480 autoresize=width,height
    spotlight keep.spotlight centre=160,110 clearRadius=32 featherRadius=96 dimming=0.5 frame=60,10,200,200 touches=off
    annotation keep arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,110,10,10 presented frame=70,100,180,90
      image keep.background frame=0,0,180,90
      view keep.content frame=15,25,150,50
        label keep.label frame=0,0,150,50
    spotlight late.spotlight centre=160,310 clearRadius=32 featherRadius=96 dimming=0.5 frame=60,210,200,200 touches=off

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
  annotation-container annotations.container type=radial dimming=#00000080 frame=0,0,320,480 autoresize=width,height
    spotlight keep.spotlight centre=160,110 clearRadius=32 featherRadius=96 dimming=0.5 frame=60,10,200,200 touches=off
    annotation keep arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,110,10,10 presented frame=70,100,180,90
      image keep.background frame=0,0,180,90
      view keep.content frame=15,25,150,50
        label keep.label frame=0,0,150,50
