import SimCommands
import SimGeometry
import SimScene

extension Component {
  /// GIKAnimatedCallout d345568: the callout a selected pin shows, sliding aside and
  /// expanding into its detail view.
  public static let callout = Component(
    name: "callout", commands: GIK.calloutCommands, topics: GIK.topics,
    kinds: [
      KindDeclaration(
        .callout, describe: { scene, id in scene.calloutFields(id) },
        touches: { scene, id, touch in scene.calloutTouch(id, touch) },
        events: ["completion", "disableMapSelections", "accessoryButtonTapped", "didSelectRow"]),
      KindDeclaration(
        .calloutAccessory, touches: { scene, id, touch in scene.calloutAccessoryTouch(id, touch) }),
      KindDeclaration(
        .calloutTable, describe: { scene, id in scene.calloutTableFields(id) },
        touches: { scene, id, touch in scene.calloutTableTouch(id, touch) }),
      KindDeclaration(.calloutTableRow, describe: { scene, id in scene.calloutRowFields(id) }),
    ],
    // A table cell's labels print their text.
    kindExtensions: [
      KindExtension(.label) { scene, id in
        guard let link = scene.partLink(of: id), link.name.hasPrefix(GIK.rowPrefix),
          let text = scene.calloutCellLabelText(id, link.name, callout: link.owner)
        else { return [] }
        return [FrameField("text", .string(text.text))]
      }
    ],
    drawings: GIK.drawings,
    storage: [
      StorageDeclaration(GIK.storage) { scene, removed in scene.forgetCallouts(removed) }
    ],
    contributions: [Contribution(Maps.presenters, GIK.presenter)],
    quirks: GIK.quirks, eras: [Maps.era],
    settings: [
      Setting("callout autopan", order: 30) { scene in
        let state = scene.calloutsState
        return state.autopan
          ? "on (padding \(NumberFormat.string(state.autopanPadding)))" : "off"
      }
    ])
}

extension Scene {
  /// A touch on a callout. GIKCalloutView.m 124–135, 539–551: its tap and long-press
  /// recognizers recognize together (the delegate says YES to both), and each turns
  /// selections off when it ends (handleTapFrom:, handleLongPressFrom:, 525–537), the tap's
  /// first as it was added first: a still press of 0.5 to 0.75 s is both. Its pan
  /// recognizer cancels the map's.
  mutating func calloutTouch(_ id: NodeID, _ touch: Touch) {
    guard touch.phase == .ended else { return }
    if touch.gestures.isTap { disableMapSelections(id) }
    if touch.gestures.isLongPress { disableMapSelections(id) }
  }

  /// A touch on the callout's accessory, a UIButton: its action on touch-up inside its
  /// bounds. From iOS 6 a tap on it is the button's alone, as a control's default action
  /// wins over a tap recognizer on a superview; before, the callout's tap recognizer
  /// recognizes it too, and as it delays touchesEnded (GIKCalloutView.m 124-126) its
  /// action, turning selections off, comes before the button's. A long press also ends the
  /// callout's long-press recognizer.
  mutating func calloutAccessoryTouch(_ id: NodeID, _ touch: Touch) {
    guard touch.phase == .ended, let node = node(id),
      let callout = node.parent.flatMap({ self.node($0)?.parent })
    else { return }
    if touch.gestures.isTap && (iosVersion ?? Maps.era.version) < 6 {
      disableMapSelections(callout)
    }
    // The long press ends wherever the finger lifts (cancelsTouchesInView = NO).
    if touch.gestures.isLongPress { disableMapSelections(callout) }
    guard node.layer.bounds.contains(touch.location) else { return }
    _ = try? expandCallout(callout)
  }
}

extension GIK {
  /// The quirks of GIKAnimatedCallout d345568.
  public static let quirks: [Quirk] = [
    Quirk(
      name: "callout-outlives-pin",
      summary: "a pin removed while selected or with its callout leaves the callout on the "
        + "map, as MapKit tells the delegate nothing; the next deselection reports the pin "
        + "and removes it (off: the callout goes with its pin)"),
    Quirk(
      name: "callout-center-in-superview",
      summary: "calculateOffsets takes the map's centre in the map's superview but the pin "
        + "in the map, so a map not at 0,0 misplaces the bubble (off: both in the map)"),
    Quirk(
      name: "callout-reuse-keeps-side-arrow",
      summary: "a reused callout view keeps the side arrow it had, until the first frame "
        + "of the next expansion (off: side arrows reset with the view)"),
    Quirk(
      name: "callout-offset-half-point",
      summary: "after expanding, the callout's centerOffset puts it 0.5 pt lower than "
        + "the expansion left it, seen at the next region change (off: no jump)"),
    Quirk(
      name: "callout-enables-disabled-pins",
      summary: "a second after a touch on a callout, GIK enables every annotation view it "
        + "turned off, also those the app had turned off (off: those stay off)"),
  ]

  /// What `help callout` adds after its commands.
  static let topics: [String: [String]] = [
    "callout": [
      "GIKAnimatedCallout d345568: selecting a pin adds a callout annotation at its "
        + "coordinate whose view, ID.callout, is the bubble: 70 high, as wide as the title "
        + "(bold 17 pt, Helvetica-Bold metrics of Nimbus Sans Bold, rounded up) + 63 made "
        + "even, 59 points above the coordinate, centred on the map or held 38 points from "
        + "its edge when the pin is far from the centre. It pops in (scale 0.001 -> 1.1 -> "
        + "0.95 -> 1 in three 0.1 s ease-out steps about the arrow tip). Its arrows are "
        + "image strips stepped at 60 Hz: print shows their frames (0 to 14).",
      "A tap on the callout (on its accessory too before iOS 6, as under ios auto) turns "
        + "map selections off for 1 s "
        + "(disableMapSelections); deselecting removes the callout at once, but not during "
        + "that second, so a pin selected then gets a second callout beside the first. "
        + "Scrolling it out of sight and back makes a new view, in default mode again, as "
        + "MapKit would.",
    ]
  ]
}
