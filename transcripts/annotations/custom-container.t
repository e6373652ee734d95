A custom container: FWTAnnotationContainerView's three methods are hooks a
subclass overrides (FWTAnnotationContainerView.h 15-17). The manager calls
addAnnotation:withView: after the model takes the annotation and before the
view presents (FWTAnnotationManager.m 235-246), removeAnnotation:withView:
before the dismissal (257-265) and cancel first in cancel (275-287). Setting the
container type makes the container, as assigning annotationsContainerView does,
so its methods can take lines before the first annotation. The calls are quiet
events: they print while a hook listens.

  $ annotations container default
  $ on annotations.container addAnnotation once print step
  $ annotation add step portrait 100,100,20,20 arrow up text "Look here"
  [0s] annotations.container: addAnnotation(annotation: step)
  on annotations.container addAnnotation: print step
  annotation step arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 frame=0,0,0,0
    image step.background frame=0,0,0,0
    view step.content frame=0,0,0,0
      label step.label text="Look here" lines=1 truncated frame=0,0,0,0 color=#FFFFFF
  $ on annotations.container removeAnnotation annotations
  $ on annotations.container cancel once print annotations.container
  $ settle
  [0.25s] step: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  settled at 0.25s
  $ annotation remove step
  [0.25s] annotations.container: removeAnnotation(annotation: step)
  on annotations.container removeAnnotation: annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  step portrait=100,100,20,20 landscape=0,0,0,0 arrow=up delay=0s animated=true dismissOnTouch=true text="Look here" view=20,110,180,90
  $ settle
  [0.5s] step: didDismiss(finished: true)
  settled at 0.5s

cancel reaches the container before any view is dismissed.

  $ annotation add again portrait 100,300,20,20 arrow down text "Again"
  $ annotations cancel
  [0.5s] annotations.container: cancel()
  on annotations.container cancel: print annotations.container
  annotation-container annotations.container type=default frame=0,0,320,480 autoresize=width,height
    annotation again arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=105,290,10,10 presented frame=20,220,180,90 alpha=0 animating
      image again.background frame=0,0,180,90
      view again.content frame=15,15,150,50
        label again.label text=Again lines=1 frame=0,0,150,50 color=#FFFFFF
  [0.5s] again: didDismiss()
  [0.5s] again: didPresent(finished: false)
  [0.5s] annotations: didEndPresent()
  $ settle
  settled at 0.5s

The model alone: [manager.model removeAnnotation:] (FWTAnnotationModel.m 58-62)
drops the annotation and nothing else. Its view stays in the container; the
manager no longer finds it (viewAtPoint: and annotationForView: read the model,
.m 64-96), so a tap on it is a tap on the background, which removes the others.

  $ annotation add kept portrait 100,100,20,20 arrow up text "Kept"
  $ annotation add other portrait 100,300,20,20 arrow down text "Other"
  $ settle
  [0.75s] kept: didPresent(finished: true)
  [0.75s] other: didPresent(finished: true)
  [0.75s] annotations: didEndPresent()
  settled at 0.75s
  $ annotation forget kept
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=-2 dismissOnBackgroundTouch=true
  other portrait=100,300,20,20 landscape=0,0,0,0 arrow=down delay=0s animated=true dismissOnTouch=true text="Other" view=20,220,180,90
  $ annotation remove kept
  error: unknown id 'kept' at column 19; annotations: other
  $ tap kept
  tap 110,155: hit kept.label at 75,20, handled by annotations
  [0.75s] annotations: didTapAnnotation(annotation: nil)
  [0.75s] annotations.container: removeAnnotation(annotation: other)
  on annotations.container removeAnnotation: annotations
  visible true container=default needsToPresent=0 needsToDismiss=1 dismissOnBackgroundTouch=true
  other portrait=100,300,20,20 landscape=0,0,0,0 arrow=down delay=0s animated=true dismissOnTouch=true text="Other" view=20,220,180,90
  $ settle
  [1s] other: didDismiss(finished: true)
  [1s] annotations: didEndDismiss()
  settled at 1s

When the model is empty the overlay goes, and the forgotten view with its
container; the container is the manager's, so it comes back with the view still
in it when the next annotation is added.

  $ annotations
  visible false container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  $ annotation add next portrait 200,200,20,20 text "Next"
  $ settle
  [1.25s] next: didPresent(finished: true)
  [1.25s] annotations: didEndPresent()
  settled at 1.25s
  $ print annotations.container
  annotation-container annotations.container type=default frame=0,0,320,480 autoresize=width,height
    annotation kept arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=105,120,10,10 presented frame=20,110,180,90
      image kept.background frame=0,0,180,90
      view kept.content frame=15,25,150,50
        label kept.label text=Kept lines=1 frame=0,0,150,50 color=#FFFFFF
    annotation next arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=120,170,180,80
      image next.background frame=0,0,180,80
      view next.content frame=15,15,150,50
        label next.label text=Next lines=1 frame=0,0,150,50 color=#FFFFFF
