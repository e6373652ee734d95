`view animate` follows UIView animateWithDuration: the model takes the new
values at once, and what is on screen moves from the old values to them over
the duration. With `curve linear`, progress is simply elapsed / duration.

A 2-second move from x=0 to x=200 with a fade from 1 to 0.

  $ view add box frame 0,0,100,100
  $ view animate box duration 2 curve linear frame 200,0,100,100 alpha 0
  $ tick 0.5
  $ print box
  view box frame=50,0,100,100 alpha=0.75 animating
  $ tick 0.5
  $ print box
  view box frame=100,0,100,100 alpha=0.5 animating
  $ tick 0.5
  $ print box
  view box frame=150,0,100,100 alpha=0.25 animating

At the end the completion fires, stamped with the time it fell due, and the
view rests at the model values.

  $ tick 0.5
  [2s] box: completion(animation: 1, finished: true)
  $ print box
  view box frame=200,0,100,100 alpha=0

Size animates too: a frame change is a bounds change plus a center change.
Going from 200,0,100,100 (centre 250,50) to 0,0,200,50 (centre 100,25), at the
midpoint the view is 150x75 centred at 175,37.5, so its frame is 100,0,150,75.

  $ view animate box duration 1 curve linear frame 0,0,200,50 alpha 1
  $ tick 0.5
  $ print box
  view box frame=100,0,150,75 alpha=0.5 animating
  $ settle
  [3s] box: completion(animation: 2, finished: true)
  settled at 3s
