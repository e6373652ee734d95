animationHelper's presentOptions and dismissOptions carry UIViewAnimationOptions
beside the curve (FWTPopoverAnimationHelper.h 21): present-options and
dismiss-options take BeginFromCurrentState, Repeat and Autoreverse, joined by
commas. A present that repeats and reverses pulses for ever, and its
completion, didPresent, never comes.

  $ popover add tip present-options repeat,autoreverse present-duration 1 present-curve linear
  $ popover present tip from 100,100,10,10 arrow up
  $ tick 0.5
  $ print tip
  popover tip arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=100,115,10,10 presented presentOptions=repeat,autoreverse frame=15,105,180,90 alpha=0.5 animating
    image tip.background frame=0,0,180,90
    view tip.content frame=10,20,160,60
  $ tick 1
  $ print tip
  popover tip arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=100,115,10,10 presented presentOptions=repeat,autoreverse frame=15,105,180,90 alpha=0.5 animating
    image tip.background frame=0,0,180,90
    view tip.content frame=10,20,160,60
  $ pending
  animating tip opacity 0s..forever (animation 1)
  $ popover set tip present-options none dismiss-options begin-from-current
  $ popover set tip present-options repeat,bounce
  error: expected begin-from-current, repeat, autoreverse joined by commas, or none, got 'repeat,bounce' at column 33
