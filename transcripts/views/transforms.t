A transform applies about the view's centre. `frame` then reports the
bounding box of the transformed bounds, as UIKit's frame does, while `bounds`
keeps the untransformed size.

A 100x50 view centred at 150,125, scaled by 2: 200x100 around the same centre.

  $ view add v frame 100,100,100,50
  $ view set v transform scale:2
  $ print v
  view v frame=50,75,200,100 bounds=0,0,100,50 transform=2,0,0,2,0,0

Rotated by 90 degrees: the box becomes 50 wide and 100 tall. The matrix is
a,b,c,d,tx,ty = cos,sin,-sin,cos,0,0.

  $ view set v transform rotate:90
  $ print v
  view v frame=125,75,50,100 bounds=0,0,100,50 transform=0,1,-1,0,0,0

Rotated by 45 degrees the bounding box is (100+50)*cos 45 = 106.066 square.

  $ view set v transform rotate:45
  $ print v
  view v frame=96.967,71.967,106.066,106.066 bounds=0,0,100,50 transform=0.707,0.707,-0.707,0.707,0,0

Non-uniform scale, translation, and a matrix given in full.

  $ view set v transform scale:2,0.5
  $ print v
  view v frame=50,112.5,200,25 bounds=0,0,100,50 transform=2,0,0,0.5,0,0
  $ view set v transform translate:10,20
  $ print v
  view v frame=110,120,100,50 bounds=0,0,100,50 transform=1,0,0,1,10,20
  $ view set v transform 1,0,0,1,5,5
  $ print v
  view v frame=105,105,100,50 bounds=0,0,100,50 transform=1,0,0,1,5,5

`dump` gives the transform as [a, b, c, d, tx, ty] while it is not the
identity.

  $ dump v
  {"id":"v","kind":"view","parent":"root","frame":[105,105,100,50],"alpha":1,"hidden":false,"bounds":[0,0,100,50],"transform":[1,0,0,1,5,5]}

`identity` removes the transform; the frame is the original one again, and
`bounds` and `transform` drop out of the print.

  $ view set v transform identity
  $ print v
  view v frame=100,100,100,50
