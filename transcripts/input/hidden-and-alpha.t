A view takes part in hit testing only when it is visible: not hidden and with
alpha at least 0.01 (UIKit's cut-off). A view that is not visible hides its
whole subtree from touches, whatever the subviews say.

  $ view add back frame 0,0,200,200
  $ view add panel frame 50,50,100,100
  $ view add button frame 10,10,30,30 in panel
  $ tap 65,65
  tap 65,65: hit button at 5,5

Alpha just below the threshold: the touch falls through to `back`.

  $ view set panel alpha 0.009
  $ tap 65,65
  tap 65,65: hit back at 65,65

At exactly 0.01 the panel is hit-testable again.

  $ view set panel alpha 0.01
  $ tap 65,65
  tap 65,65: hit button at 5,5

Hidden works the same way, and a hidden parent takes its children with it.

  $ view set panel alpha 1 hidden on
  $ tap 65,65
  tap 65,65: hit back at 65,65
  $ view set panel hidden off
  $ view set button hidden on
  $ tap 65,65
  tap 65,65: hit panel at 15,15
