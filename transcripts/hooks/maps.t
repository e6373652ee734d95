MapKit's delegate calls and the blocks of GIK's callout and SVPulsing as hooks.
A map's delegate hears of a selection (didSelectAnnotationView), and GIK's data
source is then asked for the detail (detailForAnnotation). The callout pops in
in three steps, each with its completion; a hook given after the second expands
the callout when the third ends, as a tap on its accessory would.

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham" drop off
  $ pin select parc55
  [0s] m: didSelectAnnotationView(annotation: parc55)
  [0s] m: detailForAnnotation(annotation: parc55)
  $ tick 0.25
  [0.1s] parc55.callout: completion(pop: 1.1, finished: true)
  [0.2s] parc55.callout: completion(pop: 0.95, finished: true)
  $ on parc55.callout completion once callout detail parc55.callout
  $ settle
  [0.3s] parc55.callout: completion(pop: 1, finished: true)
  on parc55.callout completion: callout detail parc55.callout
  [0.3s] parc55.callout: accessoryButtonTapped()
  [0.6s] parc55.callout: completion(phase: 1, finished: true)
  [0.9s] parc55.callout: completion(phase: 2, finished: true)
  settled at 0.9s
  $ print parc55.callout
  callout parc55.callout annotation=parc55 mode=detail bias=right downArrow=14 leftArrow=14 frame=213.306,369.059,346,420
    view parc55.callout.content frame=13,4,320,385 autoresize=width,height
      label parc55.callout.title frame=86.5,7,147,21
      callout-accessory parc55.callout.accessory frame=291,4,29,29 alpha=0
      view parc55.callout.detail frame=0,40,320,345

SVPulsingAnnotationView runs didRebuildLayersBlock at the end of rebuildLayers
(SVPulsingAnnotationView.m 90–92), which its colour, delay and pulse setters
call. The block prints nothing by default; a hook makes it show.

  $ pin add u at 37.786,-122.407 style pulsing
  $ on u didRebuildLayers print u.dot
  $ pin set u color #FF0000
  [0.9s] u: didRebuildLayers()
  on u didRebuildLayers: print u.dot
  dot u.dot frame=3,3,16,16 color=#FF0000 touches=off
  $ pin set u title "no rebuild"

A turn's willRotate step is quiet too: UIKit calls
willRotateToInterfaceOrientation:duration: before the rotation's block.

  $ on window willRotate map show m
  $ rotate landscape animated off
  [0.9s] window: willRotate(to: landscape)
  on window willRotate: map show m
  map m: center 37.785334,-122.406964 span 0.007512,0.007129
    map rect 42941822.341,103742536.342,5315.768,7087.69, 6.922 map points per point
    pins 2, views 2 + callout, next view #4
    reuse queue: empty
    selected parc55
  [0.9s] window: didRotate(from: portrait)

A removed pin's hooks go with it, and a removed map's pins' hooks with them: a
new pin of the same id starts with none.

  $ reset
  $ map add m2 frame 0,0,320,400
  $ pin add p2 at 37.785334,-122.406964
  $ on p2 completion print m2
  $ pin remove p2
  $ on
  no hooks
  $ pin add p2 at 37.785334,-122.406964
  $ on p2 completion print m2
  $ map remove m2
  $ on
  no hooks
