SVPulsingAnnotationView draws its image and heading image as templates: setImage:
renders the image with UIImageRenderingModeAlwaysTemplate and tints its view with
annotationColor (SVPulsingAnnotationView.m 167-183, 185-200), and a new colour
retints them (.m 138-151). scenesim knows an image's size, not its pixels, so the
picture fills the image's box with the tint.

  $ map add m frame 0,0,320,480 center 0,0 span 0.01,0.01
  $ pin add p at 0,0 style pulsing dot-image 10x10 heading-image 21x31 drop off pop-in off
  $ print p
  pin p coordinate=0,0 style=pulsing halo=0,0.45 frame=149,229,22,22
    template-image p.heading tint=#007AFF frame=0,-5,21,31 touches=off
    halo p.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0,0,0,0,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    template-image p.image tint=#007AFF frame=6,6,10,10 touches=off
  $ pin set p color #FF8800
  $ print p.image
  template-image p.image tint=#FF8800 frame=6,6,10,10 touches=off
  $ render svg images.svg
  wrote images.svg: 320x502 px at t=0s, 2352 bytes

imageView is a plain property (SVPulsingAnnotationView.h 17): an image view of the
app's own shows from the next rebuild of the layers, where the view adds
self.imageView (.m 85-86), at the frame the app gave it and with its own image,
not a template. Setting the image again puts it at the image's size, centred,
as the view's own (.m 174-182).

  $ pin set p image-view 0,0,22,22
  $ print p.image
  template-image p.image tint=#FF8800 frame=6,6,10,10 touches=off
  $ pin set p delay 1
  $ print p.image
  image p.image frame=0,0,22,22 touches=off
  $ pin set p dot-image 12x12
  $ print p.image
  template-image p.image tint=#FF8800 frame=5,5,12,12 touches=off
