`help tick` explains the clock's rules: equal times fire in the order they
were scheduled, and work scheduled while ticking runs in the same tick if it
falls due within it.

  $ help tick
  usage: tick DURATION
  advance virtual time; print each event that fired, stamped
  
  Work falls due in order of time, and in the order it was scheduled when times
  are equal; work scheduled while ticking that falls due within the tick runs in
  it. Durations: 0.25 (seconds), 250ms, 0.25s, 2s, 1500us; exact to the
  microsecond.
  
    DURATION  how far to advance
  $ help tick to
  usage: tick to TIME
  advance virtual time to an absolute time
  
    TIME  the time to reach, not in the past (any time, also past 1e9 s)
  $ help settle
  usage: settle [limit DURATION]
  advance until no finite work is pending
  
  Runs scheduled work in order until none is left, then stops at the time of the
  last piece; prints the events and then where it stopped. Animations that repeat
  forever (or are paused) do not keep it busy: it names them when it returns. The
  limit (default 60s) guards against work that never ends: at the limit it stops
  and says how much is still pending.
  
    limit DURATION  the most time to advance (default 60s)

Asking about something that does not exist is an error; an ambiguous prefix
lists the candidates.

  $ help nosuch
  error: no help for 'nosuch' at column 6; type 'help' for the list
  $ help t
  error: no help for 't' at column 6; could be: tap, terminal, tick, time, timer
  $ help view nosuch
  error: no help for 'view nosuch' at column 11; type 'help' for the list
