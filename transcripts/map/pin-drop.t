GIKPinAnnotationView sets animatesDrop = YES (GIKPinAnnotationView.m 26), so a
standard pin drops onto the map when its view joins it. Apple documents no timing
for the drop; scenesim lets the view fall from just above the map's top edge (its
bottom on the edge) to its place in 0.4 s, ease-in, without a bounce, and says so in
`help pin add`. The map's frame starts at y 0 here, so the view starts at y −39.

  $ map add m frame 0,0,320,480
  $ pin add p at 37.7853,-122.4069
  $ print p
  pin p coordinate=37.7853,-122.4069 style=pin frame=154.873,-39,32,39 animating
  $ tick 0.2
  $ print p
  pin p coordinate=37.7853,-122.4069 style=pin frame=154.873,38.714,32,39 animating
  $ tick 0.2
  $ print p
  pin p coordinate=37.7853,-122.4069 style=pin frame=154.873,207.431,32,39

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
  settled at 0.8s
  $ print p
  pin p coordinate=37.7853,-122.4069 style=pin frame=152,205.5,32,39
