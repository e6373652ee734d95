`render` draws the screen in the terminal: one column is screen width / cols
points and a row twice as high. Every visible node is outlined with its id,
in drawing order, so what is in front hides what is behind. In transcripts
(output that is not a terminal) the picture is plain ASCII.

  $ screen iphone
  $ view add card frame 20,40,280,200 color white
  $ view add ok frame 180,180,100,40 in card color blue
  $ render cols 32
  t=0s screen=320x480 portrait: 32x24 characters, 1 column = 10 points
  +window[root]------------------+
  |                              |
  | +card----------------------+ |
  | |                          | |
  | |                          | |
  | |                          | |
  | |                          | |
  | |                          | |
  | |                          | |
  | |                          | |
  | |                          | |
  | +-----------------+ok------+ |
  |                   +--------+ |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  +------------------------------+

A popover is drawn from its body and its arrow sits at the arrow's tip; here
it points down at the button it was presented from.

  $ popover add pop size 120x40
  $ popover present pop from 200,220,60,40 arrow down animated off
  [0s] pop: didPresent()
  $ render cols 32
  t=0s screen=320x480 portrait: 32x24 characters, 1 column = 10 points
  +window[root]------------------+
  |                              |
  | +card----------------------+ |
  | |                          | |
  | |                          | |
  | |                          | |
  | |                          | |
  | |                          | |
  | |                          | |
  | |              +pop-------+| |
  | |              +----------+| |
  | +-----------------+okv-----+ |
  |                   +--------+ |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  +------------------------------+

The radial annotation container dims the screen around each spotlight: ':'
where it is dimmed, '.' in the feathered edge, nothing in the clear core.
The dimming only shades empty cells, so what lies under it stays readable.

  $ annotations container radial
  $ annotation add hint portrait 40,300,40,40 arrow up text "Tap" size 80x30 animated off
  [0s] hint: didPresent()
  [0s] annotations: didEndPresent()
  $ tick 0.25
  $ render cols 40
  t=0.25s screen=320x480 portrait: 40x30 characters, 1 column = 8 points
  +window[root]--------------------------+
  |::::::::::::::::::::::::::::::::::::::|
  |:+card------------------------------+:|
  |:|::::::::::::::::::::::::::::::::::|:|
  |:|::::::::::::::::::::::::::::::::::|:|
  |:|::::::::::::::::::::::::::::::::::|:|
  |:|::::::::::::::::::::::::::::::::::|:|
  |:|::::::::::::::::::::::::::::::::::|:|
  |:|::::::::::::::::::::::::::::::::::|:|
  |:|::::::::::::::::::::::::::::::::::|:|
  |:|::::::::::::::::::::::::::::::::::|:|
  |:|::::::::::::::::::+pop-----------+|:|
  |:|::::::::::::::::::|::::::::::::::||:|
  |:|::::::::::::::::::+--------------++:|
  |:+----------------------|::v::::::::|:|
  |.............:::::::::::|:::::::::::|:|
  |...............:::::::::+-----------+:|
  |.................:::::::::::::::::::::|
  |..................::::::::::::::::::::|
  |...       ........::::::::::::::::::::|
  |...   ^   ........::::::::::::::::::::|
  |.+hint-----+......::::::::::::::::::::|
  |.|Tap      |......::::::::::::::::::::|
  |.+---------+.....:::::::::::::::::::::|
  |................::::::::::::::::::::::|
  |.............:::::::::::::::::::::::::|
  |::::.....:::::::::::::::::::::::::::::|
  |::::::::::::::::::::::::::::::::::::::|
  |::::::::::::::::::::::::::::::::::::::|
  +--------------------------------------+

`watch on` redraws the picture after every command, until `watch off`.

  $ reset
  $ watch on cols 24
  $ view add a frame 40,40,160,120
  t=0s screen=320x480 portrait: 24x18 characters, 1 column = 13.333 points
  +window[root]----------+
  |  +a---------+        |
  |  |          |        |
  |  |          |        |
  |  |          |        |
  |  +----------+        |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  +----------------------+
  $ view animate a duration 1 frame 120,280,160,120
  t=0s screen=320x480 portrait: 24x18 characters, 1 column = 13.333 points
  +window[root]----------+
  |  +a---------+        |
  |  |          |        |
  |  |          |        |
  |  |          |        |
  |  +----------+        |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  +----------------------+
  $ tick 0.5
  t=0.5s screen=320x480 portrait: 24x18 characters, 1 column = 13.333 points
  +window[root]----------+
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |     +a---------+     |
  |     |          |     |
  |     |          |     |
  |     |          |     |
  |     +----------+     |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  |                      |
  +----------------------+
  $ watch off
  $ tick 0.5
  [1s] a: completion(animation: 1, finished: true)
