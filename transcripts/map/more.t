`map zoom ID F` zooms about the centre: 2 halves the span, 0.5 doubles it.
The scale (map points per point) follows, and so do the pins.

  $ screen iphone
  $ map add m frame 0,0,320,480
  $ pin add a at 37.7860,-122.4060
  $ map zoom m 2
  [0s] m: regionDidChange(animated: false)
  $ print m
  map m center=37.785334,-122.406964 span=0.004226,0.003564 pins=1 views=1 queued=0 frame=0,0,320,480
    pin a coordinate=37.786,-122.406 style=pin frame=238.542,129.846,32,39
  $ map zoom m 0.25 animated on
  $ tick 0.3
  [0.3s] m: regionDidChange(animated: true)
  $ print m
  map m center=37.785334,-122.406964 span=0.016902,0.014258 pins=1 views=1 queued=0 frame=0,0,320,480
    pin a coordinate=37.786,-122.406 style=pin frame=173.636,186.587,32,39
  $ map zoom m 1001
  error: FACTOR must be from 0.001 to 1000, got 1001 at column 12; usage: map zoom ID FACTOR [animated B] [about X,Y]

With `about X,Y` (a point of the map view) the coordinate under that point stays
under it, as under the fingers of a pinch; the live page's wheel zooms so.

  $ map coordinate m 100,100
  100,100 in m -> 37.790264,-122.409637
  $ map zoom m 2 about 100,100
  [0.3s] m: regionDidChange(animated: false)
  $ map coordinate m 100,100
  100,100 in m -> 37.790264,-122.409637
  $ map zoom m 0.5 about 100,100
  [0.3s] m: regionDidChange(animated: false)
  $ map coordinate m 100,100
  100,100 in m -> 37.790264,-122.409637

`pin set ID at LAT,LON` moves a pin (setCoordinate:); its view follows, or
goes to the queue when the pin leaves the view.

  $ pin set a at 37.7853,-122.4070
  $ print a
  pin a coordinate=37.7853,-122.407 style=pin frame=151.192,206.466,32,39
  $ pin set a at 10,10
  $ map show m
  map m: center 37.785334,-122.406964 span 0.016902,0.014258
    map rect 42939164.458,103738106.535,10631.535,15947.303, 33.224 map points per point
    pins 1, views 0, next view #2
    reuse queue: GIKAnnotation #1
  $ pin set a at 91,0
  error: a coordinate needs a latitude from -90 to 90 and a longitude from -180 to 180, got '91,0' at column 14; usage: pin set ID [at LAT,LON] [selection-enabled B] [title TEXT] [subtitle TEXT] [style STYLE] [color C] [image WxH] [drop B] [offset X,Y] [look LOOK] [pulse-color C] [outer-color C] [outer-alpha A] [scale-factor F] [dot-inset N] [pulse-duration D] [outer-pulse-duration D] [delay D|forever] [pop-in B] [pop-in-block LINE] [dot-image WxH] [heading-image WxH] [image-view X,Y,W,H] [enabled B] [can-show-callout B] [draggable B]

A value the pin already has changes nothing and is no error, as a setter given
the same value; a `pin set` with no KEY VALUE pair at all is one.

  $ pin set a title Home
  $ pin set a title Home
  $ pin set a
  error: nothing to set at column 10; give KEY VALUE pairs: at, title, subtitle, style, color, image, drop, offset, look, pulse-color, outer-color, outer-alpha, scale-factor, dot-inset, pulse-duration, outer-pulse-duration, delay, pop-in, pop-in-block, dot-image, heading-image, image-view, enabled, can-show-callout, draggable

`map remove ID` takes the map view and its pins away.

  $ map remove m
  $ print
  t=0.3s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
  $ pin select a
  error: unknown pin 'a' at column 12; no pins yet; add one with pin add

SVPulsingAnnotationView's setters for outerColor and the others do not
rebuild: the new value waits for the next rebuild, which a colour change
causes. dot-image puts an image where the colour dot was, and rebuilds.

  $ map add m frame 0,0,320,480
  $ pin add p at 37.785334,-122.406964 style pulsing
  $ pin set p outer-color red outer-alpha 0.5
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0,0.45 frame=159.45,239.45,1.1,1.1 bounds=0,0,22,22 transform=0.05,0,0,0.05,0,0 animating
    halo p.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0,0,0,0,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off
  $ pin set p color green
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0,0.45 frame=149,229,22,22
    halo p.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#00FF00 transform=0,0,0,0,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 alpha=0.5 color=#FF0000 touches=off
    dot p.dot frame=3,3,16,16 color=#00FF00 touches=off
  $ pin set p dot-image 10x10
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0,0.45 frame=149,229,22,22
    halo p.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#00FF00 transform=0,0,0,0,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 alpha=0.5 color=#FF0000 touches=off
    template-image p.image tint=#00FF00 frame=6,6,10,10 touches=off

