`time` prints the virtual clock. Every transcript starts at t=0.

  $ time
  0s

`tick D` advances by a duration; `tick to T` advances to an absolute time.

  $ tick 1.5
  $ time
  1.5s
  $ tick to 4
  $ time
  4s

Going to the time it already is does nothing and is not an error.

  $ tick to 4
  $ time
  4s

Events that fall due inside `tick to` fire on the way, each stamped with the
time it was due. The fade below starts at t=4 and ends at t=4.5.

  $ view add dot frame 10,10,4,4
  $ view animate dot duration 0.5 alpha 0
  $ tick to 10
  [4.5s] dot: completion(animation: 1, finished: true)
  $ time
  10s
