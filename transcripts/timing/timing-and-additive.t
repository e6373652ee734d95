A Core Animation animation's timingFunction defaults to nil, which means
linear pacing, unlike a UIView animation whose default curve is ease-in-out.
`timing CURVE` sets it, and it is applied to each iteration's local time.

`lin` and `ein` get the same one-second animation of position.x from 50 to
150 (drawn x = 100 times the progress), `ein` with `timing ease-in`: at
0.25 s they are at 25 and 9.346, at 0.5 s at 50 and 31.536.

  $ view add lin frame 200,0,100,100
  $ view add ein frame 200,100,100,100
  $ anim basic plain position.x from 50 to 150 duration 1
  $ anim basic eased position.x from 50 to 150 duration 1 timing ease-in
  $ anim add plain to lin
  $ anim add eased to ein
  $ tick 0.25
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view lin frame=25,0,100,100 animating
    view ein frame=9.346,100,100,100 animating
  $ tick 0.25
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view lin frame=50,0,100,100 animating
    view ein frame=31.536,100,100,100 animating
  $ settle
  [1s] lin: animationDidStop(key: plain, finished: true)
  [1s] ein: animationDidStop(key: eased, finished: true)
  settled at 1s

The timing function is applied per iteration: with `repeat 2` and ease-in,
1.25 s in is 25% into the second iteration, so 9.346 again.

  $ anim basic twice position.x from 50 to 150 duration 1 timing ease-in repeat 2
  $ anim add twice to ein
  $ tick 1.25
  $ print ein
  view ein frame=9.346,100,100,100 animating
  $ settle
  [3s] ein: animationDidStop(key: twice, finished: true)
  settled at 3s

`additive on` adds the animated value to the model value instead of replacing
it (CAPropertyAnimation.additive). This is how a move is animated relative to
the model: set the model to the destination and animate an offset from
(old - new) to 0. The view's model x is 100; the offset runs from -100 to 0,
so at 0.25 s it is drawn at 100 - 75 = 25.

  $ view set lin frame 100,0,100,100
  $ anim basic offset position.x from -100 to 0 duration 1 additive on
  $ anim add offset to lin
  $ tick 0.25
  $ print lin
  view lin frame=25,0,100,100 animating

Because the offset rides on the model value, changing the model mid-flight
moves what is drawn with it: with the model at x=200, at 0.5 s it is drawn at
200 - 50 = 150.

  $ view set lin frame 200,0,100,100
  $ tick 0.25
  $ print lin
  view lin frame=150,0,100,100 animating
  $ settle
  [4s] lin: animationDidStop(key: offset, finished: true)
  settled at 4s
  $ print lin
  view lin frame=200,0,100,100

Animations on the same property apply in the order they were added: an
additive one adds to what the earlier ones produced, a plain one replaces it.
On `lin` (model x=200) a plain move of position.x from 50 to 150 followed by
an additive +0 to +100 shows 50 + 50 = 100 at half time. On `ein` the
additive one comes first and the plain one then replaces it: 50.

  $ anim basic base position.x from 50 to 150 duration 1
  $ anim basic plus position.x from 0 to 100 duration 1 additive on
  $ anim add base to lin
  $ anim add plus to lin
  $ anim add plus to ein
  $ anim add base to ein
  $ tick 0.5
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view lin frame=100,0,100,100 animating
    view ein frame=50,100,100,100 animating
  $ settle
  [5s] lin: animationDidStop(key: base, finished: true)
  [5s] lin: animationDidStop(key: plus, finished: true)
  [5s] ein: animationDidStop(key: plus, finished: true)
  [5s] ein: animationDidStop(key: base, finished: true)
  settled at 5s
