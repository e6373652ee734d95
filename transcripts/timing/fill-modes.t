fillMode says what an animation shows outside its active time. `removed` (the
default) shows nothing, so the model value appears before it begins and after
it ends; `backwards` holds the first value before it begins; `forwards` holds
the last value after it ends; `both` does both. Holding after the end needs
removedOnCompletion off: by default an animation is removed from the layer as
soon as its active duration is over, whatever its fill.

Five views with the model frame at x=200 get the same animation of
position.x from 50 to 150 (drawn x = 100 times the progress), beginning
after 0.5 s and lasting 1 s; the first four keep it after the end.

  $ view add r frame 200,0,100,100
  $ view add f frame 200,100,100,100
  $ view add b frame 200,200,100,100
  $ view add both frame 200,300,100,100
  $ view add gone frame 200,400,100,60
  $ anim basic m1 position.x from 50 to 150 duration 1 begin 0.5 fill removed removed-on-completion off
  $ anim basic m2 position.x from 50 to 150 duration 1 begin 0.5 fill forwards removed-on-completion off
  $ anim basic m3 position.x from 50 to 150 duration 1 begin 0.5 fill backwards removed-on-completion off
  $ anim basic m4 position.x from 50 to 150 duration 1 begin 0.5 fill both removed-on-completion off
  $ anim basic m5 position.x from 50 to 150 duration 1 begin 0.5 fill forwards
  $ anim add m1 to r
  $ anim add m2 to f
  $ anim add m3 to b
  $ anim add m4 to both
  $ anim add m5 to gone

Before the beginning, only `backwards` and `both` show the first value (x=0).

  $ tick 0.25
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view r frame=200,0,100,100 animating
    view f frame=200,100,100,100 animating
    view b frame=0,200,100,100 animating
    view both frame=0,300,100,100 animating
    view gone frame=200,400,100,60 animating

While active, all five agree.

  $ tick 0.75
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view r frame=50,0,100,100 animating
    view f frame=50,100,100,100 animating
    view b frame=50,200,100,100 animating
    view both frame=50,300,100,100 animating
    view gone frame=50,400,100,60 animating

After the end, `forwards` and `both` hold the last value (x=100); the others
show the model value again, `gone` because it was removed despite its
forwards fill.

  $ settle
  [1.5s] r: animationDidStop(key: m1, finished: true)
  [1.5s] f: animationDidStop(key: m2, finished: true)
  [1.5s] b: animationDidStop(key: m3, finished: true)
  [1.5s] both: animationDidStop(key: m4, finished: true)
  [1.5s] gone: animationDidStop(key: m5, finished: true)
  settled at 1.5s
  $ tick 1
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view r frame=200,0,100,100 animating
    view f frame=100,100,100,100 animating
    view b frame=200,200,100,100 animating
    view both frame=100,300,100,100 animating
    view gone frame=200,400,100,60
