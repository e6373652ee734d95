UIKit's hitTest:withEvent: asks subviews front to back, so the most recently
added sibling that contains the point takes the touch, and a child is asked
before its parent.

  $ view add under frame 0,0,200,200
  $ view add over frame 100,100,200,200
  $ view add child frame 0,0,20,20 in under
  $ tap 150,150
  tap 150,150: hit over at 50,50
  $ tap 50,50
  tap 50,50: hit under at 50,50
  $ tap 10,10
  tap 10,10: hit child at 10,10

`tap ID` taps the centre of a node: `child`'s centre is 10,10.

  $ tap child
  tap 10,10: hit child at 10,10
  $ tap under
  tap 100,100: hit over at 0,0

Points are reported in the hit view's own coordinates: 299,299 is 199,199 inside
`over`, whose corner is at 100,100.

  $ tap 299,299
  tap 299,299: hit over at 199,199
