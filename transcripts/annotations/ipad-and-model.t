On an iPad the same rules apply with the iPad's sizes: each annotation is shown
at its portrait or landscape rect as the interface stands, and turning moves
every view with adjustPositionToRect: (no new arrow offset). `annotations at`
asks the model which view holds a point (viewAtPoint:, annotationForView:);
the frame counts, margins included.

  $ screen ipad
  $ annotation add left portrait 10,500,1,1 landscape 10,380,1,1 arrow left animated off text "Menu"
  [0s] left: didPresent()
  [0s] annotations: didEndPresent()
  $ annotation add top portrait 700,20,1,1 landscape 960,20,1,1 arrow up animated off text "Share"
  [0s] top: didPresent()
  [0s] annotations: didEndPresent()
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  left portrait=10,500,1,1 landscape=10,380,1,1 arrow=left delay=0s animated=false dismissOnTouch=true text="Menu" view=10,460,190,80
  top portrait=700,20,1,1 landscape=960,20,1,1 arrow=up delay=0s animated=false dismissOnTouch=true text="Share" view=588,20,180,90
  $ annotations at 15,505
  left (view left)
  $ annotations at 5,5
  no annotation at 5,5
  $ rotate landscape animated off
  [0s] window: didRotate(from: portrait)
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  left portrait=10,500,1,1 landscape=10,380,1,1 arrow=left delay=0s animated=false dismissOnTouch=true text="Menu" view=10,340,190,80
  top portrait=700,20,1,1 landscape=960,20,1,1 arrow=up delay=0s animated=false dismissOnTouch=true text="Share" view=844,20,180,90
  $ rotate portrait animated off
  [0s] window: didRotate(from: landscape)
  $ annotations
  visible true container=default needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  left portrait=10,500,1,1 landscape=10,380,1,1 arrow=left delay=0s animated=false dismissOnTouch=true text="Menu" view=10,460,190,80
  top portrait=700,20,1,1 landscape=960,20,1,1 arrow=up delay=0s animated=false dismissOnTouch=true text="Share" view=588,20,180,90
