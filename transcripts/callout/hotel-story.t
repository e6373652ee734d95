GIKAnimatedCallout's iPad sample: four San Francisco hotels on a full-screen
MKMapView (768x1024) showing Union Square, the map's default region. Each is a
GIKPinAnnotationView, 32x39 with centerOffset 8,-15, so its frame starts 8 pt
left of the coordinate's point. ("Mariott" is the sample's spelling.)

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham"
  $ pin add palomar at 37.785376,-122.405607 title "Hotel Palomar"
  $ pin add marriott at 37.78509,-122.404751 title "Mariott Marquis"
  $ pin add florence at 37.786553,-122.4083 title "Villa Florence"
  $ print m
  map m center=37.785334,-122.406964 span=0.007512,0.007129 pins=4 views=4 queued=0 frame=0,0,768,1024
    pin florence coordinate=37.786553,-122.4083 style=pin title="Villa Florence" frame=232.074,-39,32,39 animating
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar" frame=522.188,-39,32,39 animating
    pin marriott coordinate=37.78509,-122.404751 style=pin title="Mariott Marquis" frame=614.404,-39,32,39 animating
    pin parc55 coordinate=37.784721,-122.408697 style=pin title="Parc 55 Wyndham" frame=189.306,-39,32,39 animating

Selecting Parc 55 adds a callout annotation at the same coordinate; its view,
parc55.callout, is 70 high and as wide as the bold title plus the accessory
button and insets (210 here). The pin sits left of the map's centre (d = 194 pt),
so the bubble leans right: centerOffset 67,-59 and the down arrow 20 pt in. It
pops in 0.001 -> 1.1 -> 0.95 -> 1 in three 0.1 s ease-out steps, scaling about
the arrow's tip so the tip stays on the pin.

  $ pin select parc55
  [0s] m: didSelectAnnotationView(annotation: parc55)
  [0s] m: detailForAnnotation(annotation: parc55)
  $ tick 0.05
  $ print parc55.callout
  callout parc55.callout annotation=parc55 mode=default bias=right downArrow=0 frame=168.676,518.819,158.219,52.74 bounds=0,0,210,70 transform=0.753,0,0,0.753,-16.521,8.63 animating
    view parc55.callout.content frame=13,4,184,35 autoresize=width,height
      label parc55.callout.title frame=4,7,147,21
      callout-accessory parc55.callout.accessory frame=155,4,29,29
      view parc55.callout.detail frame=0,40,320,345 hidden
  $ tick 0.25
  [0.1s] parc55.callout: completion(pop: 1.1, finished: true)
  [0.2s] parc55.callout: completion(pop: 0.95, finished: true)
  [0.3s] parc55.callout: completion(pop: 1, finished: true)
  $ print parc55.callout
  callout parc55.callout annotation=parc55 mode=default bias=right downArrow=0 frame=159.306,501.559,210,70
    view parc55.callout.content frame=13,4,184,35 autoresize=width,height
      label parc55.callout.title frame=4,7,147,21
      callout-accessory parc55.callout.accessory frame=155,4,29,29
      view parc55.callout.detail frame=0,40,320,345 hidden
  $ dump parc55.callout
  {"id":"parc55.callout","kind":"callout","parent":"m","frame":[159.306,501.559,210,70],"alpha":1,"hidden":false,"bounds":[0,0,210,70],"annotation":"parc55","mode":"default","bias":"right","downArrow":0,"arrowOffset":20,"centerOffset":[67,-59],"sideArrows":[0,0],"enabled":false,"view":5}

The accessory button asks for the detail (320x345 by default). Phase 1 (0.3 s,
ease-in-out) slides the bubble to 24 pt right of the pin's frame at the detail's
width plus insets (346), fades the accessory and centres the title, while the
down arrow steps through its 14 images, one per 60 Hz refresh.

  $ callout detail parc55
  [0.3s] parc55.callout: accessoryButtonTapped()
  $ tick 0.1
  $ print parc55.callout
  callout parc55.callout annotation=parc55 mode=default bias=right downArrow=6 frame=171.821,501.559,241.521,70 animating
    view parc55.callout.content frame=13,4,215.521,35 autoresize=width,height animating
      label parc55.callout.title frame=23.121,7,147,21 animating
      callout-accessory parc55.callout.accessory frame=186.521,4,29,29 alpha=0.768 animating
      view parc55.callout.detail frame=0,40,320,345 hidden
  $ tick 0.2
  [0.6s] parc55.callout: completion(phase: 1, finished: true)
  $ print parc55.callout
  callout parc55.callout annotation=parc55 mode=detail bias=right downArrow=14 leftArrow=0 frame=213.306,501.559,346,70 animating
    view parc55.callout.content frame=13,4,320,35 autoresize=width,height animating
      label parc55.callout.title frame=86.5,7,147,21
      callout-accessory parc55.callout.accessory frame=291,4,29,29 alpha=0
      view parc55.callout.detail frame=0,40,320,345

