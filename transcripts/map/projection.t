A map view converts between coordinates and points through Web Mercator: the
world is 2^28 = 268435456 map points a side with its origin at the north-west
corner, x = (lon + 180) / 360 * W and y = (0.5 - ln((1 + sin lat) / (1 - sin
lat)) / (4 pi)) * W. A square 320x320 map showing the whole world (span
170.1022 x 360, the Mercator square) has exactly W / 320 = 838860.8 map points
per point, so a point is its map point divided by 838860.8.

  $ screen iphone
  $ map add world frame 0,80,320,320 center 0,0 span 170.1022,360
  $ map show world
  map world: center 0,0 span 170.102258,360
    map rect 0,0,268435456,268435456, 838860.8 map points per point
    pins 0, views 0, next view #1
    reuse queue: empty

`map point` prints the point in the map view and, in brackets, the map point.
The equator at the prime meridian is the centre of the world, 134217728 both
ways, and the middle of the view.

  $ map point world 0,0
  0,0 -> 160,160 in world (map point 134217728,134217728)

San Francisco lies west and north: x = 57.7806 / 360 * W. At 60 N the
Mercator stretch is visible: y is already 77953560, 29 % of the way down,
though 60 degrees is two thirds of the way to the pole. Sydney lies south and
east of the centre.

  $ map point world 37.7749,-122.4194
  37.7749,-122.4194 -> 51.183,123.687 in world (map point 42935207.272,103755923.902)
  $ map point world 60,0
  60,0 -> 160,92.928 in world (map point 134217728,77953560.017)
  $ map point world -33.87,151.21
  -33.87,151.21 -> 294.409,192.031 in world (map point 246968076.06,161087114.814)
  $ map point world 0,-180
  0,-180 -> 0,160 in world (map point 0,134217728)
  $ map point world 0,180
  0,180 -> 320,160 in world (map point 268435456,134217728)

85 N is 439674 map points from the top edge, half a point on this map. The
world ends at 85.0511 N (where the square does), so latitudes beyond it, up to
the pole, clamp to the edge: map point y 0, and in the south y = W.

  $ map point world 85,0
  85,0 -> 160,0.524 in world (map point 134217728,439674.402)
  $ map point world 89,0
  89,0 -> 160,0 in world (map point 134217728,0)
  $ map point world 90,0
  90,0 -> 160,0 in world (map point 134217728,0)
  $ map point world -89,0
  -89,0 -> 160,320 in world (map point 134217728,268435456)

`map coordinate` is the inverse. The centre gives back 0,0 and the corners are
the world's corners, 85.051129 N 180 W and 85.051129 S 180 E. Feeding back the
printed points of San Francisco and Sydney returns them to within the
rounding: on this map 0.001 point is 839 map points, about 0.001 degree.

  $ map coordinate world 160,160
  160,160 in world -> 0,0
  $ map coordinate world 0,0
  0,0 in world -> 85.051129,-180
  $ map coordinate world 320,320
  320,320 in world -> -85.051129,180
  $ map coordinate world 51.183,123.687
  51.183,123.687 in world -> 37.774633,-122.419125
  $ map coordinate world 294.409,192.031
  294.409,192.031 in world -> -33.870182,151.210125

Coordinates outside -90..90 and -180..180 are refused.

  $ map point world 91,0
  error: a coordinate needs a latitude from -90 to 90 and a longitude from -180 to 180, got '91,0' at column 17; usage: map point ID LAT,LON
  $ map point world 0,200
  error: a coordinate needs a latitude from -90 to 90 and a longitude from -180 to 180, got '0,200' at column 17; usage: map point ID LAT,LON

At city scale the same formulas hold. On GIK's sample region (Union Square, on
an iPad) the map has 6.9216 map points per point, and a point 100 points right
of the centre is 692 map points east, 0.000928 degrees of longitude. Going
back, the six-decimal longitude lands 0.027 point short. The city centre of
San Francisco, 1.6 km away, falls far outside the view's bounds.

  $ screen ipad
  $ map add sf frame 0,0,768,1024
  $ map show sf
  map sf: center 37.785334,-122.406964 span 0.007512,0.007129
    map rect 42941822.341,103742536.342,5315.768,7087.69, 6.922 map points per point
    pins 0, views 0, next view #1
    reuse queue: empty
  $ map point sf 37.785334,-122.406964
  37.785334,-122.406964 -> 384,512 in sf (map point 42944480.225,103746080.187)
  $ map coordinate sf 484,512
  484,512 in sf -> 37.785334,-122.406036
  $ map point sf 37.785334,-122.406036
  37.785334,-122.406036 -> 483.973,512 in sf (map point 42945172.192,103746080.187)
  $ map point sf 37.7749,-122.4194
  37.7749,-122.4194 -> -955.718,1934.179 in sf (map point 42935207.272,103755923.902)
