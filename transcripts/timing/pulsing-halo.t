SVPulsingAnnotationView's halo (the pulsing ring around the user-location
dot) is one CAAnimationGroup under the key "pulse" on a 120-point halo layer
whose model opacity is 0: duration 3 s, repeating forever, not removed on
completion, with the `default` timing function (0.25,0.1) (0.25,1). Its
children, both 3 s long: transform.scale.xy from 0 to 1, and a keyframe
opacity through 0.45, 0.45, 0 at key times 0, 0.2, 1. The group's timing
function warps the children's time: t seconds into an iteration the
children see τ = 3·default(t/3); the scale is τ/3, and the opacity stays 0.45 until τ = 0.6 and then falls
linearly to 0 at τ = 3.

  $ view add halo frame 100,180,120,120 alpha 0
  $ anim basic grow transform.scale.xy from 0 to 1 duration 3
  $ anim keyframes fade opacity values 0.45 0.45 0 key-times 0 0.2 1 duration 3
  $ anim group pulse children grow fade duration 3 repeat forever timing default removed-on-completion off
  $ anim add pulse to halo as pulse
  $ pending
  animating halo pulse [transform.scale, opacity] 0s..forever

At 0.3 s, τ = 3·default(0.1) = 0.284389: the ring is at scale 0.095 (11.376
points wide, still centred at 160,240) and its opacity is still 0.45.

  $ tick 0.3
  $ print halo
  view halo frame=154.312,234.312,11.376,11.376 bounds=0,0,120,120 alpha=0.45 transform=0.095,0,0,0.095,0,0 animating

At 0.75 s, τ = 1.225532: scale 0.409, opacity 0.45·(1 - (τ - 0.6)/2.4) =
0.333.

  $ tick 0.45
  $ print halo
  view halo frame=135.489,215.489,49.021,49.021 bounds=0,0,120,120 alpha=0.333 transform=0.409,0,0,0.409,0,0 animating

At 1.5 s, τ = 2.40721: scale 0.802, opacity 0.111; at 2.25 s, τ = 2.881377:
scale 0.96, opacity 0.022.

  $ tick 0.75
  $ print halo
  view halo frame=111.856,191.856,96.288,96.288 bounds=0,0,120,120 alpha=0.111 transform=0.802,0,0,0.802,0,0 animating
  $ tick 0.75
  $ print halo
  view halo frame=102.372,182.372,115.255,115.255 bounds=0,0,120,120 alpha=0.022 transform=0.96,0,0,0.96,0,0 animating

At 3 s the second iteration starts over from scale 0 and opacity 0.45, and
3.75 s looks like 0.75 s.

  $ tick 0.75
  $ print halo
  view halo frame=160,240,0,0 bounds=0,0,120,120 alpha=0.45 transform=0,0,0,0,0,0 animating
  $ tick 0.75
  $ print halo
  view halo frame=135.489,215.489,49.021,49.021 bounds=0,0,120,120 alpha=0.333 transform=0.409,0,0,0.409,0,0 animating

The pulse never ends: `settle` returns at once and names it.

  $ settle
  settled at 3.75s
  still running, never ending: halo pulse
