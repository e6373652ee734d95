One SVPulsingAnnotationView through its pulse. The view is 22x22, centred on
the coordinate; behind its white ring and 16 pt colour dot, the halo layer
(p.halo, 22 x 5.3 = 116.6 across, annotationColor, model opacity 0) runs a
repeating group of scale 0 -> 1 over 3 s and opacity 0.45, held to 0.2 of the
way, then down to 0. The group has the default timing curve (0.25,0.1,0.25,1),
so the halo grows slowly at first and is nearly full-size and faded well before
3 s. The pin line shows halo=SCALE,OPACITY. The view itself pops in through 0.05, 1.25, 0.8,
1.1, 0.9 and 1 in 0.3 s, a keyframe every 0.06 s.

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add p at 37.785334,-122.406964 style pulsing
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0,0.45 frame=383.45,511.45,1.1,1.1 bounds=0,0,22,22 transform=0.05,0,0,0.05,0,0 animating
    halo p.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0,0,0,0,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off
  $ tick 0.06
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0.01,0.45 frame=370.25,498.25,27.5,27.5 bounds=0,0,22,22 transform=1.25,0,0,1.25,0,0 animating
    halo p.halo frame=10.418,10.418,1.164,1.164 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0.01,0,0,0.01,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off
  $ tick 0.24
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0.095,0.45 frame=373,501,22,22
    halo p.halo frame=5.473,5.473,11.053,11.053 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0.095,0,0,0.095,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off
  $ tick 0.3
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0.295,0.396 frame=373,501,22,22
    halo p.halo frame=-6.213,-6.213,34.426,34.426 bounds=0,0,116.6,116.6 alpha=0.396 color=#007AFF transform=0.295,0,0,0.295,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off
  $ tick 0.4
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0.576,0.239 frame=373,501,22,22
    halo p.halo frame=-22.573,-22.573,67.146,67.146 bounds=0,0,116.6,116.6 alpha=0.239 color=#007AFF transform=0.576,0,0,0.576,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off
  $ tick 0.5
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0.802,0.111 frame=373,501,22,22
    halo p.halo frame=-35.78,-35.78,93.56,93.56 bounds=0,0,116.6,116.6 alpha=0.111 color=#007AFF transform=0.802,0,0,0.802,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off
  $ tick 0.5
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0.925,0.042 frame=373,501,22,22
    halo p.halo frame=-42.917,-42.917,107.834,107.834 bounds=0,0,116.6,116.6 alpha=0.042 color=#007AFF transform=0.925,0,0,0.925,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off
  $ tick 0.5
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0.983,0.009 frame=373,501,22,22
    halo p.halo frame=-46.337,-46.337,114.673,114.673 bounds=0,0,116.6,116.6 alpha=0.009 color=#007AFF transform=0.983,0,0,0.983,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off
  $ tick 0.49
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=1,0 frame=373,501,22,22
    halo p.halo frame=-47.3,-47.3,116.599,116.599 bounds=0,0,116.6,116.6 alpha=0 color=#007AFF transform=1,0,0,1,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off
  $ tick 0.01
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0,0.45 frame=373,501,22,22
    halo p.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0,0,0,0,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off
  $ tick 0.5
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0.221,0.438 frame=373,501,22,22
    halo p.halo frame=-1.865,-1.865,25.731,25.731 bounds=0,0,116.6,116.6 alpha=0.438 color=#007AFF transform=0.221,0,0,0.221,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off

