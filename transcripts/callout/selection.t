How GIKAnimatedCallout keeps a callout open while it is being used. The four
hotels of the iPad sample, with Parc 55's callout popped in.

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham"
  $ pin add palomar at 37.785376,-122.405607 title "Hotel Palomar"
  $ pin add marriott at 37.78509,-122.404751 title "Mariott Marquis"
  $ pin add florence at 37.786553,-122.4083 title "Villa Florence"
  $ pin select parc55
  [0s] m: didSelectAnnotationView(annotation: parc55)
  [0s] m: detailForAnnotation(annotation: parc55)
  $ settle
  [0.1s] parc55.callout: completion(pop: 1.1, finished: true)
  [0.2s] parc55.callout: completion(pop: 0.95, finished: true)
  [0.3s] parc55.callout: completion(pop: 1, finished: true)
  settled at 0.5s

A touch on the callout reaches GIK's callout view, which calls
disableMapSelections: the parent pin's selectionEnabled goes off (so MapKit
cannot change its look) and every other annotation view is disabled. The
callout view itself starts disabled. A re-enable is scheduled 1 s later.

  $ tap parc55.callout.title
  tap 249.806,523.059: hit parc55.callout.title at 73.5,10.5, handled by parc55.callout
  [0.5s] parc55.callout: disableMapSelections()
  $ dump parc55
  {"id":"parc55","kind":"pin","parent":"m","frame":[189.306,561.059,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.784721,-122.408697],"selected":true,"style":"pin","title":"Parc 55 Wyndham","view":1,"reuseIdentifier":"GIKAnnotation","selectionEnabled":false,"centerOffset":[8,-15],"calloutOffset":[-8,0]}
  $ dump palomar
  {"id":"palomar","kind":"pin","parent":"m","frame":[522.188,471.775,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.785376,-122.405607],"selected":false,"style":"pin","title":"Hotel Palomar","view":2,"reuseIdentifier":"GIKAnnotation","enabled":false,"centerOffset":[8,-15],"calloutOffset":[-8,0]}
  $ dump parc55.callout
  {"id":"parc55.callout","kind":"callout","parent":"m","frame":[159.306,501.559,210,70],"alpha":1,"hidden":false,"bounds":[0,0,210,70],"annotation":"parc55","mode":"default","bias":"right","downArrow":0,"arrowOffset":20,"centerOffset":[67,-59],"sideArrows":[0,0],"enabled":false,"view":5}
  $ pending
  1.5s m: re-enable map selections (parc55)
  1.5s m: re-enable 4 annotation views

During that second a tap on the empty map still makes MapKit deselect Parc 55
(the event fires), but GIK keeps the callout and the pin keeps its selected
look. The disabled Palomar pin does not take a tap: it falls through to the
map, which has nothing left to deselect.

  $ tick 0.5
  $ tap 700,100
  tap 700,100: hit m at 700,100
  [1s] m: didDeselectAnnotationView(annotation: parc55)
  $ tap palomar
  tap 538.188,491.275: hit palomar at 16,19.5
  $ print m
  map m center=37.785334,-122.406964 span=0.007512,0.007129 pins=4 views=4 queued=0 frame=0,0,768,1024
    pin florence coordinate=37.786553,-122.4083 style=pin title="Villa Florence" frame=232.074,311.334,32,39
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar" frame=522.188,471.775,32,39
    pin marriott coordinate=37.78509,-122.404751 style=pin title="Mariott Marquis" frame=614.404,510.76,32,39
    pin parc55 coordinate=37.784721,-122.408697 selected style=pin title="Parc 55 Wyndham" frame=189.306,561.059,32,39
    callout parc55.callout annotation=parc55 mode=default bias=right downArrow=0 frame=159.306,501.559,210,70
      view parc55.callout.content frame=13,4,184,35 autoresize=width,height
        label parc55.callout.title frame=4,7,147,21
        callout-accessory parc55.callout.accessory frame=155,4,29,29
        view parc55.callout.detail frame=0,40,320,345 hidden

