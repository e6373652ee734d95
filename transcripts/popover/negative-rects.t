A rect with a negative width or height is a valid CGRect: it counts back from its
origin, and CGRectGetMidX, CGRectGetWidth and the other getters read it as if it were
standardized. FWTPopoverView takes the rect as it comes (FWTPopoverView.m 136–140,
207–221): the anchor is the standardized centre, except on an axis whose
CGRectGetWidth (or height) is exactly 1, where the stored origin is used. So a
-1-wide rect anchors at its origin, as a 1-wide one does, not one point to the left
where the standardized rect starts.

  $ popover add p
  $ popover present p from 100,100,-1,-1 arrow up animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=10,100,180,90
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60
  $ popover add q
  $ popover present q from 120,320,-40,-40 arrow up animated off
  [0s] q: didPresent()
  $ print q
  popover q arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,310,10,10 presented frame=10,300,180,90
    image q.background frame=0,0,180,90
    view q.content frame=10,20,160,60
  $ popover adjust q to 200,200,-20,20
  $ settle
  settled at 0.25s
  $ print q
  popover q arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=185,220,10,10 presented frame=100,210,180,90
    image q.background frame=0,0,180,90
    view q.content frame=10,20,160,60

FWTAnnotationManager hands its presenting rects to presentFromRect:, so they may be
negative too.

  $ annotation add a portrait 150,300,-20,-20 arrow down animated off
  [0.25s] a: didPresent()
  [0.25s] annotations: didEndPresent()
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  a portrait=150,300,-20,-20 landscape=0,0,0,0 arrow=down delay=0s animated=false dismissOnTouch=true view=50,200,180,90

A view's frame with a negative size is refused: UIKit does not document how a view
reads one, so scenesim does not guess.

  $ view add v frame 0,0,-1,1
  error: a rect's width and height cannot be negative: '0,0,-1,1' at column 18; usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]
