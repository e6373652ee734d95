`pending` lists the scheduled work and the running animations. On a fresh scene
there is none, and `settle` has nothing to do: it stops where it is.

  $ pending
  nothing pending
  $ settle
  settled at 0s

A five-second fade and a one-second move that waits two seconds first. Each
`view animate` schedules one completion; `pending` lists them in firing order
(the delayed move finishes first, at 3s), then each running animated property
with its from and to values and its time span.

  $ view add a frame 0,0,10,10
  $ view animate a duration 5 alpha 0
  $ view animate a duration 1 delay 2 center 50,50
  $ pending
  3s a: end of animation 2 (position)
  5s a: end of animation 1 (opacity)
  animating a position 2s..3s (animation 2)
  animating a opacity 0s..5s (animation 1)

`settle limit D` advances at most D. Here it stops at 2.5s, before anything was
due, and says that work is still pending.

  $ settle limit 2.5
  not settled: limit 2.5s reached at 2.5s, 2 pending
  $ time
  2.5s

A plain `settle` runs the rest in order and stops at the time of the last
piece (5s), not at some round limit.

  $ settle
  [3s] a: completion(animation: 2, finished: true)
  [5s] a: completion(animation: 1, finished: true)
  settled at 5s
  $ pending
  nothing pending
  $ time
  5s
