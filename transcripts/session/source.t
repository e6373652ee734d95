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

Each line of a file is a command of its own. A failing line stops the script with
FILE:LINE: and its error; the lines before it stay done, so the scene is where it
failed, as sqlite3's .read and lldb's command source leave it, and the failing
line changed nothing: `first` is there, `second` is not. One undo takes back the
whole file.

  $ source data/fails.txt
  > view add first frame 0,0,10,10
  > view add second frame 0,0,10,10 in nosuch
  error: data/fails.txt:2: unknown node 'nosuch' at column 36; known: card, first, root, tip, tip.background, tip.content, window
  $ print first
  view first frame=0,0,10,10
  $ undo
  undid 'source data/fails.txt'; now t=0.25s
  $ print first
  error: unknown node 'first' at column 7; known: card, root, tip, tip.background, tip.content, window

With --keep-going the script runs past failing lines, each error shown where it
happened, and fails at the end; what every line that worked did stays.

  $ source --keep-going data/fails.txt
  > view add first frame 0,0,10,10
  > view add second frame 0,0,10,10 in nosuch
  data/fails.txt:2: error: unknown node 'nosuch' at column 36; known: card, first, root, tip, tip.background, tip.content, window
  > view add third frame 0,0,10,10
  error: 1 line of data/fails.txt failed; each error is shown above; the other lines stay done
  $ print
  t=0.25s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view card frame=20,200,280,160 color=#FFFFFF animating
      popover tip arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=17,110,10,10 presented frame=0,100,180,90
        image tip.background frame=0,0,180,90
        view tip.content frame=10,20,160,60
      view first frame=0,0,10,10
      view third frame=0,0,10,10
  $ undo
  undid 'source --keep-going data/fails.txt'; now t=0.25s

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

A file that sources itself is stopped 16 levels deep, and nothing passes that
failure over, not --keep-going either: the file would run on and on.

  $ source data/loop.txt
  error: data/loop.txt:1: source nests too deep (more than 16 files) at column 8; does a file source itself?
  $ source --keep-going data/loop.txt
  error: data/loop.txt:1: source nests too deep (more than 16 files) at column 8; does a file source itself?

What the lines before it did stays, as after any failure: here each of the 16
files ticks once before it sources itself again.

  $ time
  0.25s
  $ source data/ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  error: data/ticks-then-loops.txt:2: source nests too deep (more than 16 files) at column 8; does a file source itself?
  $ time
  0.266s

The same when the file that loops is sourced by another: here the loop runs 15
files deep under it.

  $ source data/starts-loop.txt
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  > tick 1ms
  > source ticks-then-loops.txt
  error: data/ticks-then-loops.txt:2: source nests too deep (more than 16 files) at column 8; does a file source itself?
  $ time
  0.281s

A transcript's commands run, and its prose and expected output are skipped.

  $ source data/recorded.t
  > view add rec frame 1,2,3,4
  > print rec
  view rec frame=1,2,3,4
  $ print rec
  view rec frame=1,2,3,4

A recorded session replays as the session went: a command recorded with an error
prints its error now, as FILE:LINE: error:, and the replay goes on. Only a failure
the recording did not have stops it.

  $ reset
  $ source data/session-with-typo.t
  > view add a frame 0,0,40,40 color red
  > veiw add b frame 0,0,20,20
  data/session-with-typo.t:4: error: unknown command 'veiw' at column 1; did you mean 'view'? type 'help' for the list
  > view add b frame 0,0,20,20 in a color blue
  > print a
  view a frame=0,0,40,40 color=#FF0000
    view b frame=0,0,20,20 color=#0000FF
  $ print a
  view a frame=0,0,40,40 color=#FF0000
    view b frame=0,0,20,20 color=#0000FF
  $ source data/fixed-typo.t
  > view add z frame 0,0,10,10
  note: data/fixed-typo.t:3: failed when it was recorded and succeeds now
  > print z
  view z frame=0,0,10,10

Files that cannot be read:

  $ source data/nosuch.txt
  error: cannot read 'data/nosuch.txt': no such file at column 8
  $ source data
  error: cannot read 'data': a directory at column 8

A file whose first line fails did nothing, so nothing of it stays and it is no
step for undo; a tap that no view handles inside a file keeps the file a step.

  $ view add kept frame 0,0,10,10
  $ source data/fails-first.txt
  error: data/fails-first.txt:1: unknown node 'nosuch' at column 33; known: a, b, kept, root, window, z
  $ source data/tap-nothing.txt
  > view add tapped frame 0,0,1,1
  > tap 300,400
  tap 300,400: hit root at 300,400
  $ undo
  undid 'source data/tap-nothing.txt'; now t=0s
  $ print kept
  view kept frame=0,0,10,10

A comment before the failing line does nothing either:

  $ source data/note-then-fails.txt
  error: data/note-then-fails.txt:2: unknown node 'nosuch' at column 10; known: a, b, kept, root, window, z
  $ undo
  undid 'view add kept frame 0,0,10,10'; now t=0s
