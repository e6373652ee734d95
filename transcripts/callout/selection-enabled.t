GIKPinAnnotationView's selectionEnabled is a property the app may set: while it
is off, setSelected:animated: does nothing, so the view does not show itself
selected (GIKPinAnnotationView.m 33–37), though MapKit's selection and its
delegate go on. GIK turns it off itself for a second after a tap on a callout;
`pin set ID selection-enabled B` sets it as an app does.

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham" drop off
  $ pin set parc55 selection-enabled off
  $ pin select parc55
  [0s] m: didSelectAnnotationView(annotation: parc55)
  [0s] m: detailForAnnotation(annotation: parc55)
  $ print parc55
  pin parc55 coordinate=37.784721,-122.408697 style=pin title="Parc 55 Wyndham" frame=189.306,561.059,32,39
  $ dump parc55
  {"id":"parc55","kind":"pin","parent":"m","frame":[189.306,561.059,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.784721,-122.408697],"selected":false,"style":"pin","title":"Parc 55 Wyndham","view":1,"reuseIdentifier":"GIKAnnotation","selectionEnabled":false,"centerOffset":[8,-15],"calloutOffset":[-8,0]}
  $ pin set parc55 selection-enabled on
  $ pin deselect parc55
  [0s] m: didDeselectAnnotationView(annotation: parc55)
  [0s] parc55.callout: completion(pop: 1.1, finished: false)
  $ pin select parc55
  [0s] m: didSelectAnnotationView(annotation: parc55)
  [0s] m: detailForAnnotation(annotation: parc55)
  $ print parc55
  pin parc55 coordinate=37.784721,-122.408697 selected style=pin title="Parc 55 Wyndham" frame=189.306,561.059,32,39

A pin out of sight has no view to set.

  $ pin add far at 10,10
  $ pin set far selection-enabled off
  error: cannot do that to 'far' at column 9; it has no annotation view now (it is out of sight)
