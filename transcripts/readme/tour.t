A quick tour. Start an iPhone scene (320x480 points, portrait) and add a
white card with a blue button inside it; frames are in the parent's
coordinates.

  $ screen iphone
  $ view add card frame 20,100,280,160 color white
  $ view add ok frame 180,110,80,30 in card color blue

Slide the card down by 200 points over half a second, and look halfway: the
card is drawn at y=200 and marked `animating`.

  $ view animate card duration 0.5 curve linear frame 20,300,280,160
  $ tick 0.25
  $ print
  t=0.25s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view card frame=20,200,280,160 color=#FFFFFF animating
        view ok frame=180,110,80,30 color=#0000FF

Touches, as in UIKit, use the model values, not what is drawn: the button is
already at its destination (screen 200,410 to 280,440).

  $ tap 220,425
  tap 220,425: hit ok at 20,15

When the slide ends, its completion fires, stamped with its virtual time.
`print ID` shows one subtree; `dump` gives the same state as one line of JSON.

  $ tick 0.25
  [0.5s] card: completion(animation: 1, finished: true)
  $ print card
  view card frame=20,300,280,160 color=#FFFFFF
    view ok frame=180,110,80,30 color=#0000FF
  $ dump ok
  {"id":"ok","kind":"view","parent":"card","frame":[180,110,80,30],"alpha":1,"hidden":false,"bounds":[0,0,80,30],"color":"#0000FF"}
