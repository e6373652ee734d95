`interactive off` is userInteractionEnabled = NO: hit testing skips the view
and all its subviews, so the touch goes to whatever is behind it.

A panel with a button lies over a background view.

  $ view add back frame 0,0,200,200
  $ view add panel frame 50,50,100,100
  $ view add button frame 10,10,30,30 in panel
  $ tap 65,65
  tap 65,65: hit button at 5,5

With the panel not interactive, the same tap reaches the view behind, even
though the button itself is still interactive.

  $ view set panel interactive off
  $ tap 65,65
  tap 65,65: hit back at 65,65
  $ tap button
  tap 75,75: hit back at 75,75

Turning it back on restores the hit.

  $ view set panel interactive on
  $ tap 65,65
  tap 65,65: hit button at 5,5
