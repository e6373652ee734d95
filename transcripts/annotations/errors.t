The container type is fixed once the container exists; unknown annotations and
automatic arrows are refused.

  $ annotations container radial
  $ annotation add a portrait 100,100,1,1 arrow up animated off
  [0s] a: didPresent()
  [0s] annotations: didEndPresent()
  $ annotations container default
  error: cannot do that to 'annotations.container' at column 23; the container already exists; set its type first
  $ annotation remove nope
  error: unknown id 'nope' at column 19; annotations: a
  $ annotation add b arrow auto
  error: arrow auto is for popovers only at column 24; give up, down, left, right or none
  $ annotation add a portrait 1,1,1,1
  error: id 'a' is already taken (by a node of kind annotation) at column 16; choose another id or remove the old node
  $ annotations
  visible true container=radial needsToPresent=0 needsToDismiss=0 dismissOnBackgroundTouch=true
  a portrait=100,100,1,1 landscape=0,0,0,0 arrow=up delay=0s animated=false dismissOnTouch=true view=10,100,180,90
