UIKit's four interface orientations. `landscape` is landscape right (the
Simulator's Rotate Left, the home button on the right) and keeps printing as
`landscape`; `landscape-right` is another word for it. The other two print
their own names.

  $ screen iphone landscape-right
  $ print
  t=0s screen=480x320 landscape app=active
  window window level=root windowLevel=0 key frame=0,0,480,320 autoresize=width,height
    view root frame=0,0,480,320 autoresize=width,height
  $ screen iphone
  $ view add bar frame 0,430,320,50 color blue
  $ view set bar autoresize width,top
  $ annotation add a portrait 100,100,1,1 landscape 300,100,1,1 arrow up text "Hi" animated off
  [0s] a: didPresent()
  [0s] annotations: didEndPresent()

A quarter turn takes statusBarOrientationAnimationDuration (0.3 s on a phone,
scenesim's choice; UIKit does not publish it); a half turn takes twice that.
Both landscapes lay out the same, and annotations use their landscape rect in
either.

  $ rotate landscape-left
  $ settle
  [0.3s] window: didRotate(from: portrait)
  settled at 0.3s
  $ print
  t=0.3s screen=480x320 landscape-left app=active
  window window level=root windowLevel=0 key frame=0,0,480,320 autoresize=width,height
    view root frame=0,0,480,320 autoresize=width,height
      view bar frame=0,270,480,50 color=#0000FF autoresize=width,top
      annotation-manager annotations frame=0,0,480,320 autoresize=width,height
        annotation-container annotations.container type=default frame=0,0,480,320 autoresize=width,height
          annotation a arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=295,110,10,10 presented frame=210,100,180,90
            image a.background frame=0,0,180,90
            view a.content frame=15,25,150,50
              label a.label text=Hi lines=1 frame=0,0,150,50 color=#FFFFFF
Between the two landscapes nothing is laid out anew, but the half turn still
takes 0.6 s before didRotate. A turn that starts meanwhile ends it at once, as
a replaced animation block completes.

  $ rotate landscape
  $ tick 0.3
  $ pending
  0.9s window: end of the turn
  $ settle
  [0.9s] window: didRotate(from: landscape-left)
  settled at 0.9s
  $ rotate landscape-left
  $ tick 0.1
  $ rotate landscape
  [1s] window: didRotate(from: landscape)
  $ settle
  [1.6s] window: didRotate(from: landscape-left)
  settled at 1.6s

From landscape to upside down is a quarter turn again: upside down the
interface has the portrait's size, and the annotation goes back to its portrait
rect. `duration D` is the whole turn.

  $ rotate portrait-upside-down duration 0.2
  $ settle
  [1.8s] window: didRotate(from: landscape)
  settled at 1.8s
  $ print a
  annotation a arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=10,100,180,90
    image a.background frame=0,0,180,90
    view a.content frame=15,25,150,50
      label a.label text=Hi lines=1 frame=0,0,150,50 color=#FFFFFF
  $ dump
  {"time":1.8,"screen":{"size":[320,480],"orientation":"portrait-upside-down"},"app":"active","nodes":[{"id":"window","kind":"window","parent":null,"frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height","level":"root","windowLevel":0,"key":true},{"id":"root","kind":"view","parent":"window","frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height"},{"id":"bar","kind":"view","parent":"root","frame":[0,430,320,50],"alpha":1,"hidden":false,"bounds":[0,0,320,50],"color":"#0000FF","autoresize":"width,top"},{"id":"annotations","kind":"annotation-manager","parent":"root","frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height"},{"id":"annotations.container","kind":"annotation-container","parent":"annotations","frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height","type":"default"},{"id":"a","kind":"annotation","parent":"annotations.container","frame":[10,100,180,90],"alpha":1,"hidden":false,"bounds":[0,0,180,90],"arrow":{"direction":"up","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[160,60],"arrowRect":[95,110,10,10],"presented":true,"background":{"cornerRadius":6,"fill":"#00000080","stroke":"#000000","lineWidth":1,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}},{"id":"a.background","kind":"image","parent":"a","frame":[0,0,180,90],"alpha":1,"hidden":false,"bounds":[0,0,180,90]},{"id":"a.content","kind":"view","parent":"a","frame":[15,25,150,50],"alpha":1,"hidden":false,"bounds":[0,0,150,50]},{"id":"a.label","kind":"label","parent":"a.content","frame":[0,0,150,50],"alpha":1,"hidden":false,"bounds":[0,0,150,50],"color":"#FFFFFF","text":"Hi","lines":1,"truncated":false,"drawn":"Hi"}]}

Up to iOS 7 the windows stay portrait and the root view turns by UIKit's angle
for the orientation: M_PI upside down, -M_PI/2 in landscape left, M_PI/2 in
landscape (right), as SVProgressHUD a0ebe91 SVProgressHUD.m 454–464 turns its
own view. Touches stay in the interface's coordinates: the bar is still at the
bottom of what the user sees.

  $ ios 7
  $ screen iphone
  $ view add bar frame 0,430,320,50 color blue
  $ view set bar autoresize width,top
  $ rotate portrait-upside-down animated off
  [0s] window: didRotate(from: portrait)
  $ print
  t=0s screen=320x480 portrait-upside-down app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 bounds=0,0,320,480 transform=-1,0,0,-1,0,0 autoresize=width,height
      view bar frame=0,430,320,50 color=#0000FF autoresize=width,top
  $ tap 160,450
  tap 160,450: hit bar at 160,20
  $ rotate landscape-left animated off
  [0s] window: didRotate(from: portrait-upside-down)
  $ print
  t=0s screen=480x320 landscape-left app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 bounds=0,0,480,320 transform=0,-1,1,0,0,0 autoresize=width,height
      view bar frame=0,270,480,50 color=#0000FF autoresize=width,top
  $ tap 240,300
  tap 240,300: hit bar at 240,30
  $ render cols 32
  t=0s screen=480x320 landscape-left: 32x11 characters, 1 column = 15 points
  +window[root]------------------+
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  |                              |
  +bar---------------------------+
  +------------------------------+
