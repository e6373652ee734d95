SVPulsingAnnotationView's README uses it with canShowCallout = YES, so a tap on
the dot shows MapKit's own callout with the annotation's title. MapKit shows its
callout for a selected view that can show one when the annotation has a title;
the callout hangs from the top of the view moved by its calloutOffset, (0, 4) for
a pulsing view (SVPulsingAnnotationView.m 38). MapKit does not document the
callout's geometry; scenesim's is in help pin.

  $ map add m frame 0,0,320,480 center 0,0 span 0.01,0.01
  $ pin add me at 0,0 style pulsing title "You are here" subtitle "Within 10 m" can-show-callout on drop off pop-in off
  $ tap me
  tap 160,240: hit me at 11,11
  [0s] m: didSelectAnnotationView(annotation: me)
  $ print m
  map m center=0,0 span=0.015,0.01 pins=1 views=1 queued=0 selected=me frame=0,0,320,480
    pin me coordinate=0,0 selected style=pulsing title="You are here" canShowCallout halo=0,0.45 frame=149,229,22,22
      halo me.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0,0,0,0,0,0 touches=off animating
      ring me.ring frame=0,0,22,22 color=#FFFFFF touches=off
      dot me.dot frame=3,3,16,16 color=#007AFF touches=off
    mk-callout me.mkcallout frame=95.5,163,129,70
      label me.mkcallout.title frame=15,8,99,21
      label me.mkcallout.subtitle frame=15,33,64,15
  $ render svg standard-callout.svg
  wrote standard-callout.svg: 320x502 px at t=0s, 3409 bytes

A tap on the callout keeps the selection; it follows a new title, moves with its
view and goes when the pin is deselected. A view that cannot show one, or an annotation
without a title, shows none.

  $ tap me.mkcallout
  tap 160,198: hit me.mkcallout.subtitle at 49.5,2, handled by me.mkcallout
  $ pin set me title "You are here, by the fountain"
  $ print me.mkcallout
  mk-callout me.mkcallout frame=35,163,250,70
    label me.mkcallout.title frame=15,8,220,21
    label me.mkcallout.subtitle frame=15,33,64,15
  $ map pan m 20,0
  [0s] m: regionDidChange(animated: false)
  $ print me.mkcallout
  mk-callout me.mkcallout frame=15,163,250,70
    label me.mkcallout.title frame=15,8,220,21
    label me.mkcallout.subtitle frame=15,33,64,15
  $ tap 10,10
  tap 10,10: hit m at 10,10
  [0s] m: didDeselectAnnotationView(annotation: me)
  $ print m
  map m center=0,0.000625 span=0.015,0.01 pins=1 views=1 queued=0 frame=0,0,320,480
    pin me coordinate=0,0 style=pulsing title="You are here, by the fountain" canShowCallout halo=0,0.45 frame=129,229,22,22
      halo me.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0,0,0,0,0,0 touches=off animating
      ring me.ring frame=0,0,22,22 color=#FFFFFF touches=off
      dot me.dot frame=3,3,16,16 color=#007AFF touches=off
  $ pin set me can-show-callout off
  $ pin select me
  [0s] m: didSelectAnnotationView(annotation: me)
  $ print m
  map m center=0,0.000625 span=0.015,0.01 pins=1 views=1 queued=0 selected=me frame=0,0,320,480
    pin me coordinate=0,0 selected style=pulsing title="You are here, by the fountain" halo=0,0.45 frame=129,229,22,22
      halo me.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0,0,0,0,0,0 touches=off animating
      ring me.ring frame=0,0,22,22 color=#FFFFFF touches=off
      dot me.dot frame=3,3,16,16 color=#007AFF touches=off
  $ pin deselect me
  [0s] m: didDeselectAnnotationView(annotation: me)
  $ pin add nameless at 0.001,0.001 style pulsing can-show-callout on drop off pop-in off
  $ pin select nameless
  [0s] m: didSelectAnnotationView(annotation: nameless)
  $ print m
  map m center=0,0.000625 span=0.015,0.01 pins=2 views=2 queued=0 selected=nameless frame=0,0,320,480
    pin nameless coordinate=0.001,0.001 selected style=pulsing canShowCallout halo=0,0.45 frame=161,197,22,22
      halo nameless.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0,0,0,0,0,0 touches=off animating
      ring nameless.ring frame=0,0,22,22 color=#FFFFFF touches=off
      dot nameless.dot frame=3,3,16,16 color=#007AFF touches=off
    pin me coordinate=0,0 style=pulsing title="You are here, by the fountain" halo=0,0.45 frame=129,229,22,22
      halo me.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0,0,0,0,0,0 touches=off animating
      ring me.ring frame=0,0,22,22 color=#FFFFFF touches=off
      dot me.dot frame=3,3,16,16 color=#007AFF touches=off
