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
  recording to session.t
  $ view add c frame 1,1,1,1
  $ record off
  recording to session.t stopped
  $ record off
  error: not recording at column 8
