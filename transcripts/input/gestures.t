Which gesture a touch makes follows from its whole path: how far the finger goes
from where it went down, and for how long it stays down. `drag` and `long-press`
say on their line what UIKit's recognizers make of it, each recognizer on its
own:

- tap: the finger goes no farther than 45 pt and lifts within 0.75 s (UIKitCore's
  UITapRecognizer allowableMovement and UITapGestureRecognizer
  maximumSingleTapDuration; Apple documents neither);
- long press: 0.5 s after touch-down the finger is no more than 10 pt from where
  it went down (UILongPressGestureRecognizer's documented minimumPressDuration and
  allowableMovement defaults); from then on it may move freely; it ends at the lift;
- pan: begins once the finger is more than 10 pt from where it went down, and the
  translation leaves out those 10 pt (UIKitCore's UIPanGestureRecognizer:
  _defaultHysteresis 10, _removeHysteresisFromTranslation).

GIK's callout uses the long press's defaults and acts when it ends
(GIKCalloutView.m 131–135, 532–537). A slow press that barely moves is a long
press: this drag ends as `long-press 264,530 duration 1` does, with map
selections off at the lift and back on a second later.

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham" drop off
  $ pin select parc55
  [0s] m: didSelectAnnotationView(annotation: parc55)
  [0s] m: detailForAnnotation(annotation: parc55)
  $ settle
  [0.1s] parc55.callout: completion(pop: 1.1, finished: true)
  [0.2s] parc55.callout: completion(pop: 0.95, finished: true)
  [0.3s] parc55.callout: completion(pop: 1, finished: true)
  settled at 0.3s
  $ drag 264,530 269,530 duration 1
  drag 264,530 to 269,530: hit parc55.callout.title at 87.694,17.441, handled by parc55.callout; a long press
  [1.3s] parc55.callout: disableMapSelections()
  $ pending
  2.3s m: re-enable map selections (parc55)
  2.3s m: re-enable 1 annotation views
  $ settle
  [2.3s] m: enableMapSelections(annotation: parc55)
  settled at 2.3s

The same with `long-press`: the finger may move once the press has begun, so
`long-press … to POINT` holds still for 0.5 s and then moves to POINT over the
rest of the duration (1 s unless given). Moving 200 pt does not stop the long
press, though it makes a pan too: on the callout that pan cancels the map's and
scrolls nothing (GIKCalloutView.m 539–551).

  $ long-press 264,530 to 264,330
  long-press 264,530 to 264,330: hit parc55.callout.title at 87.694,17.441, handled by parc55.callout; a long press and a pan
  [3.3s] parc55.callout: disableMapSelections()
  $ print parc55
  pin parc55 coordinate=37.784721,-122.408697 selected style=pin title="Parc 55 Wyndham" frame=189.306,561.059,32,39
  $ settle
  [4.3s] m: enableMapSelections(annotation: parc55)
  settled at 4.3s

A still press of 0.5 to 0.75 s is both a tap and a long press. The callout's
recognizers recognize together (its delegate answers YES, GIKCalloutView.m
539–551), and the tap's, added first (124–135), acts first: map selections turn
off twice, and each call schedules its own way back.

  $ long-press parc55.callout duration 0.6
  long-press 264.306,536.559: hit parc55.callout.content at 92,31, handled by parc55.callout; a tap and a long press
  [4.9s] parc55.callout: disableMapSelections()
  [4.9s] parc55.callout: disableMapSelections()
  $ pending
  5.9s m: re-enable map selections (parc55)
  5.9s m: re-enable 1 annotation views
  5.9s m: re-enable map selections (parc55)
  5.9s m: re-enable 1 annotation views
  $ settle
  [5.9s] m: enableMapSelections(annotation: parc55)
  [5.9s] m: enableMapSelections(annotation: parc55)
  settled at 5.9s

On the map, a touch that barely moves is the map's tap, which deselects; a drag
of up to 10 pt scrolls nothing, as the pan never begins.

  $ drag 400,300 403,300 duration 0.05
  drag 400,300 to 403,300: hit m at 400,300; a tap
  [5.95s] m: didDeselectAnnotationView(annotation: parc55)
  $ print m
  map m center=37.785334,-122.406964 span=0.007512,0.007129 pins=1 views=1 queued=1 frame=0,0,768,1024
    pin parc55 coordinate=37.784721,-122.408697 style=pin title="Parc 55 Wyndham" frame=189.306,561.059,32,39
  $ pin select parc55
  [5.95s] m: didSelectAnnotationView(annotation: parc55)
  [5.95s] m: detailForAnnotation(annotation: parc55)
  $ settle
  [6.05s] parc55.callout: completion(pop: 1.1, finished: true)
  [6.15s] parc55.callout: completion(pop: 0.95, finished: true)
  [6.25s] parc55.callout: completion(pop: 1, finished: true)
  settled at 6.25s
  $ drag 400,300 410,300 duration 0.05
  drag 400,300 to 410,300: hit m at 400,300; a tap
  [6.3s] m: didDeselectAnnotationView(annotation: parc55)

