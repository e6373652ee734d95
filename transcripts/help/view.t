`help` with a command group lists its subcommands.

  $ help view
  view commands:
    view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B]
        [transform T]
        add a plain view in front of its parent's subviews
    view set ID [frame X,Y,W,H] [bounds X,Y,W,H] [center X,Y] [alpha A] [color C]
        [transform T] [hidden B] [interactive B] [autoresize MASK]
        set view properties at once, without animation
    view animate ID [duration D] [delay D] [curve CURVE] [spring DAMPING]
        [velocity V] [from-current B] [repeat B] [autoreverse B] [frame X,Y,W,H]
        [bounds X,Y,W,H] [center X,Y] [alpha A] [color C] [transform T] [then
        LINE]
        animate view properties (UIView
        animateWithDuration:delay:options:animations:completion:)
    view remove ID
        remove a view and its subviews (removeFromSuperview)
    view on [PORT] [read-only]
        serve the scene as a live page in a browser, to watch and touch
    view off
        stop serving the live page

With a full command it shows the usage, the UIKit call it models, and each
argument with its default.

  $ help view add
  usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B]
    [transform T]
  add a plain view in front of its parent's subviews
  
  UIView initWithFrame: then addSubview: on PARENT, by default the key window's
  root view: its first subview, standing for its root view controller's view
  (`root` in a new scene; after `window root`, the new window's controller).
  
    ID             the new view's id
    frame X,Y,W,H  the frame in the parent's coordinates
    in PARENT      the parent (default: the key window's root view)
    color C        background colour (default none)
    alpha A        alpha, 0 to 1 (default 1)
    hidden B       whether hidden (default off)
    transform T    transform about the centre (default identity)

Prefixes work in help as they do in commands.

  $ help view rem
  usage: view remove ID
  remove a view and its subviews (removeFromSuperview)
  
  Animations running in the removed views stop; their completions fire with
  finished: false.
  
    ID  the view to remove
