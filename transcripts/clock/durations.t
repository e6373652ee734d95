Durations can be written as bare seconds, or with an `s`, `ms` or `us`
suffix; they are parsed exactly into microseconds, so nothing accumulates
floating-point error.

  $ tick 0.25
  $ time
  0.25s
  $ tick 0.25s
  $ time
  0.5s
  $ tick 2s
  $ time
  2.5s
  $ tick 0.000001
  $ time
  2.500001s

Milliseconds and microseconds: 250ms is 0.25s and 1500us is 0.0015s, so the
clock goes from 2.500001s to 2.750001s to 2.751501s.

  $ tick 250ms
  $ time
  2.750001s
  $ tick 1500us
  $ time
  2.751501s
  $ tick 0.5ms
  $ time
  2.752001s

A duration finer than a microsecond is refused rather than rounded, in any
unit.

  $ tick 0.0000001
  error: duration '0.0000001' is finer than a microsecond at column 6; usage: tick DURATION
  $ tick 0.0001ms
  error: duration '0.0001ms' is finer than a microsecond at column 6; usage: tick DURATION
  $ tick 1.5us
  error: duration '1.5us' is finer than a microsecond at column 6; usage: tick DURATION

An animation's duration takes the same forms.

  $ view add a frame 0,0,10,10
  $ view animate a duration 500ms alpha 0
  $ pending
  3.252001s a: end of animation 1 (opacity)
  animating a opacity 2.752001s..3.252001s (animation 1)
