Hit testing uses a view's model values, not the presentation values on screen
mid-animation: in UIKit the layer tree is hit-tested, and an animation only
changes the presentation layer. So while a view slides from x=100 to x=200,
it can already be tapped at its destination and no longer at its start,
whatever `print` shows.

  $ view add a frame 100,100,50,50
  $ view animate a duration 1 curve linear center 225,125
  $ tick 0.5
  $ print a
  view a frame=150,100,50,50 animating

On screen the view covers x 150..200 now, but the touch at its drawn centre
misses it; the touch at its final place hits it.

  $ tap 175,125
  tap 175,125: hit root at 175,125
  $ tap 225,125
  tap 225,125: hit a at 25,25
  $ tap 125,125
  tap 125,125: hit root at 125,125

`tap ID` aims at the model centre too.

  $ tap a
  tap 225,125: hit a at 25,25

The same goes for alpha: a view fading in from 0 is already touchable, and a
view fading out is untouchable at once.

  $ view add ghost frame 0,0,50,50 alpha 0
  $ view animate ghost duration 1 alpha 1
  $ tap 25,25
  tap 25,25: hit ghost at 25,25
  $ view animate a duration 1 alpha 0
  $ tick 0.1
  $ print a
  view a frame=160,100,50,50 alpha=0.98 animating
  $ tap a
  tap 225,125: hit root at 225,125
