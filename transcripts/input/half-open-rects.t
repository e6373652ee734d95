Hit testing uses CGRectContainsPoint, which is half-open: a rect contains its
minimum edges but not its maximum ones. A 50x50 view at 100,100 takes x and y
from 100 up to, but not including, 150.

  $ view add a frame 100,100,50,50
  $ tap 100,100
  tap 100,100: hit a at 0,0
  $ tap 149.9,149.9
  tap 149.9,149.9: hit a at 49.9,49.9

The far edges belong to whatever is behind: here the root view.

  $ tap 150,150
  tap 150,150: hit root at 150,150
  $ tap 150,100
  tap 150,100: hit root at 150,100
  $ tap 99.999,120
  tap 99.999,120: hit root at 99.999,120

The screen is half-open too: 320,480 is off the iPhone screen and hits nothing,
as does a point left of or above it.

  $ tap 319.5,479.5
  tap 319.5,479.5: hit root at 319.5,479.5
  $ tap 320,480
  tap 320,480: nothing
  $ tap -1,-1
  tap -1,-1: nothing
