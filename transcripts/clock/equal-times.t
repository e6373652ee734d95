Scheduled work is ordered by time, then by the order it was scheduled. Three
animations that all end at t=1 complete in the order they were started, even
though they were started on different views (z, a, m: not alphabetical).

  $ view add z frame 0,0,10,10
  $ view add a frame 20,0,10,10
  $ view add m frame 40,0,10,10
  $ view animate z duration 1 alpha 0
  $ view animate a duration 1 alpha 0
  $ view animate m duration 1 alpha 0
  $ pending
  1s z: end of animation 1 (opacity)
  1s a: end of animation 2 (opacity)
  1s m: end of animation 3 (opacity)
  animating z opacity 0s..1s (animation 1)
  animating a opacity 0s..1s (animation 2)
  animating m opacity 0s..1s (animation 3)
  $ tick 1
  [1s] z: completion(animation: 1, finished: true)
  [1s] a: completion(animation: 2, finished: true)
  [1s] m: completion(animation: 3, finished: true)

Work due exactly at the end of a tick fires in that tick: a 0.5s fade ticked by
exactly 0.5 completes.

  $ view animate z duration 0.5 alpha 1
  $ tick 0.5
  [1.5s] z: completion(animation: 4, finished: true)
