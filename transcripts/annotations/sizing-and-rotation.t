An annotation view sizes its height to its text, measured with the 17 pt
system font (Helvetica widths, lines of 20.757 pt rounded up), wrapped at the
content width less the insets and the 5-pt gap; the width never changes. An
image sits left-aligned and vertically centred, the label to its right.

  $ annotation add t portrait 20,60,1,1 landscape 300,40,1,1 arrow up size 200x40 text "A short one"
  $ annotation add long portrait 20,160,1,1 arrow up size 200x40 text "A much longer text that needs three or even four lines to fit in the annotation"
  $ annotation add pic portrait 20,330,1,1 arrow up size 200x40 image star 30x50 text "Starred"
  $ settle
  [0.25s] t: didPresent(finished: true)
  [0.25s] long: didPresent(finished: true)
  [0.25s] pic: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  settled at 0.25s
  $ print
  t=0.25s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      annotation-manager annotations frame=0,0,320,480 autoresize=width,height
        annotation-container annotations.container type=default frame=0,0,320,480 autoresize=width,height
          annotation t arrow=(up offset=-88 size=10,10 cornerOffset=0) contentSize=200,40 arrowRect=17,70,10,10 presented frame=0,60,220,70
            image t.background frame=0,0,220,70
            view t.content frame=15,25,190,30
              label t.label text="A short one" lines=1 frame=0,0,190,30 color=#FFFFFF
          annotation long arrow=(up offset=-88 size=10,10 cornerOffset=0) contentSize=200,94 arrowRect=17,170,10,10 presented frame=0,160,220,124
            image long.background frame=0,0,220,124
            view long.content frame=15,25,190,84
              label long.label text="A much longer text that needs three or even four lines to fit in the annotation" lines=1 truncated frame=0,0,190,84 color=#FFFFFF
          annotation pic arrow=(up offset=-88 size=10,10 cornerOffset=0) contentSize=200,50 arrowRect=17,340,10,10 presented frame=0,330,220,80
            image pic.background frame=0,0,220,80
            view pic.content frame=15,25,190,40
              label pic.label text=Starred lines=1 frame=35,0,155,40 color=#FFFFFF
              image pic.image frame=0,-5,30,50

Turning the interface moves each view to its annotation's landscape rect, as
adjustPositionToRect: does: the arrow offset and the size stay.

  $ rotate landscape animated off
  [0.25s] window: didRotate(from: portrait)
  $ print t
  annotation t arrow=(up offset=-88 size=10,10 cornerOffset=0) contentSize=200,40 arrowRect=277,50,10,10 presented frame=260,40,220,70
    image t.background frame=0,0,220,70
    view t.content frame=15,25,190,30
      label t.label text="A short one" lines=1 frame=0,0,190,30 color=#FFFFFF
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  t portrait=20,60,1,1 landscape=300,40,1,1 arrow=up delay=0s animated=true dismissOnTouch=true text="A short one" view=260,40,220,70
  long portrait=20,160,1,1 landscape=0,0,0,0 arrow=up delay=0s animated=true dismissOnTouch=true text="A much longer text that needs three or even four lines to fit in the annotation" view=0,0,220,124
  pic portrait=20,330,1,1 landscape=0,0,0,0 arrow=up delay=0s animated=true dismissOnTouch=true text="Starred" image=star 30x50 view=0,0,220,80

Wider content insets (contentViewEdgeInsets) leave less room for the text, so
the same text takes more lines and the view grows taller.

  $ annotation add wide landscape 240,300,1,1 arrow down animated off size 200x40 content-insets 5,40,5,40 text "A short one with insets"
  [0.25s] wide: didPresent()
  [0.25s] annotations: didEndPresent()
  $ print wide
  annotation wide arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=200,52 arrowRect=235,280,10,10 presented frame=130,218,220,82
    image wide.background frame=0,0,220,82
    view wide.content frame=50,15,120,42
      label wide.label text="A short one with insets" lines=1 truncated frame=0,0,120,42 color=#FFFFFF
