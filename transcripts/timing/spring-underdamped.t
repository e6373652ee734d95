With a damping ratio ζ below 1 the spring oscillates. UIKit picks the natural
frequency ω so that the decay envelope (ζ/√(1-ζ²))·e^(-ζωD) is 0.001 at the
duration D, that is ω = ln(1000·ζ/√(1-ζ²))/(ζ·D), and the progress is
p(t) = 1 - e^(-ζωt)·(cos ω_d·t + (ζω/ω_d)·sin ω_d·t) with ω_d = ω·√(1-ζ²).

ζ = 0.3 over one second gives ω = 19.1698. A view moving from x=0 to x=100
passes the target between t=0.1 (97.24) and t=0.15 (133.745), overshoots
(the peak, 137.233, comes at t=π/ω_d, about 0.1718), swings back below it to
86.239 at t=0.35, and is at 104.925 at t=0.5.

  $ view add a frame 0,0,100,100
  $ view animate a duration 1 spring 0.3 center 150,50
  $ tick 0.1
  $ print a
  view a frame=97.24,0,100,100 animating
  $ tick 0.05
  $ print a
  view a frame=133.745,0,100,100 animating
  $ tick 0.2
  $ print a
  view a frame=86.239,0,100,100 animating
  $ tick 0.15
  $ print a
  view a frame=104.925,0,100,100 animating

Before the end it is within 0.2 points (99.824 at t=0.99); at t=D the model
value shows.

  $ tick 0.49
  $ print a
  view a frame=99.824,0,100,100 animating
  $ tick 0.01
  [1s] a: completion(animation: 1, finished: true)
  $ print a
  view a frame=100,0,100,100

The initial velocity is in units of the whole distance per second: 1 means the
view starts moving at 100 points per second here. A positive velocity moves
it towards the target faster at first, a negative one slower, and it also
changes ω, the largest solution of |ζω - v|/ω_d·e^(-ζωD) = 0.001: ζ = 0.5
over one second gives ω = 12.716898 without velocity, 12.363997 with
velocity 1, 13.003038 with velocity -1. At t=0.05 the three views (going
from x=0 to x=100) are at 18.736, 16.008 and 13.216; at t=0.25 all three
overshoot, to about 114.4.

  $ view set a center 50,50
  $ view add b frame 0,100,100,100
  $ view add c frame 0,200,100,100
  $ view animate a duration 1 spring 0.5 velocity 1 center 150,50
  $ view animate b duration 1 spring 0.5 center 150,150
  $ view animate c duration 1 spring 0.5 velocity -1 center 150,250
  $ tick 0.05
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=18.736,0,100,100 animating
    view b frame=16.008,100,100,100 animating
    view c frame=13.216,200,100,100 animating
  $ tick 0.2
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=114.435,0,100,100 animating
    view b frame=114.422,100,100,100 animating
    view c frame=114.441,200,100,100 animating
  $ settle
  [2s] a: completion(animation: 2, finished: true)
  [2s] b: completion(animation: 3, finished: true)
  [2s] c: completion(animation: 4, finished: true)
  settled at 2s
  $ print root
  view root frame=0,0,320,480 autoresize=width,height
    view a frame=100,0,100,100
    view b frame=100,100,100,100
    view c frame=100,200,100,100
