FWTAnnotationManager's blocks as hooks. An annotation view is an FWTPopoverView,
so its blocks run as a popover's do: the animation helper's presentCompletion,
then didPresent (FWTPopoverView.m 258–262); the manager's didPresentBlock then
counts presents down and runs didEndPresentBlock when none is pending
(FWTAnnotationManager.m 102–106). A tour shows its next step when the last one
is gone: didEndDismissBlock (FWTAnnotationManager.m 127–142). The manager's
view, `annotations`, exists from the first annotation on.

  $ settings events all
  $ annotation add step1 portrait 100,100,20,20 arrow up text "First this"
  [0s] annotations.container: addAnnotation(annotation: step1)
  $ on annotations didEndDismiss once annotation add step2 portrait 200,300,20,20 arrow down text "Then this"
  $ settle
  [0.25s] step1: presentCompletion(finished: true)
  [0.25s] step1: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  settled at 0.25s
  $ tap step1
  tap 110,155: hit step1.label at 75,20, handled by annotations
  [0.25s] annotations: didTapAnnotation(annotation: step1)
  [0.25s] annotations.container: removeAnnotation(annotation: step1)
  $ settle
  [0.5s] step1: dismissCompletion(finished: true)
  [0.5s] step1: didDismiss(finished: true)
  [0.5s] annotations: didEndDismiss()
  on annotations didEndDismiss: annotation add step2 portrait 200,300,20,20 arrow down text "Then this"
  [0.5s] annotations.container: addAnnotation(annotation: step2)
  [0.75s] step2: presentCompletion(finished: true)
  [0.75s] step2: didPresent(finished: true)
  [0.75s] annotations: didEndPresent()
  settled at 0.75s
  $ settings events printed
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  step2 portrait=200,300,20,20 landscape=0,0,0,0 arrow=down delay=0s animated=true dismissOnTouch=true text="Then this" view=120,220,180,90

didTapAnnotationBlock gets the annotation tapped, or nil on the background
(FWTAnnotationManager.m 194–204); a hook reads the scene as it is when the block
runs, before the dismissal starts.

  $ on annotations didTapAnnotation annotations
  $ tap 10,10
  tap 10,10: hit annotations.container at 10,10, handled by annotations
  [0.75s] annotations: didTapAnnotation(annotation: nil)
  on annotations didTapAnnotation: annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  step2 portrait=200,300,20,20 landscape=0,0,0,0 arrow=down delay=0s animated=true dismissOnTouch=true text="Then this" view=120,220,180,90
  $ settle
  [1s] step2: didDismiss(finished: true)
  [1s] annotations: didEndDismiss()
  settled at 1s
