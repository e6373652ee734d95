MKAnnotationView's `draggable` (NO by default, as in MapKit): when the user
touches and holds a draggable view, the map begins a drag, and the view goes
through MKAnnotationViewDragState's states, the map's delegate hearing each
change (mapView:annotationView:didChangeDragState:fromOldState:). The hold is
UILongPressGestureRecognizer's: 0.5 s within 10 pt (input/gestures.t). As
MKPinAnnotationView does for itself, the view moves on from starting to
dragging, and from ending to none, at once; when the finger lifts the
annotation takes the coordinate under the view's anchor (setCoordinate:).

  $ map add m frame 0,0,320,480
  $ pin add p at 37.7853,-122.4069 drop off draggable on
  $ print p
  pin p coordinate=37.7853,-122.4069 style=pin draggable frame=154.873,207.431,32,39
  $ long-press p to 100,300 duration 1
  long-press 170.873,226.931 to 100,300: hit p at 16,19.5; a long press and a pan
  [0.5s] m: didChangeDragState(annotation: p, newState: starting, oldState: none)
  [0.5s] m: didChangeDragState(annotation: p, newState: dragging, oldState: starting)
  [1s] m: didChangeDragState(annotation: p, newState: ending, oldState: dragging)
  [1s] m: didChangeDragState(annotation: p, newState: none, oldState: ending)
  $ print p
  pin p coordinate=37.784013,-122.408479 style=pin draggable frame=84,280.5,32,39
  $ dump p
  {"id":"p","kind":"pin","parent":"m","frame":[84,280.5,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.784013,-122.408479],"selected":false,"style":"pin","view":1,"reuseIdentifier":"GIKAnnotation","draggable":true,"centerOffset":[8,-15],"calloutOffset":[-8,0]}

The view follows the finger. A hook on the delegate call shows it at each
state: where it was when the hold began, then where the finger lifted, before
and after the annotation takes its new coordinate.

  $ on m didChangeDragState print p
  $ long-press p to 200,100 duration 1
  long-press 100,300 to 200,100: hit p at 16,19.5; a long press and a pan
  [1.5s] m: didChangeDragState(annotation: p, newState: starting, oldState: none)
  on m didChangeDragState: print p
  pin p coordinate=37.784013,-122.408479 style=pin dragState=starting draggable frame=84,280.5,32,39
  [1.5s] m: didChangeDragState(annotation: p, newState: dragging, oldState: starting)
  on m didChangeDragState: print p
  pin p coordinate=37.784013,-122.408479 style=pin dragState=dragging draggable frame=84,280.5,32,39
  [2s] m: didChangeDragState(annotation: p, newState: ending, oldState: dragging)
  on m didChangeDragState: print p
  pin p coordinate=37.784013,-122.408479 style=pin dragState=ending draggable frame=184,80.5,32,39
  [2s] m: didChangeDragState(annotation: p, newState: none, oldState: ending)
  on m didChangeDragState: print p
  pin p coordinate=37.787535,-122.406251 style=pin draggable frame=184,80.5,32,39
  $ on m didChangeDragState clear

A touch that does not hold first is the map's pan, draggable or not; a view
that is not draggable does not move on a long press either.

  $ drag p 150,250 duration 0.1
  drag 200,100 to 150,250: hit p at 16,19.5, handled by m; a pan
  [2.1s] m: regionDidChange(animated: false)
  $ print p
  pin p coordinate=37.787535,-122.406251 style=pin draggable frame=137.162,221.013,32,39
  $ pin set p draggable off
  $ long-press p to 10,10 duration 1
  long-press 153.162,240.513 to 10,10: hit p at 16,19.5, handled by m; a long press and a pan
  [3.1s] m: regionDidChange(animated: false)
  $ print p
  pin p coordinate=37.787535,-122.406251 style=pin frame=-0.724,-1.005,32,39

A view that is not enabled ignores touches (MKAnnotationView.enabled): a
draggable one does not drag, and the pan reaches the map, which scrolls with the
pin on it.

  $ pin set p draggable on enabled off
  $ long-press p to 100,100 duration 1
  long-press 15.276,18.495 to 100,100: hit p at 16,19.5, handled by m; a long press and a pan
  [4.1s] m: regionDidChange(animated: false)
  $ dump p
  {"id":"p","kind":"pin","parent":"m","frame":[76.793,73.567,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.787535,-122.406251],"selected":false,"style":"pin","view":1,"reuseIdentifier":"GIKAnnotation","enabled":false,"draggable":true,"centerOffset":[8,-15],"calloutOffset":[-8,0]}
