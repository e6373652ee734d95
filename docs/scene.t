The README's picture: a map with GIK's callout, a popover over a toolbar button, and
FWTAnnotationManager's radial overlay pointing at the search field (in the sample app's
annotation look). `scenesim test docs/scene.t` checks that scene.svg is what it draws;
`scripts/pictures` redraws it and scene.png.

  $ screen ipad
  $ map add m frame 0,64,768,960
  $ view add toolbar frame 0,0,768,64 color #F7F7F7
  $ view add search frame 20,14,300,36 in toolbar color white
  $ view add share frame 700,14,48,36 in toolbar color #2D6FD8
  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham"
  $ pin add palomar at 37.785376,-122.405607 title "Hotel Palomar"
  $ pin add villa at 37.786553,-122.4083 title "Villa Florence"
  $ pin add me at 37.7857,-122.4072 style pulsing
  $ pin select palomar
  [0s] m: didSelectAnnotationView(annotation: palomar)
  [0s] m: detailForAnnotation(annotation: palomar)
  $ tick 0.3
  [0.1s] palomar.callout: completion(pop: 1.1, finished: true)
  [0.2s] palomar.callout: completion(pop: 0.95, finished: true)
  [0.3s] palomar.callout: completion(pop: 1, finished: true)
  $ popover add sharing size 200x80
  $ popover present sharing from 700,14,48,50 arrow up
  $ annotations container radial
  $ annotation add tip portrait 150,14,40,36 arrow up text "Search hotels by name" style demo size 200x50
  tip prepareBlock: view set tip center {tip.center.x},{tip.center.y - root.frame.height}
  tip presentAnimationsBlock: view set tip center {tip.center.x},{tip.center.y + root.frame.height}
  $ tick 1
  [0.55s] sharing: didPresent(finished: true)
  [0.55s] tip: didPresent(finished: true)
  [0.55s] annotations: didEndPresent()
  $ render svg scene.svg
  wrote scene.svg: 768x1046 px at t=1.3s, 9628 bytes
