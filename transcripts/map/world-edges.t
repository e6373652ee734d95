Every way of moving a map keeps it on the world (scenesim's model, as Apple
documents no limits): going east or west past the antimeridian comes round
the other side, the centre stops at the poles, and zooming out stops when the
whole world spans the view. A map pan, a drag and a zoom all land on a centre
that is a coordinate.

  $ map add m frame 0,0,320,400
  $ map pan m 100000000,0
  [0s] m: regionDidChange(animated: false)
  $ map show m
  map m: center 37.785334,-54.594464 span 0.007043,0.007129
    map rect 93506487.227,103742757.832,5315.768,6644.71, 16.612 map points per point
    pins 0, views 0, next view #1
    reuse queue: empty
  $ map coordinate m 160,200
  160,200 in m -> 37.785334,-54.594464
  $ drag 160,200 160,100000000 duration 1
  drag 160,200 to 160,100000000: hit m at 160,200; a pan
  [1s] m: regionDidChange(animated: false)
  $ map show m
  map m: center 85.051129,-54.594464 span 0.000769,0.007129
    map rect 93506487.227,-3322.355,5315.768,6644.71, 16.612 map points per point
    pins 0, views 0, next view #1
    reuse queue: empty
  $ map zoom m 0.001
  [1s] m: regionDidChange(animated: false)
  $ map zoom m 0.001
  [1s] m: regionDidChange(animated: false)
  $ map show m
  map m: center 85.051129,-54.594464 span 130.88233,360
    map rect -40708582.889,-167772160,268435456,335544320, 838860.8 map points per point
    pins 0, views 0, next view #1
    reuse queue: empty

An animated move across the antimeridian goes the short way round: halfway
through a pan of 400 points east from longitude 179.999 the centre is just
past -180.

  $ map region m center 10,179.999 span 0.01,0.01
  [1s] m: regionDidChange(animated: false)
  $ map pan m 400,0 animated yes
  $ tick 0.15
  $ map show m
  map m: center 10,-179.99475 span 0.01231,0.01
    map rect 186.414,126718379.813,7456.54,9320.676, 23.302 map points per point
    pins 0, views 0, next view #1
    reuse queue: empty
  $ tick 0.2
  [1.3s] m: regionDidChange(animated: true)
  $ map show m
  map m: center 10,-179.9885 span 0.01231,0.01
    map rect 4846.751,126718379.813,7456.54,9320.676, 23.302 map points per point
    pins 0, views 0, next view #1
    reuse queue: empty
