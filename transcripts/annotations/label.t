An annotation's label is a plain `[[UILabel alloc] init]` that FWTAnnotationManager
never configures (FWTAnnotationView.m 90–93; the manager only sets its text,
FWTAnnotationManager.m 230). With UIKit's defaults of iOS 5 and 6 it draws one line
of the 17 pt system font, cut at the tail with an ellipsis, black on an opaque white
background, left aligned and centred vertically. The view still sizes its height to
the text wrapped at its width (FWTAnnotationView.m 116: sizeWithFont:
constrainedToSize: knows nothing of numberOfLines), so a long text makes a tall view
with one cut line in its middle.

  $ annotation add a portrait 100,100,120,60 arrow up text "Tap here to start a new game with your friends" animated off
  [0s] a: didPresent()
  [0s] annotations: didEndPresent()
  $ print a
  annotation a arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,73 arrowRect=155,140,10,10 presented frame=70,130,180,103
    image a.background frame=0,0,180,103
    view a.content frame=15,25,150,63
      label a.label text="Tap here to start a new game with your friends" lines=1 truncated frame=0,0,150,63 color=#FFFFFF
  $ dump a.label
  {"id":"a.label","kind":"label","parent":"a.content","frame":[0,0,150,63],"alpha":1,"hidden":false,"bounds":[0,0,150,63],"color":"#FFFFFF","text":"Tap here to start a new game with your friends","lines":1,"truncated":true,"drawn":"Tap here to start…"}
  $ render cols 60
  t=0s screen=320x480 portrait: 60x45 characters, 1 column = 5.333 points
  +window[root]----------------------------------------------+
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                             ^                            |
  |              +a---------------------------+              |
  |              |                            |              |
  |              |                            |              |
  |              |Tap here to start~          |              |
  |              |                            |              |
  |              |                            |              |
  |              +----------------------------+              |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  +----------------------------------------------------------+

The sample app's CustomAnnotationView (FWAnnotationManager_Test, CustomAnnotationView.m
and AnnotationViewController.m 104–111) configures it: centred, bold 12 pt, as many
lines as needed, white 0.91 on clear with a shadow, corner radius 9, an 18x30 arrow
with corner offset 10, content 160x40 and a 0.3 s dismissal. style demo gives that
look. Bold 12 pt wraps the same text into two lines, 30 points high, so the content
keeps its 40.

  $ reset
  $ annotation add b portrait 100,100,120,60 arrow up text "Tap here to start a new game with your friends" style demo animated off
  [0s] b: didPresent()
  [0s] annotations: didEndPresent()
  $ print b
  annotation b arrow=(up offset=0 size=18,30 cornerOffset=10) contentSize=160,40 arrowRect=141,140,18,30 presented frame=60,130,180,90
    image b.background frame=0,0,180,90
    view b.content frame=15,45,150,30
      label b.label text="Tap here to start a new game with your friends" lines=2 frame=0,0,150,30
  $ dump b.label
  {"id":"b.label","kind":"label","parent":"b.content","frame":[0,0,150,30],"alpha":1,"hidden":false,"bounds":[0,0,150,30],"text":"Tap here to start a new game with your friends","lines":2,"truncated":false,"drawn":"Tap here to start a new\ngame with your friends"}
  $ annotation remove b
  [0s] b: didDismiss()
  $ settle
  settled at 0s

Options given with a style win over it; each label option can be given alone. With
lines 2 a text that wraps into three draws two: the second holds the rest of the
text, cut at the tail. The view is still sized for three.

  $ reset
  $ annotation add c portrait 100,100,120,60 arrow up text "Tap here to start a new game with your friends, or carry on alone" style demo lines 2 align right text-color red animated off
  [0s] c: didPresent()
  [0s] annotations: didEndPresent()
  $ print c
  annotation c arrow=(up offset=0 size=18,30 cornerOffset=10) contentSize=160,54 arrowRect=141,140,18,30 presented frame=60,130,180,104
    image c.background frame=0,0,180,104
    view c.content frame=15,45,150,44
      label c.label text="Tap here to start a new game with your friends, or carry on alone" lines=2 truncated frame=0,0,150,44
  $ dump c.label
  {"id":"c.label","kind":"label","parent":"c.content","frame":[0,0,150,44],"alpha":1,"hidden":false,"bounds":[0,0,150,44],"text":"Tap here to start a new game with your friends, or carry on alone","lines":2,"truncated":true,"drawn":"Tap here to start a new\ngame with your friends,…"}
  $ annotation add d portrait 100,300,1,1 arrow up text "Short" font-size 14 font-weight bold label-background clear align center animated off
  [0s] d: didPresent()
  [0s] annotations: didEndPresent()
  $ print d
  annotation d arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,310,10,10 presented frame=10,300,180,90
    image d.background frame=0,0,180,90
    view d.content frame=15,25,150,50
      label d.label text=Short lines=1 frame=0,0,150,50
  $ render cols 60
  t=0s screen=320x480 portrait: 60x45 characters, 1 column = 5.333 points
  +window[root]----------------------------------------------+
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                             ^                            |
  |                                                          |
  |            +c----------------------------+               |
  |            |                             |               |
  |            |   Tap here to start a new   |               |
  |            |                             |               |
  |            |game with your friends,~     |               |
  |            +-----------------------------+               |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                 ^                                        |
  |  +d----------------------------+                         |
  |  |                             |                         |
  |  |           Short             |                         |
  |  |                             |                         |
  |  |                             |                         |
  |  +-----------------------------+                         |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  +----------------------------------------------------------+

A fractional or negative number of lines is refused.

  $ annotation add e text hi lines 1.5
  error: expected a whole number of lines, got 1.5 at column 32
  $ annotation add e text hi lines -1
  error: 'lines' must be from 0 to 10000, got -1 at column 32; usage: annotation add ID [portrait X,Y,W,H] [landscape X,Y,W,H] [arrow DIR] [delay D] [animated B] [dismiss-on-touch B] [text TEXT] [image NAME WxH] [size WxH] [arrow-size WxH] [corner-offset N] [corner-radius R] [content-insets T,L,B,R] [style NAME] [font-size PT] [font-weight W] [lines N] [align A] [text-color C] [label-background C] [text-shadow-color C] [text-shadow-offset DX,DY] [prepare-block LINE] [present-block LINE] [dismiss-block LINE] [on VIEW] [adjust B] [fill C] [stroke C] [line-width N] [line-join JOIN] [line-cap CAP] [miter-limit N] [dash A,B,...] [inner-border N|none] [inner-border-width W] [inner-border-color C] [dash-phase N] [shadow-radius N] [shadow-offset DX,DY] [shadow-color C] [shadow-opacity A] [present-duration D] [dismiss-duration D] [adjust-duration D] [present-delay D] [dismiss-delay D] [present-curve CURVE] [dismiss-curve CURVE] [present-options FLAGS] [dismiss-options FLAGS] [background-image NAME WxH] [caps T,L,B,R]
