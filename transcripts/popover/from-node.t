`popover present ID from NODE` points at a node: its frame in the view the popover goes
in, as presentFromRect: is usually given a button's frame.

  $ screen iphone
  $ view add bar frame 0,400,320,80 color #F7F7F7
  $ button add share frame 220,20,80,40 in bar title Share
  $ popover add p size 120x60
  $ popover present p from share arrow down animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(down offset=10 size=10,10 cornerOffset=0) contentSize=120,60 arrowRect=255,420,10,10 presented frame=180,350,140,90
    image p.background frame=0,0,140,90
    view p.content frame=10,10,120,60

The same as the rect the button covers, given by hand:

  $ popover add q size 120x60
  $ popover present q from 220,420,80,40 arrow down animated off
  [0s] q: didPresent()
  $ print q
  popover q arrow=(down offset=10 size=10,10 cornerOffset=0) contentSize=120,60 arrowRect=255,420,10,10 presented frame=180,350,140,90
    image q.background frame=0,0,140,90
    view q.content frame=10,10,120,60

A node that is not there, and a rect of three numbers, are refused:

  $ popover present p from nothing
  error: no node 'nothing' at column 24; give a rect X,Y,W,H or a node's id
  $ popover present p from 1,2,3
  error: expected a rect X,Y,W,H or a node's id, got '1,2,3' at column 24
