`popover dismiss` is dismissPopoverAnimated:. Without animation the popover
leaves its superview and didDismiss fires at once.

  $ popover add p
  $ popover present p from 100,100,1,1 arrow up animated off
  [0s] p: didPresent()
  $ popover dismiss p animated off
  [0s] p: didDismiss()
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height

Nothing guards against a second dismiss: the popover is no longer in a
superview, but didDismiss fires again.

  $ popover dismiss p animated off
  [0s] p: didDismiss()

Animated (the default) alpha fades to 0 over 0.25 s, ease-in. Only at the end
does the popover leave its superview, then didDismiss fires. Halfway through
the time alpha is 1 - 0.315357.

  $ popover present p from 100,100,1,1 arrow up animated off
  [0s] p: didPresent()
  $ popover dismiss p
  $ tick 0.125
  $ print
  t=0.125s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      popover p arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=10,100,180,90 alpha=0.685 animating
        image p.background frame=0,0,180,90
        view p.content frame=10,20,160,60
  $ tick 0.125
  [0.25s] p: didDismiss(finished: true)
  $ print
  t=0.25s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height

The fade leaves alpha at 0 (the dismiss animation's end value). Presenting
the same popover again without animation does not touch alpha, so it is
added to the tree but stays invisible; didPresent fires all the same.

  $ popover present p from 100,100,1,1 arrow up animated off
  [0.25s] p: didPresent()
  $ print p
  popover p arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=10,100,180,90 alpha=0
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60

An animated present runs the prepare block and the fade, so alpha is back to 1.

  $ popover present p from 100,100,1,1 arrow up
  $ tick 0.25
  [0.5s] p: didPresent(finished: true)
  $ print p
  popover p arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=10,100,180,90
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60

Two animated dismisses in a row: the second fade replaces the first on the
same key path, so the first one's completion runs at once with finished
false; it removes the popover and fires didDismiss. The second fade runs on,
unseen, and fires didDismiss a second time at its end.

  $ popover dismiss p
  $ tick 0.1
  $ popover dismiss p
  [0.6s] p: didDismiss(finished: false)
  $ print
  t=0.6s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
  $ tick 0.25
  [0.85s] p: didDismiss(finished: true)

Presenting again while presented moves the popover: it is the same view, one
entry in the tree, with a new frame, and didPresent fires again.

  $ popover add q
  $ popover present q from 100,100,1,1 arrow up animated off
  [0.85s] q: didPresent()
  $ popover present q from 200,300,1,1 arrow down animated off
  [0.85s] q: didPresent()
  $ print
  t=0.85s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      popover q arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=195,280,10,10 presented frame=110,210,180,90
        image q.background frame=0,0,180,90
        view q.content frame=10,10,160,60

Presenting again during a dismiss fade is lost: the present's fade replaces
the dismiss fade, whose completion (finished false) removes the popover and
fires didDismiss. The present's fade still ends and fires didPresent, with
the popover out of the tree.

  $ popover dismiss q
  $ tick 0.1
  $ popover present q from 100,100,1,1 arrow up
  [0.95s] q: didDismiss(finished: false)
  $ print
  t=0.95s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
  $ tick 0.25
  [1.2s] q: didPresent(finished: true)
  $ dump q
  {"id":"q","kind":"popover","parent":null,"frame":[10,100,180,90],"alpha":1,"hidden":false,"bounds":[0,0,180,90],"arrow":{"direction":"up","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[160,60],"arrowRect":[95,110,10,10],"presented":false,"background":{"cornerRadius":6,"fill":"#00000080","stroke":"#000000","lineWidth":1,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}}
