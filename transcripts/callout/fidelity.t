GIKAnimatedCallout as its source at d345568 has it, where an earlier model
disagreed. One pin at the centre of an iPhone map.

  $ screen iphone
  $ map add m frame 0,0,320,480
  $ pin add p at 37.785334,-122.406964 title "Parc"
  $ pin select p
  [0s] m: didSelectAnnotationView(annotation: p)
  [0s] m: detailForAnnotation(annotation: p)
  $ settle
  [0.1s] p.callout: completion(pop: 1.1, finished: true)
  [0.2s] p.callout: completion(pop: 0.95, finished: true)
  [0.3s] p.callout: completion(pop: 1, finished: true)
  settled at 0.5s

The detail layout. displayDetailCallout animates with
UIViewAnimationOptionLayoutSubviews, so GIKCalloutContentView's layoutSubviews
(GIKCalloutContentView.m 117-131) runs inside the animation with the content's
new width, the detail's: the title is re-centred at roundf(width / 2) (line
128) and the accessory moves to width - 29 (lines 118 and 129) while it fades
out. For a 253-wide detail the title's centre is at 127, not 126.5, and the
accessory ends at x 224.

  $ callout set detail-size 253x345
  $ callout detail p
  [0.5s] p.callout: accessoryButtonTapped()
  $ tick 0.15
  $ print p.callout.content
  view p.callout.content frame=13,4,163.5,35 autoresize=width,height animating
    label p.callout.title frame=56.25,7,37,21 animating
    callout-accessory p.callout.accessory frame=134.5,4,29,29 alpha=0.5 animating
    view p.callout.detail frame=0,40,253,345 hidden

Phase 2 grows the bubble by the detail height read once, at the tap
(GIKCalloutView.m 309-310, used again at 349). The app may resize its detail
view in between: the detail view takes the new size at once, but the bubble
still grows to 70 + 345 + 5.

  $ callout set detail-size 200x100
  $ settle
  [0.8s] p.callout: completion(phase: 1, finished: true)
  [1.1s] p.callout: completion(phase: 2, finished: true)
  settled at 1.1s
  $ print p.callout
  callout p.callout annotation=p mode=detail bias=right downArrow=14 leftArrow=14 frame=176,13.5,279,420
    view p.callout.content frame=13,4,253,385 autoresize=width,height
      label p.callout.title frame=108.5,7,37,21
      callout-accessory p.callout.accessory frame=224,4,29,29 alpha=0
      view p.callout.detail frame=0,40,200,100

Several callouts at once. GIK's didSelect (GIKMapViewController.m 70-87) only
asks whether the selected pin's own callout is on the map, and didDeselect
(89-94) removes a callout only while its pin's selection is enabled. A touch on
a callout turns that off for a second, so a pin selected meanwhile gets a
callout beside the first. Here r is added after the touch, so GIK did not
disable its view (GIKCalloutView.m 505-513 turns off the views there at the
touch).

  $ pin deselect p
  [1.1s] m: didDeselectAnnotationView(annotation: p)
  $ callout set detail-size 320x345
  $ pin add q at 37.7845,-122.4062 title "Quay"
  $ pin select p
  [1.1s] m: didSelectAnnotationView(annotation: p)
  [1.1s] m: detailForAnnotation(annotation: p)
  $ settle
  [1.2s] p.callout: completion(pop: 1.1, finished: true)
  [1.3s] p.callout: completion(pop: 0.95, finished: true)
  [1.4s] p.callout: completion(pop: 1, finished: true)
  settled at 1.6s
  $ tap p.callout
  tap 168,181: hit p.callout.content at 37,31, handled by p.callout
  [1.6s] p.callout: disableMapSelections()
  $ pin add r at 37.7825,-122.4085 title "Rex"
  $ tap r
  tap 99.053,385.959: hit r at 16,19.5
  [1.6s] m: didDeselectAnnotationView(annotation: p)
  [1.6s] m: didSelectAnnotationView(annotation: r)
  [1.6s] m: detailForAnnotation(annotation: r)
  $ tick 0.05
  $ map show m
  map m: center 37.785334,-122.406964 span 0.008451,0.007129
    map rect 42941822.341,103742093.361,5315.768,7973.652, 16.612 map points per point
    pins 3, views 3 + 2 callouts, next view #6
    reuse queue: empty
    selected r
  $ print m
  map m center=37.785334,-122.406964 span=0.008451,0.007129 pins=3 views=3 queued=0 selected=r frame=0,0,320,480
    pin p coordinate=37.785334,-122.406964 selected style=pin title=Parc frame=152,205.5,32,39
    pin q coordinate=37.7845,-122.4062 style=pin title=Quay frame=186.294,252.868,32,39
    pin r coordinate=37.7825,-122.4085 selected style=pin title=Rex frame=83.053,-32.096,32,39 animating
    callout p.callout annotation=p mode=default bias=right downArrow=0 frame=118,146,100,70
      view p.callout.content frame=13,4,74,35 autoresize=width,height
        label p.callout.title frame=4,7,37,21
        callout-accessory p.callout.accessory frame=45,4,29,29
        view p.callout.detail frame=0,40,320,345 hidden
    callout r.callout annotation=r mode=default bias=right downArrow=0 frame=62.423,324.219,72.329,52.74 bounds=0,0,96,70 transform=0.753,0,0,0.753,-2.466,8.63 animating
      view r.callout.content frame=13,4,70,35 autoresize=width,height
        label r.callout.title frame=4,7,32,21
        callout-accessory r.callout.accessory frame=41,4,29,29
        view r.callout.detail frame=0,40,320,345 hidden

