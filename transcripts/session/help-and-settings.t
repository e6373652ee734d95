`apropos WORD` lists the commands whose help mentions a word.

  $ apropos spring
  view animate ID [duration D] [delay D] [curve CURVE] [spring DAMPING] [velocity
      V] [from-current B] [repeat B] [autoreverse B] [frame X,Y,W,H] [bounds
      X,Y,W,H] [center X,Y] [alpha A] [color C] [transform T] [then LINE]
      animate view properties (UIView
      animateWithDuration:delay:options:animations:completion:)
  ios [auto|6|7|8]
      the iOS release whose UIView animation model blocks follow
  window root ID [animated B] [then LINE]
      cfa_replaceRootWindowWithController: a new navigation window holding ID
  window push ID level LEVEL [animated B] [then LINE]
      pushController:atWindowLevel:withAnimator: a window for ID at a level
  window pop ID [animated B] [then LINE]
      popController:withAnimator: the window holding ID
  $ apropos zebra
  error: no command mentions 'zebra' at column 9; type 'help' for the list
  $ apropos zzzz
  error: no command mentions 'zzzz' at column 9; type 'help' for the list

`settings` lists every session-wide switch; `settings KEY VALUE` sets the
session's own. Here (a replay) there is no terminal: pictures are ASCII and 80
wide.

  $ settings
  ascii                  auto (on)
  columns                auto (80)
  rows                   auto (none)
  watch                  off
  timer                  off
  history-size           10000
  events                 printed
  quirks                 all on
  ios                    auto (each library's era)
  ignore-non-managed     off (no navigation window)
  dismiss-on-background  on
  callout autopan        off
  on hooks               0
  undo                   0 steps kept
  recording              off
  $ settings columns 40 ascii on
  $ view add v frame 20,20,200,100
  $ render
  t=0s screen=320x480 portrait: 40x30 characters, 1 column = 8 points
  +window[root]--------------------------+
  | +v-----------------------+           |
  | |                        |           |
  | |                        |           |
  | |                        |           |
  | |                        |           |
  | |                        |           |
  | +------------------------+           |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  |                                      |
  +--------------------------------------+
  $ settings columns auto rows 10
  $ render
  t=0s screen=320x480 portrait: 12x9 characters, 1 column = 26.667 points
  +v------+--+
  |       |  |
  +-------+  |
  |          |
  |          |
  |          |
  |          |
  |          |
  +----------+
  $ settings columns 5
  error: columns takes a whole number from 8 to 1000, or auto, got '5' at column 18
  $ settings history-size 500 timer on
  $ settings
  ascii                  on
  columns                auto (80)
  rows                   10
  watch                  off
  timer                  on
  history-size           500
  events                 printed
  quirks                 all on
  ios                    auto (each library's era)
  ignore-non-managed     off (no navigation window)
  dismiss-on-background  on
  callout autopan        off
  on hooks               0
  undo                   1 step kept
  recording              off

`terminal` says which terminal pictures are drawn for; a recording made in a
terminal starts with one, so its pictures replay as drawn: box-drawing
characters, the terminal's width, and at most its height less three rows.

  $ settings ascii auto rows auto
  $ terminal 60x20
  $ render
  t=0s screen=320x480 portrait: 22x16 characters, 1 column = 15 points
  ┌┌v───────────┐──────┐
  ││            │      │
  ││            │      │
  │└────────────┘      │
  │                    │
  │                    │
  │                    │
  │                    │
  │                    │
  │                    │
  │                    │
  │                    │
  │                    │
  │                    │
  │                    │
  └────────────────────┘
  $ terminal none
  $ terminal 3x3
  error: expected COLSxROWS (columns 8 to 1000, rows 0 to 1000) or none, got '3x3' at column 10

`exit` leaves as `quit` does, and `q` is short for quit.

  $ help exit
  usage: exit
  leave scenesim, as quit does
  $ help q
  usage: quit
  leave scenesim (exit and Ctrl-D do the same)
