SVPulsingAnnotationView rebuilds its layers when the interface style changes
(traitCollectionDidChange:, SVPulsingAnnotationView.m 103–112, iOS 12 and
later), so its pulse starts over. `appearance light|dark` changes the style;
`settings events all` shows the rebuild's didRebuildLayersBlock.

  $ map add m frame 0,0,320,480
  $ pin add u at 37.7853,-122.4069 style pulsing
  $ tick 1
  $ print u.halo
  halo u.halo frame=-22.573,-22.573,67.146,67.146 bounds=0,0,116.6,116.6 alpha=0.239 color=#007AFF transform=0.576,0,0,0.576,0,0 touches=off animating
  $ settings events all
  $ appearance dark
  [1s] u: didRebuildLayers()
  $ print u.halo
  halo u.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#007AFF transform=0,0,0,0,0,0 touches=off animating
  $ appearance dark
  $ appearance light
  [1s] u: didRebuildLayers()
  $ settings events printed
