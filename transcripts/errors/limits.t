Limits that keep a session alive, and text that cannot play tricks on a terminal.

App hooks that enter each other would never end: the line that starts them fails,
naming the cycle, and nothing changes.

  $ on background app active
  $ on active app background
  $ app background
  error: the app hooks enter each other without end: on background -> on active -> on background at column 5; 'on STATE clear' forgets a state's hooks
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height

An option name in quotes is a value, not a name: the error says so.

  $ view add a frame 0,0,10,10 "in" root
  error: an option's name is not quoted: write in, not "in" at column 28

A seed is a whole number up to 1e9, as its help says.

  $ map add m frame 0,0,300,300
  $ pin scatter 2 seed 1000000000
  $ pin scatter 2 seed 4294967295
  error: number out of range in '4294967295' for 'seed' (limit ±1e9) at column 20; usage: pin scatter N [on MAP] [seed S] [span DLAT,DLON]
  $ help pin scatter
  usage: pin scatter N [on MAP] [seed S] [span DLAT,DLON]
  N plain pins at reproducible pseudo-random places, for scale
  
  The pins are spread evenly in map points over the map's visible rect, or over
  the span given about the region's centre, from a SplitMix64 generator seeded
  with S (default 1): the same N and seed give the same pins. Their ids are MAP.N,
  numbered on from the pins the map already has (MAP.1, MAP.2 ... on an empty
  map). Up to 2000000 pins at once.
  
    N               how many
    on MAP          the map (default: the only one)
    seed S          the generator's seed, a whole number up to 1e9 (default 1)
    span DLAT,DLON  the area about the centre (default visible)

The clock may run past 1e9 s, and `tick to` still reaches any later time.

  $ tick 1000000000
  $ tick 2
  $ tick to 1000000005.5
  $ time
  1000000005.5s
  $ tick to 5000000000000
  error: time '5000000000000' is past the clock's end (at most 4611686018427 s) at column 9; usage: tick to TIME

Characters that would act on a terminal (ESC, BEL) or reorder or hide text
(right-to-left override, zero-width space) are written as \u escapes in errors
and in print, as dump writes them.

  $ print x‮y
  error: unknown node 'x\u202ey' at column 7; known: m, m.1, m.2, root, window
  $ view add ​ frame 0,0,1,1
  error: '\u200b' is not a valid id (letters, digits, _ . -; a letter or _ first; at most 64) at column 10; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]
  $ pin load limits/pins.csv
  loaded 1 pin on m
  $ print p1
  pin p1 coordinate=37.7853,-122.4069 style=pin title="bad\u001b[31mred\u0007" frame=144.693,-39,32,39 animating

A script saved with a UTF-8 byte order mark runs as if it had none.

  $ source limits/bom.txt
  > view add bom frame 1,2,3,4
  $ print bom
  view bom frame=1,2,3,4

A map far wider than its span still says how many map points a point is (here
far less than a thousandth, which three decimals would round to 0).

  $ map add wide frame 0,0,1000000000,300 span 0.00000001,0.00000001
  $ map show wide
  map wide: center 37.785334,-122.406964 span 0,0.042177
    map rect 42928755.353,103746080.182,31449.745,0.009, 0.00003145 map points per point
    pins 0, views 0, next view #1
    reuse queue: empty

A tall screen is drawn narrower than asked, as the help says: pictures have at
most 500 rows.

  $ help render
  usage: render [cols N] [rows N] [ascii B]
  a picture of the screen now, in the terminal
  
  Every visible node is outlined with its id, in drawing order, so views in front
  hide those behind: popovers and annotations with their arrow at its tip, the
  radial dimming with its spotlights (clear core, feathered edge), map pins at
  their tips, pulsing halos at their current size, GIK callouts with their arrows,
  and label text. One column is screen width / cols points and a row twice as
  high; on a terminal the picture is made narrower when it would be taller than
  the terminal (settings rows and columns set both; cols and rows set them for one
  picture). A label that would run into another is cut short or left out.
  Box-drawing characters on a terminal; plain ASCII otherwise or with ascii on.
  
    cols N   the most columns (default: the terminal's, or 80); a tall screen is
             drawn narrower, as a picture has at most 500 rows
    rows N   the most rows (default: the terminal's less 3, else none); a tall
             screen is drawn narrower to fit
    ascii B  plain ASCII even on a terminal
