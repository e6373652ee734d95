The arrow direction is a bit mask (none 1, up 2, down 4, left 8, right 16)
stored as given; nothing picks one bit. Each step tests the bits in its own
order: the origin and `arrowRect` take the first of up, down, left,
right, none; the insets take up, left, right, down; the arrow offset takes
up-or-down, then left-or-right; and the outline draws an arrow only when the
value is exactly one direction.

`down+left` (12) is placed like down (above the anchor), but the arrow's
length goes into the LEFT inset: the popover is 190x80, the content view
starts at x=20, and `arrowRect` is computed as for down, in the bottom
margin under the body's bottom edge. No arrow is drawn.

  $ popover add p
  $ popover present p from 160,300,1,1 arrow down+left animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(down+left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,290,10,10 presented frame=65,220,190,80
    image p.background frame=0,0,190,80
    view p.content frame=20,10,160,60
  $ popover path p
  M 20,16
  Q 20,10 26,10
  L 174,10
  Q 180,10 180,16
  L 180,64
  Q 180,70 174,70
  L 26,70
  Q 20,70 20,64
  Z

Near the left edge its shift gives a horizontal offset, as for down: the raw
x = 20 - 95 = -75 moves to 0 and -75 is clamped to -68 (the body is still
160 wide).

  $ popover present p from 20,300,1,1 arrow down+left animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(down+left offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=22,290,10,10 presented frame=0,220,190,80
    image p.background frame=0,0,190,80
    view p.content frame=20,10,160,60

A mask can be given as a number. 6 (up+down) behaves as up for position and
insets but draws no arrow; 24 (left+right) behaves as left; 17 (none+right)
is placed and inset as right.

  $ popover add q
  $ popover present q from 100,100,1,1 arrow 6 animated off
  [0s] q: didPresent()
  $ print q
  popover q arrow=(up+down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=95,110,10,10 presented frame=10,100,180,90
    image q.background frame=0,0,180,90
    view q.content frame=10,20,160,60
  $ popover path q
  M 10,26
  Q 10,20 16,20
  L 164,20
  Q 170,20 170,26
  L 170,74
  Q 170,80 164,80
  L 16,80
  Q 10,80 10,74
  Z
  $ popover present q from 60,240,1,1 arrow 24 animated off
  [0s] q: didPresent()
  $ print q
  popover q arrow=(left+right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=70,235,10,10 presented frame=60,200,190,80
    image q.background frame=0,0,190,80
    view q.content frame=20,10,160,60
  $ popover present q from 260,240,1,1 arrow 17 animated off
  [0s] q: didPresent()
  $ print q
  popover q arrow=(none+right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=240,235,10,10 presented frame=70,200,190,80
    image q.background frame=0,0,190,80
    view q.content frame=10,10,160,60
  $ popover path q
  M 10,16
  Q 10,10 16,10
  L 164,10
  Q 170,10 170,16
  L 170,64
  Q 170,70 164,70
  L 16,70
  Q 10,70 10,64
  Z

`arrow 0` matches no bit: the origin is the anchor itself, no inset grows
(180x80), the arrow offset is 0 and `arrowRect` is the frame's origin with
the arrow's size.

  $ popover add z
  $ popover present z from 100,100,1,1 arrow 0 animated off
  [0s] z: didPresent()
  $ print z
  popover z arrow=(0 offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=100,100,10,10 presented frame=100,100,180,80
    image z.background frame=0,0,180,80
    view z.content frame=10,10,160,60

Near the right edge it is shifted like any other frame, and the offset stays
0 since neither axis belongs to it.

  $ popover present z from 250,100,1,1 arrow 0 animated off
  [0s] z: didPresent()
  $ print z
  popover z arrow=(0 offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=140,100,10,10 presented frame=140,100,180,80
    image z.background frame=0,0,180,80
    view z.content frame=10,10,160,60

`arrow auto` is not in the original. Of up, down, left and right it takes
the one whose placement (after the original's shift into the superview)
leaves the anchor point outside the body, keeping the most of the body in the
superview; ties go in that order (popover/arrow-auto.t has the corner cases).
At 20,240 and 300,240 the up placement, shifted to the side with its arrow
offset clamped, keeps the whole body on screen and clear of the anchor, as
left and right do: up comes first.

  $ popover add a1
  $ popover present a1 from 160,100,1,1 arrow auto animated off
  [0s] a1: didPresent()
  $ popover add a2
  $ popover present a2 from 160,450,1,1 arrow auto animated off
  [0s] a2: didPresent()
  $ popover add a3
  $ popover present a3 from 20,240,1,1 arrow auto animated off
  [0s] a3: didPresent()
  $ popover add a4
  $ popover present a4 from 300,240,1,1 arrow auto animated off
  [0s] a4: didPresent()
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view root frame=0,0,320,480 autoresize=width,height
      popover p arrow=(down+left offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=22,290,10,10 presented frame=0,220,190,80
        image p.background frame=0,0,190,80
        view p.content frame=20,10,160,60
      popover q arrow=(none+right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=240,235,10,10 presented frame=70,200,190,80
        image q.background frame=0,0,190,80
        view q.content frame=10,10,160,60
      popover z arrow=(0 offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=140,100,10,10 presented frame=140,100,180,80
        image z.background frame=0,0,180,80
        view z.content frame=10,10,160,60
      popover a1 arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,110,10,10 presented frame=70,100,180,90
        image a1.background frame=0,0,180,90
        view a1.content frame=10,20,160,60
      popover a2 arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,430,10,10 presented frame=70,360,180,90
        image a2.background frame=0,0,180,90
        view a2.content frame=10,10,160,60
      popover a3 arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=17,250,10,10 presented frame=0,240,180,90
        image a3.background frame=0,0,180,90
        view a3.content frame=10,20,160,60
      popover a4 arrow=(up offset=68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=293,250,10,10 presented frame=140,240,180,90
        image a4.background frame=0,0,180,90
        view a4.content frame=10,20,160,60

At 300,460 up would be moved up over the anchor; down, moved left by 140
with its offset clamped to +68, leaves it free.

  $ popover add a5
  $ popover present a5 from 300,460,1,1 arrow auto animated off
  [0s] a5: didPresent()
  $ print a5
  popover a5 arrow=(down offset=68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=293,440,10,10 presented frame=140,370,180,90
    image a5.background frame=0,0,180,90
    view a5.content frame=10,10,160,60

The placements are those present would make, old arrow offset included:
`a5` keeps +68, so for 160,470 the down frame starts at 160 - (90 + 68) = 2.
Up, moved up by 80, would end with its body's edge on the anchor, which does
not count as free.

  $ popover present a5 from 160,470,1,1 arrow auto animated off
  [0s] a5: didPresent()
  $ print a5
  popover a5 arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=87,450,10,10 presented frame=2,380,180,90
    image a5.background frame=0,0,180,90
    view a5.content frame=10,10,160,60

Unknown directions and masks above 31 are refused.

  $ popover present a5 from 160,470,1,1 arrow 32
  error: unknown arrow direction '32' at column 43; use up, down, left, right, none, combinations such as down+left, a mask 0 to 31, or auto
  $ popover present a5 from 160,470,1,1 arrow sideways
  error: unknown arrow direction 'sideways' at column 43; use up, down, left, right, none, combinations such as down+left, a mask 0 to 31, or auto
