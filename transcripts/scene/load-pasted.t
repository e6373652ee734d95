recursiveDescription as people paste it. Each file in load/ is written for these
tests in a format met in public dumps; its first line says where that format was
seen (load/SOURCES.md lists them). Lines before the first view that hold no view
(the console's commands, a heading) are passed over, and so is what the console
printed before the first view's `<`.

An lldb session with two commands: the output of the earlier one is no dump, the
dump is the last output with views, and a bare prompt follows it. A view
controller's tag in quotes and iOS 5's `XX (...)` marks are passed over.

  $ scene load load/console-lldb-two-commands.txt
  loaded 5 views from load/console-lldb-two-commands.txt (recursiveDescription)
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view UILayoutContainerView.1 frame=0,0,320,480 autoresize=width,height
      view UINavigationTransitionView.1 frame=0,0,320,480 autoresize=width,height
        view UIView.1 frame=0,64,320,416 autoresize=width,height
          view RecipientView.1 frame=0,44,320,44 alpha=0 autoresize=width
            view UIView.2 frame=0,43,320,1 autoresize=width

NSLog's date, process and thread before the first view:

  $ scene load load/console-nslog.txt
  loaded 3 views from load/console-nslog.txt (recursiveDescription)
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view UIView.1 frame=0,20,320,460 autoresize=width,height
      view UIRoundedRectButton.1 frame=25,397,63,44 autoresize=right,bottom
        view UIButtonLabel.1 frame=13,12,37,19 touches=off

lldb's `p` (rather than `po`) prints the description as one string, its line
ends written `\n`:

  $ scene load load/console-lldb-p.txt
  loaded 2 views from load/console-lldb-p.txt (recursiveDescription)
  $ print
  t=0s screen=320x568 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,568
    view UIView.1 frame=0,0,320,568 autoresize=width,height
      button UIButton.1 frame=20,40,100,44

A Cycript session: `cy#` lines, a result on one line, the dump between
back-ticks.

  $ scene load load/console-cycript.txt
  loaded 4 views from load/console-cycript.txt (recursiveDescription)
  $ print
  t=0s screen=375x667 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,375,667 autoresize=width,height
    view UITransitionView.1 frame=0,0,375,667 autoresize=width,height
      view UIDimmingView.1 frame=-375,-667,1125,2001
      view UIDropShadowView.1 frame=0,10,375,657 autoresize=width,height
        label UILabel.1 text=下一步 frame=16,20,343,24 touches=off

Elision lines (`...`, `…`) are passed over, and the load says so once; a view
after one may be nested deeper than the view before it, as views between were
left out.

  $ scene load load/elision.txt
  loaded 4 views from load/elision.txt (recursiveDescription); passed over 2 elision lines (... at line 5 and later): the views there are not in the scene
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480
    view UILayoutContainerView.1 frame=0,0,320,480 autoresize=width,height
      view UITransitionView.1 frame=0,0,320,431 autoresize=width,height
        image UIImageView.1 image=40x40 frame=10,10,40,40 hidden touches=off
      view UITabBar.1 frame=0,431,320,49 autoresize=width,top

Names before views, as recursiveDescription2-style helpers print ivars, are the
views' ids; of several names the first; a name seen twice gets the suffix ids of
a class get, counting by address.

  $ scene load load/ivar-names.txt
  loaded 6 views from load/ivar-names.txt (recursiveDescription)
  $ print
  t=0s screen=320x568 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,568
    view UIView.2 frame=0,0,320,568 autoresize=right,bottom
      view _subview1 frame=96,20,128,135 autoresize=width,height
      button _myButton title=log frame=46,295,246,44 autoresize=right,bottom
      view _greyBlob frame=46,96,227,136 autoresize=right,bottom
        label _titleView.1 text=grey font="system 14" frame=12,13,48,18 touches=off

A dump kept in code comments: every line starts with `//`.

  $ scene load load/code-comment.txt
  loaded 3 views from load/code-comment.txt (recursiveDescription)
  $ print
  t=0s screen=120x60 landscape app=active
  window window level=root windowLevel=0 key frame=20,20,120,60
    view UITransitionView.1 frame=0,0,120,60 autoresize=width,height
      view _TtC11SentryTestsP33_F0ABAE7C4B8A1F3C15RedactContainer.1 frame=0,0,120,60 autoresize=width,height
        label UILabel.1 frame=20,10,45,5 alpha=0.5 touches=off

Dumps with the addresses taken out count their views in line order.

  $ scene load load/no-addresses.txt
  loaded 3 views from load/no-addresses.txt (recursiveDescription)
  $ print
  t=0s screen=375x812 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,375,812 autoresize=width,height
    view UIView.1 frame=0,0,375,812 autoresize=width,height
      label UILabel.1 text=What's font="system 15" frame=161.333,44,52.667,19.333 touches=off
      label UILabel.2 text=up font="system 15" frame=0,401.333,23.667,19.333 touches=off

A value that runs over several lines continues until its `<` closes;
`transform3D` gives its affine part.

  $ scene load load/multi-line-value.txt
  loaded 3 views from load/multi-line-value.txt (recursiveDescription); the screen is the iPhone's 320x480 portrait: the root view's 320x416 is smaller than any device
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view UIView.1 frame=0,0,320,416
      view MFComposeTextContentView.1 frame=0,132,320,284 autoresize=width,height
      view _UIFocusView.1 frame=40,40,240,135 bounds=0,0,300,168.75 transform=0.8,0,0,0.8,0,0

Errors name the whole file, the line in it and the line's text.

  $ scene load load/bad-nesting.txt
  error: load/bad-nesting.txt: line 2: nested 2 levels below the line above: "<UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>"
  $ scene load load/unclosed.txt
  loaded 0 views from load/unclosed.txt (recursiveDescription); the last view, on line 2, was left out: it was cut off before its '>'
