`settle` runs scheduled work in time order until none is left and stops at
the time of the last piece. Animations that never end (repeating forever, or
paused at speed 0) do not hold it up; it names them when it returns. `settle
limit D` advances at most D and says what is still pending when it stops
there.

A fade that repeats forever and a two-second move that begins after one
second: `settle limit 1.5` stops at 1.5 s with the move's end still pending;
`settle` then stops at 3 s, when the move ends, and names the fade.

  $ view add a frame 200,0,100,100
  $ anim basic pulse opacity from 1 to 0.5 duration 1 repeat forever
  $ anim basic move position.x from 50 to 150 duration 2 begin 1
  $ anim add pulse to a
  $ anim add move to a
  $ pending
  3s a: end of move
  animating a move [position.x] 1s..3s
  animating a pulse [opacity] 0s..forever
  $ settle limit 1.5
  not settled: limit 1.5s reached at 1.5s, 1 pending
  $ time
  1.5s
  $ settle
  [3s] a: animationDidStop(key: move, finished: true)
  settled at 3s
  still running, never ending: a pulse
  $ time
  3s

With only the never-ending fade left, `settle` does not move the clock.

  $ settle
  settled at 3s
  still running, never ending: a pulse
  $ anim remove a pulse
  [3s] a: animationDidStop(key: pulse, finished: false)

`anim step` sets a property to one value per screen refresh, as a
CADisplayLink callback does. Refreshes fall on a fixed 60 Hz grid of virtual
time (refresh k at k/60 s, rounded to the microsecond), and the first value
is set at the first refresh after now. These are model changes, not
animations: taps follow them.

The clock is at 3 s = refresh 180. Move to 3.01 s; the steps 70, 80, 90, 100
of position.x then land at refreshes 181 to 184: 3.016667 s, 3.033333 s,
3.05 s and 3.066667 s (the drawn x is the value minus 50).

  $ tick 0.01
  $ anim step a position.x values 70 80 90 100
  $ pending
  3.016667s a: refresh step 1 of 4 (position.x)
  $ tick 0.01
  $ print a
  view a frame=20,0,100,100
  $ tap 45,50
  tap 45,50: hit a at 25,50
  $ tick 0.01
  $ print a
  view a frame=20,0,100,100
  $ tick to 3.05
  $ print a
  view a frame=40,0,100,100
  $ settle
  [3.066667s] a: stepsFinished(key: position.x, frames: 4)
  settled at 3.066667s
  $ print a
  view a frame=50,0,100,100

A second run of steps started between refreshes also waits for the grid:
the next refreshes after 3.07 s are 3.083333 s and 3.1 s.

  $ tick to 3.07
  $ anim step a opacity values 0.5 0.25
  $ pending
  3.083333s a: refresh step 1 of 2 (opacity)
  $ settle
  [3.1s] a: stepsFinished(key: opacity, frames: 2)
  settled at 3.1s
  $ print a
  view a frame=50,0,100,100 alpha=0.25
