Apps chain their next step in the libraries' blocks; `on ID EVENT LINE` runs a
command when a node's event fires. FWTPopoverView's README promises popovers
presented "sequentially": a didDismissBlock that presents the next one. The
hook runs at the event's virtual instant, inside the command that moved the
clock, and what it prints follows the event, after `on ID EVENT:`.

  $ popover add one size 120x40
  $ popover add two size 120x40
  $ on one didDismiss popover present two from 200,300,20,20 arrow down
  $ on
  on one didDismiss popover present two from 200,300,20,20 arrow down
  $ popover present one from 100,100,20,20 arrow up
  $ tick 0.25
  [0.25s] one: didPresent(finished: true)
  $ popover dismiss one
  $ settle
  [0.5s] one: didDismiss(finished: true)
  on one didDismiss: popover present two from 200,300,20,20 arrow down
  [0.75s] two: didPresent(finished: true)
  settled at 0.75s

FWTPopoverView.m 258–262 runs the animation helper's presentCompletionBlock
before didPresentBlock, and 299–305 its dismissCompletionBlock before the view
leaves its superview and didDismissBlock runs. Those helper blocks print nothing
by default; they print while a hook listens to them, or with `settings events
all`, in the original's order.

  $ on two dismissCompletion print two
  $ popover dismiss two
  $ settle
  [1s] two: dismissCompletion(finished: true)
  on two dismissCompletion: print two
  popover two arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=120,40 arrowRect=205,290,10,10 presented frame=140,240,140,70 alpha=0
    image two.background frame=0,0,140,70
    view two.content frame=10,10,120,40
  [1s] two: didDismiss(finished: true)
  settled at 1s
  $ settings events all
  $ popover present one from 100,100,20,20 arrow up
  $ settle
  [1.25s] one: presentCompletion(finished: true)
  [1.25s] one: didPresent(finished: true)
  settled at 1.25s
  $ settings events printed

A hook's effects belong to the command during which its event fired: one
`undo` takes back the settle and the present its hook made, and settling again
runs the hook again.

  $ popover dismiss one
  $ settle
  [1.5s] one: didDismiss(finished: true)
  on one didDismiss: popover present two from 200,300,20,20 arrow down
  [1.75s] two: didPresent(finished: true)
  settled at 1.75s
  $ undo
  undid 'settle'; now t=1.25s
  $ print
  t=1.25s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      popover one arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=120,40 arrowRect=105,120,10,10 presented frame=40,110,140,70 animating
        image one.background frame=0,0,140,70
        view one.content frame=10,20,120,40
  $ settle
  [1.5s] one: didDismiss(finished: true)
  on one didDismiss: popover present two from 200,300,20,20 arrow down
  [1.75s] two: didPresent(finished: true)
  settled at 1.75s

`on ID EVENT clear` forgets a node's hooks for the event; `dump` shows the hooks
under a key that is there only while hooks exist.

  $ on one didDismiss clear
  $ on
  on two dismissCompletion print two
  $ dump
  {"time":1.75,"screen":{"size":[320,480],"orientation":"portrait"},"app":"active","nodes":[{"id":"window","kind":"window","parent":null,"frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height","level":"root","windowLevel":0,"key":true},{"id":"root","kind":"view","parent":"window","frame":[0,0,320,480],"alpha":1,"hidden":false,"bounds":[0,0,320,480],"autoresize":"width,height"},{"id":"two","kind":"popover","parent":"root","frame":[140,240,140,70],"alpha":1,"hidden":false,"bounds":[0,0,140,70],"arrow":{"direction":"down","offset":0,"size":[10,10],"cornerOffset":0},"contentSize":[120,40],"arrowRect":[205,290,10,10],"presented":true,"background":{"cornerRadius":6,"fill":"#00000080","stroke":"#000000","lineWidth":1,"shadow":{"radius":5,"offset":[0,1],"color":"#000000","opacity":0.7}}},{"id":"two.background","kind":"image","parent":"two","frame":[0,0,140,70],"alpha":1,"hidden":false,"bounds":[0,0,140,70]},{"id":"two.content","kind":"view","parent":"two","frame":[10,10,120,40],"alpha":1,"hidden":false,"bounds":[0,0,120,40]}],"hooks":[{"node":"two","event":"dismissCompletion","line":"print two"}]}

A hook that fails prints its error, stamped, and stops nothing else. Lines that
move the clock, the history or the session are refused inside an event hook, as
the hook runs while the clock stands at its event.

  $ on one didPresent view set nowhere alpha 0.5
  $ on one didPresent tick 1
  $ on one didPresent print one
  $ popover present one from 100,100,20,20 arrow up
  $ settle
  [2s] one: didPresent(finished: true)
  on one didPresent: view set nowhere alpha 0.5
  [2s] error: unknown node 'nowhere' at column 10; known: one, one.background, one.content, root, two, two.background, two.content, window
  on one didPresent: tick 1
  [2s] error: 'tick' cannot run in an event hook: a hook runs while the clock stands at its event, and may not move the clock or the history, start a scene, change the session or read or write files
  on one didPresent: print one
  popover one arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=120,40 arrowRect=105,120,10,10 presented frame=40,110,140,70
    image one.background frame=0,0,140,70
    view one.content frame=10,20,120,40
  settled at 2s

Hooks that fire each other stop with an error past 8 deep, or past 100 lines
in one command, instead of running forever. Here each present without animation
dismisses, and each dismissal presents again, at the same instant.

  $ on one didPresent clear
  $ on one didDismiss popover present one from 100,100,20,20 arrow up animated off
  $ on one didPresent popover dismiss one animated off
  $ popover dismiss one animated off
  [2s] one: didDismiss()
  on one didDismiss: popover present one from 100,100,20,20 arrow up animated off
  [2s] one: didPresent()
  on one didPresent: popover dismiss one animated off
  [2s] one: didDismiss()
  on one didDismiss: popover present one from 100,100,20,20 arrow up animated off
  [2s] one: didPresent()
  on one didPresent: popover dismiss one animated off
  [2s] one: didDismiss()
  on one didDismiss: popover present one from 100,100,20,20 arrow up animated off
  [2s] one: didPresent()
  on one didPresent: popover dismiss one animated off
  [2s] one: didDismiss()
  on one didDismiss: popover present one from 100,100,20,20 arrow up animated off
  [2s] one: didPresent()
  on one didPresent: popover dismiss one animated off
  [2s] one: didDismiss()
  [2s] error: hooks run inside hooks more than 8 deep; on one didDismiss did not run
  $ print one
  popover one arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=120,40 arrowRect=105,120,10,10 frame=40,110,140,70
    image one.background frame=0,0,140,70
    view one.content frame=10,20,120,40

A node's hooks go with it, after the events of its removal have run them. An
unknown event is an error that lists the node's events.

  $ on two didPresent print
  $ on two didPresnt print
  error: 'two' fires no event 'didPresnt' at column 8; did you mean 'didPresent'?; its events: animationDidStop, completion, didDismiss, didPresent, dismissCompletion, presentCompletion, stepsFinished
  $ view remove two
  $ on
  on one didDismiss popover present one from 100,100,20,20 arrow up animated off
  on one didPresent popover dismiss one animated off
