A box, half faded.

  $ view add box frame 10,20,100,50 color red
  $ view animate box duration 1 curve linear alpha 0
  $ tick 0.5
  $ print box
  view box frame=10,20,100,50 alpha=0.5 color=#FF0000 animating
