A map view keeps annotation views only for pins whose point lies within 64
points of its visible rect. A view that leaves goes to a reuse queue under its
reuse identifier (GIKAnnotation for standard pins, SVPulsing for pulsing ones)
and a pin coming into sight dequeues one with its identifier, so panning makes
few new views. `dump` shows the view object's number as "view".

This 320x480 map shows 0.01 degree of longitude across, so one point is
0.00003125 degree: a sits at x 160, b at 300, c at 500, d at 800 and e at -300
(all at y 240), and the pulsing p at x 200. c and d are beyond 320 + 64, e
beyond -64, so three views exist: #1 for a, #2 for b, #3 for p. The pins are
added with drop off, so their views stand in place at once (map/pin-drop.t
shows the drop); scattered pins drop, and settle lets them land.

  $ screen iphone
  $ map add m frame 0,0,320,480 center 37.785334,-122.406964 span 0.01,0.01
  $ pin add a at 37.785334,-122.406964 drop off
  $ pin add b at 37.785334,-122.402589 drop off
  $ pin add c at 37.785334,-122.396339 drop off
  $ pin add d at 37.785334,-122.386964 drop off
  $ pin add e at 37.785334,-122.421339 drop off
  $ pin add p at 37.787,-122.405714 style pulsing
  $ map show m
  map m: center 37.785334,-122.406964 span 0.011855,0.01
    map rect 42940751.955,103740487.782,7456.54,11184.811, 23.302 map points per point
    pins 6, views 3, next view #4
    reuse queue: empty
  $ dump a
  {"id":"a","kind":"pin","parent":"m","frame":[152,205.5,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.785334,-122.406964],"selected":false,"style":"pin","view":1,"reuseIdentifier":"GIKAnnotation","centerOffset":[8,-15],"calloutOffset":[-8,0]}

Panning 300 points right moves every pin 300 left: a (-140) and p (-100) leave,
b reaches x 0 and c comes in at 200. c takes a's view #1; p's view waits under
SVPulsing, which a standard pin cannot use.

  $ map pan m 300,0
  [0s] m: regionDidChange(animated: false)
  $ map show m
  map m: center 37.785334,-122.397589 span 0.011855,0.01
    map rect 42947742.462,103740487.782,7456.54,11184.811, 23.302 map points per point
    pins 6, views 2, next view #4
    reuse queue: SVPulsing #3
  $ dump c
  {"id":"c","kind":"pin","parent":"m","frame":[192,205.5,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.785334,-122.396339],"selected":false,"style":"pin","view":1,"reuseIdentifier":"GIKAnnotation","centerOffset":[8,-15],"calloutOffset":[-8,0]}

Another 300: b and c leave, d comes in and dequeues #1 again.

  $ map pan m 300,0
  [0s] m: regionDidChange(animated: false)
  $ map show m
  map m: center 37.785334,-122.388214 span 0.011855,0.01
    map rect 42954732.968,103740487.782,7456.54,11184.811, 23.302 map points per point
    pins 6, views 1, next view #4
    reuse queue: GIKAnnotation #2; SVPulsing #3
  $ dump d
  {"id":"d","kind":"pin","parent":"m","frame":[192,205.5,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"coordinate":[37.785334,-122.386964],"selected":false,"style":"pin","view":1,"reuseIdentifier":"GIKAnnotation","centerOffset":[8,-15],"calloutOffset":[-8,0]}

Back 900 to the left, e comes in at x 0 and d leaves; then 300 right brings
a, b and p back into sight. All of them get queued views: no view #4 is ever
made.

  $ map pan m -900,0
  [0s] m: regionDidChange(animated: false)
  $ map pan m 300,0
  [0s] m: regionDidChange(animated: false)
  $ map show m
  map m: center 37.785334,-122.406964 span 0.011855,0.01
    map rect 42940751.955,103740487.782,7456.54,11184.811, 23.302 map points per point
    pins 6, views 3, next view #4
    reuse queue: empty

Removing a pin puts its view in the queue too.

  $ pin remove a
  $ map show m
  map m: center 37.785334,-122.406964 span 0.011855,0.01
    map rect 42940751.955,103740487.782,7456.54,11184.811, 23.302 map points per point
    pins 5, views 2, next view #4
    reuse queue: GIKAnnotation #1

With many pins the number of views follows what is in sight. 200 pins
scattered over 0.05 x 0.05 degree about the centre, seed 3, get ids m.1 to
m.200: about 8 % of that area is within 64 points of the view, and 16 pins get
views. Panning keeps the count between 14 and 17, with at most two queued, and
only one new view (#17) is made. m.33 goes out of sight, and a pin without a
view is no node for `print`.

  $ screen iphone
  $ map add m frame 0,0,320,480 center 37.785334,-122.406964 span 0.01,0.01
  $ pin scatter 200 seed 3 span 0.05,0.05
  $ settle
  settled at 0.5s
  $ map show m
  map m: center 37.785334,-122.406964 span 0.011855,0.01
    map rect 42940751.955,103740487.782,7456.54,11184.811, 23.302 map points per point
    pins 200, views 16, next view #17
    reuse queue: empty
  $ print m.33
  pin m.33 coordinate=37.791556,-122.406514 style=pin frame=166.409,-46.437,32,39
  $ print m.65
  pin m.65 coordinate=37.777826,-122.40757 style=pin frame=132.609,509.474,32,39
  $ map pan m 200,0
  [0.5s] m: regionDidChange(animated: false)
  $ map show m
  map m: center 37.785334,-122.400714 span 0.011855,0.01
    map rect 42945412.293,103740487.782,7456.54,11184.811, 23.302 map points per point
    pins 200, views 14, next view #17
    reuse queue: GIKAnnotation #1 #3
  $ map pan m -400,300
  [0.5s] m: regionDidChange(animated: false)
  $ map show m
  map m: center 37.777924,-122.413214 span 0.011856,0.01
    map rect 42936091.617,103747478.288,7456.54,11184.811, 23.302 map points per point
    pins 200, views 17, next view #18
    reuse queue: empty
  $ print m.33
  error: unknown node 'm.33' at column 7; did you mean 'm.23'? known: m, m.110, m.136, m.149, m.160, m.166, m.169, m.172, m.176, m.19, m.23, m.40 and 8 more

The same seed gives the same pins: in a fresh scene m.33 and m.65 are in the
same places.

  $ screen iphone
  $ map add m frame 0,0,320,480 center 37.785334,-122.406964 span 0.01,0.01
  $ pin scatter 200 seed 3 span 0.05,0.05
  $ settle
  settled at 0.5s
  $ print m.33
  pin m.33 coordinate=37.791556,-122.406514 style=pin frame=166.409,-46.437,32,39
  $ print m.65
  pin m.65 coordinate=37.777826,-122.40757 style=pin frame=132.609,509.474,32,39
