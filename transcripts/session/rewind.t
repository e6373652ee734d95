`rewind TIME` shows the scene as it was at an earlier virtual time and drops
what came after. A tick running at that time is cut short.

  $ view add card frame 0,100,100,100
  $ view animate card duration 1 curve linear frame 200,100,100,100
  $ tick 1
  [1s] card: completion(animation: 1, finished: true)
  $ rewind 0.5
  rewound to t=0.5s; 1 command after it dropped
  $ print card
  view card frame=100,100,100,100 animating
  $ time
  0.5s

Ticking on reaches the same state as before, and fires the same events.

  $ tick 0.5
  [1s] card: completion(animation: 1, finished: true)
  $ print card
  view card frame=200,100,100,100

Commands at the time rewound to stay; those after it go.

  $ tick 0.25
  $ view add late frame 0,0,10,10
  $ tick 0.25
  $ rewind 1.25
  rewound to t=1.25s; 1 command after it dropped
  $ print late
  view late frame=0,0,10,10
  $ rewind 1.2
  rewound to t=1.2s; 2 commands after it dropped
  $ print late
  error: unknown node 'late' at column 7; known: card, root, window

Times outside the scene's history are refused; `screen` starts a new history at
t=0.

  $ rewind 5
  error: t=5s is outside this scene's history at column 8; give a time from 0s to 1.2s
  $ rewind -1
  error: expected a duration such as 0.25, 250ms or 2s for TIME, got '-1' at column 8; usage: rewind TIME
  $ screen iphone
  $ rewind 0
  already at t=0s
  $ tick 1
  $ rewind 1
  already at t=1s

The rewound history is what `save` writes: the cut tick stands as `tick to`.

  $ rewind 0.4
  rewound to t=0.4s; 1 command after it dropped
  $ save data/rewound.txt
  wrote data/rewound.txt: 2 commands, 139 bytes
