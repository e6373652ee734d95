GIKCalloutView draws its bubble with fifteen image views (GIKCalloutView.m
43-48), which layoutSubviews places for the view's size and mode (381-489).
callout pieces prints them. In default mode the side arrows and the pieces below
them are hidden and the middle column takes the whole height between the top
row and the bottom arrow's row; the piece left of the down arrow is as wide as
bottomArrowHorizontalOffset less the 15-pt side.

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham"
  $ pin select parc55
  [0s] m: didSelectAnnotationView(annotation: parc55)
  [0s] m: detailForAnnotation(annotation: parc55)
  $ settle
  [0.1s] parc55.callout: completion(pop: 1.1, finished: true)
  [0.2s] parc55.callout: completion(pop: 0.95, finished: true)
  [0.3s] parc55.callout: completion(pop: 1, finished: true)
  settled at 0.5s
  $ callout pieces parc55
  topLeft 0,0,15,24
  topMiddle 15,0,180,24
  topRight 195,0,15,24
  leftAboveArrow 0,24,15,1
  middleMiddle 15,24,180,1
  rightAboveArrow 195,24,15,1
  leftArrow -13,25,28,35 hidden
  rightArrow 195,25,28,35 hidden
  leftBelowArrow 0,60,15,1 hidden
  rightBelowArrow 195,60,15,1 hidden
  bottomLeft 0,25,15,32
  bottomLeftOfArrow 15,25,5,32
  bottomArrow 20,25,35,45
  bottomRightOfArrow 55,25,140,32
  bottomRight 195,25,15,32

Expanded, the side arrows sit level with the pin's view: the pieces above them
end 9 points above the view's top (SIDE_ARROW_ANNOTATION_OFFSET), and the pieces
below take the rest down to the bottom row.

  $ callout detail parc55
  [0.5s] parc55.callout: accessoryButtonTapped()
  $ settle
  [0.8s] parc55.callout: completion(phase: 1, finished: true)
  [1.1s] parc55.callout: completion(phase: 2, finished: true)
  settled at 1.1s
  $ callout pieces parc55.callout
  topLeft 0,0,15,24
  topMiddle 15,0,316,24
  topRight 331,0,15,24
  leftAboveArrow 0,24,15,159
  middleMiddle 15,24,316,351
  rightAboveArrow 331,24,15,159
  leftArrow -13,183,28,35
  rightArrow 331,183,28,35
  leftBelowArrow 0,218,15,157
  rightBelowArrow 331,218,15,157
  bottomLeft 0,375,15,32
  bottomLeftOfArrow 15,375,5,32
  bottomArrow 20,375,35,45
  bottomRightOfArrow 55,375,276,32
  bottomRight 331,375,15,32

A pin far right of the centre puts the down arrow at the bubble's right end
(calculateOffsets, .m 175-184). A title this long makes the bubble wide enough
that the offset passes 294, and in detail mode layoutSubviews takes 40 points off
the piece left of the arrow (.m 458-460), whose strip has gone flat by then. The
piece right of the arrow then comes out 9 points wide the wrong way: -9, as the
original adds origins and widths; the corner after it starts where that width
ends, so the row still closes at the bubble's edge.

  $ pin add far at 37.7853,-122.4045 title "The Very Long Name Of A Hotel Far Right"
  $ pin select far
  [1.1s] m: didDeselectAnnotationView(annotation: parc55)
  [1.1s] m: didSelectAnnotationView(annotation: far)
  [1.1s] m: detailForAnnotation(annotation: far)
  $ settle
  [1.2s] far.callout: completion(pop: 1.1, finished: true)
  [1.3s] far.callout: completion(pop: 0.95, finished: true)
  [1.4s] far.callout: completion(pop: 1, finished: true)
  settled at 1.6s
  $ callout pieces far
  topLeft 0,0,15,24
  topMiddle 15,0,370,24
  topRight 385,0,15,24
  leftAboveArrow 0,24,15,1
  middleMiddle 15,24,370,1
  rightAboveArrow 385,24,15,1
  leftArrow -13,25,28,35 hidden
  rightArrow 385,25,28,35 hidden
  leftBelowArrow 0,60,15,1 hidden
  rightBelowArrow 385,60,15,1 hidden
  bottomLeft 0,25,15,32
  bottomLeftOfArrow 15,25,330,32
  bottomArrow 345,25,35,45
  bottomRightOfArrow 380,25,5,32
  bottomRight 385,25,15,32
  $ callout detail far
  [1.6s] far.callout: accessoryButtonTapped()
  $ settle
  [1.9s] far.callout: completion(phase: 1, finished: true)
  [2.2s] far.callout: completion(phase: 2, finished: true)
  settled at 2.2s
  $ callout pieces far
  topLeft 0,0,15,24
  topMiddle 15,0,316,24
  topRight 331,0,15,24
  leftAboveArrow 0,24,15,159
  middleMiddle 15,24,316,351
  rightAboveArrow 331,24,15,159
  leftArrow -13,183,28,35
  rightArrow 331,183,28,35
  leftBelowArrow 0,218,15,157
  rightBelowArrow 331,218,15,157
  bottomLeft 0,375,15,32
  bottomLeftOfArrow 15,375,290,32
  bottomArrow 305,375,35,45
  bottomRightOfArrow 340,375,-9,32
  bottomRight 331,375,15,32
  $ callout pieces nothing
  error: no callout on screen for 'nothing' at column 16; select a pin first: pin select ID
