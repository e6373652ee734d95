The originals give their greys as UIColor colorWithWhite:alpha: (SVPulsing's
outerColor is white, its shadow black at 0.3); scenesim takes that form too,
`white:W` or `white:W,A`, wherever a colour goes.

  $ map add m frame 0,0,320,480
  $ pin add u at 37.7853,-122.4069 style pulsing color white:0.3 pulse-color white:0,0.4 outer-color white:0.9
  $ print u
  pin u coordinate=37.7853,-122.4069 style=pulsing halo=0,0.45 frame=162.323,241.381,1.1,1.1 bounds=0,0,22,22 transform=0.05,0,0,0.05,0,0 animating
    halo u.halo frame=11,11,0,0 bounds=0,0,116.6,116.6 alpha=0.45 color=#00000066 transform=0,0,0,0,0,0 touches=off animating
    ring u.ring frame=0,0,22,22 color=#E6E6E6 touches=off
    dot u.dot frame=3,3,16,16 color=#4D4D4D touches=off
  $ view add grey frame 0,0,10,10 color white:0.5,0.25
  $ print grey
  view grey frame=0,0,10,10 color=#80808040
  $ view set grey color white:2
  error: expected a colour name, #RRGGBB, #RRGGBBAA or white:W[,A] for 'color', got 'white:2' at column 21; did you mean 'white'?