At +1 s enableMapSelections selects the pin again. The callout is still on the
map, so GIK asks for no new detail; everything is enabled again, the callout
view included.

  $ tick 0.5
  [1.5s] m: enableMapSelections(annotation: parc55)
  [1.5s] m: didSelectAnnotationView(annotation: parc55)
  $ dump parc55
  {"id":"parc55","kind":"pin","parent":"m","frame":[189.306,561.059,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.784721,-122.408697],"selected":true,"style":"pin","title":"Parc 55 Wyndham","view":1,"reuseIdentifier":"GIKAnnotation","centerOffset":[8,-15],"calloutOffset":[-8,0]}
  $ dump palomar
  {"id":"palomar","kind":"pin","parent":"m","frame":[522.188,471.775,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.785376,-122.405607],"selected":false,"style":"pin","title":"Hotel Palomar","view":2,"reuseIdentifier":"GIKAnnotation","centerOffset":[8,-15],"calloutOffset":[-8,0]}
  $ dump parc55.callout
  {"id":"parc55.callout","kind":"callout","parent":"m","frame":[159.306,501.559,210,70],"alpha":1,"hidden":false,"bounds":[0,0,210,70],"annotation":"parc55","mode":"default","bias":"right","downArrow":0,"arrowOffset":20,"centerOffset":[67,-59],"sideArrows":[0,0],"enabled":true,"view":5}

Selecting another pin deselects the first (its callout goes at once) and pops in
a new callout.

  $ tap palomar
  tap 538.188,491.275: hit palomar at 16,19.5
  [1.5s] m: didDeselectAnnotationView(annotation: parc55)
  [1.5s] m: didSelectAnnotationView(annotation: palomar)
  [1.5s] m: detailForAnnotation(annotation: palomar)
  $ settle
  [1.6s] palomar.callout: completion(pop: 1.1, finished: true)
  [1.7s] palomar.callout: completion(pop: 0.95, finished: true)
  [1.8s] palomar.callout: completion(pop: 1, finished: true)
  settled at 1.8s
  $ map show m
  map m: center 37.785334,-122.406964 span 0.007512,0.007129
    map rect 42941822.341,103742536.342,5315.768,7087.69, 6.922 map points per point
    pins 4, views 4 + callout, next view #6
    reuse queue: empty
    selected palomar

The accessory expands the callout once; asked again, while it expands or after,
there is no accessory to tap. The callout view's id or its pin's id both work.

  $ callout detail palomar.callout
  [1.8s] palomar.callout: accessoryButtonTapped()
  $ tick 0.1
  $ callout detail palomar
  the callout is already expanding or expanded: its accessory is gone
  $ settle
  [2.1s] palomar.callout: completion(phase: 1, finished: true)
  [2.4s] palomar.callout: completion(phase: 2, finished: true)
  settled at 2.4s
  $ callout detail palomar
  the callout is already expanding or expanded: its accessory is gone

Deselecting removes the callout; a second deselect does nothing, and with no
callout on screen there is nothing to expand.

  $ pin deselect palomar
  [2.4s] m: didDeselectAnnotationView(annotation: palomar)
  $ pin deselect palomar
  palomar is already not selected
  $ callout detail palomar
  error: no callout on screen for 'palomar' at column 16; select a pin first: pin select ID

selectAnnotation:animated: needs the annotation's view. Panned 3000 pt away,
every view is in the reuse queue and selecting does nothing.

  $ map pan m 3000,0
  [2.4s] m: regionDidChange(animated: false)
  $ pin select florence
  florence has no view (not near the visible rect): selectAnnotation does nothing
  $ map show m
  map m: center 37.785334,-122.379116 span 0.007512,0.007129
    map rect 42962587.059,103742536.342,5315.768,7087.69, 6.922 map points per point
    pins 4, views 0, next view #6
    reuse queue: GIKAnnotation #1 #2 #3 #4; GIKCallout #5
  $ map pan m -3000,0
  [2.4s] m: regionDidChange(animated: false)

SVPulsingAnnotationView pins are not GIK annotations: MapKit selects them but
GIK adds no callout.

  $ pin add dot at 37.7855,-122.4065 style pulsing
  $ settle
  settled at 2.9s
  still running, never ending: dot.halo pulse
  $ tap dot
  tap 433.986,489.372: hit dot at 11,11
  [2.9s] m: didSelectAnnotationView(annotation: dot)
  $ map show m
  map m: center 37.785334,-122.406964 span 0.007512,0.007129
    map rect 42941822.341,103742536.342,5315.768,7087.69, 6.922 map points per point
    pins 5, views 5, next view #7
    reuse queue: GIKCallout #5
    selected dot
