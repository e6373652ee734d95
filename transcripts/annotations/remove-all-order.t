The order of events when annotations are removed while some are still
presenting, traced through the original. FWTAnnotationManager 1.2.2's
removeAnnotations: (FWTAnnotationManager.m 267-273) walks the model in order
and for each calls removeAnnotation: (257-265), which calls
dismissPopoverAnimated: (FWTPopoverView.m 292-313):

- an annotation that is not animated leaves its superview and calls the
  manager's didDismissBlock at once (FWTPopoverView.m 307-312), inside the
  loop;
- an animated one starts a 0.25 s fade to alpha 0 (295-306). Its present,
  still fading in (or still waiting for its delay), is replaced on the same
  key path, and its completion (254-263: didPresentBlock) runs with finished
  NO. Core Animation does not call it from inside the call that replaced the
  animation: the stop is scheduled when the transaction commits and delivered
  from its animation callbacks on the main queue, after the code that started
  the new animation has returned (CA::Layer::add_animation, commit_animations
  and run_animation_callbacks in the reverse-engineered QuartzCore at
  github.com/bbqz007/QuartzCore-Reversing-Proj; Apple's TN2151 shows UIKit's
  animationDidStop:finished: called from run_animation_callbacks off the main
  queue). So every cancelled present reports after the loop, in the order the
  presents were replaced.

The didPresentBlock counts presents down (FWTAnnotationManager.m 102-106):
didEndPresent fires when the last cancelled present reports.

  $ screen iphone portrait
  $ annotation add a1 portrait 24.8,83.9,0,40.03 arrow left dismiss-on-touch on text "arrow, 1.5 M and brown manager continue popover tips: iPhone i your 1.5 1.5" size 265.959x161 corner-offset -4.57

Taps are ignored while a present is pending (FWTAnnotationManager.m 196).

  $ tap 263.9,183.6
  tap 263.9,183.6: hit a1.label at 215.9,151.6, handled by annotations
  $ tap 26.9,66.3
  tap 26.9,66.3: hit a1.background at 3.9,49.3, handled by annotations
  $ annotation add a2 portrait 368.06,214.034,2,12.81 landscape 57.3,-58,1.001,1 arrow 0 delay 0.25 animated off text "jumps to 42 OK left" image pic 62x45 size 51x117 corner-offset -6 corner-radius 7
  [0s] a2: didPresent()
  $ annotation add a3 portrait 292.32,498,1,88.9 landscape 66.7,333.594,1,1.5 arrow 0 delay 0.1 animated off image pic 58x76
  [0s] a3: didPresent()
  $ annotation add a4 portrait 268,330,2,1 arrow 6 animated off dismiss-on-touch on size 145x157
  [0s] a4: didPresent()
  $ annotation add a5 portrait 309.123,638,1,1 arrow none delay 0.25 dismiss-on-touch off text "well-known shared the iPhone dog WWW popover are brown" content-insets 14,14,12,6

The loop dismisses a2, a3 and a4 at once; a1's and a5's presents (a5's not
yet begun) report unfinished after it, and their fades out end at 0.25 s.

  $ annotation remove all
  [0s] a2: didDismiss()
  [0s] a3: didDismiss()
  [0s] a4: didDismiss()
  [0s] a1: didPresent(finished: false)
  [0s] a5: didPresent(finished: false)
  [0s] annotations: didEndPresent()
  $ annotation add a6 portrait 1,413.757,0,78.99 landscape -56,227,1,61 arrow down text "profile lazy well-known i continue to with W OK 42 annotation jumps profile family" content-insets 2,9,12,6.3
  $ annotation add a7 portrait 269.08,93.109,1,0.999 landscape 327.2,-51.861,1.001,1 arrow down+left image pic 40.6x33.1
  $ settle
  [0.25s] a1: didDismiss(finished: true)
  [0.25s] a5: didDismiss(finished: true)
  [0.25s] a6: didPresent(finished: true)
  [0.25s] a7: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  settled at 0.25s
