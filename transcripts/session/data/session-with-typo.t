A session recorded with record: it has a mistyped line, with its error.

  $ view add a frame 0,0,40,40 color red
  $ veiw add b frame 0,0,20,20
  error: unknown command 'veiw' at column 1; did you mean 'view'? type 'help' for the list
  $ view add b frame 0,0,20,20 in a color blue
  $ print a
  view a frame=0,0,40,40 color=#FF0000
    view b frame=0,0,20,20 color=#0000FF
