Two quirks of the shift inside the superview, each shown as FWTPopoverView
1.3.0 has it (on, the default) and corrected (`quirk NAME off`).

popover-shared-sign: the shift keeps one sign for both axes, set to -1 when
the frame sticks out on the left OR at the top. Up from 300,-20 the frame
210,-20 sticks out 70 on the right and 20 at the top. It moves left 70 (the
arrow should go right, +70) and down 20; the top overflow flips the shared
sign, so the offset is -70, clamped to -68, and the tip lands at
140 + 90 - 68 = 162, far left of the anchor at 300.

  $ popover add p
  $ popover present p from 300,-20,1,1 arrow up animated off
  [0s] p: didPresent()
  $ print p
  popover p arrow=(up offset=-68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=157,10,10,10 presented frame=140,0,180,90
    image p.background frame=0,0,180,90
    view p.content frame=10,20,160,60
  $ popover path p
  M 10,26
  Q 10,20 16,20
  L 17,20
  L 22,10
  L 27,20
  L 164,20
  Q 170,20 170,26
  L 170,74
  Q 170,80 164,80
  L 16,80
  Q 10,80 10,74
  Z

With a sign per axis the offset is +70, clamped to +68: tip at 298.

  $ quirk popover-shared-sign off
  $ popover add p2
  $ popover present p2 from 300,-20,1,1 arrow up animated off
  [0s] p2: didPresent()
  $ print p2
  popover p2 arrow=(up offset=68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=293,10,10,10 presented frame=140,0,180,90
    image p2.background frame=0,0,180,90
    view p2.content frame=10,20,160,60
  $ popover path p2
  M 10,26
  Q 10,20 16,20
  L 153,20
  L 158,10
  L 163,20
  L 164,20
  Q 170,20 170,26
  L 170,74
  Q 170,80 164,80
  L 16,80
  Q 10,80 10,74
  Z

The same happens across the other pair: right from 100,470 sticks out 90 on
the left and 30 at the bottom. The left overflow sets the sign to -1, so the
vertical offset is -30 (clamped to -18) instead of +30 (clamped to +18): the
tip is at y = 400 + 40 - 18 = 422 instead of 458, for an anchor at 470.

  $ popover add r2
  $ popover present r2 from 100,470,1,1 arrow right animated off
  [0s] r2: didPresent()
  $ print r2
  popover r2 arrow=(right offset=18 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=170,453,10,10 presented frame=0,400,190,80
    image r2.background frame=0,0,190,80
    view r2.content frame=10,10,160,60
  $ quirk popover-shared-sign on
  $ popover add r
  $ popover present r from 100,470,1,1 arrow right animated off
  [0s] r: didPresent()
  $ print r
  popover r arrow=(right offset=-18 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=170,417,10,10 presented frame=0,400,190,80
    image r.background frame=0,0,190,80
    view r.content frame=10,10,160,60

popover-abs-truncation: the clamp compares C's integer abs() of the offset
with the limit, so a fractional offset is truncated first. A frame made
integral inside a superview of whole size moves by whole points, so this only
shows in a superview of fractional size. In a holder 300.5 wide, up from
279,100 the frame 189,100,180,90 ends at 369 and moves 68.5 left to 120.5.
abs(68.5) is 68, not above 68, so the offset stays +68.5 and the tip is on
the anchor, 120.5 + 90 + 68.5 = 279 ...

  $ view add holder frame 0,0,300.5,300
  $ popover add t
  $ popover present t from 279,100,1,1 in holder arrow up animated off
  [0s] t: didPresent()
  $ print t
  popover t arrow=(up offset=68.5 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=274,110,10,10 presented frame=120.5,100,180,90
    image t.background frame=0,0,180,90
    view t.content frame=10,20,160,60
  $ popover path t
  M 10,26
  Q 10,20 16,20
  L 153.5,20
  L 158.5,10
  L 163.5,20
  L 164,20
  Q 170,20 170,26
  L 170,74
  Q 170,80 164,80
  L 16,80
  Q 10,80 10,74
  Z

... while with the quirk off 68.5 is above 68 and is clamped: the tip is at
278.5.

  $ quirk popover-abs-truncation off
  $ popover add t2
  $ popover present t2 from 279,100,1,1 in holder arrow up animated off
  [0s] t2: didPresent()
  $ print t2
  popover t2 arrow=(up offset=68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=273.5,110,10,10 presented frame=120.5,100,180,90
    image t2.background frame=0,0,180,90
    view t2.content frame=10,20,160,60
  $ popover path t2
  M 10,26
  Q 10,20 16,20
  L 153,20
  L 158,10
  L 163,20
  L 164,20
  Q 170,20 170,26
  L 170,74
  Q 170,80 164,80
  L 16,80
  Q 10,80 10,74
  Z

Vertically the same with a fractional height: in a holder 200.5 tall, left
from 20,179 the frame 20,139,190,80 ends at 219 and moves up 18.5 to 120.5.
Against the vertical limit of 18, the corrected clamp gives +18 (tip at
y = 120.5 + 40 + 18 = 178.5) and 1.3.0's keeps +18.5 (tip on the anchor, 179).

  $ view add tall frame 0,0,300,200.5
  $ popover add v
  $ popover present v from 20,179,1,1 in tall arrow left animated off
  [0s] v: didPresent()
  $ print v
  popover v arrow=(left offset=18 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=30,173.5,10,10 presented frame=20,120.5,190,80
    image v.background frame=0,0,190,80
    view v.content frame=20,10,160,60
  $ quirk popover-abs-truncation on
  $ popover add v2
  $ popover present v2 from 20,179,1,1 in tall arrow left animated off
  [0s] v2: didPresent()
  $ print v2
  popover v2 arrow=(left offset=18.5 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=30,174,10,10 presented frame=20,120.5,190,80
    image v2.background frame=0,0,190,80
    view v2.content frame=20,10,160,60
