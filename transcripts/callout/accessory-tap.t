A tap on the callout's accessory. GIK's callout view has a tap recognizer that
does not cancel touches and delays touchesEnded (GIKCalloutView.m 124-129), and
its accessory is a UIButton whose action expands the callout
(GIKCalloutContentView.m 93, 113-114). Before iOS 6 a tap recognizer on a superview
recognizes a tap on a button too, so the callout's handleTapFrom: turns map
selections off (GIKCalloutView.m 525-530) and then the delayed touchesEnded
reaches the button, whose action expands the callout. From iOS 6 a control's
default action wins over a superview's tap recognizer (UIKit's event handling
guide), so only the button acts. GIK's code is of iOS 4, which ios auto gives it.

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham"
  $ pin add palomar at 37.785376,-122.405607 title "Hotel Palomar"
  $ pin select parc55
  [0s] m: didSelectAnnotationView(annotation: parc55)
  [0s] m: detailForAnnotation(annotation: parc55)
  $ settle
  [0.1s] parc55.callout: completion(pop: 1.1, finished: true)
  [0.2s] parc55.callout: completion(pop: 0.95, finished: true)
  [0.3s] parc55.callout: completion(pop: 1, finished: true)
  settled at 0.5s
  $ tap parc55.callout accessory
  tap 341.806,524.059: hit parc55.callout.accessory at 14.5,14.5
  [0.5s] parc55.callout: disableMapSelections()
  [0.5s] parc55.callout: accessoryButtonTapped()
  $ dump palomar
  {"id":"palomar","kind":"pin","parent":"m","frame":[522.188,471.775,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.785376,-122.405607],"selected":false,"style":"pin","title":"Hotel Palomar","view":2,"reuseIdentifier":"GIKAnnotation","enabled":false,"centerOffset":[8,-15],"calloutOffset":[-8,0]}
  $ settle
  [0.8s] parc55.callout: completion(phase: 1, finished: true)
  [1.1s] parc55.callout: completion(phase: 2, finished: true)
  [1.5s] m: enableMapSelections(annotation: parc55)
  settled at 1.5s

Under ios 6 the same tap is the button's alone: the sibling pin stays enabled
and nothing is re-enabled later.

  $ pin deselect parc55
  [1.5s] m: didDeselectAnnotationView(annotation: parc55)
  $ ios 6
  $ pin select parc55
  [1.5s] m: didSelectAnnotationView(annotation: parc55)
  [1.5s] m: detailForAnnotation(annotation: parc55)
  $ settle
  [1.6s] parc55.callout: completion(pop: 1.1, finished: true)
  [1.7s] parc55.callout: completion(pop: 0.95, finished: true)
  [1.8s] parc55.callout: completion(pop: 1, finished: true)
  settled at 1.8s
  $ tap parc55.callout accessory
  tap 341.806,524.059: hit parc55.callout.accessory at 14.5,14.5
  [1.8s] parc55.callout: accessoryButtonTapped()
  $ dump palomar
  {"id":"palomar","kind":"pin","parent":"m","frame":[522.188,471.775,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.785376,-122.405607],"selected":false,"style":"pin","title":"Hotel Palomar","view":2,"reuseIdentifier":"GIKAnnotation","centerOffset":[8,-15],"calloutOffset":[-8,0]}
  $ settle
  [2.1s] parc55.callout: completion(phase: 1, finished: true)
  [2.4s] parc55.callout: completion(phase: 2, finished: true)
  settled at 2.4s

callout detail is the action alone (accessoryButtonTapped), whatever the era.

  $ ios auto
  $ pin deselect parc55
  [2.4s] m: didDeselectAnnotationView(annotation: parc55)
  $ pin select parc55
  [2.4s] m: didSelectAnnotationView(annotation: parc55)
  [2.4s] m: detailForAnnotation(annotation: parc55)
  $ settle
  [2.5s] parc55.callout: completion(pop: 1.1, finished: true)
  [2.6s] parc55.callout: completion(pop: 0.95, finished: true)
  [2.7s] parc55.callout: completion(pop: 1, finished: true)
  settled at 2.7s
  $ callout detail parc55
  [2.7s] parc55.callout: accessoryButtonTapped()
  $ settle
  [3s] parc55.callout: completion(phase: 1, finished: true)
  [3.3s] parc55.callout: completion(phase: 2, finished: true)
  settled at 3.3s
