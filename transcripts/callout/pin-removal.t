A pin removed while its callout shows. MapKit's removeAnnotation: takes the pin
and its view and tells the delegate nothing; GIK removes a callout annotation
only in mapView:didDeselectAnnotationView: (GIKMapViewController.m 89-94). So the
callout stays on the map, and the removed pin stays selected until the next
deselection, which reports it and removes the callout (quirk
callout-outlives-pin, on by default).

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
  $ pin remove parc55
  $ print m
  map m center=37.785334,-122.406964 span=0.007512,0.007129 pins=1 views=1 queued=1 selected=parc55 frame=0,0,768,1024
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar" frame=522.188,471.775,32,39
    callout parc55.callout annotation=parc55 mode=default bias=right downArrow=0 frame=159.306,501.559,210,70
      view parc55.callout.content frame=13,4,184,35 autoresize=width,height
        label parc55.callout.title frame=4,7,147,21
        callout-accessory parc55.callout.accessory frame=155,4,29,29
        view parc55.callout.detail frame=0,40,320,345 hidden

The callout is an annotation of its own, at its own coordinate: it moves with
the map.

  $ map pan m 100,0
  [0.5s] m: regionDidChange(animated: false)
  $ settle
  settled at 0.5s
  $ print m
  map m center=37.785334,-122.406036 span=0.007512,0.007129 pins=1 views=1 queued=1 selected=parc55 frame=0,0,768,1024
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar" frame=422.188,471.775,32,39
    callout parc55.callout annotation=parc55 mode=default bias=right downArrow=0 frame=59.306,501.559,210,70
      view parc55.callout.content frame=13,4,184,35 autoresize=width,height
        label parc55.callout.title frame=4,7,147,21
        callout-accessory parc55.callout.accessory frame=155,4,29,29
        view parc55.callout.detail frame=0,40,320,345 hidden

It still takes touches, and its accessory expands it beside the place the
removed pin's view had: the callout keeps that view object as its
parentAnnotationView (GIKCalloutView.m 315-320). A second later
enableParentAnnotationSelection selects an annotation the map no longer has,
which MapKit ignores.

  $ tap parc55.callout accessory
  tap 241.806,524.059: hit parc55.callout.accessory at 14.5,14.5
  [0.5s] parc55.callout: disableMapSelections()
  [0.5s] parc55.callout: accessoryButtonTapped()
  $ settle
  [0.8s] parc55.callout: completion(phase: 1, finished: true)
  [1.1s] parc55.callout: completion(phase: 2, finished: true)
  [1.5s] m: enableMapSelections(annotation: parc55)
  settled at 1.5s
  $ print parc55.callout
  callout parc55.callout annotation=parc55 mode=detail bias=right downArrow=14 leftArrow=14 frame=213.306,369.059,346,420
    view parc55.callout.content frame=13,4,320,385 autoresize=width,height
      label parc55.callout.title frame=86.5,7,147,21
      callout-accessory parc55.callout.accessory frame=291,4,29,29 alpha=0
      view parc55.callout.detail frame=0,40,320,345

Scrolled out of sight its view goes to the reuse queue like any other. Back in
sight, the original would make a new one from the controller's
selectedAnnotationView, the removed pin's view (GIKMapViewController.m 96-124);
scenesim does not keep that view, so the callout stays without a view until a
deselection removes it.

  $ map pan m 2000,0
  [1.5s] m: regionDidChange(animated: false)
  $ map pan m -2000,0
  [1.5s] m: regionDidChange(animated: false)
  $ settle
  settled at 2s
  $ print m
  map m center=37.785334,-122.406036 span=0.007512,0.007129 pins=1 views=1 queued=2 selected=parc55 frame=0,0,768,1024
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar" frame=422.188,471.775,32,39

Selecting another pin first deselects the removed one, which removes its callout
annotation.

  $ pin select palomar
  [2s] m: didDeselectAnnotationView(annotation: parc55)
  [2s] m: didSelectAnnotationView(annotation: palomar)
  [2s] m: detailForAnnotation(annotation: palomar)
  $ settle
  [2.1s] palomar.callout: completion(pop: 1.1, finished: true)
  [2.2s] palomar.callout: completion(pop: 0.95, finished: true)
  [2.3s] palomar.callout: completion(pop: 1, finished: true)
  settled at 2.3s
  $ print m
  map m center=37.785334,-122.406036 span=0.007512,0.007129 pins=1 views=1 queued=1 selected=palomar frame=0,0,768,1024
    pin palomar coordinate=37.785376,-122.405607 selected style=pin title="Hotel Palomar" frame=422.188,471.775,32,39
    callout palomar.callout annotation=palomar mode=default bias=left downArrow=0 frame=303.188,412.275,178,70
      view palomar.callout.content frame=13,4,152,35 autoresize=width,height
        label palomar.callout.title frame=4,7,115,21
        callout-accessory palomar.callout.accessory frame=123,4,29,29
        view palomar.callout.detail frame=0,40,320,345 hidden

A tap on the empty map is a deselection too. With the quirk off the callout and
the selection go with the pin.

  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham"
  $ pin select parc55
  [2.3s] m: didDeselectAnnotationView(annotation: palomar)
  [2.3s] m: didSelectAnnotationView(annotation: parc55)
  [2.3s] m: detailForAnnotation(annotation: parc55)
  $ settle
  [2.4s] parc55.callout: completion(pop: 1.1, finished: true)
  [2.5s] parc55.callout: completion(pop: 0.95, finished: true)
  [2.6s] parc55.callout: completion(pop: 1, finished: true)
  settled at 2.8s
  $ pin remove parc55
  $ tap 700,900
  tap 700,900: hit m at 700,900
  [2.8s] m: didDeselectAnnotationView(annotation: parc55)
  $ print m
  map m center=37.785334,-122.406036 span=0.007512,0.007129 pins=1 views=1 queued=2 frame=0,0,768,1024
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar" frame=422.188,471.775,32,39
  $ quirk callout-outlives-pin off
  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham"
  $ pin select parc55
  [2.8s] m: didSelectAnnotationView(annotation: parc55)
  [2.8s] m: detailForAnnotation(annotation: parc55)
  $ settle
  [2.9s] parc55.callout: completion(pop: 1.1, finished: true)
  [3s] parc55.callout: completion(pop: 0.95, finished: true)
  [3.1s] parc55.callout: completion(pop: 1, finished: true)
  settled at 3.3s
  $ pin remove parc55
  [3.3s] m: didDeselectAnnotationView(annotation: parc55)
  $ print m
  map m center=37.785334,-122.406036 span=0.007512,0.007129 pins=1 views=1 queued=2 frame=0,0,768,1024
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar" frame=422.188,471.775,32,39
