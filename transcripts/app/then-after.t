Completion blocks and delayed work. `then LINE` at the end of a call that
completes (view animate, popover present and dismiss, window push, pop, root,
present and dismiss, anim add) runs LINE when its own completion fires, as the
block given to that call: a later call's completion does not run it.

  $ view add a frame 20,40,100,50 color red
  $ view add b frame 130,40,50,50 color blue
  $ view animate a duration 1 alpha 0 then view set b color green
  $ view animate b duration 0.5 alpha 0.5
  $ on
  then a completion(animation: 1) view set b color green
  $ tick 0.5
  [0.5s] b: completion(animation: 2, finished: true)
  $ tick 0.5
  [1s] a: completion(animation: 1, finished: true)
  then: view set b color green
  $ print b
  view b frame=130,40,50,50 alpha=0.5 color=#00FF00

`after SECONDS LINE` runs LINE that much virtual time later, as
dispatch_after does; pending lists it. Braced values in a later line are
worked out when it runs, and a then line may read its event's arguments as
{event.NAME}.

  $ after 0.5 view set b frame {a.frame.maxX},0,{b.frame.width},{b.frame.height}
  $ pending
  1.5s after 0.5s: view set b frame {a.frame.maxX},0,{b.frame.width},{b.frame.height}
  $ view set a frame 0,0,10,10
  $ tick 0.5
  [1.5s] after 0.5s: view set b frame {a.frame.maxX},0,{b.frame.width},{b.frame.height}
  $ print b
  view b frame=10,0,50,50 alpha=0.5 color=#00FF00
  $ view animate a duration 0.2 alpha 1 then view set b alpha {event.animation / 10}
  $ tick 0.2
  [1.7s] a: completion(animation: 3, finished: true)
  then: view set b alpha {event.animation / 10}
  $ print b
  view b frame=10,0,50,50 alpha=0.3 color=#00FF00

They nest: a then line may schedule work, which may wait for another
completion. An interrupted call's completion still runs its line, with
finished: false.

  $ view animate a duration 1 alpha 0 then after 0.25 view animate b duration 0.5 alpha 1 then print b
  $ tick 1
  [2.7s] a: completion(animation: 4, finished: true)
  then: after 0.25 view animate b duration 0.5 alpha 1 then print b
  $ tick 1
  [2.95s] after 0.25s: view animate b duration 0.5 alpha 1 then print b
  [3.45s] b: completion(animation: 5, finished: true)
  then: print b
  view b frame=10,0,50,50 color=#00FF00
  $ view animate a duration 1 alpha 1 then print a
  $ view animate a duration 1 alpha 0.5
  [3.7s] a: completion(animation: 6, finished: false)
  then: print a
  view a frame=0,0,10,10 color=#FF0000 animating

One undo takes back a line with everything it scheduled; a new scene cancels
what waits.

  $ after 1 view remove b
  $ undo
  undid 'after 1 view remove b'; now t=3.7s
  $ pending
  4.7s a: end of animation 7 (opacity)
  animating a opacity 3.7s..4.7s (animation 7)

In a hook `on` takes only `on ID EVENT once LINE`: a hook may wait once for
the next event, as a block hands another block to its next call. A call
that has no completion takes no then.

  $ view set a alpha 1
  $ on a completion on a completion view set a alpha 1
  $ on a completion once on b completion once view set b color black
  $ view animate a duration 0 alpha 0.5
  [3.7s] a: completion(animation: 7, finished: false)
  on a completion: on a completion view set a alpha 1
  [3.7s] error: in an event hook 'on' takes only ID EVENT once LINE at column 4; a hook runs while the clock stands at its event; it may wait once for another
  on a completion: on b completion once view set b color black
  $ view animate b duration 0.1 alpha 0
  $ tick 0.1
  [3.7s] a: completion(animation: 8, finished: true)
  on a completion: on a completion view set a alpha 1
  [3.7s] error: in an event hook 'on' takes only ID EVENT once LINE at column 4; a hook runs while the clock stands at its event; it may wait once for another
  [3.8s] b: completion(animation: 9, finished: true)
  on b completion: view set b color black
  $ on
  on a completion on a completion view set a alpha 1
  $ view set a alpha 0 then print a
  error: 'view set' takes no then: it has no completion block at column 20; then follows a call whose usage ends in [then LINE]; after SECONDS LINE runs a line later
  $ view animate a alpha 0 duration 0 then
  error: missing the line after then at column 39; then LINE runs LINE when the call completes
