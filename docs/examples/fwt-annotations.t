FWTAnnotationManager's README, "Demo": inside a view controller, time to
display the annotations,

    NSArray *annotationsArray = [self _annotationsArray];
    [self fwt_addAnnotations:annotationsArray];

where `_annotationsArray` makes them:

    FWTAnnotation *ann0 = [[[FWTAnnotation alloc] init] autorelease];
    ann0.presentingRectPortrait = CGRectMake(240, 440, 1, 1);
    ann0.presentingRectLandscape = CGRectMake(260, 220, 1, 1);
    ann0.arrowDirection = FWTPopoverArrowDirectionDown;
    ann0.animated = YES;
    ann0.text = @"No, Donny, these men are nihilists, there's nothing to be afraid of.";

(the README leaves the others out: `FWTAnnotation *ann1 = […]`). Each line
of the README is an option of `annotation add`; the manager over the key
window's root view is the controller's.

  $ screen iphone
  $ annotation add ann0 portrait 240,440,1,1 landscape 260,220,1,1 arrow down animated on text "No, Donny, these men are nihilists, there's nothing to be afraid of."
  $ tick 0.25
  [0.25s] ann0: didPresent(finished: true)
  [0.25s] annotations: didEndPresent()
  $ print annotations
  annotation-manager annotations frame=0,0,320,480 autoresize=width,height
    annotation-container annotations.container type=default frame=0,0,320,480 autoresize=width,height
      annotation ann0 arrow=(down offset=10 size=10,10 cornerOffset=0) contentSize=160,94 arrowRect=235,420,10,10 presented frame=140,316,180,124
        image ann0.background frame=0,0,180,124
        view ann0.content frame=15,15,150,84
          label ann0.label text="No, Donny, these men are nihilists, there's nothing to be afraid of." lines=1 truncated frame=0,0,150,84 color=#FFFFFF
  $ render svg fwt-annotations.svg
  wrote fwt-annotations.svg: 320x502 px at t=0.25s, 2444 bytes

The view sizes itself to its text (FWTAnnotationView: "resize itself when
needed respecting the current contentSize"), to the wrapped text's height;
its label, which the library never configures, stays a plain UILabel of one
line, cut at the tail. Turned to landscape the view goes to the landscape
rect. A tap on the background dismisses it, the default.

  $ rotate landscape animated off
  [0.25s] window: didRotate(from: portrait)
  $ print ann0
  annotation ann0 arrow=(down offset=10 size=10,10 cornerOffset=0) contentSize=160,94 arrowRect=255,200,10,10 presented frame=160,96,180,124
    image ann0.background frame=0,0,180,124
    view ann0.content frame=15,15,150,84
      label ann0.label text="No, Donny, these men are nihilists, there's nothing to be afraid of." lines=1 truncated frame=0,0,150,84 color=#FFFFFF
  $ tap 20,20
  tap 20,20: hit annotations.container at 20,20, handled by annotations
  [0.25s] annotations: didTapAnnotation(annotation: nil)
  $ settle
  [0.5s] ann0: didDismiss(finished: true)
  [0.5s] annotations: didEndDismiss()
  settled at 0.5s
