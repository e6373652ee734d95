SVPulsingAnnotationView takes delayBetweenPulseCycles = INFINITY for a dot
without any pulse: neither the halo's pulse group nor the dot's own pulse is
added (SVPulsingAnnotationView.m 290, 337). `delay forever` is that; `dump`
shows it as "forever". Only the pop-in runs, so the scene settles.

  $ map add m frame 0,0,320,480
  $ pin add u at 37.7853,-122.4069 style pulsing delay forever
  $ pending
  0.3s u: end of popIn
  animating u popIn [transform.scale] 0s..0.3s
  $ settle
  settled at 0.3s
  $ pending
  nothing pending
  $ print u
  pin u coordinate=37.7853,-122.4069 style=pulsing halo=1,0 frame=151.873,230.931,22,22
    halo u.halo frame=-47.3,-47.3,116.6,116.6 alpha=0 color=#007AFF touches=off
    ring u.ring frame=0,0,22,22 color=#FFFFFF touches=off
    dot u.dot frame=3,3,16,16 color=#007AFF touches=off
  $ dump u
  {"id":"u","kind":"pin","parent":"m","frame":[151.873,230.931,22,22],"alpha":1,"hidden":false,"bounds":[0,0,22,22],"coordinate":[37.7853,-122.4069],"selected":false,"style":"pulsing","view":1,"reuseIdentifier":"SVPulsing","halo":[1,0],"delayBetweenPulseCycles":"forever","centerOffset":[0,0],"calloutOffset":[0,4]}

willMoveToSuperviewAnimationBlock is the pop-in by default; set to nil there is
none (SVPulsingAnnotationView.m 49–51): `pop-in off`. When both pins come back
into sight, u's new view pops in again and v's appears at once.

  $ pin add v at 37.786,-122.407 style pulsing pop-in off delay forever
  $ pending
  nothing pending
  $ map pan m 0,-2000 animated off
  [0.3s] m: regionDidChange(animated: false)
  $ map pan m 0,2000 animated off
  [0.3s] m: regionDidChange(animated: false)
  $ pending
  0.6s u: end of popIn
  animating u popIn [transform.scale] 0.3s..0.6s
  $ dump v
  {"id":"v","kind":"pin","parent":"m","frame":[147.384,191.173,22,22],"alpha":1,"hidden":false,"bounds":[0,0,22,22],"coordinate":[37.786,-122.407],"selected":false,"style":"pulsing","view":1,"reuseIdentifier":"SVPulsing","halo":[1,0],"delayBetweenPulseCycles":"forever","popIn":false,"centerOffset":[0,0],"calloutOffset":[0,4]}

An app may give a block of its own: `pop-in-block` runs a command line instead
of the pop-in, here an animation defined with `anim basic`, when the view moves
to the map.

  $ anim basic grow opacity from 0 to 1 duration 0.4
  $ pin add w at 37.7855,-122.4072 style pulsing delay forever pop-in-block "anim add grow to w"
  w willMoveToSuperviewAnimationBlock: anim add grow to w
  $ pending
  0.6s u: end of popIn
  0.7s w: end of grow
  animating u popIn [transform.scale] 0.3s..0.6s
  animating w grow [opacity] 0.3s..0.7s
