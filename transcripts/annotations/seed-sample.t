The sample of FWTAnnotationManager's README: two annotations added at once on
the root view controller. The manager puts its transparent view over the root
view and the (default, uncoloured) container in it; each annotation's view is a
popover presented from the rect for the current orientation, fading in over
0.25 s after the annotation's own delay. The long text wraps at the width the
content insets leave (160 - 5 - 5 - 5 = 145 pt) and grows the view's height.

  $ annotation add ann0 portrait 240,440,1,1 landscape 260,220,1,1 arrow down text "No, Donny, these men are nihilists, there's nothing to be afraid of."
  $ annotation add ann1 portrait 35,222,1,1 landscape -30,80,1,1 arrow left delay 0.5 text "Shut the front door"
  $ annotations
  visible true container=default needsToPresent=2 needsToDismiss=0 dismissOnBackgroundTouch=true
  ann0 portrait=240,440,1,1 landscape=260,220,1,1 arrow=down delay=0s animated=true dismissOnTouch=true text="No, Donny, these men are nihilists, there's nothing to be afraid of." view=140,316,180,124
  ann1 portrait=35,222,1,1 landscape=-30,80,1,1 arrow=left delay=0.5s animated=true dismissOnTouch=true text="Shut the front door" view=35,182,190,80
  $ settle
  [0.25s] ann0: didPresent(finished: true)
  [0.75s] ann1: didPresent(finished: true)
  [0.75s] annotations: didEndPresent()
  settled at 0.75s
  $ print
  t=0.75s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      annotation-manager annotations frame=0,0,320,480 autoresize=width,height
        annotation-container annotations.container type=default frame=0,0,320,480 autoresize=width,height
          annotation ann0 arrow=(down offset=10 size=10,10 cornerOffset=0) contentSize=160,94 arrowRect=235,420,10,10 presented frame=140,316,180,124
            image ann0.background frame=0,0,180,124
            view ann0.content frame=15,15,150,84
              label ann0.label text="No, Donny, these men are nihilists, there's nothing to be afraid of." lines=1 truncated frame=0,0,150,84 color=#FFFFFF
          annotation ann1 arrow=(left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=45,217,10,10 presented frame=35,182,190,80
            image ann1.background frame=0,0,190,80
            view ann1.content frame=25,15,150,50
              label ann1.label text="Shut the front door" lines=1 frame=0,0,150,50 color=#FFFFFF

A tap on the background, with no present pending, dismisses every annotation;
when the last one has gone the overlay goes and didEndDismiss fires.

  $ tap 5,5
  tap 5,5: hit annotations.container at 5,5, handled by annotations
  [0.75s] annotations: didTapAnnotation(annotation: nil)
  $ settle
  [1s] ann0: didDismiss(finished: true)
  [1s] ann1: didDismiss(finished: true)
  [1s] annotations: didEndDismiss()
  settled at 1s
  $ annotations
  visible false container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  $ print
  t=1s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
