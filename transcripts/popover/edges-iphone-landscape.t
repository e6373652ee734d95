Every arrow direction near every edge of an iPhone in landscape (480x320).
Each edge gets a full-screen holder view and five fresh popovers (so no arrow
offset is left over from an earlier present), one per direction, all pointing
at the same anchor; the holder is removed before the next edge. A frame that
sticks out is shifted back inside; when the shift runs along the arrow's edge
the arrow gets an offset, at most 68 horizontally and 18 vertically.

  $ screen iphone landscape

Left edge, anchor 30,107. Up moves right 60; the offset -60 keeps the tip on
x=30. Down moves right 60; the offset -60 keeps the tip on x=30. Left fits.
Right moves right 160, across its arrow's edge: the offset stays 0 and the
popover covers the anchor. None moves right 60.

  $ view add left frame 0,0,480,320
  $ popover add lu
  $ popover present lu from 30,107,1,1 in left arrow up animated off
  [0s] lu: didPresent()
  $ popover add ld
  $ popover present ld from 30,107,1,1 in left arrow down animated off
  [0s] ld: didPresent()
  $ popover add ll
  $ popover present ll from 30,107,1,1 in left arrow left animated off
  [0s] ll: didPresent()
  $ popover add lr
  $ popover present lr from 30,107,1,1 in left arrow right animated off
  [0s] lr: didPresent()
  $ popover add ln
  $ popover present ln from 30,107,1,1 in left arrow none animated off
  [0s] ln: didPresent()
  $ print left
  view left frame=0,0,480,320
    popover lu arrow=(up offset=-60 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=25,117,10,10 presented frame=0,107,180,90
      image lu.background frame=0,0,180,90
      view lu.content frame=10,20,160,60
    popover ld arrow=(down offset=-60 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=25,87,10,10 presented frame=0,17,180,90
      image ld.background frame=0,0,180,90
      view ld.content frame=10,10,160,60
    popover ll arrow=(left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=40,102,10,10 presented frame=30,67,190,80
      image ll.background frame=0,0,190,80
      view ll.content frame=20,10,160,60
    popover lr arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=170,102,10,10 presented frame=0,67,190,80
      image lr.background frame=0,0,190,80
      view lr.content frame=10,10,160,60
    popover ln arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=0,67,180,80
      image ln.background frame=0,0,180,80
      view ln.content frame=10,10,160,60
  $ view remove left

Right edge, anchor 468,213. Up moves left 78; the offset +78 is clamped to
+68, so the tip is at x=458, not 468. Down moves left 78; the offset +78 is
clamped to +68, so the tip is at x=458, not 468. Left moves left 178, across
its arrow's edge: the offset stays 0 and the popover covers the anchor. Right
fits. None moves left 78.

  $ view add right frame 0,0,480,320
  $ popover add ru
  $ popover present ru from 468,213,1,1 in right arrow up animated off
  [0s] ru: didPresent()
  $ popover add rd
  $ popover present rd from 468,213,1,1 in right arrow down animated off
  [0s] rd: didPresent()
  $ popover add rl
  $ popover present rl from 468,213,1,1 in right arrow left animated off
  [0s] rl: didPresent()
  $ popover add rr
  $ popover present rr from 468,213,1,1 in right arrow right animated off
  [0s] rr: didPresent()
  $ popover add rn
  $ popover present rn from 468,213,1,1 in right arrow none animated off
  [0s] rn: didPresent()
  $ print right
  view right frame=0,0,480,320
    popover ru arrow=(up offset=68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=453,223,10,10 presented frame=300,213,180,90
      image ru.background frame=0,0,180,90
      view ru.content frame=10,20,160,60
    popover rd arrow=(down offset=68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=453,193,10,10 presented frame=300,123,180,90
      image rd.background frame=0,0,180,90
      view rd.content frame=10,10,160,60
    popover rl arrow=(left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=300,208,10,10 presented frame=290,173,190,80
      image rl.background frame=0,0,190,80
      view rl.content frame=20,10,160,60
    popover rr arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=448,208,10,10 presented frame=278,173,190,80
      image rr.background frame=0,0,190,80
      view rr.content frame=10,10,160,60
    popover rn arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=300,173,180,80
      image rn.background frame=0,0,180,80
      view rn.content frame=10,10,160,60
  $ view remove right

Top edge, anchor 160,8. Up fits. Down moves down 82, across its arrow's edge:
the offset stays 0 and the popover covers the anchor. Left moves down 32; the
offset -32 is clamped to -18, so the tip is at y=22, not 8. Right moves right
30 and down 32; the offset -32 is clamped to -18, so the tip is at y=22, not
8. None moves down 32.

  $ view add top frame 0,0,480,320
  $ popover add tu
  $ popover present tu from 160,8,1,1 in top arrow up animated off
  [0s] tu: didPresent()
  $ popover add td
  $ popover present td from 160,8,1,1 in top arrow down animated off
  [0s] td: didPresent()
  $ popover add tl
  $ popover present tl from 160,8,1,1 in top arrow left animated off
  [0s] tl: didPresent()
  $ popover add tr
  $ popover present tr from 160,8,1,1 in top arrow right animated off
  [0s] tr: didPresent()
  $ popover add tn
  $ popover present tn from 160,8,1,1 in top arrow none animated off
  [0s] tn: didPresent()
  $ print top
  view top frame=0,0,480,320
    popover tu arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,18,10,10 presented frame=70,8,180,90
      image tu.background frame=0,0,180,90
      view tu.content frame=10,20,160,60
    popover td arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=155,70,10,10 presented frame=70,0,180,90
      image td.background frame=0,0,180,90
      view td.content frame=10,10,160,60
    popover tl arrow=(left offset=-18 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=170,17,10,10 presented frame=160,0,190,80
      image tl.background frame=0,0,190,80
      view tl.content frame=20,10,160,60
    popover tr arrow=(right offset=-18 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=170,17,10,10 presented frame=0,0,190,80
      image tr.background frame=0,0,190,80
      view tr.content frame=10,10,160,60
    popover tn arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=70,0,180,80
      image tn.background frame=0,0,180,80
      view tn.content frame=10,10,160,60
  $ view remove top

Bottom edge, anchor 320,300. Up moves up 70, across its arrow's edge: the
offset stays 0 and the popover covers the anchor. Down fits. Left moves left
30 and up 20; the offset +20 is clamped to +18, so the tip is at y=298, not
300. Right moves up 20; the offset +20 is clamped to +18, so the tip is at
y=298, not 300. None moves up 20.

  $ view add bottom frame 0,0,480,320
  $ popover add bu
  $ popover present bu from 320,300,1,1 in bottom arrow up animated off
  [0s] bu: didPresent()
  $ popover add bd
  $ popover present bd from 320,300,1,1 in bottom arrow down animated off
  [0s] bd: didPresent()
  $ popover add bl
  $ popover present bl from 320,300,1,1 in bottom arrow left animated off
  [0s] bl: didPresent()
  $ popover add br
  $ popover present br from 320,300,1,1 in bottom arrow right animated off
  [0s] br: didPresent()
  $ popover add bn
  $ popover present bn from 320,300,1,1 in bottom arrow none animated off
  [0s] bn: didPresent()
  $ print bottom
  view bottom frame=0,0,480,320
    popover bu arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=315,240,10,10 presented frame=230,230,180,90
      image bu.background frame=0,0,180,90
      view bu.content frame=10,20,160,60
    popover bd arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=315,280,10,10 presented frame=230,210,180,90
      image bd.background frame=0,0,180,90
      view bd.content frame=10,10,160,60
    popover bl arrow=(left offset=18 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=300,293,10,10 presented frame=290,240,190,80
      image bl.background frame=0,0,190,80
      view bl.content frame=20,10,160,60
    popover br arrow=(right offset=18 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=300,293,10,10 presented frame=130,240,190,80
      image br.background frame=0,0,190,80
      view br.content frame=10,10,160,60
    popover bn arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=230,240,180,80
      image bn.background frame=0,0,180,80
      view bn.content frame=10,10,160,60
  $ view remove bottom
