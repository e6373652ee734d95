FWTPopoverBackgroundHelper is a CAShapeLayer, and the README promises "all shape
& style properties". Its lineJoin is round (FWTPopoverBackgroundHelper.m 16,
56); lineCap, miterLimit, lineDashPattern and lineDashPhase keep
CAShapeLayer's defaults (butt, 10, none, 0). `popover set` changes them; `dump`
shows those that differ from the defaults, and the SVG strokes the outline with
them.

  $ popover add tip size 120x40 line-width 3
  $ popover set tip line-join miter miter-limit 4 dash 8,6 dash-phase 2
  $ popover present tip from 100,100,20,20 arrow up animated off
  [0s] tip: didPresent()
  $ dump tip
  {"id":"tip","kind":"popover","parent":"root","frame":[40,110,140,70],"alpha":1,"hidden":false,"bounds":[0,0,140,70],"arrow":{"direction":"up","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[120,40],"arrowRect":[105,120,10,10],"presented":true,"background":{"cornerRadius":6,"fill":"#00000080","stroke":"#000000","lineWidth":3,"lineJoin":"miter","miterLimit":4,"lineDashPattern":[8,6],"lineDashPhase":2,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}}
  $ render svg stroke-style.svg
  wrote stroke-style.svg: 320x502 px at t=0s, 1978 bytes
  $ popover set tip line-join bevel line-cap square dash none
  $ popover present tip from 100,100,20,20 arrow up animated off
  [0s] tip: didPresent()
  $ dump tip
  {"id":"tip","kind":"popover","parent":"root","frame":[40,110,140,70],"alpha":1,"hidden":false,"bounds":[0,0,140,70],"arrow":{"direction":"up","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[120,40],"arrowRect":[105,120,10,10],"presented":true,"background":{"cornerRadius":6,"fill":"#00000080","stroke":"#000000","lineWidth":3,"lineJoin":"bevel","lineCap":"square","miterLimit":4,"lineDashPhase":2,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}}

Dashes must be lengths.

  $ popover set tip dash 4,x
  error: expected lengths A,B,... (0 to 100000) or none for 'dash', got '4,x' at column 22
