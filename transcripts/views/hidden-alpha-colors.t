`print` shows alpha, hidden and the background colour only when they differ
from the defaults (alpha 1, not hidden, no colour). Colours print as #RRGGBB,
and as #RRGGBBAA when not opaque.

Names are UIColor's class colours, case-insensitive; `clear` is transparent
black. Hex digits may be in either case; #FF000080 is red at alpha 0x80/255.
The colour's alpha is separate from the view's `alpha`.

  $ view add a frame 0,0,10,10 color red
  $ view add b frame 0,0,10,10 color GREEN
  $ view add c frame 0,0,10,10 color gray
  $ view add d frame 0,0,10,10 color clear
  $ view add e frame 0,0,10,10 color #aabbcc
  $ view add g frame 0,0,10,10 color #FF000080
  $ view add f frame 0,0,10,10 color purple alpha 0.5 hidden on
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view a frame=0,0,10,10 color=#FF0000
      view b frame=0,0,10,10 color=#00FF00
      view c frame=0,0,10,10 color=#808080
      view d frame=0,0,10,10 color=#00000000
      view e frame=0,0,10,10 color=#AABBCC
      view g frame=0,0,10,10 color=#FF000080
      view f frame=0,0,10,10 alpha=0.5 hidden color=#800080

A misspelt colour name gets a suggestion.

  $ view set a color rde
  error: expected a colour name, #RRGGBB, #RRGGBBAA or white:W[,A] for 'color', got 'rde' at column 18; did you mean 'red'?

`hidden` takes on/off, yes/no or true/false; alpha must lie from 0 to 1.

  $ view set f hidden no alpha 1
  $ view set a hidden true
  $ view set b alpha 0
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      view a frame=0,0,10,10 hidden color=#FF0000
      view b frame=0,0,10,10 alpha=0 color=#00FF00
      view c frame=0,0,10,10 color=#808080
      view d frame=0,0,10,10 color=#00000000
      view e frame=0,0,10,10 color=#AABBCC
      view g frame=0,0,10,10 color=#FF000080
      view f frame=0,0,10,10 color=#800080
  $ view set c alpha 1.5
  error: 'alpha' must be from 0 to 1, got 1.5 at column 18; usage: view set ID [frame X,Y,W,H] [bounds X,Y,W,H] [center X,Y] [alpha A] [color C] [transform T] [hidden B] [interactive B] [autoresize MASK]
