Help says what a newcomer asks about. `windows` lists `cfa.canary`: CFANavigationWindow's
own invisible window, explained in `help windows`; SVPulsingAnnotationView's README gives
pulses of 1 s with 1 s between them, the code 1.5 s and none, and `help pin set` says
which scenesim follows and why.

  $ help windows
  usage: windows
  the window stack front to back, each window's level and the key window
  
  Windows at a higher windowLevel are in front. Among windows at the same level
  UIKit does not guarantee an order (UIWindow.windowLevel's documentation);
  scenesim puts the one shown last (made, or made key and visible) in front, and
  the listing says which windows share a level. `cfa.canary` is
  CFANavigationWindow's own invisible window (CFAInvisibleWindow, made by
  prepareInvisibleWindowIfNeeded on the first push, pop or root, UIWindow+CFA.m
  16-79): clear, not touchable, one level below the normal windows and the size of
  the app's window; every window CFA shows takes its bounds, and its controller
  forwards rotation questions to the key window's top controller (`window
  orientations`).
  $ help pin set
  usage: pin set ID [at LAT,LON] [selection-enabled B] [title TEXT] [subtitle
    TEXT] [style STYLE] [color C] [image WxH] [drop B] [offset X,Y] [look LOOK]
    [pulse-color C] [outer-color C] [outer-alpha A] [scale-factor F] [dot-inset N]
    [pulse-duration D] [outer-pulse-duration D] [delay D|forever] [pop-in B]
    [pop-in-block LINE] [dot-image WxH] [heading-image WxH] [image-view X,Y,W,H]
    [enabled B] [can-show-callout B] [draggable B]
  change a pin's title, style or SVPulsingAnnotationView properties
  
  As SVPulsingAnnotationView's setters do, color, delay, pulse-duration and
  dot-image rebuild the layers of a view on the map (its pulse starts over, a
  running pop-in stops); the other pulsing properties wait for the next rebuild.
  at moves the pin. The defaults are the implementation's: the dot pulses over 1.5
  s with no delay between the halo's cycles (SVPulsingAnnotationView.m 41 and 44),
  where the header and the README say 1 s and 1 s. What an app sees on screen is
  what the code does, so scenesim follows the code; `pin set ID pulse-duration 1
  delay 1` gives the documented figures.
  
    ID                    the pin
    at LAT,LON            move it (setCoordinate:)
    selection-enabled B   the view's GIK selectionEnabled: off, it does not show
                          itself selected
    title TEXT            the annotation's title (the callout shows it)
    subtitle TEXT         its subtitle (beyond GIK: the callout shows it)
    style STYLE           pin (default), pulsing or image
    color C               pin colour; pulsing: annotationColor
    image WxH             image pins: the image's size (default 32x32)
    drop B                standard pins: animatesDrop, a 0.5 s fall as the view
                          comes on screen (default on)
    offset X,Y            image pins: centerOffset (default 0,0)
    look LOOK             pulsing: flat (HEAD) or ios6 (tag 0.3)
    pulse-color C         pulsing: pulseColor (default annotationColor)
    outer-color C         pulsing: outerColor (default white)
    outer-alpha A         pulsing: outerDotAlpha (default 1)
    scale-factor F        pulsing: pulseScaleFactor (default 5.3)
    dot-inset N           pulsing: colorDotInset (default 3)
    pulse-duration D      pulsing: pulseAnimationDuration (default 1.5)
    outer-pulse-duration D
                          pulsing: outerPulseAnimationDuration (default 3)
    delay D|forever       pulsing: delayBetweenPulseCycles (default 0; forever:
                          INFINITY, no pulse)
    pop-in B              pulsing: willMoveToSuperviewAnimationBlock, the pop-in
                          (default on; off: nil)
    pop-in-block LINE     pulsing: that block replaced by a quoted command line
                          (anim add NAME to ID)
    dot-image WxH         pulsing: an image instead of the colour dot
    heading-image WxH     pulsing: headingImage, under the rest
    image-view X,Y,W,H    pulsing: an image view of your own for dot-image, shown
                          from the next rebuild
    enabled B             MKAnnotationView.enabled (default on)
    can-show-callout B    MKAnnotationView.canShowCallout: MapKit's own callout
                          (default off)
    draggable B           MKAnnotationView.draggable: a long press drags the view
                          (default off)