The quirks of the callout can be turned off. With callout-center-in-superview
off, a map placed away from its superview's origin centres the bubble on the
map itself. Here the map starts at x=100 and the pin is at its centre: the
original measures d = 210 - 102 = 108 and pins the bubble 38 points in from its
edge (centerOffset 15); corrected, d = 110 - 102 = 8 and the bubble is centred
on the map (centerOffset 8) with the arrow sliding to the pin.

  $ reset
  $ view add holder frame 0,0,320,480
  $ map add m frame 100,0,220,480 in holder
  $ pin add h at 37.785334,-122.406964 title "Hotel"
  $ pin select h
  [0s] m: didSelectAnnotationView(annotation: h)
  [0s] m: detailForAnnotation(annotation: h)
  $ dump h.callout
  {"id":"h.callout","kind":"callout","parent":"m","frame":[109.962,215.93,0.106,0.07],"alpha":1,"hidden":false,"bounds":[0,0,106,70],"transform":[0.001,0,0,0.001,-14.985,34.965],"animating":true,"annotation":"h","mode":"default","bias":"right","downArrow":0,"arrowOffset":20,"centerOffset":[15,-59],"sideArrows":[0,0],"enabled":false,"view":2}
  $ pin deselect h
  [0s] m: didDeselectAnnotationView(annotation: h)
  [0s] h.callout: completion(pop: 1.1, finished: false)
  $ quirk callout-center-in-superview off
  $ pin select h
  [0s] m: didSelectAnnotationView(annotation: h)
  [0s] m: detailForAnnotation(annotation: h)
  $ dump h.callout
  {"id":"h.callout","kind":"callout","parent":"m","frame":[109.955,215.93,0.106,0.07],"alpha":1,"hidden":false,"bounds":[0,0,106,70],"transform":[0.001,0,0,0.001,-7.992,34.965],"animating":true,"annotation":"h","mode":"default","bias":"right","downArrow":0,"arrowOffset":27,"centerOffset":[8,-59],"sideArrows":[0,0],"enabled":false,"view":2}

With callout-offset-half-point off, the expanded bubble's centerOffset is
the one its frame has, so a later region change does not move it by half a
point.

  $ reset
  $ map add m frame 0,0,320,480
  $ pin add h at 37.785334,-122.407500 title "Hotel"
  $ quirk callout-offset-half-point off
  $ pin select h
  [0s] m: didSelectAnnotationView(annotation: h)
  [0s] m: detailForAnnotation(annotation: h)
  $ callout detail h
  [0s] h.callout: accessoryButtonTapped()
  $ settle
  [0.1s] h.callout: completion(pop: 1.1, finished: true)
  [0.2s] h.callout: completion(pop: 0.95, finished: true)
  [0.3s] h.callout: completion(phase: 1, finished: true)
  [0.3s] h.callout: completion(pop: 1, finished: true)
  [0.6s] h.callout: completion(phase: 2, finished: true)
  settled at 0.6s
  $ dump h.callout
  {"id":"h.callout","kind":"callout","parent":"m","frame":[151.941,13.5,346,420],"alpha":1,"hidden":false,"bounds":[0,0,346,420],"annotation":"h","mode":"detail","bias":"right","downArrow":14,"leftArrow":14,"arrowOffset":20,"centerOffset":[189,-16.5],"sideArrows":[14,0],"enabled":false,"view":2}
  $ map pan m 0,0
  [0.6s] m: regionDidChange(animated: false)
  $ dump h.callout
  {"id":"h.callout","kind":"callout","parent":"m","frame":[151.941,13.5,346,420],"alpha":1,"hidden":false,"bounds":[0,0,346,420],"annotation":"h","mode":"detail","bias":"right","downArrow":14,"leftArrow":14,"arrowOffset":20,"centerOffset":[189,-16.5],"sideArrows":[14,0],"enabled":false,"view":2}
