`source FILE` runs a script in the live session, as if each line were typed: each
line is shown after `> `, then its output. Relative paths are taken from the
file's folder (here, from the transcript's).

  $ source data/bug.txt
  > # A bug as a script: the card slides, and a popover points at it.
  > view add card frame 20,100,280,160 color white
  > view animate card duration 0.5 curve linear frame 20,300,280,160
  > popover add tip
  > popover present tip from 20,100,1,1 arrow up
  $ tick 0.25
  [0.25s] tip: didPresent(finished: true)
  $ print card
  view card frame=20,200,280,160 color=#FFFFFF animating

A failing line stops the script with FILE:LINE:, and then nothing the script did
is kept: `first` was added and taken back.

  $ source data/fails.txt
  error: data/fails.txt:2: unknown node 'nosuch' at column 36; known: card, first, root, tip, tip.background, tip.content, window
  $ print first
  error: unknown node 'first' at column 7; known: card, root, tip, tip.background, tip.content, window

Scripts may source others; paths inside each are taken from its own folder.

  $ source data/outer.txt
  > source inner/pins.txt
  > map add m frame 0,0,320,480
  > pin load pins.csv on m
  loaded 1 pin on m
  $ map show m
  map m: center 37.785334,-122.406964 span 0.008451,0.007129
    map rect 42941822.341,103742093.361,5315.768,7973.652, 16.612 map points per point
    pins 1, views 1, next view #2
    reuse queue: empty

A file that sources itself is stopped 16 levels deep.

  $ source data/loop.txt
  error: data/loop.txt:1: source nests too deep (more than 16 files) at column 8; does a file source itself?

A transcript's commands run, and its prose and expected output are skipped.

  $ source data/recorded.t
  > view add rec frame 1,2,3,4
  > print rec
  view rec frame=1,2,3,4
  $ print rec
  view rec frame=1,2,3,4

Files that cannot be read:

  $ source data/nosuch.txt
  error: cannot read 'data/nosuch.txt': no such file at column 8
  $ source data
  error: cannot read 'data': a directory at column 8
