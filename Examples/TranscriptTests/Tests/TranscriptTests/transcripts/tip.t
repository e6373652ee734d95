The tip popover is presented up from the help button (140,300,40,30): it fades in
over 0.25 s, and its arrow's tip lands on the middle of the button, y = 315.

  $ view add button frame 140,300,40,30
  $ popover add tip
  $ popover present tip from 140,300,40,30 arrow up
  $ settle
  [0.25s] tip: didPresent(finished: true)
  settled at 0.25s
  $ print tip
  popover tip arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,325,10,10 presented frame=70,315,180,90
    image tip.background frame=0,0,180,90
    view tip.content frame=10,20,160,60
