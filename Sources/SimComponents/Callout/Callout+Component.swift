import SimCommands
import SimGeometry
import SimScene

extension Component {
  /// GIKAnimatedCallout d345568: the callout a selected pin shows, sliding aside and
  /// expanding into its detail view.
  public static let callout = Component(
    name: "callout", commands: GIK.calloutCommands, topics: GIK.topics, drawings: GIK.drawings,
    quirks: GIK.quirks, eras: [Eras.gikEra],
    settings: [
      Setting("callout autopan", order: 30) { scene in
        scene.maps.autopan
          ? "on (padding \(NumberFormat.string(scene.maps.autopanPadding)))" : "off"
      }
    ],
    events: [
      .callout: ["completion", "disableMapSelections", "accessoryButtonTapped", "didSelectRow"]
    ])
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
