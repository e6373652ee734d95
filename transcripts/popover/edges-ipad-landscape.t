Every arrow direction near every edge of an iPad in landscape (1024x768). Each
edge gets a full-screen holder view and five fresh popovers (so no arrow
offset is left over from an earlier present), one per direction, all pointing
at the same anchor; the holder is removed before the next edge. A frame that
sticks out is shifted back inside; when the shift runs along the arrow's edge
the arrow gets an offset, at most 68 horizontally and 18 vertically.

  $ screen ipad landscape

Left edge, anchor 30,256. Up moves right 60; the offset -60 keeps the tip on
x=30. Down moves right 60; the offset -60 keeps the tip on x=30. Left fits.
Right moves right 160, across its arrow's edge: the offset stays 0 and the
popover covers the anchor. None moves right 60.

  $ view add left frame 0,0,1024,768
  $ popover add lu
  $ popover present lu from 30,256,1,1 in left arrow up animated off
  [0s] lu: didPresent()
  $ popover add ld
  $ popover present ld from 30,256,1,1 in left arrow down animated off
  [0s] ld: didPresent()
  $ popover add ll
  $ popover present ll from 30,256,1,1 in left arrow left animated off
  [0s] ll: didPresent()
  $ popover add lr
  $ popover present lr from 30,256,1,1 in left arrow right animated off
  [0s] lr: didPresent()
  $ popover add ln
  $ popover present ln from 30,256,1,1 in left arrow none animated off
  [0s] ln: didPresent()
  $ print left
  view left frame=0,0,1024,768
    popover lu arrow=(up offset=-60 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=25,266,10,10 presented frame=0,256,180,90
      image lu.background frame=0,0,180,90
      view lu.content frame=10,20,160,60
    popover ld arrow=(down offset=-60 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=25,236,10,10 presented frame=0,166,180,90
      image ld.background frame=0,0,180,90
      view ld.content frame=10,10,160,60
    popover ll arrow=(left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=40,251,10,10 presented frame=30,216,190,80
      image ll.background frame=0,0,190,80
      view ll.content frame=20,10,160,60
    popover lr arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=170,251,10,10 presented frame=0,216,190,80
      image lr.background frame=0,0,190,80
      view lr.content frame=10,10,160,60
    popover ln arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=0,216,180,80
      image ln.background frame=0,0,180,80
      view ln.content frame=10,10,160,60
  $ view remove left

Right edge, anchor 1012,512. Up moves left 78; the offset +78 is clamped to
+68, so the tip is at x=1002, not 1012. Down moves left 78; the offset +78 is
clamped to +68, so the tip is at x=1002, not 1012. Left moves left 178, across
its arrow's edge: the offset stays 0 and the popover covers the anchor. Right
fits. None moves left 78.

  $ view add right frame 0,0,1024,768
  $ popover add ru
  $ popover present ru from 1012,512,1,1 in right arrow up animated off
  [0s] ru: didPresent()
  $ popover add rd
  $ popover present rd from 1012,512,1,1 in right arrow down animated off
  [0s] rd: didPresent()
  $ popover add rl
  $ popover present rl from 1012,512,1,1 in right arrow left animated off
  [0s] rl: didPresent()
  $ popover add rr
  $ popover present rr from 1012,512,1,1 in right arrow right animated off
  [0s] rr: didPresent()
  $ popover add rn
  $ popover present rn from 1012,512,1,1 in right arrow none animated off
  [0s] rn: didPresent()
  $ print right
  view right frame=0,0,1024,768
    popover ru arrow=(up offset=68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=997,522,10,10 presented frame=844,512,180,90
      image ru.background frame=0,0,180,90
      view ru.content frame=10,20,160,60
    popover rd arrow=(down offset=68 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=997,492,10,10 presented frame=844,422,180,90
      image rd.background frame=0,0,180,90
      view rd.content frame=10,10,160,60
    popover rl arrow=(left offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=844,507,10,10 presented frame=834,472,190,80
      image rl.background frame=0,0,190,80
      view rl.content frame=20,10,160,60
    popover rr arrow=(right offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=992,507,10,10 presented frame=822,472,190,80
      image rr.background frame=0,0,190,80
      view rr.content frame=10,10,160,60
    popover rn arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=844,472,180,80
      image rn.background frame=0,0,180,80
      view rn.content frame=10,10,160,60
  $ view remove right

Top edge, anchor 341,8. Up fits. Down moves down 82, across its arrow's edge:
the offset stays 0 and the popover covers the anchor. Left moves down 32; the
offset -32 is clamped to -18, so the tip is at y=22, not 8. Right moves down
32; the offset -32 is clamped to -18, so the tip is at y=22, not 8. None moves
down 32.

  $ view add top frame 0,0,1024,768
  $ popover add tu
  $ popover present tu from 341,8,1,1 in top arrow up animated off
  [0s] tu: didPresent()
  $ popover add td
  $ popover present td from 341,8,1,1 in top arrow down animated off
  [0s] td: didPresent()
  $ popover add tl
  $ popover present tl from 341,8,1,1 in top arrow left animated off
  [0s] tl: didPresent()
  $ popover add tr
  $ popover present tr from 341,8,1,1 in top arrow right animated off
  [0s] tr: didPresent()
  $ popover add tn
  $ popover present tn from 341,8,1,1 in top arrow none animated off
  [0s] tn: didPresent()
  $ print top
  view top frame=0,0,1024,768
    popover tu arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=336,18,10,10 presented frame=251,8,180,90
      image tu.background frame=0,0,180,90
      view tu.content frame=10,20,160,60
    popover td arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=336,70,10,10 presented frame=251,0,180,90
      image td.background frame=0,0,180,90
      view td.content frame=10,10,160,60
    popover tl arrow=(left offset=-18 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=351,17,10,10 presented frame=341,0,190,80
      image tl.background frame=0,0,190,80
      view tl.content frame=20,10,160,60
    popover tr arrow=(right offset=-18 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=321,17,10,10 presented frame=151,0,190,80
      image tr.background frame=0,0,190,80
      view tr.content frame=10,10,160,60
    popover tn arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=251,0,180,80
      image tn.background frame=0,0,180,80
      view tn.content frame=10,10,160,60
  $ view remove top

Bottom edge, anchor 683,748. Up moves up 70, across its arrow's edge: the
offset stays 0 and the popover covers the anchor. Down fits. Left moves up 20;
the offset +20 is clamped to +18, so the tip is at y=746, not 748. Right moves
up 20; the offset +20 is clamped to +18, so the tip is at y=746, not 748. None
moves up 20.

  $ view add bottom frame 0,0,1024,768
  $ popover add bu
  $ popover present bu from 683,748,1,1 in bottom arrow up animated off
  [0s] bu: didPresent()
  $ popover add bd
  $ popover present bd from 683,748,1,1 in bottom arrow down animated off
  [0s] bd: didPresent()
  $ popover add bl
  $ popover present bl from 683,748,1,1 in bottom arrow left animated off
  [0s] bl: didPresent()
  $ popover add br
  $ popover present br from 683,748,1,1 in bottom arrow right animated off
  [0s] br: didPresent()
  $ popover add bn
  $ popover present bn from 683,748,1,1 in bottom arrow none animated off
  [0s] bn: didPresent()
  $ print bottom
  view bottom frame=0,0,1024,768
    popover bu arrow=(up offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=678,688,10,10 presented frame=593,678,180,90
      image bu.background frame=0,0,180,90
      view bu.content frame=10,20,160,60
    popover bd arrow=(down offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=678,728,10,10 presented frame=593,658,180,90
      image bd.background frame=0,0,180,90
      view bd.content frame=10,10,160,60
    popover bl arrow=(left offset=18 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=693,741,10,10 presented frame=683,688,190,80
      image bl.background frame=0,0,190,80
      view bl.content frame=20,10,160,60
    popover br arrow=(right offset=18 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=663,741,10,10 presented frame=493,688,190,80
      image br.background frame=0,0,190,80
      view br.content frame=10,10,160,60
    popover bn arrow=(none offset=0 size=10,10 cornerOffset=0) contentSize=160,60 arrowRect=0,0,0,0 presented frame=593,688,180,80
      image bn.background frame=0,0,180,80
      view bn.content frame=10,10,160,60
  $ view remove bottom
