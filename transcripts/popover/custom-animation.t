FWTPopoverAnimationHelper's blocks replaced, as the annotation demo's
CustomAnnotationView does (CustomAnnotationView.m 62–77): prepareBlock moves
the view up by its superview's height, presentAnimationsBlock moves it back
down, so it drops in (here it also grows from half its size); dismissAnimationsBlock
turns it a quarter and moves it down out of sight. `popover animation ID BLOCK LINE` adds a command line to a
block; the lines of the present and dismiss blocks run inside the original's
UIView block (FWTPopoverView.m 253–262, 291–305), so what they change animates
with the helper's duration, delay and curve. scenesim's lines give places, not
offsets: the popover's frame here is 40,110,140,70 (centre 110,145).

  $ popover add tip size 120x40
  $ popover animation tip prepare view set tip transform scale:0.5 center 110,-335
  $ popover animation tip present view set tip transform identity center 110,145
  $ popover animation tip dismiss view set tip transform rotate:90
  $ popover animation tip dismiss view set tip center 110,625
  $ popover animation tip
  tip prepareBlock: view set tip transform scale:0.5 center 110,-335
  tip presentAnimationsBlock: view set tip transform identity center 110,145
  tip dismissAnimationsBlock: view set tip transform rotate:90; view set tip center 110,625
  $ popover present tip from 100,100,20,20 arrow up
  tip prepareBlock: view set tip transform scale:0.5 center 110,-335
  tip presentAnimationsBlock: view set tip transform identity center 110,145

Half-way through the present (0.25 s, ease-in) the view is still falling and
growing:

  $ tick 0.125
  $ print tip
  popover tip arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=120,40 arrowRect=105,120,10,10 presented frame=63.963,-206.647,92.075,46.037 bounds=0,0,140,70 transform=0.658,0,0,0.658,0,0 animating
    image tip.background frame=0,0,140,70
    view tip.content frame=10,20,120,40
  $ settle
  [0.25s] tip: didPresent(finished: true)
  settled at 0.25s
  $ print tip
  popover tip arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=120,40 arrowRect=105,120,10,10 presented frame=40,110,140,70
    image tip.background frame=0,0,140,70
    view tip.content frame=10,20,120,40

The dismissal turns and drops it; the completions run when the block ends.

  $ popover dismiss tip
  tip dismissAnimationsBlock: view set tip transform rotate:90
  tip dismissAnimationsBlock: view set tip center 110,625
  $ tick 0.125
  $ print tip
  popover tip arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=120,40 arrowRect=105,565,10,10 presented frame=31.777,232.304,156.446,128.135 bounds=0,0,140,70 transform=0.88,0.475,-0.475,0.88,0,0 animating
    image tip.background frame=0,0,140,70
    view tip.content frame=10,20,120,40
  $ settle
  [0.5s] tip: didDismiss(finished: true)
  settled at 0.5s

presentOptions and dismissOptions give the curve (UIViewAnimationOptionCurveEaseIn
by default): with linear, half-way is half the distance. `default` puts the
helper's block back.

  $ popover set tip present-curve linear
  $ popover present tip from 100,100,20,20 arrow up
  tip prepareBlock: view set tip transform scale:0.5 center 110,-335
  tip presentAnimationsBlock: view set tip transform identity center 110,145
  $ tick 0.125
  $ print tip
  popover tip arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=120,40 arrowRect=105,120,10,10 presented frame=57.5,-121.25,105,52.5 bounds=0,0,140,70 transform=0.75,0,0,0.75,0,0 animating
    image tip.background frame=0,0,140,70
    view tip.content frame=10,20,120,40
  $ settle
  [0.75s] tip: didPresent(finished: true)
  settled at 0.75s
  $ popover animation tip dismiss default
  $ popover animation tip
  tip prepareBlock: view set tip transform scale:0.5 center 110,-335
  tip presentAnimationsBlock: view set tip transform identity center 110,145
  tip dismissAnimationsBlock: the helper's own

An annotation view is an FWTPopoverView, and the demo sets these blocks on its
annotation views as it makes them. `annotation add` takes one quoted line for
each block; `popover animation` adds more to an annotation view afterwards.

  $ annotation add a portrait 100,200,1,1 arrow up text "Drops in" prepare-block "view set a center 100,-215" present-block "view set a center 100,265" dismiss-block "view set a transform rotate:-90 center 100,745"
  a prepareBlock: view set a center 100,-215
  a presentAnimationsBlock: view set a center 100,265
  $ tick 0.125
  $ print a
  annotation a arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,230,10,10 presented frame=10,-108.629,180,90 animating
    image a.background frame=0,0,180,90
    view a.content frame=15,25,150,50
      label a.label text="Drops in" lines=1 frame=0,0,150,50 color=#FFFFFF
  $ settle
  [1s] a: didPresent(finished: true)
  [1s] annotations: didEndPresent()
  settled at 1s
  $ popover animation a
  a prepareBlock: view set a center 100,-215
  a presentAnimationsBlock: view set a center 100,265
  a dismissAnimationsBlock: view set a transform rotate:-90 center 100,745
  $ annotation remove a
  a dismissAnimationsBlock: view set a transform rotate:-90 center 100,745
  $ tick 0.125
  $ print a
  annotation a arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,665,10,10 presented frame=-0.572,333.999,201.145,164.745 bounds=0,0,180,90 transform=0.88,-0.475,0.475,0.88,0,0 animating
    image a.background frame=0,0,180,90
    view a.content frame=15,25,150,50
      label a.label text="Drops in" lines=1 frame=0,0,150,50 color=#FFFFFF
  $ settle
  [1.25s] a: didDismiss(finished: true)
  settled at 1.25s
