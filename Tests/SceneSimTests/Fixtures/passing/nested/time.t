  $ tick 0.25
  $ time
  0.25s
