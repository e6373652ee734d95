Dumps that lost something on the way. A recursiveDescription whose line breaks were lost
(pasted through a chat or a log that joins lines) still holds its `|` depth marks: scene
load reads the views from them, and says it did. The same dump with its line breaks:

  $ scene load load/unflattened.txt
  loaded 9 views from load/unflattened.txt (recursiveDescription)
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view UIView.1 frame=0,0,320,480 autoresize=width,height
      image UIImageView.1 image=320x480 frame=0,0,320,480
      view UIView.2 frame=20,40,280,200
        label UILabel.1 text=Hello frame=10,10,260,21
        button UIButton.1 title=Go frame=10,40,100,30
      view UIView.3 frame=0,440,320,40
        button UIButton.2 frame=10,5,80,30
        button UIButton.3 frame=230,5,80,30

Flattened to one line (the marks before the second footer button even lost their space):
the same nine views, the same scene.

  $ scene load load/flattened.txt
  loaded 9 views from load/flattened.txt (recursiveDescription); its line breaks were lost: the views read by their | marks
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view UIView.1 frame=0,0,320,480 autoresize=width,height
      image UIImageView.1 image=320x480 frame=0,0,320,480
      view UIView.2 frame=20,40,280,200
        label UILabel.1 text=Hello frame=10,10,260,21
        button UIButton.1 title=Go frame=10,40,100,30
      view UIView.3 frame=0,440,320,40
        button UIButton.2 frame=10,5,80,30
        button UIButton.3 frame=230,5,80,30

A layer's line (`(layer)`, as iOS 13 and later print them) keeps its mark when the
lines are joined, and is passed over as on a line of its own:

  $ scene load load/flattened-layers.txt
  loaded 3 views from load/flattened-layers.txt (recursiveDescription); its line breaks were lost: the views read by their | marks
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view UIView.1 frame=0,0,320,480
      label UILabel.1 text=Hi font="system 16" frame=10,10,100,20
      button UIButton.1 frame=10,40,80,30

A dump whose last line was cut off mid-way loads its whole lines, and names the line left
out and why:

  $ scene load load/cut-off.txt
  loaded 6 views from load/cut-off.txt (recursiveDescription); the last view, on line 7, was left out: it was cut off before its '>'
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view UIView.1 frame=0,0,320,480 autoresize=width,height
      image UIImageView.1 image=320x480 frame=0,0,320,480
      view UIView.2 frame=20,40,280,200
        label UILabel.1 text=Hello frame=10,10,260,21
        button UIButton.1 title=Go frame=10,40,100,30

A root view smaller than any device (a header view alone) goes on the iPhone's screen,
and the message says so:

  $ scene load load/small-header.txt
  loaded 3 views from load/small-header.txt (recursiveDescription); the screen is the iPhone's 320x480 portrait: the root view's 320x85 is smaller than any device
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view UIView.1 frame=0,0,320,85
      label UILabel.1 text="Hotels nearby" frame=16,20,288,24
      button UIButton.1 frame=16,50,120,28
