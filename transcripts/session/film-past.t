`render film` may start in the past: frames up to now are rebuilt from the
history, as `rewind` would show them, and later ones play the scene forward.
Tick, then film what was just seen:

  $ view add card frame 0,100,100,100 color blue
  $ view animate card duration 1 curve linear frame 200,100,100,100
  $ tick 1
  [1s] card: completion(animation: 1, finished: true)
  $ render film past.svg from 0 to 1 every 0.25
  wrote past.svg: 5 frames from 0s to 1s, SVG, 4935 bytes
  $ render film both.html from 0.5 to 2 every 0.5
  wrote both.html: 4 frames from 0.5s to 2s, HTML player, 4376 bytes
  $ print card
  view card frame=200,100,100,100 color=#0000FF

A new scene starts its own history at t=0.

  $ screen iphone
  $ tick 1
  $ render film x.svg from 0 to 1 every 0.5
  wrote x.svg: 3 frames from 0s to 1s, SVG, 2688 bytes
