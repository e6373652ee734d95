GIKPinAnnotationView sets animatesDrop = YES (GIKPinAnnotationView.m 26), so a
standard pin drops onto the map when its view comes on screen. Apple documents no
timing for the drop; scenesim lets the view fall from just above the map's top edge
(its bottom on the edge) to its place in 0.5 s, the duration of the public
re-creations (NAMapKit's NAPinAnnotation.m 12: NAMapViewPinAnimationDuration 0.5f;
Stack Overflow 6808876: animateWithDuration:0.5), ease-in, without a bounce, and
says so in `help pin add`. The map's frame starts at y 0 here, so the view starts
at y −39.

  $ map add m frame 0,0,320,480
  $ pin add p at 37.7853,-122.4069
  $ print p
  pin p coordinate=37.7853,-122.4069 style=pin frame=154.873,-39,32,39 animating
  $ tick 0.2
  $ print p
  pin p coordinate=37.7853,-122.4069 style=pin frame=154.873,13.948,32,39 animating
  $ tick 0.2
  $ print p
  pin p coordinate=37.7853,-122.4069 style=pin frame=154.873,131.44,32,39 animating

A view dropping is animating its position like any other; once it lands the pin
is where the region puts it. With drop off (animatesDrop = NO) it is there at once.

  $ pin add q at 37.786,-122.408 drop off
  $ print q
  pin q coordinate=37.786,-122.408 style=pin frame=105.497,167.673,32,39

A view that comes back into the visible rect is a new view (or one from the reuse
queue), and drops again.

  $ map region m center 37.80,-122.40 span 0.01,0.01 animated off
  [0.4s] m: regionDidChange(animated: false)
  $ map region m center 37.7853,-122.4069 span 0.01,0.01 animated off
  [0.4s] m: regionDidChange(animated: false)
  $ print p
  pin p coordinate=37.7853,-122.4069 style=pin frame=152,-39,32,39 animating
  $ settle
  settled at 0.9s
  $ print p
  pin p coordinate=37.7853,-122.4069 style=pin frame=152,205.5,32,39

"This animation occurs whenever the view transitions from offscreen to
onscreen" (MKPinAnnotationView animatesDrop). A view made in the 64-point
margin above the map is not on screen: it waits there, and drops when a region
change brings its frame onto the map's bounds.

  $ screen iphone
  $ map add m frame 0,0,320,480
  $ pin add q at 37.79026,-122.4069
  $ print q
  pin q coordinate=37.79026,-122.4069 style=pin frame=154.873,-74.29,32,39
  $ settle
  settled at 0s
  $ map pan m 0,-100 animated off
  [0s] m: regionDidChange(animated: false)
  $ print q
  pin q coordinate=37.79026,-122.4069 style=pin frame=154.873,-39,32,39 animating
  $ settle
  settled at 0.5s
  $ print q
  pin q coordinate=37.79026,-122.4069 style=pin frame=154.873,25.71,32,39

Only MKPinAnnotationView has animatesDrop: an image or pulsing pin takes drop
on and does not fall. The image pin is in its place at once; the pulsing one
pops in where it stands (its own appearance, not a drop).

  $ pin add i at 37.7853,-122.4069 style image drop on
  $ pin add s at 37.7853,-122.4060 style pulsing drop on
  $ print i
  pin i coordinate=37.7853,-122.4069 style=image frame=146.873,325.931,32,32
  $ print s
  pin s coordinate=37.7853,-122.406 style=pulsing halo=0,0.45 frame=202.721,341.381,1.1,1.1 bounds=0,0,22,22 transform=0.05,0,0,0.05,0,0 animating
    halo s.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0,0,0,0,0,0 touches=off animating
    ring s.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot s.dot frame=3,3,16,16 color=#007AFF touches=off
