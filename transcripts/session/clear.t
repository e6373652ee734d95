`clear` clears the terminal's screen in the REPL, as Ctrl-L does. Anywhere else (here, a
transcript's replay) it prints nothing, and a recording leaves it out.

  $ clear
  $ record clear-recorded.t
  recording to clear-recorded.t
  $ clear
  $ view add a frame 0,0,10,10
  $ record off
  recording to clear-recorded.t stopped

`on ID EVENT clear` still forgets a node's hooks: there clear is `on`'s word.

  $ button add b frame 10,10,80,40 title Go
  $ on b touchUpInside view set a alpha 0.5
  $ on b touchUpInside clear
  $ on
  no hooks