A delay between cycles rebuilds the layers: the pulse starts again from its
beginning (the pop-in does not replay). The group is now 3 + 1 = 4 s long with
the halo's animations still 3 s, so once the curved group time passes 3 s
(about 1.8 s in) the halo shows its model opacity, 0, until the next cycle.
With a delay the colour dot pulses too: scale and opacity 0.8 -> 1 over 1.5 s,
then back, with the same curve.

  $ pin set p delay 1
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0,0.45 frame=373,501,22,22
    halo p.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0,0,0,0,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=4.6,4.6,12.8,12.8 bounds=0,0,16,16 alpha=0.8 color=#007AFF transform=0.8,0,0,0.8,0,0 touches=off animating
  $ tick 1.5
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0.86,0.079 frame=373,501,22,22
    halo p.halo frame=-39.163,-39.163,100.326,100.326 bounds=0,0,116.6,116.6 alpha=0.079 color=#007AFF transform=0.86,0,0,0.86,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off animating
  $ tick 1.5
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=1,0 frame=373,501,22,22
    halo p.halo frame=-47.3,-47.3,116.6,116.6 alpha=0 color=#007AFF touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=4.6,4.6,12.8,12.8 bounds=0,0,16,16 alpha=0.8 color=#007AFF transform=0.8,0,0,0.8,0,0 touches=off animating
  $ tick 0.7
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=1,0 frame=373,501,22,22
    halo p.halo frame=-47.3,-47.3,116.6,116.6 alpha=0 color=#007AFF touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3.373,3.373,15.255,15.255 bounds=0,0,16,16 alpha=0.953 color=#007AFF transform=0.953,0,0,0.953,0,0 touches=off animating
  $ tick 0.8
  $ print p
  pin p coordinate=37.785334,-122.406964 style=pulsing halo=0.183,0.45 frame=373,501,22,22
    halo p.halo frame=0.359,0.359,21.282,21.282 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0.183,0,0,0.183,0,0 touches=off animating
    ring p.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot p.dot frame=3,3,16,16 color=#007AFF touches=off animating

The iOS 6 look (tag 0.3) is a 23x23 view whose 100x100 halo shows ring images
of radius 20, 35 and 50, each for a third of the 1 s pulse, then none during
the 1 s delay. Scale and opacity (1 -> 0) have the default curve of their own
inside the group's.

  $ pin add q at 37.7862,-122.406964 style pulsing look ios6
  $ tick 0.1
  $ print q
  pin q coordinate=37.7862,-122.406964 style=pulsing halo=0.049,0.951 haloRing=20 look=ios6 frame=372.5,382.453,23,23
    halo q.halo frame=9.033,9.033,4.934,4.934 bounds=0,0,100,100 alpha=0.951 transform=0.049,0,0,0.049,0,0 touches=off animating
    dot q.dot frame=4.766,4.766,14.469,14.469 bounds=0,0,16,16 color=#155EEA transform=0.904,0,0,0.904,0,0 touches=off animating
  $ tick 0.25
  $ print q
  pin q coordinate=37.7862,-122.406964 style=pulsing halo=0.779,0.221 haloRing=35 look=ios6 frame=372.5,382.453,23,23
    halo q.halo frame=-27.472,-27.472,77.945,77.945 bounds=0,0,100,100 alpha=0.221 transform=0.779,0,0,0.779,0,0 touches=off animating
    dot q.dot frame=4,4,16,16 color=#155EEA touches=off
  $ tick 0.15
  $ print q
  pin q coordinate=37.7862,-122.406964 style=pulsing halo=0.98,0.02 haloRing=50 look=ios6 frame=372.5,382.453,23,23
    halo q.halo frame=-37.492,-37.492,97.985,97.985 bounds=0,0,100,100 alpha=0.02 transform=0.98,0,0,0.98,0,0 touches=off animating
    dot q.dot frame=4,4,16,16 color=#155EEA touches=off
  $ tick 0.5
  $ print q
  pin q coordinate=37.7862,-122.406964 style=pulsing halo=1,0 haloRing=0 look=ios6 frame=372.5,382.453,23,23
    halo q.halo frame=-38.5,-38.5,100,100 alpha=0 touches=off animating
    dot q.dot frame=4,4,16,16 color=#155EEA touches=off
  $ tick 1.1
  $ print q
  pin q coordinate=37.7862,-122.406964 style=pulsing halo=0.049,0.951 haloRing=20 look=ios6 frame=372.5,382.453,23,23
    halo q.halo frame=9.033,9.033,4.934,4.934 bounds=0,0,100,100 alpha=0.951 transform=0.049,0,0,0.049,0,0 touches=off animating
    dot q.dot frame=4,4,16,16 color=#155EEA touches=off
