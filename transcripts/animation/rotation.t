Transforms animate the way Core Animation interpolates them: taken apart into
translation, scale and rotation, each mixed on its own, then put back together.
Halfway through a linear quarter turn the view is turned 45 degrees at full size;
its frame is the bounding box of the turned bounds.

  $ view add card frame 100,100,100,50
  $ view animate card duration 1 curve linear transform rotate:90
  $ tick 0.5
  $ print card
  view card frame=96.967,71.967,106.066,106.066 bounds=0,0,100,50 transform=0.707,0.707,-0.707,0.707,0,0 animating
  $ dump card
  {"id":"card","kind":"view","parent":"root","frame":[96.967,71.967,106.066,106.066],"alpha":1,"hidden":false,"bounds":[0,0,100,50],"transform":[0.707,0.707,-0.707,0.707,0,0],"animating":true}
  $ tick 0.5
  [1s] card: completion(animation: 1, finished: true)
  $ print card
  view card frame=125,75,50,100 bounds=0,0,100,50 transform=0,1,-1,0,0,0

From a quarter turn to a threefold scale: the angle shrinks while the size grows.

  $ view animate card duration 1 curve linear transform scale:3
  $ tick 0.5
  $ print card
  view card frame=43.934,18.934,212.132,212.132 bounds=0,0,100,50 transform=1.414,1.414,-1.414,1.414,0,0 animating

Rotation takes the short way round: from 170 to -170 degrees passes through 180.

  $ view set card transform rotate:170
  $ view animate card duration 1 curve linear transform rotate:-170
  [1.5s] card: completion(animation: 2, finished: false)
  $ tick 0.5
  $ print card
  view card frame=100,100,100,50 bounds=0,0,100,50 transform=-1,0,0,-1,0,0 animating
