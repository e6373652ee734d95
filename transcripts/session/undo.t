`undo` brings back the scene as it was before the last command that changed it.
Commands that only look are passed by; a `source` counts as one command.

  $ view add a frame 10,10,100,100 color red
  $ view set a alpha 0.5
  $ print a
  view a frame=10,10,100,100 alpha=0.5 color=#FF0000
  $ dump a
  {"id":"a","kind":"view","parent":"root","frame":[10,10,100,100],"alpha":0.5,"hidden":false,"bounds":[0,0,100,100],"color":"#FF0000"}
  $ undo
  undid 'view set a alpha 0.5'; now t=0s
  $ print a
  view a frame=10,10,100,100 color=#FF0000
  $ undo
  undid 'view add a frame 10,10,100,100 color red'; now t=0s
  $ print a
  error: unknown node 'a' at column 7; known: root, window
  $ undo
  error: nothing to undo; the scene is as the session began
  $ undo
  error: nothing to undo; the scene is as the session began

It goes back through animations, ticks and events: the completion that fired
is undone with the tick.

  $ view add b frame 0,0,10,10
  $ view animate b duration 0.4 frame 100,0,10,10
  $ tick 0.5
  [0.4s] b: completion(animation: 1, finished: true)
  $ undo
  undid 'tick 0.5'; now t=0s
  $ pending
  0.4s b: end of animation 1 (bounds)
  0.4s b: end of animation 1 (position)
  animating b bounds 0s..0.4s (animation 1)
  animating b position 0s..0.4s (animation 1)
  $ tick 0.5
  [0.4s] b: completion(animation: 1, finished: true)

A failed command changes nothing and joins no history: undo takes back the tick
before it.

  $ view add b frame 0,0,1,1
  error: id 'b' is already taken (by a node of kind view) at column 10; choose another id or remove the old node
  $ undo
  undid 'tick 0.5'; now t=0s
  $ print b
  view b frame=0,0,10,10 animating

`screen` is undone too: the earlier scene comes back.

  $ screen ipad
  $ undo
  undid 'screen ipad'; now t=0s
  $ print b
  view b frame=0,0,10,10 animating

`on` hooks and quirk switches are part of what undo restores.

  $ on background view add bg frame 0,0,1,1
  $ on
  on background view add bg frame 0,0,1,1
  $ undo
  undid 'on background view add bg frame 0,0,1,1'; now t=0s
  $ on
  no hooks

A tap that no view handles changes nothing, so it is no step: undo goes past it
to the command before.

  $ view add z frame 0,0,10,10
  $ tap 300,400
  tap 300,400: hit root at 300,400
  $ tap z
  tap 5,5: hit z at 5,5
  $ undo
  undid 'view add z frame 0,0,10,10'; now t=0s
  $ print z
  error: unknown node 'z' at column 7; did you mean 'b'? known: b, root, window

A command that can change the scene is a step even when it changed nothing:
setting a view to the value it has, or settling with nothing pending.

  $ settle
  [0.4s] b: completion(animation: 1, finished: true)
  settled at 0.4s
  $ view add u frame 0,0,10,10
  $ view set u alpha 1
  $ settle
  settled at 0.4s
  $ undo
  undid 'settle'; now t=0.4s
  $ undo
  undid 'view set u alpha 1'; now t=0.4s
  $ print u
  view u frame=0,0,10,10
