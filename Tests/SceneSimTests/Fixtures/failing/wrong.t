The expected frame is wrong on purpose.

  $ view add box frame 10,20,100,50
  $ print box
  view box frame=0,0,100,50
