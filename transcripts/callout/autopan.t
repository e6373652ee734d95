GIKAnimatedCallout places its bubble from the map's centre and the pin alone: it
never looks at the map's edges, so a callout near an edge is cut off. scenesim
keeps that by default (`callout autopan off`). Two hotels on the iPad map: one
60 pt below the top edge, one 28 pt from the right edge.

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add top at 37.78865,-122.406815 title "Westin St. Francis"
  $ pin add east at 37.785422,-122.403659 title "Hotel Union Square"
  $ callout autopan off

The default bubble's centre is 59 pt above the pin, so its top is 34 pt above
the map; expanded, the 420 pt bubble is centred 18 pt below the pin frame's
top and sticks out 166.5 pt. Nothing moves.

  $ pin select top
  [0s] m: didSelectAnnotationView(annotation: top)
  [0s] m: detailForAnnotation(annotation: top)
  $ settle
  [0.1s] top.callout: completion(pop: 1.1, finished: true)
  [0.2s] top.callout: completion(pop: 0.95, finished: true)
  [0.3s] top.callout: completion(pop: 1, finished: true)
  settled at 0.5s
  $ print top.callout
  callout top.callout annotation=top mode=default bias=left downArrow=0 frame=286.052,-34.021,212,70
    view top.callout.content frame=13,4,186,35 autoresize=width,height
      label top.callout.title frame=4,7,148,21
      callout-accessory top.callout.accessory frame=157,4,29,29
      view top.callout.detail frame=0,40,320,345 hidden
  $ callout detail top
  [0.5s] top.callout: accessoryButtonTapped()
  $ settle
  [0.8s] top.callout: completion(phase: 1, finished: true)
  [1.1s] top.callout: completion(phase: 2, finished: true)
  settled at 1.1s
  $ dump top.callout
  {"id":"top.callout","kind":"callout","parent":"m","frame":[38.052,-166.521,346,420],"alpha":1,"hidden":false,"bounds":[0,0,346,420],"annotation":"top","mode":"detail","bias":"left","downArrow":14,"rightArrow":14,"arrowOffset":96,"centerOffset":[-189,-16],"sideArrows":[0,14],"enabled":false,"view":3}
  $ map show m
  map m: center 37.785334,-122.406964 span 0.007512,0.007129
    map rect 42941822.341,103742536.342,5315.768,7087.69, 6.922 map points per point
    pins 2, views 2 + callout, next view #4
    reuse queue: empty
    selected top
  $ pin deselect top
  [1.1s] m: didDeselectAnnotationView(annotation: top)

Beyond GIK, `callout autopan on` pans the map, as Leaflet's autoPan does, once
the bubble has its final size: after the pop-in (0.3 s) or after the expansion
(0.6 s). It pans by just enough to bring the bubble inside the map with a
padding (5 pt by default), animated over 0.3 s, then the map reports
regionDidChange(animated: true). The callout moves with its pin.

  $ callout autopan on
  $ pin select top
  [1.1s] m: didSelectAnnotationView(annotation: top)
  [1.1s] m: detailForAnnotation(annotation: top)
  $ tick 0.45
  [1.2s] top.callout: completion(pop: 1.1, finished: true)
  [1.3s] top.callout: completion(pop: 0.95, finished: true)
  [1.4s] top.callout: completion(pop: 1, finished: true)
  [1.4s] m: autopan(by: 0,-39.021)
  $ print top.callout
  callout top.callout annotation=top mode=default bias=left downArrow=0 frame=286.052,-14.51,212,70 animating
    view top.callout.content frame=13,4,186,35 autoresize=width,height
      label top.callout.title frame=4,7,148,21
      callout-accessory top.callout.accessory frame=157,4,29,29
      view top.callout.detail frame=0,40,320,345 hidden
  $ settle
  [1.7s] m: regionDidChange(animated: true)
  settled at 1.7s
  $ print top.callout
  callout top.callout annotation=top mode=default bias=left downArrow=0 frame=286.052,5,212,70
    view top.callout.content frame=13,4,186,35 autoresize=width,height
      label top.callout.title frame=4,7,148,21
      callout-accessory top.callout.accessory frame=157,4,29,29
      view top.callout.detail frame=0,40,320,345 hidden

Expanding asks for a second pan. The callout lands 5.5 pt from the top, not
5: after the expansion GIK's centerOffset puts the bubble half a point lower
than the animation left it, and the region change applies it (quirk
callout-offset-half-point).

  $ callout detail top
  [1.7s] top.callout: accessoryButtonTapped()
  $ settle
  [2s] top.callout: completion(phase: 1, finished: true)
  [2.3s] top.callout: completion(phase: 2, finished: true)
  [2.3s] m: autopan(by: 0,-132.5)
  [2.6s] m: regionDidChange(animated: true)
  settled at 2.6s
  $ dump top.callout
  {"id":"top.callout","kind":"callout","parent":"m","frame":[38.052,5.5,346,420],"alpha":1,"hidden":false,"bounds":[0,0,346,420],"annotation":"top","mode":"detail","bias":"left","downArrow":14,"rightArrow":14,"arrowOffset":96,"centerOffset":[-189,-16],"sideArrows":[0,14],"enabled":false,"view":3}
  $ map show m
  map m: center 37.786592,-122.406964 span 0.007512,0.007129
    map rect 42941822.341,103741349.149,5315.768,7087.69, 6.922 map points per point
    pins 2, views 2 + callout, next view #4
    reuse queue: empty
    selected top

The padding is an option. The hotel by the right edge leans its bubble left,
but GIK keeps the down arrow at least 38 pt from the bubble's edge, so the
bubble still reaches past the map's right edge; the pan leaves 20 pt.

  $ callout autopan on padding 20
  $ pin select east
  [2.6s] m: didDeselectAnnotationView(annotation: top)
  [2.6s] m: didSelectAnnotationView(annotation: east)
  [2.6s] m: detailForAnnotation(annotation: east)
  $ settle
  [2.7s] east.callout: completion(pop: 1.1, finished: true)
  [2.8s] east.callout: completion(pop: 0.95, finished: true)
  [2.9s] east.callout: completion(pop: 1, finished: true)
  [2.9s] m: autopan(by: 30.044,0)
  [3.2s] m: regionDidChange(animated: true)
  settled at 3.2s
  $ print east.callout
  callout east.callout annotation=east mode=default bias=left downArrow=0 frame=526,577.525,222,70
    view east.callout.content frame=13,4,196,35 autoresize=width,height
      label east.callout.title frame=4,7,158,21
      callout-accessory east.callout.accessory frame=167,4,29,29
      view east.callout.detail frame=0,40,320,345 hidden
