Several popovers at once: each is its own view with its own animation, and
nothing queues them. Staggered presentation is done with presentDelay, as
FWTAnnotationManager's demo does with delays 0, 0.5 and 1 for three hints:
down at 240,440, left at 35,222 and right at 300,47.

  $ popover add a
  $ popover add b present-delay 0.5
  $ popover add c present-delay 1
  $ popover present a from 240,440,1,1 arrow down
  $ popover present b from 35,222,1,1 arrow left
  $ popover present c from 300,47,1,1 arrow right
  $ pending
  0.25s a: end of animation 1 (opacity)
  0.75s b: end of animation 2 (opacity)
  1.25s c: end of animation 3 (opacity)
  animating a opacity 0s..0.25s (animation 1)
  animating b opacity 0.5s..0.75s (animation 2)
  animating c opacity 1s..1.25s (animation 3)

All three are in the tree at once, in the order presented (later ones in
front), transparent until their own fade. `a` sticks out 10 pt on the right
(150 + 180 = 330) and moves left, with arrow offset +10; `b` and `c` fit.

  $ tick 0.25
  [0.25s] a: didPresent(finished: true)
  $ tick 0.375
  $ print
  t=0.625s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      popover a arrow=(down offset=10 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=235,420,10,10 presented frame=140,350,180,90
        image a.background frame=0,0,180,90
        view a.content frame=10,10,160,60
      popover b arrow=(left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=45,217,10,10 presented frame=35,182,190,80 alpha=0.315 animating
        image b.background frame=0,0,190,80
        view b.content frame=20,10,160,60
      popover c arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=280,42,10,10 presented frame=110,7,190,80 alpha=0 animating
        image c.background frame=0,0,190,80
        view c.content frame=10,10,160,60

At 0.625 s `b` is halfway through its fade (0.315) and `c` has not started.
Each didPresent fires at its own delay + 0.25 s: `b` at 0.75 s, `c` at 1.25 s.

  $ tick 0.125
  [0.75s] b: didPresent(finished: true)
  $ tick 0.5
  [1.25s] c: didPresent(finished: true)
  $ print
  t=1.25s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      popover a arrow=(down offset=10 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=235,420,10,10 presented frame=140,350,180,90
        image a.background frame=0,0,180,90
        view a.content frame=10,10,160,60
      popover b arrow=(left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=45,217,10,10 presented frame=35,182,190,80
        image b.background frame=0,0,190,80
        view b.content frame=20,10,160,60
      popover c arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=280,42,10,10 presented frame=110,7,190,80
        image c.background frame=0,0,190,80
        view c.content frame=10,10,160,60

One after another: dismiss `a` and present it again somewhere else when its
didDismiss fires, then the same with `b`. `a` kept its offset +10, which goes
into its next origin (x = 160 - (90 + 10) = 60): the tip ends up at x=150,
not 160, and the new frame fits, so the offset is reset to 0.

  $ popover dismiss a
  $ tick 0.25
  [1.5s] a: didDismiss(finished: true)
  $ popover present a from 160,240,1,1 arrow up
  $ tick 0.25
  [1.75s] a: didPresent(finished: true)
  $ popover dismiss b
  $ tick 0.25
  [2s] b: didDismiss(finished: true)
  $ popover present b from 160,100,1,1 arrow none
  $ tick 0.25
  $ print
  t=2.25s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      popover c arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=280,42,10,10 presented frame=110,7,190,80
        image c.background frame=0,0,190,80
        view c.content frame=10,10,160,60
      popover a arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=145,250,10,10 presented frame=60,240,180,90
        image a.background frame=0,0,180,90
        view a.content frame=10,20,160,60
      popover b arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=70,60,180,80 alpha=0 animating
        image b.background frame=0,0,180,80
        view b.content frame=10,10,160,60

`b` still has its 0.5 s present delay, so at 2.25 s it is transparent,
waiting for its fade.

Dismissing all at once: three fades run in parallel and three didDismiss
fire at the same instant, in the order the dismisses were issued. Dismissing
`b` replaces its pending fade-in, whose completion fires didPresent with
finished false.

  $ popover dismiss c
  $ popover dismiss b
  [2.25s] b: didPresent(finished: false)
  $ popover dismiss a
  $ tick 0.25
  [2.5s] c: didDismiss(finished: true)
  [2.5s] b: didDismiss(finished: true)
  [2.5s] a: didDismiss(finished: true)
  $ print
  t=2.5s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
