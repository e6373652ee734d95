A region (centre and span in degrees) is fitted to the map view as setRegion:
does: the bounding rect of its projected corners is scaled by the larger of
rectW / viewW and rectH / viewH, so the whole region shows and one axis shows
more than asked. Near San Francisco (37.79 N) a 0.01 x 0.01 degree region is
7456.5 map points wide and 9434.9 tall; on a 320x480 iPhone map the width
decides, 7456.5 / 320 = 23.302 map points per point, and the latitude span
grows to 0.011855. The pins here are added with drop off, so their views stand in
place at once (map/pin-drop.t shows the drop).

  $ screen iphone
  $ map add m frame 0,0,320,480 center 37.785334,-122.406964 span 0.01,0.01
  $ pin add a at 37.7853,-122.4069 drop off
  $ map show m
  map m: center 37.785334,-122.406964 span 0.011855,0.01
    map rect 42940751.955,103740487.782,7456.54,11184.811, 23.302 map points per point
    pins 1, views 1, next view #2
    reuse queue: empty
  $ print m
  map m center=37.785334,-122.406964 span=0.011855,0.01 pins=1 views=1 queued=0 frame=0,0,320,480
    pin a coordinate=37.7853,-122.4069 style=pin frame=154.048,206.877,32,39

With no autoresizing mask the map keeps its 320x480 frame and its region.

  $ rotate landscape animated off
  [0s] window: didRotate(from: portrait)
  $ print m
  map m center=37.785334,-122.406964 span=0.011855,0.01 pins=1 views=1 queued=0 frame=0,0,320,480
    pin a coordinate=37.7853,-122.4069 style=pin frame=154.048,206.877,32,39

With `autoresize fill` the map follows the window to 480x320. A resize keeps
the centre and the scale, so the region now spans 0.015 of longitude but only
0.007903 of latitude, less than was asked; the pin moves 80 points right with
the centre, and the delegate hears regionDidChange(animated: false).

  $ rotate portrait animated off
  [0s] window: didRotate(from: landscape)
  $ view set m autoresize fill
  $ rotate landscape animated off
  [0s] m: regionDidChange(animated: false)
  [0s] window: didRotate(from: portrait)
  $ map show m
  map m: center 37.785334,-122.406964 span 0.007903,0.015
    map rect 42938887.82,103742351.917,11184.811,7456.54, 23.302 map points per point
    pins 1, views 1, next view #2
    reuse queue: empty
  $ print m
  map m center=37.785334,-122.406964 span=0.007903,0.015 pins=1 views=1 queued=0 frame=0,0,480,320 autoresize=width,height
    pin a coordinate=37.7853,-122.4069 style=pin frame=234.048,126.877,32,39

Setting the region again fits it to the new shape: now the height decides,
9434.9 / 320 = 29.484, and the longitude span grows to 0.01898.

  $ map region m center 37.785334,-122.406964 span 0.01,0.01
  [0s] m: regionDidChange(animated: false)
  $ map show m
  map m: center 37.785334,-122.406964 span 0.01,0.01898
    map rect 42937404.025,103741362.72,14152.401,9434.934, 29.484 map points per point
    pins 1, views 1, next view #2
    reuse queue: empty

