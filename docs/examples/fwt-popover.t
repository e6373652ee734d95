FWTPopoverView's README, "Demo": "if you're happy with the default style,
all you need to do is set your contentSize and add your content to the
contentView property."

    FWTPopoverView *popoverView = [[[FWTPopoverView alloc] init] autorelease];
    popoverView.contentSize = CGSizeMake(240, 140);
    [popoverView presentFromRect:rect
                          inView:self.view
         permittedArrowDirection:FWTPopoverArrowDirectionUp
                        animated:YES];
    // …
    [popoverView dismissPopoverAnimated:YES];

Here `rect` is a button's frame in the controller's view, and the content is
a label and a button added to the contentView, the commonest use.

  $ screen iphone
  $ button add share frame {screen.width / 2 - 50},20,100,44 title Share
  $ popover add popoverView size 240x140
  $ label add popoverView.message frame 10,10,220,60 text "Share this place with your friends?" in popoverView.content lines 0
  $ button add popoverView.ok frame 70,86,100,44 title "Share" in popoverView.content
  $ popover present popoverView from {share.frame.x},{share.frame.y},{share.frame.width},{share.frame.height} arrow up then echo presented at {popoverView.frame.x},{popoverView.frame.y}
  $ tick 0.25
  [0.25s] popoverView: didPresent(finished: true)
  then: echo presented at {popoverView.frame.x},{popoverView.frame.y}
  presented at 30,42
  $ print popoverView
  popover popoverView arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=240,140 arrowRect=155,52,10,10 presented frame=30,42,260,170
    image popoverView.background frame=0,0,260,170
    view popoverView.content frame=10,20,240,140
      label popoverView.message text="Share this place with your friends?" lines=0 frame=10,10,220,60
      button popoverView.ok title=Share frame=70,86,100,44
  $ render svg fwt-popover.svg
  wrote fwt-popover.svg: 320x502 px at t=0.25s, 3041 bytes

The button in the content dismisses it, as the app's action would call
dismissPopoverAnimated:YES.

  $ on popoverView.ok touchUpInside popover dismiss popoverView then echo dismissed
  $ tap popoverView.ok
  tap 160,170: hit popoverView.ok at 50,22
  [0.25s] popoverView.ok: touchUpInside()
  on popoverView.ok touchUpInside: popover dismiss popoverView then echo dismissed
  $ tick 0.25
  [0.5s] popoverView: didDismiss(finished: true)
  then: echo dismissed
  dismissed
  $ print popoverView
  popover popoverView arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=240,140 arrowRect=155,52,10,10 frame=30,42,260,170 alpha=0
    image popoverView.background frame=0,0,260,170
    view popoverView.content frame=10,20,240,140
      label popoverView.message text="Share this place with your friends?" lines=0 frame=10,10,220,60
      button popoverView.ok title=Share frame=70,86,100,44