Phase 2 (another 0.3 s) shows the detail view and grows the bubble to 420 high
(70 + 345 + 5), centred 18 pt below the pin frame's top, while the left arrow
steps through its images. The new centerOffset puts the bubble half a point
lower than the animation left it (quirk callout-offset-half-point).

  $ tick 0.15
  $ print parc55.callout
  callout parc55.callout annotation=parc55 mode=detail bias=right downArrow=14 leftArrow=9 frame=213.306,435.309,346,245 animating
    view parc55.callout.content frame=13,4,320,210 autoresize=width,height animating
      label parc55.callout.title frame=86.5,7,147,21
      callout-accessory parc55.callout.accessory frame=291,4,29,29 alpha=0
      view parc55.callout.detail frame=0,40,320,345
  $ tick 0.15
  [0.9s] parc55.callout: completion(phase: 2, finished: true)
  $ dump parc55.callout
  {"id":"parc55.callout","kind":"callout","parent":"m","frame":[213.306,369.059,346,420],"alpha":1,"hidden":false,"bounds":[0,0,346,420],"annotation":"parc55","mode":"detail","bias":"right","downArrow":14,"leftArrow":14,"arrowOffset":20,"centerOffset":[189,-16],"sideArrows":[14,0],"enabled":false,"view":5}

A tap on the empty map deselects the pin; GIK removes the callout at once and
its view goes to the "GIKCallout" reuse queue.

  $ tap 700,100
  tap 700,100: hit m at 700,100
  [0.9s] m: didDeselectAnnotationView(annotation: parc55)
  $ map show m
  map m: center 37.785334,-122.406964 span 0.007512,0.007129
    map rect 42941822.341,103742536.342,5315.768,7087.69, 6.922 map points per point
    pins 4, views 4, next view #6
    reuse queue: GIKCallout #5

The Marriott is right of centre (d = -230), so its bubble leans left: the
centerOffset and the arrow mirror. It reuses the queued view (#5), which still
holds the left arrow image from Parc 55 (quirk callout-reuse-keeps-side-arrow).

  $ pin select marriott
  [0.9s] m: didSelectAnnotationView(annotation: marriott)
  [0.9s] m: detailForAnnotation(annotation: marriott)
  $ settle
  [1s] marriott.callout: completion(pop: 1.1, finished: true)
  [1.1s] marriott.callout: completion(pop: 0.95, finished: true)
  [1.2s] marriott.callout: completion(pop: 1, finished: true)
  settled at 1.2s
  $ dump marriott.callout
  {"id":"marriott.callout","kind":"callout","parent":"m","frame":[470.404,451.26,190,70],"alpha":1,"hidden":false,"bounds":[0,0,190,70],"annotation":"marriott","mode":"default","bias":"left","downArrow":0,"arrowOffset":135,"centerOffset":[-57,-59],"sideArrows":[14,0],"enabled":false,"view":5}

Expanded, a left-leaning callout goes to the pin's left: its right edge is 8 pt
short of the pin's frame, and the right arrow points at the pin.

  $ callout detail marriott
  [1.2s] marriott.callout: accessoryButtonTapped()
  $ settle
  [1.5s] marriott.callout: completion(phase: 1, finished: true)
  [1.8s] marriott.callout: completion(phase: 2, finished: true)
  settled at 1.8s
  $ print marriott.callout
  callout marriott.callout annotation=marriott mode=detail bias=left downArrow=14 rightArrow=14 frame=260.404,318.76,346,420
    view marriott.callout.content frame=13,4,320,385 autoresize=width,height
      label marriott.callout.title frame=96.5,7,127,21
      callout-accessory marriott.callout.accessory frame=291,4,29,29 alpha=0
      view marriott.callout.detail frame=0,40,320,345
