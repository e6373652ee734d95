Every layer has a model value (what was set) and a presentation value (the
model with the running animations applied: what is on screen now). `print`
and `dump` show the presentation; hit testing uses the model, as UIKit's
does. A Core Animation animation changes only the presentation, so when it
is removed the model value shows again; a UIView animation sets the model to
the destination at once and animates the presentation towards it.

A Core Animation move of `a`'s position from 50,50 to 250,250 over one
second: at 0.5 s it is drawn at 100,100, but a tap there misses it, and a tap
at its model place, where nothing is drawn, hits it.

  $ view add a frame 0,0,100,100 color red
  $ view add b frame 0,300,100,100 color blue
  $ anim basic move position from 50,50 to 250,250 duration 1
  $ anim add move to a
  $ tick 0.5
  $ print
  t=0.5s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view a frame=100,100,100,100 color=#FF0000 animating
      view b frame=0,300,100,100 color=#0000FF
  $ dump a
  {"id":"a","kind":"view","parent":"root","frame":[100,100,100,100],"alpha":1,"hidden":false,"bounds":[0,0,100,100],"color":"#FF0000","animating":true}
  $ tap 150,150
  tap 150,150: hit root at 150,150
  $ tap 50,50
  tap 50,50: hit a at 50,50

A scale animated from 1 to 0.1 shrinks what is drawn about the centre, but
the model is unscaled: a tap near the corner still hits `b`.

  $ anim basic shrink transform.scale from 1 to 0.1 duration 1
  $ anim add shrink to b
  $ tick 0.5
  [1s] a: animationDidStop(key: move, finished: true)
  $ print b
  view b frame=22.5,322.5,55,55 bounds=0,0,100,100 color=#0000FF transform=0.55,0,0,0.55,0,0 animating
  $ tap 5,305
  tap 5,305: hit b at 5,5

When the animations end they are removed and the model values show.

  $ settle
  [1.5s] b: animationDidStop(key: shrink, finished: true)
  settled at 1.5s
  $ print
  t=1.5s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view a frame=0,0,100,100 color=#FF0000
      view b frame=0,300,100,100 color=#0000FF

A UIView animation of the same move sets the model first: mid-way the view
is drawn half way, and a tap at the destination hits it, a tap where it is
drawn does not.

  $ view animate a duration 1 curve linear center 250,250
  $ tick 0.5
  $ print a
  view a frame=100,100,100,100 color=#FF0000 animating
  $ tap 250,250
  tap 250,250: hit a at 50,50
  $ tap 120,120
  tap 120,120: hit root at 120,120
  $ settle
  [2.5s] a: completion(animation: 1, finished: true)
  settled at 2.5s
  $ print a
  view a frame=200,200,100,100 color=#FF0000
