A drag puts a finger down, moves it at constant speed and lifts it; the clock
runs meanwhile. The node the finger lands on keeps the touch to the end and
hears touchesBegan, touchesMoved at every screen refresh (60 Hz) and
touchesEnded. FWTAnnotationManager handles touchesMoved: as it handles
touchesEnded: (FWTAnnotationManager.m 158–166): both call _didTouchAtPoint:, so
the first move of a drag over the overlay already dismisses, one refresh after
touch-down, where a tap would wait for the lift.

  $ annotation add a portrait 100,100,50,50 text "Hello"
  $ settle
  [0.25s] a: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  settled at 0.25s
  $ drag 10,10 200,300 duration 0.1
  drag 10,10 to 200,300: hit annotations.container at 10,10, handled by annotations; a pan
  [0.266667s] annotations: didTapAnnotation(annotation: nil)
  $ settle
  [0.516667s] a: didDismiss(finished: true)
  [0.516667s] annotations: didEndDismiss()
  settled at 0.516667s

The later moves and the lift find the manager's view no longer taking touches
(the touch lock of _didTouchAtPoint:), so the tap fires once.

With the lock off, and touches on the background not dismissing, the manager
listens again after each touch, and every move of the drag counts as one, the
lift too.

  $ quirk annotations-touch-lock off
  $ annotations set dismiss-on-background off
  $ annotation add b portrait 100,100,50,50 text "Hi"
  $ settle
  [0.766667s] b: didPresent(finished: true)
  [0.766667s] annotations: didEndPresent()
  settled at 0.766667s
  $ drag 10,10 20,10 duration 0.05
  drag 10,10 to 20,10: hit annotations.container at 10,10, handled by annotations; a tap
  [0.783333s] annotations: didTapAnnotation(annotation: nil)
  [0.8s] annotations: didTapAnnotation(annotation: nil)
  [0.816667s] annotations: didTapAnnotation(annotation: nil)
  [0.816667s] annotations: didTapAnnotation(annotation: nil)
  $ annotation remove all
  $ settle
  [1.066667s] b: didDismiss(finished: true)
  settled at 1.066667s

