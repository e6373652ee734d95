Presented from a button at the right of the screen with its arrow pointing right, the tip
sits to the button's left, its arrow on its right edge.

  $ view add button frame 240,300,40,30
  $ popover add tip
  $ popover present tip from 240,300,40,30 arrow right
  $ settle
  [0.25s] tip: didPresent(finished: true)
  settled at 0.25s
  $ print tip
  popover tip arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=240,310,10,10 presented frame=70,275,190,80
    image tip.background frame=0,0,190,80
    view tip.content frame=10,10,160,60
