Touches follow FWTAnnotationManager's rules. While any present (its delay
included) is pending, taps are ignored.

  $ annotation add a portrait 100,100,1,1 arrow up delay 1 text "First"
  $ annotation add b portrait 100,300,1,1 arrow up dismiss-on-touch off text "Stays"
  $ tap 5,5
  tap 5,5: hit annotations.container at 5,5, handled by annotations
  $ annotations
  visible true container=default needsToPresent=2 needsToDismiss=0 dismissOnBackgroundTouch=true
  a portrait=100,100,1,1 landscape=0,0,0,0 arrow=up delay=1s animated=true dismissOnTouch=true text="First" view=10,100,180,90
  b portrait=100,300,1,1 landscape=0,0,0,0 arrow=up delay=0s animated=true dismissOnTouch=false text="Stays" view=10,300,180,90
  $ settle
  [0.25s] b: didPresent(finished: true)
  [1.25s] a: didPresent(finished: true)
  [1.25s] annotations: didEndPresent()
  settled at 1.25s

A tap on an annotation whose dismissOnTouch is on removes that annotation only.
The frame counts, margins and arrow area included.

  $ tap 15,105
  tap 15,105: hit a.background at 5,5, handled by annotations
  [1.25s] annotations: didTapAnnotation(annotation: a)
  $ settle
  [1.5s] a: didDismiss(finished: true)
  settled at 1.5s
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  b portrait=100,300,1,1 landscape=0,0,0,0 arrow=up delay=0s animated=true dismissOnTouch=false text="Stays" view=10,300,180,90

A tap on an annotation whose dismissOnTouch is off removes nothing, and then
the manager stops listening (quirk annotations-touch-lock): the next tap falls
through its transparent view to the root view.

  $ tap b
  tap 100,345: hit b.label at 75,20, handled by annotations
  [1.5s] annotations: didTapAnnotation(annotation: b)
  $ tap 5,5
  tap 5,5: hit root at 5,5
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  b portrait=100,300,1,1 landscape=0,0,0,0 arrow=up delay=0s animated=true dismissOnTouch=false text="Stays" view=10,300,180,90

Removing the last annotation from code leaves the overlay (quirk
annotations-dismiss-counter): the counter goes below zero, so there is no
teardown and no didEndDismiss.

  $ annotation remove b
  $ settle
  [1.75s] b: didDismiss(finished: true)
  settled at 1.75s
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=-1 dismissOnBackgroundTouch=true
