A radial container's spotlight for an annotation with no arrow, traced through
the original: the square is empty but the spotlight still opens and closes.
_rectForAnnotationView: returns CGRectZero for arrow none
(FWTRadialAnnotationsContainerView.m 249-252), yet _addAnnotationView: still
makes the mask layer, observes the view's frame and runs presentAnimation: on
the next run-loop turn (189-223), a CATransaction of Core Animation's default
0.25 s (FWTRadialMaskLayer.m 127-149, 175-187); nothing checks for an empty
rect. Removal likewise runs dismissAnimation: (134-161), whose observer removal
needs the observer the add registered.

  $ screen iphone portrait
  $ annotations container radial

The delay 0.25 is not above .25, so the spotlight is not brought forward
(FWTRadialAnnotationsContainerView.m 128-131): it opens at 0.25 s and is open
at 0.5 s. The popover, not animated, is there at once.

  $ annotation add a1 portrait 371,456.9,89.72,1 landscape 682.4,52,1.5,1 arrow none delay 0.25 animated off text "jumps photos photos (beta)" arrow-size 8x20.33
  [0s] a1: didPresent()
  [0s] annotations: didEndPresent()
  $ tick 0.04
  $ tick 0.978

The turn moves the view (adjustPositionToRect:, FWTAnnotationManager.m 58-65)
and the observer recomputes the square, still empty; nothing is scheduled.

  $ rotate landscape animated off
  [1.018s] window: didRotate(from: portrait)
  $ tick 0.099

A background tap removes everything: the spotlight closes over 0.25 s (to
1.367 s) while the last dismissal fades the container out over 0.2 s and tears
the overlay down (FWTAnnotationManager.m 127-142).

  $ tap 72.3,259.6
  tap 72.3,259.6: hit annotations.container at 72.3,259.6, handled by annotations
  [1.117s] annotations: didTapAnnotation(annotation: nil)
  [1.117s] a1: didDismiss()
  $ tick 0.644
  [1.317s] annotations: didEndDismiss()

A new annotation sets the overlay up again: the container fades in over 0.2 s
(FWTAnnotationManager.m 179-186) and a2's spotlight, with no delay, opens on the
next turn over 0.25 s. The scene settles when the spotlight is open, at
1.761 + 0.25 = 2.011 s, not when the fade ends at 1.961 s.

  $ annotation add a2 portrait 197,508.6,1,1 arrow none animated off text "iPhone arrow, well-known and iPad quick and x-ray x-ray (beta) continue iPad swipe dog right 1.5 l with" size 261x185.7
  [1.761s] a2: didPresent()
  [1.761s] annotations: didEndPresent()
  $ pending
  1.761s annotations.container: spotlight for a2
  1.961s annotations.container: end of animation 5 (opacity)
  animating annotations.container opacity 1.761s..1.961s (animation 5)
  $ settle
  settled at 2.011s
