`app` sets UIApplication.applicationState: active, inactive or background.
Plain views do not care (CFANavigationWindow, for one, skips its animations
unless the app is active), but the state shows in the header of `print` and in
`dump`.

  $ app background
  $ print
  t=0s screen=320x480 portrait app=background
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
  $ dump
  {"time":0,"screen":{"size":[320,480],"orientation":"portrait"},"app":"background","nodes":[{"id":"window","kind":"window","parent":null,"frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height","level":"root","windowLevel":0,"key":true},{"id":"root","kind":"view","parent":"window","frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height"}]}
  $ app inactive
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
  $ app asleep
  error: expected one of active, inactive, background for STATE, got 'asleep' at column 5; usage: app active|inactive|background

A new `screen` makes the application active again.

  $ screen iphone
  $ dump
  {"time":0,"screen":{"size":[320,480],"orientation":"portrait"},"app":"active","nodes":[{"id":"window","kind":"window","parent":null,"frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height","level":"root","windowLevel":0,"key":true},{"id":"root","kind":"view","parent":"window","frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height"}]}
