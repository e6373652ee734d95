A command's output goes to a file with `> FILE` (replacing it) or `>> FILE`
(adding to its end), `>FILE` too, as a shell user types, or as sqlite3's .once.
In a transcript the files stay in memory, where its later lines read them; here
`scene load` reads a dump back.

  $ view add card frame 20,100,280,160 color white
  $ print card > card.txt
  $ print card >> card.txt
  $ time >card.txt
  $ dump > scene.json
  $ reset
  $ scene load scene.json
  loaded 2 views in 1 window from scene.json (dump)
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view card frame=20,100,280,160 color=#FFFFFF

A command that fails writes nothing, and a redirection ends the line.

  $ print nothing > card.txt
  error: unknown node 'nothing' at column 7; known: card, root, window
  $ print card > card.txt extra
  error: unexpected word 'extra' after the redirection at column 23; the redirection ends the line: COMMAND > FILE
  $ print card >
  error: missing the file after '>' at column 12; write COMMAND > FILE, or >> FILE to add to its end
  $ print card > >x
  error: a file name cannot start with '>' at column 12

An `on` hook's line keeps its redirection: the file is written when the hook
runs.

  $ on card completion print card > card-hook.txt
  $ view animate card duration 0.25 alpha 0.5
  $ settle
  [0.25s] card: completion(animation: 1, finished: true)
  on card completion: print card > card-hook.txt
  settled at 0.25s
