Beyond GIK: a callout shows the pin's subtitle under its title (12 pt, the
regular face), and `callout set left-accessory WxH` puts a view left of the
text. The content grows by the accessory and a 4-point gap, and the width is
set by the wider of the two lines: "Union Square" in bold 17 pt is 111
points, so 4 + 24 + 4 + 111 + 4 + 29 = 176 and the bubble is 202 wide.
Expanded, both lines are centred, as GIK centres its title.

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add sq at 37.7879,-122.4075 title "Union Square" subtitle "Geary & Powell"
  $ callout set left-accessory 24x24
  $ pin select sq
  [0s] m: didSelectAnnotationView(annotation: sq)
  [0s] m: detailForAnnotation(annotation: sq)
  $ settle
  [0.1s] sq.callout: completion(pop: 1.1, finished: true)
  [0.2s] sq.callout: completion(pop: 0.95, finished: true)
  [0.3s] sq.callout: completion(pop: 1, finished: true)
  settled at 0.5s
  $ print sq.callout
  callout sq.callout annotation=sq mode=default bias=right downArrow=0 frame=288.257,68.217,202,70
    view sq.callout.content frame=13,4,176,35 autoresize=width,height
      view sq.callout.left frame=4,6,24,24
      label sq.callout.title frame=32,1,111,21
      label sq.callout.subtitle frame=32,20,83,15
      callout-accessory sq.callout.accessory frame=147,4,29,29
      view sq.callout.detail frame=0,40,320,345 hidden

`tap ID PART` touches a named part of a node: here the callout's accessory,
which starts the expansion, as `callout detail` does. The data source's
detail size is settable; it counts for callouts made after the change.

  $ tap sq.callout accessory
  tap 462.757,90.717: hit sq.callout.accessory at 14.5,14.5
  [0.5s] sq.callout: disableMapSelections()
  [0.5s] sq.callout: accessoryButtonTapped()
  $ tap sq.callout nothing
  error: 'sq.callout' has no part 'nothing' at column 16; parts: accessory, content, detail, left, subtitle, title
  $ settle
  [0.8s] sq.callout: completion(phase: 1, finished: true)
  [1.1s] sq.callout: completion(phase: 2, finished: true)
  [1.5s] m: enableMapSelections(annotation: sq)
  settled at 1.5s
  $ dump sq.callout
  {"id":"sq.callout","kind":"callout","parent":"m","frame":[342.257,-64.283,346,420],"alpha":1,"hidden":false,"bounds":[0,0,346,420],"annotation":"sq","mode":"detail","bias":"right","downArrow":14,"leftArrow":14,"arrowOffset":20,"centerOffset":[189,-16],"sideArrows":[14,0],"enabled":true,"view":2}
  $ pin deselect sq
  [1.5s] m: didDeselectAnnotationView(annotation: sq)
  $ callout set detail-size 280x200 left-accessory 0x0
  $ pin select sq
  [1.5s] m: didSelectAnnotationView(annotation: sq)
  [1.5s] m: detailForAnnotation(annotation: sq)
  $ tap sq.callout accessory
  tap 445.607,85.967: hit sq.callout.accessory at 14.5,14.5
  [1.5s] sq.callout: disableMapSelections()
  [1.5s] sq.callout: accessoryButtonTapped()
  $ settle
  [1.6s] sq.callout: completion(pop: 1.1, finished: true)
  [1.7s] sq.callout: completion(pop: 0.95, finished: true)
  [1.8s] sq.callout: completion(phase: 1, finished: true)
  [1.8s] sq.callout: completion(pop: 1, finished: true)
  [2.1s] sq.callout: completion(phase: 2, finished: true)
  [2.5s] m: enableMapSelections(annotation: sq)
  settled at 2.5s
  $ print sq.callout
  callout sq.callout annotation=sq mode=detail bias=right downArrow=14 leftArrow=14 frame=342.257,7.717,306,275
    view sq.callout.content frame=13,4,280,240 autoresize=width,height
      label sq.callout.title frame=84.5,1,111,21
      label sq.callout.subtitle frame=98.5,20,83,15
      callout-accessory sq.callout.accessory frame=251,4,29,29 alpha=0
      view sq.callout.detail frame=0,40,280,200

MKAnnotationView.enabled: a view that is not enabled cannot be selected, by
`pin select` or by a tap; the tap then falls through to the map, which
deselects whatever was selected.

  $ pin add off at 37.7845,-122.4100 title "Closed" enabled off
  $ pin select off
  off's view is not enabled: it cannot be selected
  $ tap off
  tap 64.935,610.684: hit off at 16,19.5
  [2.5s] m: didDeselectAnnotationView(annotation: sq)
  $ pin set off enabled on
  $ tap off
  tap 64.935,610.684: hit off at 16,19.5
  [2.5s] m: didSelectAnnotationView(annotation: off)
  [2.5s] m: detailForAnnotation(annotation: off)
  $ dump off
  {"id":"off","kind":"pin","parent":"m","frame":[48.935,-39,32,39],"alpha":1,"hidden":false,"bounds":[0,0,32,39],"animating":true,"coordinate":[37.7845,-122.41],"selected":true,"style":"pin","title":"Closed","view":3,"reuseIdentifier":"GIKAnnotation","centerOffset":[8,-15],"calloutOffset":[-8,0]}

SVPulsingAnnotationView's headingImage sits under everything else, centred
on the 22-point view and rounded out to whole points; the white ring carries
a shadow, which `dump` shows.

  $ pin add me at 37.7860,-122.4060 style pulsing heading-image 20.5x31
  $ print me
  pin me coordinate=37.786,-122.406 style=pulsing halo=0,0.45 frame=487.301,420.666,1.1,1.1 bounds=0,0,22,22 transform=0.05,0,0,0.05,0,0 animating
    template-image me.heading tint=#007AFF frame=0,-5,21,31 touches=off
    halo me.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0,0,0,0,0,0 touches=off animating
    ring me.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot me.dot frame=3,3,16,16 color=#007AFF touches=off
  $ dump me.ring
  {"id":"me.ring","kind":"ring","parent":"me","frame":[0,0,22,22],"alpha":1,"hidden":false,"bounds":[0,0,22,22],"color":"#FFFFFF","interactive":false,"cornerRadius":11,"shadow":{"color":"#000000","offset":[0,2],"radius":3,"opacity":0.3}}
