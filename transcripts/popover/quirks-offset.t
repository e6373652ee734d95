Two quirks of the arrow offset, each shown as FWTPopoverView 1.3.0 has it
(on, the default) and corrected (`quirk NAME off`). `quirks` lists them.

  $ quirks
  popover-abs-truncation on: the arrow offset clamp compares C's integer abs(): 68.7 is not clamped against 68 (off: compares the exact value)
  popover-shared-sign on: one sign for both axes when shifting inside the superview: a top overflow also flips the horizontal arrow offset (off: a sign per axis)
  popover-max-offset-1.3 on: the largest arrow offset keeps the corner radius clear, as 1.3.0 does (off: half the arrow width, as the later dev branch does)
  popover-offset-leak on: the arrow offset left by the previous present shifts the next origin (off: each present starts from offset 0)
  annotations-remove-ignores-argument on: removeAnnotations: removes every annotation, whichever were asked for (off: only those)
  annotations-dismiss-counter on: a removal by code leaves the dismiss counter below zero, so the overlay is never torn down and didEndDismiss never fires (off: removals by code count)
  annotations-double-removal on: removing an annotation again (by code or a tap) before its dismissal ends makes the model remove nil when the second dismissal ends, which raises and ends the app; scenesim refuses it (off: the second removal does nothing)
  annotations-touch-lock on: a tap that dismisses nothing leaves the manager deaf to touches until a dismissal ends (off: it listens again at once)
  annotations-early-removal on: removing an annotation before its delayed spotlight opened throws in the radial container, which ends the app; scenesim refuses the removal (off: the pending spotlight is cancelled and the annotation goes)
  windows-app-window-wins-ties on: an app window at the same level as the managed top is taken as the top (off: the managed window wins ties)
  windows-push-from-ignores-app on: a push's from-window ignores app windows though its to-window counts them, so an app window on top still gets animated (off: both count them)
  windows-pop-resets-app-window on: a pop resets the presenting window even when it is an app window (its frame becomes the screen's) (off: only managed windows are reset)
  windows-pop-all-destroys-nav on: pop-all with an app window on top destroys the navigation window itself (off: it stays)
  windows-push-revives-destroyed on: a window popped or replaced while its own push runs comes back, empty, shown and key, when the push ends: the push's completion holds it and calls makeKeyAndVisible (off: it stays gone)
  callout-outlives-pin on: a pin removed while selected or with its callout leaves the callout on the map, as MapKit tells the delegate nothing; the next deselection reports the pin and removes it (off: the callout goes with its pin)
  callout-center-in-superview on: calculateOffsets takes the map's centre in the map's superview but the pin in the map, so a map not at 0,0 misplaces the bubble (off: both in the map)
  callout-reuse-keeps-side-arrow on: a reused callout view keeps the side arrow it had, until the first frame of the next expansion (off: side arrows reset with the view)
  callout-offset-half-point on: after expanding, the callout's centerOffset puts it 0.5 pt lower than the expansion left it, seen at the next region change (off: no jump)
  callout-enables-disabled-pins on: a second after a touch on a callout, GIK enables every annotation view it turned off, also those the app had turned off (off: those stay off)

popover-max-offset-1.3: in 1.3.0 the largest offset keeps one corner radius
clear of the rounded corner: (160 - 2 * 6) / 2 - 6 = 68. The later dev branch
subtracts half the arrow's width instead: 74 - 5 = 69. The worked example
(up from 20,100, frame moved to x=0) gives -68 and a tip at 22 ...

  $ popover add p
  $ popover present p from 20,100,1,1 arrow up animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=17,110,10,10 presented frame=0,100,180,90
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60

... and with the quirk off -69 and a tip at 21 (a fresh popover, so that no
old offset goes into the origin).

  $ quirk popover-max-offset-1.3 off
  $ popover add p2
  $ popover present p2 from 20,100,1,1 arrow up animated off
  [0s] p2: didPresent()
  $ print p2
  popover p2 arrow=(up offset=-69 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=16,110,10,10 presented frame=0,100,180,90
    image p2.background frame=0,0,180,90
    view p2.content frame=10,20,160,60

The difference grows with the arrow's width. A 30-pt wide arrow may go to
74 - 15 = 59 with the quirk off, keeping its base (x 16..46) on the straight
part of the edge ...

  $ popover add w arrow-size 30x10
  $ popover present w from 20,100,1,1 arrow up animated off
  [0s] w: didPresent()
  $ print w
  popover w arrow=(up offset=-59 size=30,10 cornerOffset=0) contentSize=160,60 arrowRect=16,110,30,10 presented frame=0,100,180,90
    image w.background frame=0,0,180,90
    view w.content frame=10,20,160,60
  $ popover path w
  M 10,26
  Q 10,20 16,20
  L 16,20
  L 31,10
  L 46,20
  L 164,20
  Q 170,20 170,26
  L 170,74
  Q 170,80 164,80
  L 16,80
  Q 10,80 10,74
  Z

... while 1.3.0 lets it go to 68, and the base (x 7..37) starts left of the
body itself (x=10), over the rounded corner.

  $ quirk popover-max-offset-1.3 on
  $ popover add w2 arrow-size 30x10
  $ popover present w2 from 20,100,1,1 arrow up animated off
  [0s] w2: didPresent()
  $ print w2
  popover w2 arrow=(up offset=-68 size=30,10 cornerOffset=0) contentSize=160,60 arrowRect=7,110,30,10 presented frame=0,100,180,90
    image w2.background frame=0,0,180,90
    view w2.content frame=10,20,160,60
  $ popover path w2
  M 10,26
  Q 10,20 16,20
  L 7,20
  L 22,10
  L 37,20
  L 164,20
  Q 170,20 170,26
  L 170,74
  Q 170,80 164,80
  L 16,80
  Q 10,80 10,74
  Z

popover-offset-leak: the origin formula includes the arrow's current offset,
which is whatever the previous present left. Presented again at 160,200 after
the worked example, `q` starts at x = 160 - (90 - 68) = 138: the frame fits,
so the offset becomes 0, and the tip is at 138 + 90 = 228, 68 pt right of the
anchor.

  $ popover add q
  $ popover present q from 20,100,1,1 arrow up animated off
  [0s] q: didPresent()
  $ popover present q from 160,200,1,1 arrow up animated off
  [0s] q: didPresent()
  $ print q
  popover q arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=223,210,10,10 presented frame=138,200,180,90
    image q.background frame=0,0,180,90
    view q.content frame=10,20,160,60

A third present at the same rect is right again, since the offset is now 0.

  $ popover present q from 160,200,1,1 arrow up animated off
  [0s] q: didPresent()
  $ print q
  popover q arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,210,10,10 presented frame=70,200,180,90
    image q.background frame=0,0,180,90
    view q.content frame=10,20,160,60

With the quirk off each present starts from offset 0: the second present is
at x=70 with its tip on 160 at once.

  $ quirk popover-offset-leak off
  $ popover present q from 20,100,1,1 arrow up animated off
  [0s] q: didPresent()
  $ popover present q from 160,200,1,1 arrow up animated off
  [0s] q: didPresent()
  $ print q
  popover q arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,210,10,10 presented frame=70,200,180,90
    image q.background frame=0,0,180,90
    view q.content frame=10,20,160,60

`popover adjust` keeps the present's offset (it never recomputes it), so it
uses that offset in its origin either way: after the worked example, an
adjust to 160,200 puts the tip on the anchor, x = 138 + 90 - 68 = 160.

  $ popover present q from 20,100,1,1 arrow up animated off
  [0s] q: didPresent()
  $ popover adjust q to 160,200,1,1 animated off
  $ print q
  popover q arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,210,10,10 presented frame=138,200,180,90
    image q.background frame=0,0,180,90
    view q.content frame=10,20,160,60

Quirk names are checked, and a quirk stays as set through `screen` and
`reset`.

  $ quirk popover-offset-leak maybe
  error: expected on or off for STATE, got 'maybe' at column 27; usage: quirk NAME STATE
  $ quirk popover-nonsense off
  error: expected one of popover-abs-truncation, popover-shared-sign, popover-max-offset-1.3, popover-offset-leak, annotations-remove-ignores-argument, annotations-dismiss-counter, annotations-double-removal, annotations-touch-lock, annotations-early-removal, windows-app-window-wins-ties, windows-push-from-ignores-app, windows-pop-resets-app-window, windows-pop-all-destroys-nav, windows-push-revives-destroyed, callout-outlives-pin, callout-center-in-superview, callout-reuse-keeps-side-arrow, callout-offset-half-point, callout-enables-disabled-pins for NAME, got 'popover-nonsense' at column 7; usage: quirk NAME STATE
  $ reset
  $ quirks
  popover-abs-truncation on: the arrow offset clamp compares C's integer abs(): 68.7 is not clamped against 68 (off: compares the exact value)
  popover-shared-sign on: one sign for both axes when shifting inside the superview: a top overflow also flips the horizontal arrow offset (off: a sign per axis)
  popover-max-offset-1.3 on: the largest arrow offset keeps the corner radius clear, as 1.3.0 does (off: half the arrow width, as the later dev branch does)
  popover-offset-leak off: the arrow offset left by the previous present shifts the next origin (off: each present starts from offset 0)
  annotations-remove-ignores-argument on: removeAnnotations: removes every annotation, whichever were asked for (off: only those)
  annotations-dismiss-counter on: a removal by code leaves the dismiss counter below zero, so the overlay is never torn down and didEndDismiss never fires (off: removals by code count)
  annotations-double-removal on: removing an annotation again (by code or a tap) before its dismissal ends makes the model remove nil when the second dismissal ends, which raises and ends the app; scenesim refuses it (off: the second removal does nothing)
  annotations-touch-lock on: a tap that dismisses nothing leaves the manager deaf to touches until a dismissal ends (off: it listens again at once)
  annotations-early-removal on: removing an annotation before its delayed spotlight opened throws in the radial container, which ends the app; scenesim refuses the removal (off: the pending spotlight is cancelled and the annotation goes)
  windows-app-window-wins-ties on: an app window at the same level as the managed top is taken as the top (off: the managed window wins ties)
  windows-push-from-ignores-app on: a push's from-window ignores app windows though its to-window counts them, so an app window on top still gets animated (off: both count them)
  windows-pop-resets-app-window on: a pop resets the presenting window even when it is an app window (its frame becomes the screen's) (off: only managed windows are reset)
  windows-pop-all-destroys-nav on: pop-all with an app window on top destroys the navigation window itself (off: it stays)
  windows-push-revives-destroyed on: a window popped or replaced while its own push runs comes back, empty, shown and key, when the push ends: the push's completion holds it and calls makeKeyAndVisible (off: it stays gone)
  callout-outlives-pin on: a pin removed while selected or with its callout leaves the callout on the map, as MapKit tells the delegate nothing; the next deselection reports the pin and removes it (off: the callout goes with its pin)
  callout-center-in-superview on: calculateOffsets takes the map's centre in the map's superview but the pin in the map, so a map not at 0,0 misplaces the bubble (off: both in the map)
  callout-reuse-keeps-side-arrow on: a reused callout view keeps the side arrow it had, until the first frame of the next expansion (off: side arrows reset with the view)
  callout-offset-half-point on: after expanding, the callout's centerOffset puts it 0.5 pt lower than the expansion left it, seen at the next region change (off: no jump)
  callout-enables-disabled-pins on: a second after a touch on a callout, GIK enables every annotation view it turned off, also those the app had turned off (off: those stay off)
