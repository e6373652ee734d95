`pin load` adds pins from a file, its path relative to the transcript. A CSV
file holds id,lat,lon and an optional title per line, with an optional header
line; a field in double quotes may hold a comma, as Hotel Palomar's title
does. The pins drop (map/pin-drop.t) and land where the GIK sample puts them on
an iPad (Parc 55's view at 189.306,561.059).

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin load data/hotels.csv
  loaded 3 pins on m
  $ settle
  settled at 0.5s
  $ print m
  map m center=37.785334,-122.406964 span=0.007512,0.007129 pins=3 views=3 queued=0 frame=0,0,768,1024
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar, Union Square" frame=522.188,471.775,32,39
    pin marriott coordinate=37.78509,-122.404751 style=pin title=Marriott frame=614.404,510.76,32,39
    pin parc coordinate=37.784721,-122.408697 style=pin title="Parc 55" frame=189.306,561.059,32,39

A GeoJSON FeatureCollection of Point features: coordinates are longitude
first. The id comes from the feature's id or properties.id, the title from
properties.title or name. The Union Square feature has no id and gets one made
from the map's id, m.4, numbered on from the three pins already there.

  $ pin load data/hotels.geojson
  loaded 3 pins on m
  $ settle
  settled at 1s
  $ print m
  map m center=37.785334,-122.406964 span=0.007512,0.007129 pins=6 views=6 queued=0 frame=0,0,768,1024
    pin villa coordinate=37.786553,-122.4083 style=pin title="Villa Florence" frame=232.074,311.334,32,39
    pin westin coordinate=37.7862,-122.4061 style=pin title="Westin St. Francis" frame=469.078,359.453,32,39
    pin m.4 coordinate=37.7855,-122.407 style=pin title="Union Square" frame=372.122,454.872,32,39
    pin palomar coordinate=37.785376,-122.405607 style=pin title="Hotel Palomar, Union Square" frame=522.188,471.775,32,39
    pin marriott coordinate=37.78509,-122.404751 style=pin title=Marriott frame=614.404,510.76,32,39
    pin parc coordinate=37.784721,-122.408697 style=pin title="Parc 55" frame=189.306,561.059,32,39
  $ map show m
  map m: center 37.785334,-122.406964 span 0.007512,0.007129
    map rect 42941822.341,103742536.342,5315.768,7087.69, 6.922 map points per point
    pins 6, views 6, next view #7
    reuse queue: empty

A bad file is reported with where it went wrong and adds nothing, not even the
good lines before the bad one: line 3 of bad-number.csv has 'west' for a
longitude, though line 2 (ok1) is fine.

  $ pin load data/bad-number.csv
  error: data/bad-number.csv: line 3: 'west' is not a number at column 10
  $ map show m
  map m: center 37.785334,-122.406964 span 0.007512,0.007129
    map rect 42941822.341,103742536.342,5315.768,7087.69, 6.922 map points per point
    pins 6, views 6, next view #7
    reuse queue: empty
  $ print ok1
  error: unknown node 'ok1' at column 7; known: m, m.4, marriott, palomar, parc, root, villa, westin, window

Only Point geometries make pins; feature 2 of bad-line.geojson is a
LineString, so p1 in feature 1 is not added either.

  $ pin load data/bad-line.geojson
  error: data/bad-line.geojson: feature 2: geometry type is LineString, expected Point at column 10
  $ map show m
  map m: center 37.785334,-122.406964 span 0.007512,0.007129
    map rect 42941822.341,103742536.342,5315.768,7087.69, 6.922 map points per point
    pins 6, views 6, next view #7
    reuse queue: empty

A quote left open on line 2, and a file that does not exist.

  $ pin load data/unclosed.csv
  error: data/unclosed.csv: line 2: a quoted field is not closed at column 10
  $ pin load data/missing.csv
  error: cannot read 'data/missing.csv': no such file at column 10
  $ map show m
  map m: center 37.785334,-122.406964 span 0.007512,0.007129
    map rect 42941822.341,103742536.342,5315.768,7087.69, 6.922 map points per point
    pins 6, views 6, next view #7
    reuse queue: empty

Ids must be new: the second pin of taken.csv is parc, which the map already
has, so fresh, the first, is not added.

  $ pin load data/taken.csv
  error: data/taken.csv: line 2: id 'parc' is already taken at column 10
  $ map show m
  map m: center 37.785334,-122.406964 span 0.007512,0.007129
    map rect 42941822.341,103742536.342,5315.768,7087.69, 6.922 map points per point
    pins 6, views 6, next view #7
    reuse queue: empty
  $ print fresh
  error: unknown node 'fresh' at column 7; known: m, m.4, marriott, palomar, parc, root, villa, westin, window

GeoJSON is read as strict JSON (RFC 8259), as dump files and the protocol are: an escaped
surrogate pair is one character, and a number with a leading zero is no number.

  $ pin load data/escaped.geojson
  loaded 1 pin on m
  $ print inn
  pin inn coordinate=37.7851,-122.4071 style=pin title="🏨 Inn à la carte" frame=361.349,-39,32,39 animating
  $ pin load data/leading-zero.geojson
  error: data/leading-zero.geojson: line 2: a number starts with 0 at column 10
