A recorded session: only its commands run when it is sourced.

  $ view add rec frame 1,2,3,4
  $ print rec
  view rec frame=1,2,3,4
