FWTAnnotationManager 1.2.2 where an earlier model disagreed with its source.

Every annotation gets a spotlight in the radial container: addAnnotation
(FWTRadialAnnotationsContainerView.m 127-132) always schedules one, and
_rectForAnnotationView (226-255) centres a 200-pt square on the view's arrow
rect. With a direction mask of 0 no branch of arrowRect (FWTPopoverView.m
315-348) matches, so the arrow rect is the arrow's size at the view's origin
and the spotlight is centred there. With none the square is empty: the layer is
there and animates, but clears nothing.

  $ annotations container radial
  $ annotation add a portrait 100,100,120,60 arrow 0
  $ annotation add b portrait 100,300,120,60 arrow none
  $ tick 0.1
  $ print annotations.container
  annotation-container annotations.container type=radial dimming=#00000080 frame=0,0,320,480 alpha=0.5 color=#00000000 autoresize=width,height animating
    spotlight a.spotlight centre=145,135 clearRadius=10.62 featherRadius=31.861 dimming=0.5 frame=111.812,101.812,66.377,66.377 bounds=0,0,200,200 transform=0.332,0,0,0.332,0,0 touches=off animating
    annotation a arrow=(0 offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=140,130,10,10 presented frame=140,130,180,80 alpha=0.215 animating
      image a.background frame=0,0,180,80
      view a.content frame=15,15,150,50
    spotlight b.spotlight centre=0,0 clearRadius=0 featherRadius=0 dimming=0.5 frame=0,0,0,0 bounds=0,0,0,0 transform=0.332,0,0,0.332,0,0 touches=off animating
    annotation b arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=70,290,180,80 alpha=0.215 animating
      image b.background frame=0,0,180,80
      view b.content frame=15,15,150,50
  $ settle
  [0.25s] a: didPresent(finished: true)
  [0.25s] b: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  settled at 0.25s
  $ print annotations.container
  annotation-container annotations.container type=radial dimming=#00000080 frame=0,0,320,480 color=#00000000 autoresize=width,height
    spotlight b.spotlight centre=0,0 clearRadius=0 featherRadius=0 dimming=0.5 frame=0,0,0,0 touches=off
    spotlight a.spotlight centre=145,135 clearRadius=32 featherRadius=96 dimming=0.5 frame=45,35,200,200 touches=off
    annotation a arrow=(0 offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=140,130,10,10 presented frame=140,130,180,80
      image a.background frame=0,0,180,80
      view a.content frame=15,15,150,50
    annotation b arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=70,290,180,80
      image b.background frame=0,0,180,80
      view b.content frame=15,15,150,50

Removing the same annotation twice before its dismissal ends. The manager
dismisses the view again (FWTAnnotationManager.m 257-265: the view is still in
the model), and each dismissal's completion (FWTPopoverView.m 292-313) runs the
didDismissBlock. The first takes the annotation out of the model; the second
finds none for the view (FWTAnnotationModel.m 69-82) and removes nil
(removeObjectForKey: nil, line 60), which raises. As for removing before the
spotlight opened, scenesim refuses the second removal and changes nothing.

  $ annotation remove a
  $ annotation remove a
  error: cannot do that to 'a' at column 19; it is already being dismissed: when the second dismissal ends the model removes nil (removeObjectForKey: nil) and raises, which ends the app (quirk annotations-double-removal); annotations: a, b
  $ print annotations.container
  annotation-container annotations.container type=radial dimming=#00000080 frame=0,0,320,480 color=#00000000 autoresize=width,height
    spotlight b.spotlight centre=0,0 clearRadius=0 featherRadius=0 dimming=0.5 frame=0,0,0,0 touches=off
    spotlight a.spotlight centre=145,135 clearRadius=32 featherRadius=96 dimming=0.5 frame=45,35,200,200 touches=off animating
    annotation a arrow=(0 offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=140,130,10,10 presented frame=140,130,180,80 animating
      image a.background frame=0,0,180,80
      view a.content frame=15,15,150,50
    annotation b arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=70,290,180,80
      image b.background frame=0,0,180,80
      view b.content frame=15,15,150,50

A tap during a removal made in code raises the same way: a dismisses on touch,
and the manager removes it again. The exception is reported as an event and
the tap changes nothing.

  $ tap 150,140
  tap 150,140: hit annotations.container at 150,140, handled by annotations
  [0.25s] annotations: didTapAnnotation(annotation: a)
  [0.25s] annotations: exception(reason: a is already being dismissed; removeObjectForKey: nil ends the app here)
  $ settle
  [0.5s] a: didDismiss(finished: true)
  settled at 0.5s
  $ print annotations
  annotation-manager annotations frame=0,0,320,480 autoresize=width,height touches=off
    annotation-container annotations.container type=radial dimming=#00000080 frame=0,0,320,480 color=#00000000 autoresize=width,height
      spotlight b.spotlight centre=0,0 clearRadius=0 featherRadius=0 dimming=0.5 frame=0,0,0,0 touches=off
      annotation b arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=70,290,180,80
        image b.background frame=0,0,180,80
        view b.content frame=15,15,150,50

With the quirk off, the second removal does nothing: one didDismiss, and the
manager's count is not driven below zero twice.

  $ quirk annotations-double-removal off
  $ annotation add c portrait 100,100,120,60 arrow up
  $ settle
  [0.75s] c: didPresent(finished: true)
  [0.75s] annotations: didEndPresent()
  settled at 0.75s
  $ annotation remove c
  $ annotation remove c
  $ tap 150,130
  tap 150,130: hit root at 150,130
  $ settle
  [1s] c: didDismiss(finished: true)
  settled at 1s

Removals by code count towards the overlay's teardown when
annotations-dismiss-counter is off; a second removal that does nothing does not
count, so the overlay still goes when the last dismissal ends.

  $ reset
  $ quirk annotations-dismiss-counter off
  $ quirk annotations-double-removal off
  $ annotation add d portrait 100,100,120,60 arrow up
  $ settle
  [0.25s] d: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  settled at 0.25s
  $ annotation remove d
  $ annotation remove d
  $ settle
  [0.5s] d: didDismiss(finished: true)
  [0.5s] annotations: didEndDismiss()
  settled at 0.5s
