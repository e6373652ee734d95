Quotes make text, never a command word: a quoted command is refused with a hint,
and quoted text stands wherever text or an id is expected.

  $ "view" add a frame 0,0,10,10
  error: a command word cannot be quoted: "view" at column 1; write command words without quotes
  $ view "add" a frame 0,0,10,10
  error: a command word cannot be quoted: "add" at column 6; write command words without quotes
  $ help "view"
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
  $ view add "b" frame 0,0,10,10
  $ print b
  view b frame=0,0,10,10
