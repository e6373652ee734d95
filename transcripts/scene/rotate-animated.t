`rotate` animates the turn as UIKit does. UIKit calls a view controller's
willAnimateRotationToInterfaceOrientation:duration: inside the rotation's
animation block ("changes made in this method are animated", UIViewController's
reference), so everything that moves on a turn moves in one UIView block:
windows take the new bounds, autoresized subviews follow, and the components
that handle rotation make their changes in it. The curve is UIKit's default
ease-in-out; the duration is statusBarOrientationAnimationDuration, which UIKit
does not publish: scenesim takes 0.3 s on a phone and 0.4 s on an iPad-sized
screen. didRotate(from:) fires when the block completes.

  $ view add bar frame 0,430,320,50 color blue
  $ view set bar autoresize width,top
  $ rotate landscape
  $ print bar
  view bar frame=0,430,320,50 color=#0000FF autoresize=width,top animating
  $ pending
  0.3s bar: end of animation 1 (bounds)
  0.3s bar: end of animation 1 (position)
  0.3s root: end of animation 1 (bounds)
  0.3s root: end of animation 1 (position)
  0.3s window: end of animation 1 (bounds)
  0.3s window: end of animation 1 (position)
  animating bar bounds 0s..0.3s (animation 1)
  animating bar position 0s..0.3s (animation 1)
  animating root bounds 0s..0.3s (animation 1)
  animating root position 0s..0.3s (animation 1)
  animating window bounds 0s..0.3s (animation 1)
  animating window position 0s..0.3s (animation 1)
  $ tick 0.15
  $ print bar
  view bar frame=0,350,400,50 color=#0000FF autoresize=width,top animating
  $ settle
  [0.3s] window: didRotate(from: portrait)
  settled at 0.3s
  $ print bar
  view bar frame=0,270,480,50 color=#0000FF autoresize=width,top

FWTAnnotationManager moves each annotation to its rect for the new orientation
with adjustPositionToRect:, not animated itself (FWTAnnotationManager.m 58–65,
FWTPopoverView.m 267–270), so under the rotation's block the annotation slides
to its landscape place with the rest instead of jumping.

  $ annotation add t portrait 100,100,1,1 landscape 300,50,1,1 arrow up animated off text "Here"
  [0.3s] t: didPresent()
  [0.3s] annotations: didEndPresent()
  $ print t
  annotation t arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=295,60,10,10 presented frame=210,50,180,90
    image t.background frame=0,0,180,90
    view t.content frame=15,25,150,50
      label t.label text=Here lines=1 frame=0,0,150,50 color=#FFFFFF
  $ rotate portrait
  $ tick 0.15
  $ print t
  annotation t arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=110,75,180,90 animating
    image t.background frame=0,0,180,90
    view t.content frame=15,25,150,50
      label t.label text=Here lines=1 frame=0,0,150,50 color=#FFFFFF
  $ settle
  [0.6s] window: didRotate(from: landscape)
  settled at 0.6s
  $ print t
  annotation t arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=10,100,180,90
    image t.background frame=0,0,180,90
    view t.content frame=15,25,150,50
      label t.label text=Here lines=1 frame=0,0,150,50 color=#FFFFFF

On an iPad the turn takes 0.4 s; `duration` picks another, `animated off` turns
at once. A turn to the orientation the interface has already does nothing.

  $ screen ipad
  $ view add box frame 668,924,100,100
  $ view set box autoresize left,top
  $ rotate landscape
  $ pending
  0.4s box: end of animation 1 (position)
  0.4s root: end of animation 1 (bounds)
  0.4s root: end of animation 1 (position)
  0.4s window: end of animation 1 (bounds)
  0.4s window: end of animation 1 (position)
  animating box position 0s..0.4s (animation 1)
  animating root bounds 0s..0.4s (animation 1)
  animating root position 0s..0.4s (animation 1)
  animating window bounds 0s..0.4s (animation 1)
  animating window position 0s..0.4s (animation 1)
  $ settle
  [0.4s] window: didRotate(from: portrait)
  settled at 0.4s
  $ print box
  view box frame=924,668,100,100 autoresize=left,top
  $ rotate landscape
  $ rotate portrait duration 1
  $ tick 0.5
  $ print box
  view box frame=796,796,100,100 autoresize=left,top animating
  $ settle
  [1.4s] window: didRotate(from: landscape)
  settled at 1.4s
  $ rotate landscape animated off
  [1.4s] window: didRotate(from: portrait)
  $ print box
  view box frame=924,668,100,100 autoresize=left,top
  $ rotate portrait animated off duration 2
  error: a duration goes with an animated turn at column 39; leave out animated off, or the duration
  $ time
  1.4s
