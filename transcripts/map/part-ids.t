A pin's view makes nodes of its own, named after the pin: a pulsing view's
layers (PIN.halo, PIN.ring, PIN.dot, PIN.image, PIN.heading), MapKit's standard
callout (PIN.mkcallout and what is under it) and GIK's callout (PIN.callout and
what is under it). Those ids belong to the pin, whether or not its view is on
the map: a new view may not take them, and a pin whose parts' ids are views
already may not come, so no pin takes over a view of yours or leaves one
behind.

  $ screen iphone
  $ map add m frame 0,0,100,100
  $ view add x.halo frame 0,0,10,10 color red
  $ pin add x at 37.785,-122.407 on m style pulsing
  error: cannot do that to 'x' at column 9; 'x.halo' is the id of a part its view would make; remove it first
  $ pin add y at 37.785,-122.407 on m style pulsing
  $ view add y.ring frame 0,0,10,10
  error: id 'y.ring' is already taken (by a node of kind ring) at column 10; choose another id or remove the old node
  $ view add y.mkcallout.title frame 0,0,10,10
  error: id 'y.mkcallout.title' is already taken (by a pin) at column 10; choose another id or remove the pin
  $ view add y.rings frame 0,0,10,10

Nor may a pin have an id that names a part: a pin before it, or one to come,
would make a node of that id.

  $ pin add w.dot at 37.785,-122.407 on m
  error: cannot do that to 'w.dot' at column 9; it names a part a pin's view makes (PIN.halo, .ring, .dot, .image, .heading, .mkcallout, .callout); choose another id
  $ pin add w.callout2 at 37.785,-122.407 on m
  error: cannot do that to 'w.callout2' at column 9; it names a part a pin's view makes (PIN.halo, .ring, .dot, .image, .heading, .mkcallout, .callout); choose another id
  $ pin add w.dots at 37.785,-122.407 on m

A GIK callout takes the first of PIN.callout, PIN.callout2 … under which no
node is, and the ids under it are its own while it is on the map.

  $ view add z.callout.content frame 0,0,5,5
  $ pin add z at 37.785,-122.407 on m
  $ pin select z
  [0s] m: didSelectAnnotationView(annotation: z)
  [0s] m: detailForAnnotation(annotation: z)
  $ settle
  [0.1s] z.callout2: completion(pop: 1.1, finished: true)
  [0.2s] z.callout2: completion(pop: 0.95, finished: true)
  [0.3s] z.callout2: completion(pop: 1, finished: true)
  settled at 0.5s
  still running, never ending: y.halo pulse
  $ view add z.callout2.table frame 0,0,1,1
  error: id 'z.callout2.table' is already taken (by a pin) at column 10; choose another id or remove the pin
  $ pin deselect z
  [0.5s] m: didDeselectAnnotationView(annotation: z)
  $ settle
  settled at 0.5s
  still running, never ending: y.halo pulse
  $ view add z.callout2.table frame 0,0,1,1

Removing the pulsing pin removes its layers and their pulse; the views of
yours stay as they were.

  $ pin remove y
  $ pending
  nothing pending
  $ print
  t=0.5s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      map m center=37.785334,-122.406964 span=0.005634,0.007129 pins=2 views=2 queued=2 frame=0,0,100,100
        pin w.dots coordinate=37.785,-122.407 style=pin frame=41.495,21.428,32,39
        pin z coordinate=37.785,-122.407 style=pin frame=41.495,21.428,32,39
      view x.halo frame=0,0,10,10 color=#FF0000
      view y.rings frame=0,0,10,10
      view z.callout.content frame=0,0,5,5
      view z.callout2.table frame=0,0,1,1

A part's `on` hooks go with the part, as any node's do, while the pin's own
stay for its next view.

  $ pin add q at 37.785,-122.407 on m style pulsing
  $ on q.halo animationDidStop print q
  $ on q animationDidStop print q
  $ map pan m 100000,0
  [0.5s] m: regionDidChange(animated: false)
  $ on
  on q animationDidStop print q
