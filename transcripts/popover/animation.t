Animated (the default), present runs the animation helper's prepare block
(alpha 0), adds the popover to its superview, then animates alpha to 1 over
presentDuration 0.25 s with the ease-in curve, after presentDelay 0. The
popover is in the tree at once, transparent.

  $ popover add p
  $ popover present p from 100,100,1,1 arrow up
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      popover p arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=10,100,180,90 alpha=0 animating
        image p.background frame=0,0,180,90
        view p.content frame=10,20,160,60
  $ pending
  0.25s p: end of animation 1 (opacity)
  animating p opacity 0s..0.25s (animation 1)

Halfway through the time, ease-in (the cubic 0.42,0,1,1) has reached 0.315357
of the way, shown rounded to 0.315; at 0.0625 s (a quarter) it is 0.093.
The frame is final from the start; only alpha animates.

  $ tick 0.0625
  $ dump p
  {"id":"p","kind":"popover","parent":"root","frame":[10,100,180,90],"alpha":0.093,"hidden":false,"bounds":[0,0,180,90],"animating":true,"arrow":{"direction":"up","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[160,60],"arrowRect":[95,110,10,10],"presented":true,"background":{"cornerRadius":6,"fill":"#00000080","stroke":"#000000","lineWidth":1,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}}
  $ tick 0.0625
  $ dump p
  {"id":"p","kind":"popover","parent":"root","frame":[10,100,180,90],"alpha":0.315,"hidden":false,"bounds":[0,0,180,90],"animating":true,"arrow":{"direction":"up","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[160,60],"arrowRect":[95,110,10,10],"presented":true,"background":{"cornerRadius":6,"fill":"#00000080","stroke":"#000000","lineWidth":1,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}}

didPresent fires when the fade ends, at 0.25 s, with the animation's
`finished` flag.

  $ tick 0.124
  $ tick 0.001
  [0.25s] p: didPresent(finished: true)
  $ print p
  popover p arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=10,100,180,90
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60

`present-delay` (presentDelay) holds the fade back: the popover is added at
once with alpha 0 and stays transparent for the delay, then fades;
didPresent fires at delay + duration. `present-duration` changes the length
of the fade. Presented at 0.25 s with 0.5 s of each, it fades from 0.75 s to
1.25 s and is at 0.315 again at 1 s.

  $ popover add q present-delay 0.5 present-duration 0.5
  $ popover present q from 100,300,1,1 arrow down
  $ pending
  1.25s q: end of animation 2 (opacity)
  animating q opacity 0.75s..1.25s (animation 2)
  $ tick 0.4
  $ print q
  popover q arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,280,10,10 presented frame=10,210,180,90 alpha=0 animating
    image q.background frame=0,0,180,90
    view q.content frame=10,10,160,60
  $ tick 0.35
  $ print q
  popover q arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,280,10,10 presented frame=10,210,180,90 alpha=0.315 animating
    image q.background frame=0,0,180,90
    view q.content frame=10,10,160,60
  $ tick 0.25
  [1.25s] q: didPresent(finished: true)

Dismissing fades alpha to 0 over dismissDuration 0.25 s, ease-in, after
dismissDelay; then the popover leaves its superview and didDismiss fires.
With `dismiss-delay 0.5` nothing happens for half a second; the fade then
runs from 1.75 s to 2 s and is at 1 - 0.315357 = 0.685 halfway.

  $ popover set q dismiss-delay 0.5
  $ popover dismiss q
  $ tick 0.5
  $ print q
  popover q arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,280,10,10 presented frame=10,210,180,90 animating
    image q.background frame=0,0,180,90
    view q.content frame=10,10,160,60
  $ tick 0.125
  $ print q
  popover q arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,280,10,10 presented frame=10,210,180,90 alpha=0.685 animating
    image q.background frame=0,0,180,90
    view q.content frame=10,10,160,60
  $ tick 0.125
  [2s] q: didDismiss(finished: true)
  $ print
  t=2s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      popover p arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=10,100,180,90
        image p.background frame=0,0,180,90
        view p.content frame=10,20,160,60

A popover presented without animation never has its alpha touched: it is
shown at alpha 1 and didPresent fires before the command returns, without a
`finished` flag.

  $ popover add n
  $ popover present n from 160,240,1,1 animated off
  [2s] n: didPresent()
  $ print n
  popover n arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=70,200,180,80
    image n.background frame=0,0,180,80
    view n.content frame=10,10,160,60