A pan that begins prevents the map's tap: at 11 pt the map scrolls by 1 pt, the
part after the hysteresis, and reports its region once, at the lift; the pin
stays selected.

  $ pin select parc55
  [6.3s] m: didSelectAnnotationView(annotation: parc55)
  [6.3s] m: detailForAnnotation(annotation: parc55)
  $ settle
  [6.4s] parc55.callout: completion(pop: 1.1, finished: true)
  [6.5s] parc55.callout: completion(pop: 0.95, finished: true)
  [6.6s] parc55.callout: completion(pop: 1, finished: true)
  settled at 6.6s
  $ drag 400,300 411,300 duration 0.05
  drag 400,300 to 411,300: hit m at 400,300; a tap and a pan
  [6.65s] m: regionDidChange(animated: false)
  $ print parc55
  pin parc55 coordinate=37.784721,-122.408697 selected style=pin title="Parc 55 Wyndham" frame=190.306,561.059,32,39

Past 45 pt or 0.75 s the tap fails; a slow still press on the empty map is
neither tap nor pan.

  $ drag 400,300 400,300 duration 0.8
  drag 400,300 to 400,300: hit m at 400,300; a long press
  $ print parc55
  pin parc55 coordinate=37.784721,-122.408697 selected style=pin title="Parc 55 Wyndham" frame=190.306,561.059,32,39

A short touch on a pin is a tap and selects it, whether or not the finger moves
a little; one that pans goes to the map's pan instead.

  $ pin add palomar at 37.785376,-122.405607 title "Hotel Palomar" drop off
  $ drag palomar 543,491 duration 0.1
  drag 539.188,491.275 to 543,491: hit palomar at 16,19.5; a tap
  [7.55s] m: didDeselectAnnotationView(annotation: parc55)
  [7.55s] m: didSelectAnnotationView(annotation: palomar)
  [7.55s] m: detailForAnnotation(annotation: palomar)
  $ drag palomar 440,440 duration 0.1
  drag 539.188,491.275 to 440,440: hit palomar at 16,19.5, handled by m; a pan
  [7.65s] palomar.callout: completion(pop: 1.1, finished: true)
  [7.65s] m: regionDidChange(animated: false)
  $ print m
  map m center=37.784992,-122.406135 span=0.007512,0.007129 pins=2 views=2 queued=0 selected=palomar frame=0,0,768,1024
    pin palomar coordinate=37.785376,-122.405607 selected style=pin title="Hotel Palomar" frame=432.883,425.092,32,39
    pin parc55 coordinate=37.784721,-122.408697 style=pin title="Parc 55 Wyndham" frame=100.001,514.376,32,39
    callout palomar.callout annotation=palomar mode=default bias=left downArrow=0 frame=286.783,358.592,195.8,77 bounds=0,0,178,70 transform=1.1,0,0,1.1,-5.2,-3.5 animating
      view palomar.callout.content frame=13,4,152,35 autoresize=width,height
        label palomar.callout.title frame=4,7,115,21
        callout-accessory palomar.callout.accessory frame=123,4,29,29
        view palomar.callout.detail frame=0,40,320,345 hidden

The callout's long press ends wherever the finger lifts (its recognizers do not
cancel the touch, GIKCalloutView.m 124–135), while the accessory button acts
only on a lift inside it: a press on the accessory that slides off turns
selections off and does not expand.

  $ settle
  [7.75s] palomar.callout: completion(pop: 0.95, finished: true)
  [7.85s] palomar.callout: completion(pop: 1, finished: true)
  settled at 7.85s
  $ long-press palomar.callout.accessory to 10,10
  long-press 451.383,388.092 to 10,10: hit palomar.callout.accessory at 14.5,14.5; a long press and a pan
  [8.85s] palomar.callout: disableMapSelections()
  $ print palomar.callout
  callout palomar.callout annotation=palomar mode=default bias=left downArrow=0 frame=300.883,365.592,178,70
    view palomar.callout.content frame=13,4,152,35 autoresize=width,height
      label palomar.callout.title frame=4,7,115,21
      callout-accessory palomar.callout.accessory frame=123,4,29,29
      view palomar.callout.detail frame=0,40,320,345 hidden

The limits, and a `to` with a press of 0.5 s or less, are errors that change
nothing.

  $ long-press 10,10 to 20,20 duration 0.5
  error: a long press that moves lasts more than 0.5s and at most 60s at column 36; it moves after the 0.5s hold
  $ long-press 10,10 to nowhere
  error: unknown node 'nowhere' at column 21; known: m, palomar, palomar.callout, palomar.callout.accessory, palomar.callout.content, palomar.callout.detail, palomar.callout.title, parc55, root, window
  $ time
  8.85s
