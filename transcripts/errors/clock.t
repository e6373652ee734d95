The clock only moves forward. `tick to` a time in the past is an error that
says what time it is now; nothing moves.

  $ tick 1
  $ tick to 0.5
  error: time 0.5s is in the past at column 9; it is 1s now
  $ time
  1s

Durations are non-negative decimals with an optional `s`, `ms` or `us`; anything else is
refused with an example of the right form.

  $ tick -1
  error: expected a duration such as 0.25, 250ms or 2s for DURATION, got '-1' at column 6; usage: tick DURATION
  $ tick 1h
  error: expected a duration such as 0.25, 250ms or 2s for DURATION, got '1h' at column 6; usage: tick DURATION
  $ tick abc
  error: expected a duration such as 0.25, 250ms or 2s for DURATION, got 'abc' at column 6; usage: tick DURATION
  $ tick
  error: missing DURATION at column 5; expected a duration such as 0.25, 250ms or 2s; usage: tick DURATION
  $ tick to
  error: missing TIME at column 8; expected a time such as 0.25, 250ms or 2s; usage: tick to TIME
  $ settle limit
  error: missing value for 'limit' at column 13; expected a duration such as 0.25, 250ms or 2s
  $ time
  1s
