A map in the terminal: pins at their tips ('v' and the id), a pulsing pin
('o') with its halo dotted at its current size, and GIK's callout with its
title, its accessory ('>') and the down arrow at the pin. The map clips what
it holds to its own cells. The halo grows over the first second.

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add hotel at 37.7850,-122.4085 title "Hotel"
  $ pin add me at 37.7860,-122.4060 style pulsing
  $ tick 1
  $ render cols 48
  t=1s screen=768x1024 portrait: 48x32 characters, 1 column = 16 points
  +m---------------------------------------------+
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                           .....              |
  |                           ..ome              |
  |                            ...               |
  |                                              |
  |                                              |
  |            vhotel                            |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  +----------------------------------------------+
  $ pin select hotel
  [1s] m: didSelectAnnotationView(annotation: hotel)
  [1s] m: detailForAnnotation(annotation: hotel)
  $ tick 0.3
  [1.1s] hotel.callout: completion(pop: 1.1, finished: true)
  [1.2s] hotel.callout: completion(pop: 0.95, finished: true)
  [1.3s] hotel.callout: completion(pop: 1, finished: true)
  $ render cols 48
  t=1.3s screen=768x1024 portrait: 48x32 characters, 1 column = 16 points
  +m---------------------------------------------+
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                            ...               |
  |                          ...  ..             |
  |                          .. ome.             |
  |          +-----+          .....              |
  |          +Hot~>+                             |
  |            v                                 |
  |            vhotel                            |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  +----------------------------------------------+

Expanded, the bubble sits right of the pin and the side arrow ('<') points at
it; the down arrow's strip has gone flat.

  $ callout detail hotel
  [1.3s] hotel.callout: accessoryButtonTapped()
  $ settle
  [1.6s] hotel.callout: completion(phase: 1, finished: true)
  [1.9s] hotel.callout: completion(phase: 2, finished: true)
  settled at 1.9s
  still running, never ending: me.halo pulse
  $ render cols 48
  t=1.9s screen=768x1024 portrait: 48x32 characters, 1 column = 16 points
  +m---------------------------------------------+
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |              +-------------------+           |
  |              |        Ho~        |           |
  |              |                   |           |
  |              |                   |           |
  |              |                   |           |
  |              |                   |           |
  |             <|                   |           |
  |            v |                   |           |
  |              |                   |           |
  |              |                   |           |
  |              |                   |           |
  |              |                   |           |
  |              +-------------------+           |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  |                                              |
  +----------------------------------------------+

`render svg FILE` writes the screen as SVG, 1 point to 1 pixel (or `scale S`);
`render film FILE from T0 to T1 every DT` writes frames side by side, or an
HTML player when FILE ends in .html. The film plays a copy of the scene: the
clock does not move and no events are printed. In transcripts nothing is
written to disk; the line says what would have been.

  $ view add note frame 20,900,200,60
  $ render svg screen.svg
  wrote screen.svg: 768x1046 px at t=1.9s, 5393 bytes
  $ render svg half.svg scale 0.5 labels off
  wrote half.svg: 384x523 px at t=1.9s, 5155 bytes
  $ pin deselect hotel
  [1.9s] m: didDeselectAnnotationView(annotation: hotel)
  $ pin select hotel
  [1.9s] m: didSelectAnnotationView(annotation: hotel)
  [1.9s] m: detailForAnnotation(annotation: hotel)
  $ render film pop.svg from 1.9 to 2.2 every 0.1
  wrote pop.svg: 4 frames from 1.9s to 2.2s, SVG, 18597 bytes
  $ render film pop.html from 1.9 to 2.2 every 0.05 scale 0.25
  wrote pop.html: 7 frames from 1.9s to 2.2s, HTML player, 32350 bytes
  $ time
  1.9s

A film may start before now (frames of the past are rebuilt from the history), but
not end before it starts, and holds at most
400 frames.

  $ render film x.svg from 1 to 3 every 0.1
  wrote x.svg: 21 frames from 1s to 3s, SVG, 96335 bytes
  $ render film x.svg from 3 to 2.5 every 0.1
  error: the film ends before it starts at column 29
  $ render film x.svg from 2 to 100 every 0.01
  error: that is 9801 frames; at most 400 at column 39; take a longer DT or a shorter span
  $ render film x.svg from 2 to 3 every 0
  error: every must be above 0 at column 37

A film draws every node in every frame: at most 400 000 node pictures in all.

  $ pin scatter 3000 seed 3
  $ render film x.svg from 3 to 6.99 every 0.01
  error: 400 frames of 3014 nodes is too much to draw (at most 400000 node pictures) at column 40; take fewer frames
