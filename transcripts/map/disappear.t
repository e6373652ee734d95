GIKMapViewController's viewWillDisappear: removes every annotation from its map
and turns showsUserLocation off (GIKMapViewController.m 47-51): what happens
when another controller covers the map (a navigation push, a modal) or it
leaves. Its viewWillAppear: adds nothing back, so the map shows empty when the
controller comes back: the sample's hotels are gone.

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham"
  $ pin add palomar at 37.785376,-122.405607 title "Hotel Palomar"
  $ pin add here at 37.7855,-122.4065 style pulsing
  $ pin scatter 100 seed 3
  $ pin select parc55
  [0s] m: didSelectAnnotationView(annotation: parc55)
  [0s] m: detailForAnnotation(annotation: parc55)
  $ settle
  [0.1s] parc55.callout: completion(pop: 1.1, finished: true)
  [0.2s] parc55.callout: completion(pop: 0.95, finished: true)
  [0.3s] parc55.callout: completion(pop: 1, finished: true)
  settled at 0.5s
  still running, never ending: here.halo pulse
  $ map disappear m

MapKit's removeAnnotations: tells the delegate nothing. The views went to the
reuse queue, the callout annotation went with the others, and the selected pin
stays selected until the next deselection reports it, as after pin remove.

  $ print m
  map m center=37.785334,-122.406964 span=0.007512,0.007129 pins=0 views=0 queued=104 selected=parc55 frame=0,0,768,1024
  $ tap 700,900
  tap 700,900: hit m at 700,900
  [0.5s] m: didDeselectAnnotationView(annotation: parc55)
  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham"
  $ settle
  settled at 1s
  $ print m
  map m center=37.785334,-122.406964 span=0.007512,0.007129 pins=1 views=1 queued=103 frame=0,0,768,1024
    pin parc55 coordinate=37.784721,-122.408697 style=pin title="Parc 55 Wyndham" frame=189.306,561.059,32,39
  $ map disappear nothing
  error: unknown map 'nothing' at column 15; known: m
