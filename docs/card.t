The README's card (its last tour block), drawn to card.svg beside this file, where
the README shows it: `scenesim test docs/card.t` checks that card.svg is what the
block draws, as the tour itself writes its picture to /tmp.

  $ screen iphone
  $ view add card frame 20,40,280,200 color white
  $ view add ok frame 180,180,100,40 in card color blue
  $ popover add pop size 120x40
  $ popover present pop from 200,220,60,40 arrow down animated off
  [0s] pop: didPresent()
  $ render svg card.svg
  wrote card.svg: 320x502 px at t=0s, 2141 bytes
