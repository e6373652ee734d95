A command word may be shortened to any unique prefix. An unknown word is an
error that points at its column, with a "did you mean" when the word is close
to a command (a swap of two letters counts as one edit); an ambiguous prefix
lists what it could be.

  $ nosuch
  error: unknown command 'nosuch' at column 1; type 'help' for the list
  $ viwe add a frame 0,0,10,10
  error: unknown command 'viwe' at column 1; did you mean 'view'? type 'help' for the list
  $ prnit
  error: unknown command 'prnit' at column 1; did you mean 'print'? type 'help' for the list
  $ t
  error: ambiguous command 't' at column 1; could be: tap, terminal, tick, time, timer
  $ ti
  error: ambiguous command 'ti' at column 1; could be: tick, time, timer
  $ tim
  error: ambiguous command 'tim' at column 1; could be: time, timer

Subcommands work the same way, and a misspelt one gets a "did you mean".

  $ view ad a frame 0,0,10,10
  $ view a b frame 0,0,10,10
  error: ambiguous 'view' subcommand 'a' at column 6; could be: add, animate
  $ view aad b frame 0,0,10,10
  error: unknown 'view' subcommand 'aad' at column 6; did you mean 'add'? one of: add, animate, off, on, remove, set
  $ view frob
  error: unknown 'view' subcommand 'frob' at column 6; one of: add, animate, off, on, remove, set
  $ view
  error: 'view' needs one of: add, animate, off, on, remove, set at column 5; try 'help view'

A misspelt id gets a suggestion too, and the known ids are listed.

  $ view add title frame 0,0,100,20
  $ view set titel alpha 0.5
  error: unknown node 'titel' at column 10; did you mean 'title'? known: a, root, title, window
  $ print tilte
  error: unknown node 'tilte' at column 7; did you mean 'title'? known: a, root, title, window
  $ view remove nosuch
  error: unknown node 'nosuch' at column 13; known: a, root, title, window