At +1 s enableParentAnnotationSelection (GIKCalloutView.m 491-495) selects p
again: MapKit deselects r, whose selection is enabled, so r's callout goes; p's
callout is still on the map, so didSelect returns early and nothing pops in.

  $ tick 1
  [1.7s] r.callout: completion(pop: 1.1, finished: true)
  [1.8s] r.callout: completion(pop: 0.95, finished: true)
  [1.9s] r.callout: completion(pop: 1, finished: true)
  [2.6s] m: enableMapSelections(annotation: p)
  [2.6s] m: didDeselectAnnotationView(annotation: r)
  [2.6s] m: didSelectAnnotationView(annotation: p)
  $ map show m
  map m: center 37.785334,-122.406964 span 0.008451,0.007129
    map rect 42941822.341,103742093.361,5315.768,7973.652, 16.612 map points per point
    pins 3, views 3 + callout, next view #6
    reuse queue: GIKCallout #5
    selected p

Removing the parent pin during that second. The re-enables are separate timers
on the callout view (GIKCalloutView.m 506 and 510), so the other pins still
come back on: q is enabled again although p is gone.

  $ tap p.callout
  tap 168,181: hit p.callout.content at 37,31, handled by p.callout
  [2.65s] p.callout: disableMapSelections()
  $ dump q
  {"id":"q","kind":"pin","parent":"m","frame":[186.294,252.868,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.7845,-122.4062],"selected":false,"style":"pin","title":"Quay","view":3,"reuseIdentifier":"GIKAnnotation","enabled":false,"centerOffset":[8,-15],"calloutOffset":[-8,0]}
  $ pin remove p
  $ tick 1
  [3.65s] m: enableMapSelections(annotation: p)
  $ dump q
  {"id":"q","kind":"pin","parent":"m","frame":[186.294,252.868,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.7845,-122.4062],"selected":false,"style":"pin","title":"Quay","view":3,"reuseIdentifier":"GIKAnnotation","centerOffset":[8,-15],"calloutOffset":[-8,0]}

GIK does not remember which views the app had turned off itself: it enables
every one it turned off (GIKCalloutView.m 501-503, 507-511). The quirk
callout-enables-disabled-pins, on by default, keeps that; off, a pin the app
disabled stays disabled.

  $ pin set q enabled off
  $ pin select r
  [3.65s] m: didDeselectAnnotationView(annotation: p)
  [3.65s] m: didSelectAnnotationView(annotation: r)
  [3.65s] m: detailForAnnotation(annotation: r)
  $ settle
  [3.75s] r.callout: completion(pop: 1.1, finished: true)
  [3.85s] r.callout: completion(pop: 0.95, finished: true)
  [3.95s] r.callout: completion(pop: 1, finished: true)
  settled at 3.95s
  $ tap r.callout
  tap 101.053,341.959: hit r.callout.content at 35,31, handled by r.callout
  [3.95s] r.callout: disableMapSelections()
  $ tick 1
  [4.95s] m: enableMapSelections(annotation: r)
  $ dump q
  {"id":"q","kind":"pin","parent":"m","frame":[186.294,252.868,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.7845,-122.4062],"selected":false,"style":"pin","title":"Quay","view":3,"reuseIdentifier":"GIKAnnotation","centerOffset":[8,-15],"calloutOffset":[-8,0]}
  $ quirk callout-enables-disabled-pins off
  $ pin set q enabled off
  $ tap r.callout
  tap 101.053,341.959: hit r.callout.content at 35,31, handled by r.callout
  [4.95s] r.callout: disableMapSelections()
  $ tick 1
  [5.95s] m: enableMapSelections(annotation: r)
  $ dump q
  {"id":"q","kind":"pin","parent":"m","frame":[186.294,252.868,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.7845,-122.4062],"selected":false,"style":"pin","title":"Quay","view":3,"reuseIdentifier":"GIKAnnotation","enabled":false,"centerOffset":[8,-15],"calloutOffset":[-8,0]}
