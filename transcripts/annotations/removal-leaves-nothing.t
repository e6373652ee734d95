A removed annotation takes everything it had with it: its fade, its scheduled
work, its id. While its dismissal runs the id stays taken, so nothing new can
inherit its animation; once it is gone, a new view with that id starts clean.

  $ annotation add b
  $ settle
  [0.25s] b: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  settled at 0.25s
  $ tap 5,5
  tap 5,5: hit b.background at 5,5, handled by annotations
  [0.25s] annotations: didTapAnnotation(annotation: b)
  $ annotation remove b
  error: cannot do that to 'b' at column 19; it is already being dismissed: when the second dismissal ends the model removes nil (removeObjectForKey: nil) and raises, which ends the app (quirk annotations-double-removal); annotations: b
  $ view add b frame 0,0,100,100 color red
  error: id 'b' is already taken (by a node of kind annotation) at column 10; choose another id or remove the old node
  $ settle
  [0.5s] b: didDismiss(finished: true)
  [0.5s] annotations: didEndDismiss()
  settled at 0.5s
  $ pending
  nothing pending
  $ view add b frame 0,0,100,100 color red
  $ tick 0.1
  $ print b
  view b frame=0,0,100,100 color=#FF0000
  $ pending
  nothing pending

The same with the quirks off: the second removal does nothing, and didDismiss
fires once.

  $ reset
  $ quirk annotations-double-removal off
  $ quirk annotations-dismiss-counter off
  $ annotation add b
  $ settle
  [0.25s] b: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  settled at 0.25s
  $ tap 5,5
  tap 5,5: hit b.background at 5,5, handled by annotations
  [0.25s] annotations: didTapAnnotation(annotation: b)
  $ annotation remove b
  $ settle
  [0.5s] b: didDismiss(finished: true)
  [0.5s] annotations: didEndDismiss()
  settled at 0.5s
  $ view add b frame 0,0,100,100 color red
  $ tick 0.1
  $ print b
  view b frame=0,0,100,100 color=#FF0000
  $ pending
  nothing pending

An annotation removed before its delayed spotlight opened, then a tap where the
container was (quirks on again): the original would end the app there (the
exception event); nothing of the annotation is left.

  $ reset
  $ quirk annotations-double-removal on
  $ quirk annotations-dismiss-counter on
  $ annotation add n3 portrait 216,177,115,168 delay 1
  $ annotation remove all
  [0s] n3: didPresent(finished: false)
  [0s] annotations: didEndPresent()
  $ tap 112,2
  tap 112,2: hit annotations.container at 112,2, handled by annotations
  [0s] annotations: didTapAnnotation(annotation: nil)
  [0s] annotations: exception(reason: n3 is already being dismissed; removeObjectForKey: nil ends the app here)
  $ settle
  [0.25s] n3: didDismiss(finished: true)
  settled at 0.25s
  $ pending
  nothing pending
  $ view add n3 frame 0,0,10,10
  $ print n3
  view n3 frame=0,0,10,10