GIK's sample on a 768x1024 iPad: the default region, centre 37.785334,
-122.406964 and span 0.003515 x 0.007129, is 5315.8 x 3316.4 map points, so
the width decides (6.9216) and the latitude span grows to 0.007512. A standard
pin view is 32x39 with centerOffset 8,-15, so its frame origin is the point
plus (8 - 16, -15 - 19.5): Parc 55 at (197.3, 595.6) gets 189.3,561.1, Hotel
Palomar (530.2, 506.3), Marriott (622.4, 545.3) and Villa Florence (240.1,
345.8) likewise. Pin views are stacked north to south.

  $ screen ipad
  $ map add gik frame 0,0,768,1024
  $ view set gik autoresize fill
  $ pin add parc at 37.784721,-122.408697 title "Parc 55" drop off
  $ pin add palomar at 37.785376,-122.405607 title "Hotel Palomar" drop off
  $ pin add marriott at 37.78509,-122.404751 title "Marriott" drop off
  $ pin add villa at 37.786553,-122.4083 title "Villa Florence" drop off
  $ print gik
  map gik center=37.785334,-122.406964 span=0.007512,0.007129 pins=4 views=4 queued=0 frame=0,0,768,1024 autoresize=width,height
    pin villa coordinate=37.786553,-122.4083 style=pin title="Villa Florence" frame=232.074,311.334,32,39
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar" frame=522.188,471.775,32,39
    pin marriott coordinate=37.78509,-122.404751 style=pin title=Marriott frame=614.404,510.76,32,39
    pin parc coordinate=37.784721,-122.408697 style=pin title="Parc 55" frame=189.306,561.059,32,39

An animated setRegion: moves the visible rect over 0.3 s, ease-in-out, and
each pin view slides in a straight line. Centring on Villa Florence, halfway
in time is halfway in place (the curve is symmetric): Villa Florence is at
304.037, midway between 232.074 and 376. At 0.3 s the map reports
regionDidChange(animated: true) and Villa Florence sits on the centre, its
frame 384 - 8, 512 - 34.5.

  $ map region gik center 37.786553,-122.4083 span 0.003515,0.007129 animated on
  $ tick 0.15
  $ print gik
  map gik center=37.785944,-122.407632 span=0.007512,0.007129 pins=4 views=4 queued=0 frame=0,0,768,1024 autoresize=width,height
    pin villa coordinate=37.786553,-122.4083 style=pin title="Villa Florence" frame=304.037,394.417,32,39 animating
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar" frame=594.151,554.858,32,39 animating
    pin marriott coordinate=37.78509,-122.404751 style=pin title=Marriott frame=686.367,593.843,32,39 animating
    pin parc coordinate=37.784721,-122.408697 style=pin title="Parc 55" frame=261.269,644.142,32,39 animating
  $ tick 0.15
  [0.3s] gik: regionDidChange(animated: true)
  $ print gik
  map gik center=37.786553,-122.4083 span=0.007512,0.007129 pins=4 views=4 queued=0 frame=0,0,768,1024 autoresize=width,height
    pin villa coordinate=37.786553,-122.4083 style=pin title="Villa Florence" frame=376,477.5,32,39
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar" frame=666.114,637.941,32,39
    pin marriott coordinate=37.78509,-122.404751 style=pin title=Marriott frame=758.33,676.926,32,39
    pin parc coordinate=37.784721,-122.408697 style=pin title="Parc 55" frame=333.232,727.225,32,39

Turned to landscape and fitted to the sample region again, the 1024x768 map's
width still decides, 5315.8 / 1024 = 5.191, and every pin matches the formula.

  $ rotate landscape animated off
  [0.3s] gik: regionDidChange(animated: false)
  [0.3s] window: didRotate(from: portrait)
  $ map region gik center 37.785334,-122.406964 span 0.003515,0.007129
  [0.3s] gik: regionDidChange(animated: false)
  $ map show gik
  map gik: center 37.785334,-122.406964 span 0.004226,0.007129
    map rect 42941822.341,103744086.774,5315.768,3986.826, 5.191 map points per point
    pins 4, views 4, next view #5
    reuse queue: empty
  $ print gik
  map gik center=37.785334,-122.406964 span=0.004226,0.007129 pins=4 views=4 queued=0 frame=0,0,1024,768 autoresize=width,height
    pin villa coordinate=37.786553,-122.4083 style=pin title="Villa Florence" frame=312.099,127.946,32,39
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar" frame=698.918,341.867,32,39
    pin marriott coordinate=37.78509,-122.404751 style=pin title=Marriott frame=821.872,393.847,32,39
    pin parc coordinate=37.784721,-122.408697 style=pin title="Parc 55" frame=255.074,460.912,32,39
