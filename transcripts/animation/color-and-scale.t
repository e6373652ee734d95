Colours interpolate component by component in RGB: halfway from red to blue is
#800080 (127.5 rounds to 128 = 0x80).

  $ view add swatch frame 0,0,40,40 color red
  $ view animate swatch duration 1 curve linear color blue
  $ tick 0.5
  $ print swatch
  view swatch frame=0,0,40,40 color=#800080 animating
  $ settle
  [1s] swatch: completion(animation: 1, finished: true)
  settled at 1s

A scale from 1 to 3 is at 2 halfway, about the unchanging centre 20,20: an
80x80 box at -20,-20.

  $ view animate swatch duration 1 curve linear transform scale:3
  $ tick 0.5
  $ print swatch
  view swatch frame=-20,-20,80,80 bounds=0,0,40,40 color=#0000FF transform=2,0,0,2,0,0 animating
  $ dump swatch
  {"id":"swatch","kind":"view","parent":"root","frame":[-20,-20,80,80],"alpha":1,"hidden":false,"bounds":[0,0,40,40],"color":"#0000FF","transform":[2,0,0,2,0,0],"animating":true}
  $ settle
  [2s] swatch: completion(animation: 2, finished: true)
  settled at 2s
  $ print swatch
  view swatch frame=-40,-40,120,120 bounds=0,0,40,40 color=#0000FF transform=3,0,0,3,0,0
