With the manager's quirks off, the corrected behaviour: a tap that dismisses
nothing leaves the manager listening, removals from code count, and
removeAnnotations: removes only what it is given.

  $ quirk annotations-touch-lock off
  $ quirk annotations-dismiss-counter off
  $ quirk annotations-remove-ignores-argument off
  $ annotation add a portrait 100,100,1,1 arrow up animated off dismiss-on-touch off text "A"
  [0s] a: didPresent()
  [0s] annotations: didEndPresent()
  $ annotation add b portrait 100,250,1,1 arrow up animated off text "B"
  [0s] b: didPresent()
  [0s] annotations: didEndPresent()
  $ annotation add c portrait 100,400,1,1 arrow up animated off text "C"
  [0s] c: didPresent()
  [0s] annotations: didEndPresent()
  $ tap a
  tap 100,145: hit a.label at 75,20, handled by annotations
  [0s] annotations: didTapAnnotation(annotation: a)
  $ tap b
  tap 100,295: hit b.label at 75,20, handled by annotations
  [0s] annotations: didTapAnnotation(annotation: b)
  [0s] b: didDismiss()
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  a portrait=100,100,1,1 landscape=0,0,0,0 arrow=up delay=0s animated=false dismissOnTouch=false text="A" view=10,100,180,90
  c portrait=100,400,1,1 landscape=0,0,0,0 arrow=up delay=0s animated=false dismissOnTouch=true text="C" view=10,390,180,90
  $ annotation remove a and c
  [0s] a: didDismiss()
  [0s] c: didDismiss()
  [0s] annotations: didEndDismiss()
  $ annotations
  visible false container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true

The same with the quirks on: removeAnnotations: removes all three, and the
overlay stays because the removals came from code.

  $ quirk annotations-dismiss-counter on
  $ quirk annotations-remove-ignores-argument on
  $ annotation add d portrait 100,100,1,1 arrow up animated off text "D"
  [0s] d: didPresent()
  [0s] annotations: didEndPresent()
  $ annotation add e portrait 100,250,1,1 arrow up animated off text "E"
  [0s] e: didPresent()
  [0s] annotations: didEndPresent()
  $ annotation add f portrait 100,400,1,1 arrow up animated off text "F"
  [0s] f: didPresent()
  [0s] annotations: didEndPresent()
  $ annotation remove d and e
  [0s] d: didDismiss()
  [0s] e: didDismiss()
  [0s] f: didDismiss()
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=-3 dismissOnBackgroundTouch=true