A drag that starts on a map or on one of its pins and goes more than 10 pt
scrolls the map with the finger: MKMapView's pan recognizer sits on the map,
and an annotation view does not claim the touch. The pan begins past its 10 pt
hysteresis and leaves those 10 pt out, so the map moves 10 pt less than the
finger (input/gestures.t has the rules of each recognizer). The delegate hears
of the new region once, when the finger lifts; the map stops where the finger
lifts (MapKit's deceleration after a flick is not modelled).

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham" drop off
  $ pin add palomar at 37.785376,-122.405607 title "Hotel Palomar" drop off
  $ pin select parc55
  [0s] m: didSelectAnnotationView(annotation: parc55)
  [0s] m: detailForAnnotation(annotation: parc55)
  $ settle
  [0.1s] parc55.callout: completion(pop: 1.1, finished: true)
  [0.2s] parc55.callout: completion(pop: 0.95, finished: true)
  [0.3s] parc55.callout: completion(pop: 1, finished: true)
  settled at 0.3s
  $ drag 400,300 300,250 duration 0.05
  drag 400,300 to 300,250: hit m at 400,300; a pan
  [0.35s] m: regionDidChange(animated: false)
  $ print m
  map m center=37.785,-122.406119 span=0.007512,0.007129 pins=2 views=2 queued=0 selected=parc55 frame=0,0,768,1024
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar" frame=431.133,426.247,32,39
    pin parc55 coordinate=37.784721,-122.408697 selected style=pin title="Parc 55 Wyndham" frame=98.25,515.531,32,39
    callout parc55.callout annotation=parc55 mode=default bias=right downArrow=0 frame=68.25,456.031,210,70
      view parc55.callout.content frame=13,4,184,35 autoresize=width,height
        label parc55.callout.title frame=4,7,147,21
        callout-accessory parc55.callout.accessory frame=155,4,29,29
        view parc55.callout.detail frame=0,40,320,345 hidden
  $ drag palomar 500,500 duration 0.05
  drag 447.133,445.747 to 500,500: hit palomar at 16,19.5, handled by m; a pan
  [0.4s] m: regionDidChange(animated: false)
  $ dump palomar
  {"id":"palomar","kind":"pin","parent":"m","frame":[477.021,473.338,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.785376,-122.405607],"selected":false,"style":"pin","title":"Hotel Palomar","view":2,"reuseIdentifier":"GIKAnnotation","centerOffset":[8,-15],"calloutOffset":[-8,0]}

A drag that pans never selects: the pan prevents MapKit's tap.

A drag on the GIK callout scrolls nothing: the callout's own pan recognizer
takes it, and its gestureRecognizer:shouldRecognizeSimultaneouslyWith…:
cancels every recognizer outside the callout, the map's pan among them
(GIKCalloutView.m 539–551). Nor does this one turn map selections off, which
the callout's tap and long-press recognizers do when they end (525–537): it goes
too far for a tap and moves too soon for a long press.

  $ drag parc55.callout 100,100 duration 0.05
  drag 219.138,538.122 to 100,100: hit parc55.callout.content at 92,31, handled by parc55.callout; a pan
  $ print parc55
  pin parc55 coordinate=37.784721,-122.408697 selected style=pin title="Parc 55 Wyndham" frame=144.138,562.622,32,39

A long press holds the finger still for at least 0.5 s
(UILongPressGestureRecognizer's minimumPressDuration) and ends the callout's
long-press recognizer when it lifts: handleLongPressFrom: turns map selections
off for a second, as a tap does. (Up to 0.75 s the press is a tap as well, and
both act: input/gestures.t.)

  $ long-press parc55.callout duration 1
  long-press 219.138,538.122: hit parc55.callout.content at 92,31, handled by parc55.callout; a long press
  [1.45s] parc55.callout: disableMapSelections()
  $ pending
  2.45s m: re-enable map selections (parc55)
  2.45s m: re-enable 2 annotation views
  $ tick 1
  [2.45s] m: enableMapSelections(annotation: parc55)

A long press on the map is no tap, so MapKit's deselection does not fire.

  $ long-press 700,900 duration 1
  long-press 700,900: hit m at 700,900; a long press
  $ print parc55
  pin parc55 coordinate=37.784721,-122.408697 selected style=pin title="Parc 55 Wyndham" frame=144.138,562.622,32,39

The accessory button acts on touch-up inside its bounds, whatever the finger
did in between; a drag that lifts outside them does nothing.

  $ drag parc55.callout.accessory 10,10 duration 0.05
  drag 296.638,525.622 to 10,10: hit parc55.callout.accessory at 14.5,14.5; a pan
  $ drag parc55.callout.accessory parc55.callout.accessory duration 0.05
  drag 296.638,525.622 to 296.638,525.622: hit parc55.callout.accessory at 14.5,14.5; a tap
  [3.55s] parc55.callout: disableMapSelections()
  [3.55s] parc55.callout: accessoryButtonTapped()
  $ settle
  [3.85s] parc55.callout: completion(phase: 1, finished: true)
  [4.15s] parc55.callout: completion(phase: 2, finished: true)
  [4.55s] m: enableMapSelections(annotation: parc55)
  settled at 4.55s

A drag that lifts where it went down, within 0.75 s, is a tap: the map
deselects, and the region stays.

  $ drag 700,900 700,900 duration 0.05
  drag 700,900 to 700,900: hit m at 700,900; a tap
  [4.6s] m: didDeselectAnnotationView(annotation: parc55)

A node id stands for its centre at the start. Durations outside the limits, and
a part given with a point, are errors that change nothing.

  $ tap 10,10 accessory
  error: a part goes with a node, not a point at column 11; usage: tap ID [PART]

  $ long-press 10,10 duration 0.2
  error: a long press lasts from 0.5s to 60s at column 27; a shorter press is a tap: tap TARGET
  $ drag 10,10 20,20 duration 0
  error: a drag lasts more than 0s and at most 60s at column 27
  $ drag 10,10 20,20 duration 61
  error: a drag lasts more than 0s and at most 60s at column 27
  $ time
  4.6s
