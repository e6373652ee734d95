`save FILE` writes the commands that built the scene and still stand: undone
ones are left out, commands that only look are not written. A `.t` name writes a
transcript with each command's output. (In a transcript files are not written;
the line says what would be.)

  $ view add a frame 0,0,10,10
  $ print a
  view a frame=0,0,10,10
  $ view add b frame 0,0,10,10
  $ undo
  undid 'view add b frame 0,0,10,10'; now t=0s
  $ tick 0.5
  $ save out.txt
  wrote out.txt: 2 commands, 36 bytes
  $ save out.t
  wrote out.t: 2 commands, 76 bytes

`record FILE` writes the session from here on as a transcript; `record off`
stops it.

  $ record session.t
  recording to session.t (starting with the 2 commands that built the scene)
  $ view add c frame 1,1,1,1
  $ record off
  recording to session.t stopped
  $ record off
  error: not recording at column 8

A new `record` while one is on stops that one first, and says so.

  $ record first.t
  recording to first.t (starting with the 3 commands that built the scene)
  $ record second.t
  recording to first.t stopped
  recording to second.t (starting with the 3 commands that built the scene)
  $ record off
  recording to second.t stopped

After a new scene, save writes the commands from its start, after the earlier
ones whose effect outlives it (the screen, ios, quirks, appearance, app-state
hooks, defined animations), so the script rebuilds this scene and not the ones
before; save --all writes every command. In a transcript the saved file stays in
memory, where source reads it back.

  $ screen ipad
  $ ios 7
  $ quirk popover-offset-leak off
  $ view add old frame 0,0,10,10
  $ reset
  $ view add new frame 0,0,20,20
  $ save scene.txt
  wrote scene.txt: 5 commands, 195 bytes
  $ save --all everything.txt
  wrote everything.txt: 9 commands, 173 bytes
  $ reset
  $ source scene.txt
  > # The current scene, from its last start, after the settings that outlive it (save --all writes every command).
  > screen ipad
  > ios 7
  > quirk popover-offset-leak off
  > reset
  > view add new frame 0,0,20,20
  $ print
  t=0s screen=768x1024 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,768,1024 autoresize=width,height
    view root frame=0,0,768,1024 autoresize=width,height
      view new frame=0,0,20,20

A recording begun in a scene already built starts with the commands that built
it, every one that stands as save --all writes them, so it replays from an empty
session and undo in it goes back as far as in the session recorded.

  $ reset
  $ view add box frame 0,0,10,10
  $ record mid.t
  recording to mid.t (starting with the 13 commands that built the scene)
  $ view set box alpha 0.5
  $ record off
  recording to mid.t stopped
  $ reset
  $ source mid.t
  > view add a frame 0,0,10,10
  > tick 0.5
  > view add c frame 1,1,1,1
  > screen ipad
  > ios 7
  > quirk popover-offset-leak off
  > view add old frame 0,0,10,10
  > reset
  > view add new frame 0,0,20,20
  > reset
  > source scene.txt
  > # The current scene, from its last start, after the settings that outlive it (save --all writes every command).
  > screen ipad
  > ios 7
  > quirk popover-offset-leak off
  > reset
  > view add new frame 0,0,20,20
  > reset
  > view add box frame 0,0,10,10
  > view set box alpha 0.5
  $ print box
  view box frame=0,0,10,10 alpha=0.5

scene load starts a scene too, and a sourced file before a new start is kept, as
it may have set what outlives it.

  $ view add gone frame 0,0,10,10
  $ source data/settings.txt
  > ios 6
  $ scene load ../scene/load/saved.json
  loaded 4 views in 1 window from ../scene/load/saved.json (dump)
  $ save loaded.txt
  wrote loaded.txt: 7 commands, 251 bytes
  $ reset
  $ source loaded.txt
  > # The current scene, from its last start, after the settings that outlive it (save --all writes every command).
  > screen ipad
  > ios 7
  > quirk popover-offset-leak off
  > source scene.txt
  > # The current scene, from its last start, after the settings that outlive it (save --all writes every command).
  > screen ipad
  > ios 7
  > quirk popover-offset-leak off
  > reset
  > view add new frame 0,0,20,20
  > source mid.t
  > view add a frame 0,0,10,10
  > tick 0.5
  > view add c frame 1,1,1,1
  > screen ipad
  > ios 7
  > quirk popover-offset-leak off
  > view add old frame 0,0,10,10
  > reset
  > view add new frame 0,0,20,20
  > reset
  > source scene.txt
  > # The current scene, from its last start, after the settings that outlive it (save --all writes every command).
  > screen ipad
  > ios 7
  > quirk popover-offset-leak off
  > reset
  > view add new frame 0,0,20,20
  > reset
  > view add box frame 0,0,10,10
  > view set box alpha 0.5
  > source data/settings.txt
  > ios 6
  > scene load ../scene/load/saved.json
  loaded 4 views in 1 window from ../scene/load/saved.json (dump)
