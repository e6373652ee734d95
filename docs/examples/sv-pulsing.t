SVPulsingAnnotationView's README, "Usage": "You use SVPulsingAnnotationView
just like any other MKAnnotationView":

    pulsingView = [[SVPulsingAnnotationView alloc] initWithAnnotation:annotation
                                                      reuseIdentifier:identifier];
    pulsingView.annotationColor = [UIColor colorWithRed:0.678431 green:0 blue:0 alpha:1];
    pulsingView.canShowCallout = YES;

The map's delegate gives that view for the app's annotation: a pin of style
pulsing with the annotationColor (0.678431 of 255 is #AD0000) and
canShowCallout on. The map fills the controller's view.

  $ screen iphone
  $ map add map frame 0,0,{screen.width},{screen.height}
  $ pin add currentLocation at 37.785834,-122.406417 style pulsing color #AD0000 can-show-callout on title "You are here"
  $ tick 0.3
  $ print currentLocation
  pin currentLocation coordinate=37.785834,-122.406417 style=pulsing title="You are here" canShowCallout halo=0.095,0.45 frame=173.553,200.602,22,22
    halo currentLocation.halo frame=5.473,5.473,11.053,11.053 bounds=0,0,116.6,116.6 alpha=0.45 color=#AD0000 transform=0.095,0,0,0.095,0,0 touches=off animating
    ring currentLocation.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot currentLocation.dot frame=3,3,16,16 color=#AD0000 touches=off
  $ tick 1
  $ render svg sv-pulsing.svg
  wrote sv-pulsing.svg: 320x502 px at t=1.3s, 2395 bytes

canShowCallout: a tap on it shows MapKit's own callout with its title.

  $ tap currentLocation
  tap 184.553,211.602: hit currentLocation at 11,11
  [1.3s] map: didSelectAnnotationView(annotation: currentLocation)
  $ tick 0.5
  $ print currentLocation.mkcallout
  mk-callout currentLocation.mkcallout frame=120.053,147.602,129,57
    label currentLocation.mkcallout.title frame=15,12,99,21
  $ render svg sv-pulsing-callout.svg
  wrote sv-pulsing-callout.svg: 320x502 px at t=1.8s, 3283 bytes
