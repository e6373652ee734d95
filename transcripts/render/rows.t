`render rows N` fits the picture in N rows, as a terminal of N rows does (a tall screen
is drawn narrower); `cols` and `rows` together set both for one picture.

  $ screen iphone
  $ view add a frame 20,40,100,80 color red
  $ render cols 40 rows 12
  t=0s screen=320x480 portrait: 15x11 characters, 1 column = 21.818 points
  +a---+--------+
  |    |        |
  +----+        |
  |             |
  |             |
  |             |
  |             |
  |             |
  |             |
  |             |
  +-------------+
  $ render rows 8
  t=0s screen=320x480 portrait: 10x7 characters, 1 column = 34.286 points
  +a-+-----+
  +--+     |
  |        |
  |        |
  |        |
  |        |
  +--------+
  $ render rows 7
  error: 'rows' must be from 8 to 500, got 7 at column 13; usage: render [cols N] [rows N] [ascii B]
