The app's own UIKit content: labels, buttons and image views, put anywhere a
view goes, a popover's content view among them. print shows a label's text
and a button's title; the pictures draw them as UILabel lays them out, cut
at the tail as print says.

  $ popover add tip size 240x140
  $ popover present tip from 150,200,20,20 arrow up animated off
  [0s] tip: didPresent()
  $ label add tip.title frame 10,10,220,24 text "Sign in to see your saved places" in tip.content
  $ label add tip.note frame 10,40,220,40 text "We never post without asking." in tip.content size 13 text-color #444444 lines 0
  $ button add tip.ok frame 70,88,100,44 title "Sign in" in tip.content
  $ image add badge frame 20,60,48,48 image 64x32 mode aspect-fit
  $ print tip
  popover tip arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=240,140 arrowRect=155,220,10,10 presented frame=30,210,260,170
    image tip.background frame=0,0,260,170
    view tip.content frame=10,20,240,140
      label tip.title text="Sign in to see your saved places" truncated frame=10,10,220,24
      label tip.note text="We never post without asking." font="system 13" lines=0 frame=10,40,220,40
      button tip.ok title="Sign in" frame=70,88,100,44
  $ print badge
  image badge image=64x32 mode=aspect-fit frame=20,60,48,48
  $ render cols 60
  t=0s screen=320x480 portrait: 60x45 characters, 1 column = 5.333 points
  +window[root]----------------------------------------------+
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |  +badge---+                                              |
  |  |        |                                              |
  |  |        |                                              |
  |  |        |                                              |
  |  |        |                                              |
  |  +--------+                                              |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                             ^                            |
  |      +tip-----------------------------------------+      |
  |      |                                            |      |
  |      | Sign in to see your saved~                 |      |
  |      |                                            |      |
  |      |                                            |      |
  |      |                                            |      |
  |      | We never post without asking.              |      |
  |      |                                            |      |
  |      |                                            |      |
  |      |                                            |      |
  |      |                  [Sign in]                 |      |
  |      |                                            |      |
  |      |                                            |      |
  |      +--------------------------------------------+      |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  |                                                          |
  +----------------------------------------------------------+
  $ render svg uikit.svg
  wrote uikit.svg: 320x502 px at t=0s, 3116 bytes

A button is a UIControl: a touch that goes down on it highlights it, and one
that lifts within 70 pt of its bounds fires touchUpInside, which an on hook
hears; dragged further off it fires touchUpOutside instead. A disabled button
takes the touch and does nothing.

  $ on tip.ok touchUpInside popover dismiss tip
  $ drag 160,322 160,470
  drag 160,322 to 160,470: hit tip.ok at 50,4; a pan
  [0.25s] tip.ok: touchUpOutside()
  $ drag 160,322 170,330
  drag 160,322 to 170,330: hit tip.ok at 50,4; a tap and a pan
  [0.5s] tip.ok: touchUpInside()
  on tip.ok touchUpInside: popover dismiss tip
  $ tick 1
  [0.75s] tip: didDismiss(finished: true)
  $ button set tip.ok enabled off
  $ print tip.ok
  button tip.ok title="Sign in" disabled frame=70,88,100,44

label set changes a label's text or style; the libraries' labels (an
annotation's) print their text too, and are set through their library.

  $ label set tip.title text "Welcome back" font bold size 20 align center
  $ print tip.title
  label tip.title text="Welcome back" font="bold 20" align=center frame=10,10,220,24
  $ label set tip.missing text "no"
  error: unknown label 'tip.missing' at column 11; known: tip.note, tip.title
  $ annotation add a portrait 100,100,1,1 text "An annotation's label"
  $ label set a.label text "no"
  error: 'a.label' is a library's label, not the app's at column 11; label set changes labels made with label add
