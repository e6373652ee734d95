import SimCommands
import SimGeometry
import SimMotion
import SimScene

extension Maps {
  /// The options of `pin add` and `pin set` that are the map's own, before the styles'.
  static func pinOptionsBefore(_ styles: [PinOptions]) -> [Parameter] {
    [
      .option("title", "TEXT", .text, help: "the annotation's title (the callout shows it)"),
      .option(
        "subtitle", "TEXT", .text, help: "its subtitle (beyond GIK: the callout shows it)"),
      .option(
        "style", "STYLE", .choice(styles.map(\.style.name)),
        help: "pin (default), pulsing or image"),
      .option("color", "C", .color, help: "pin colour; pulsing: annotationColor"),
      .option("image", "WxH", .size, help: "image pins: the image's size (default 32x32)"),
      .option(
        "drop", "B", .bool,
        help:
          "standard pins: animatesDrop, a 0.5 s fall as the view comes on screen (default on)"),
      .option("offset", "X,Y", .point, help: "image pins: centerOffset (default 0,0)"),
    ]
  }

  /// The options of `pin add` and `pin set` that are the map's own, after the styles'.
  static let pinOptionsAfter: [Parameter] = [
    .option("enabled", "B", .bool, help: "MKAnnotationView.enabled (default on)"),
    .option(
      "can-show-callout", "B", .bool,
      help: "MKAnnotationView.canShowCallout: MapKit's own callout (default off)"),
    .option(
      "draggable", "B", .bool,
      help: "MKAnnotationView.draggable: a long press drags the view (default off)"),
  ]

  /// Every option `pin add` and `pin set` share: the map's, with each style's among them.
  static func pinOptions(_ styles: [PinOptions]) -> [Parameter] {
    pinOptionsBefore(styles) + styles.flatMap(\.options) + pinOptionsAfter
  }

  /// Applies the pin options to `details`: the map's, then each style's; says whether a
  /// view's setters would rebuild it (a new colour always counts).
  static func applyPinOptions(
    _ args: ParsedArguments, to details: inout PinDetails, styles: [PinOptions]
  ) -> Bool {
    if let v = args.word("title") { details.title = v }
    if let v = args.word("subtitle") { details.subtitle = v }
    if let name = args.word("style"), let v = styles.first(where: { $0.style.name == name }) {
      details.style = v.style
    }
    if let v = args.bool("drop") { details.animatesDrop = v }
    var rebuild = false
    if let v = args.color("color") {
      details.color = v
      rebuild = true
    }
    if let v = args.size("image") { details.imageSize = v }
    if let v = args.point("offset") { details.imageOffset = v }
    if let v = args.bool("enabled") { details.enabled = v }
    if let v = args.bool("draggable") { details.draggable = v }
    if let v = args.bool("can-show-callout") { details.canShowCallout = v }
    for style in styles where style.apply(args, &details) { rebuild = true }
    return rebuild
  }

  static func selectionLine(_ id: String, _ result: PinSelectionResult, select: Bool) -> [String] {
    switch result {
    case .done: []
    case .unchanged: ["\(id) is already \(select ? "selected" : "not selected")"]
    case .noView: ["\(id) has no view (not near the visible rect): selectAnnotation does nothing"]
    case .notEnabled: ["\(id)'s view is not enabled: it cannot be selected"]
    }
  }

  /// The id of a pin on a map, with a view or not.
  static let pin = CustomArgument(
    expectation: "the id of a pin",
    parse: { text, scene throws(CommandError) in
      guard scene.isPin(text) else {
        let known = scene.pinIDs()
        var hint =
          known.isEmpty ? "no pins yet; add one with pin add" : "known: " + Suggest.listing(known)
        if known.isEmpty, scene.maps.maps.values.contains(where: { $0.pinCount > 0 }) {
          hint = "too many pins to list; map show MAP counts them"
        }
        if let mean = Suggest.didYouMean(text, in: known) { hint = mean + " " + hint }
        throw CommandError("unknown pin '\(clip(text))'", hint: hint)
      }
      return .id(text)
    },
    words: { scene, _, _ in
      // Views on screen first; a map of a million pins offers only those.
      let shown = scene.ids.filter { scene.node($0)?.kind == .pin }
      return shown.isEmpty ? scene.pinIDs(limit: 1000) : shown
    })

  /// The pin commands, with the options of `styles`.
  static func pinCommands(_ styles: [PinOptions]) -> [CommandSpec] {
    let pinOptions = pinOptions(styles)
    return [
      CommandSpec(
        ["pin", "add"], group: groupPins,
        abstract: "addAnnotation: a pin and, near the visible rect, its annotation view",
        discussion: """
          Styles: pin is a GIKPinAnnotationView, modelled on MKPinAnnotationView (32x39,
          centerOffset 8,-15 so the tip is on the coordinate, calloutOffset -8,0; Apple does
          not document these); image is a GIKAnnotationView of the image's size; pulsing is
          SVPulsingAnnotationView 20a3b83 (22x22: a white ring with a shadow, a 16-point
          colour dot, and a halo 22 x 5.3 across pulsing forever: scale 0 -> 1 over the outer
          duration, opacity 0.45, 0.45, 0 at 0, 0.2, 1, the group outer + delay long with the
          default curve; the dot pulses only when the delay is above 0; the view pops in
          through 0.05, 1.25, 0.8, 1.1, 0.9, 1 in 0.3 s). look ios6 is the iOS 6 look of tag
          0.3 (23x23, three halo ring images of radius 20, 35 and 50). on MAP may be left out
          when there is one map. Standard pins drop when their view comes on screen, its frame
          starting to meet the map's bounds (GIKPinAnnotationView sets animatesDrop, which
          "occurs whenever the view transitions from offscreen to onscreen"); a view made in
          the margin above the map waits there and drops when a region change brings it in.
          Apple documents no timing: scenesim lets the view fall from just above the map's
          top edge in 0.5 s, the duration public re-creations use (NAMapKit, Stack Overflow
          6808876), ease-in, with no bounce; drop off turns it off. Only standard pins drop,
          as only MKPinAnnotationView has animatesDrop: image and pulsing pins take drop and
          ignore it. The ids the view gives the nodes it makes are the pin's too: ID.halo,
          ID.ring, ID.dot, ID.image, ID.heading, ID.mkcallout and its callout's (ID.callout,
          or ID.callout2, ID.callout3 and on when nodes are under that), with the nodes under
          them; no view may take them, and no pin comes whose parts' ids are views already.
          """,
        positionals: [.positional("ID", .newID, help: "the pin (and its view's id)")],
        options: [
          .option("at", "LAT,LON", .coordinate, required: true, help: "where"),
          .option("on", "MAP", .node(kinds: [.map]), help: "the map (default: the only one)"),
        ] + pinOptions
      ) { session, args throws(CommandError) in
        guard let id = args.id("ID"), let at = args.coordinate("at") else { return [] }
        let map = try targetMap(args, session.scene)
        var details = PinDetails()
        _ = applyPinOptions(args, to: &details, styles: styles)
        return try sceneCall(args, "ID") { () throws(SceneError) in
          try session.scene.addPins([NewPin(id: id, coordinate: at, details: details)], to: map)
          return []
        }
      },
      CommandSpec(
        ["pin", "set"], group: groupPins,
        abstract: "change a pin's title, style or SVPulsingAnnotationView properties",
        discussion: """
          As SVPulsingAnnotationView's setters do, color, delay, pulse-duration and dot-image
          rebuild the layers of a view on the map (its pulse starts over, a running pop-in
          stops); the other pulsing properties wait for the next rebuild. at moves the pin.
          """,
        positionals: [.positional("ID", .custom(pin), help: "the pin")],
        options: [
          .option("at", "LAT,LON", .coordinate, help: "move it (setCoordinate:)"),
          .option(
            "selection-enabled", "B", .bool,
            help: "the view's GIK selectionEnabled: off, it does not show itself selected"),
        ]
          + pinOptions
      ) { session, args throws(CommandError) in
        guard let id = args.id("ID"), let (map, n) = session.scene.pinRef(id),
          let state = session.scene.mapState(map)
        else { return [] }
        var details = state.details(of: n)
        let rebuild = applyPinOptions(args, to: &details, styles: styles)
        let at = args.coordinate("at")
        // enabled sets the view's property even when the pin's own value is already so: GIK
        // may have turned the view back on.
        let enabled = args.bool("enabled")
        let viewEnabled = state.views[n]?.isEnabled
        let keys = ["at"] + pinOptions.map(\.name)
        if let b = args.bool("selection-enabled") {
          _ = try sceneCall(args, "ID") { () throws(SceneError) in
            try session.scene.setSelectionEnabled(id, b)
            return []
          }
          if !keys.contains(where: args.has) { return [] }
        }
        guard keys.contains(where: args.has) else {
          throw CommandError(
            "nothing to set", column: args.endColumn,
            hint: "give KEY VALUE pairs: " + keys.joined(separator: ", "))
        }
        // Values the pin already has change nothing, as a setter given the same value does.
        guard
          details != state.details(of: n) || at != nil || rebuild
            || (enabled != nil && viewEnabled != nil && enabled != viewEnabled)
        else { return [] }
        return try sceneCall(args, "ID") { () throws(SceneError) in
          if let at { try session.scene.movePin(id, to: at) }
          try session.scene.setPinDetails(
            id, details, rebuild: rebuild, setsEnabled: enabled != nil)
          return []
        }
      },
      CommandSpec(
        ["pin", "remove"], group: groupPins,
        abstract: "removeAnnotation: the pin goes with its view",
        discussion: """
          MapKit removes the pin and its view and tells the delegate nothing. So GIK's callout
          annotation, which only a deselection removes (GIKMapViewController.m 89-94), stays
          on the map, and the removed pin stays selected: the next deselection (a tap on the
          map, another pin selected) reports it and removes the callout then. This is quirk
          callout-outlives-pin, the one case where a removal leaves something that belonged
          to the removed thing; with it off, the selection and the callout go with the pin.
          MapKit does not document what a removal does to the selection; keeping it until
          the next deselection is scenesim's model.
          """,
        positionals: [.positional("ID", .custom(pin), help: "the pin")]
      ) { session, args throws(CommandError) in
        guard let id = args.id("ID") else { return [] }
        return try sceneCall(args, "ID") { () throws(SceneError) in
          try session.scene.removePin(id)
          return []
        }
      },
      CommandSpec(
        ["pin", "scatter"], group: groupPins,
        abstract: "N plain pins at reproducible pseudo-random places, for scale",
        discussion: """
          The pins are spread evenly in map points over the map's visible rect, or over the
          span given about the region's centre, from a SplitMix64 generator seeded with S
          (default 1): the same N and seed give the same pins. Their ids are MAP.N, numbered on
          from the pins the map already has (MAP.1, MAP.2 ... on an empty map). Up to 2000000
          pins at once.
          """,
        positionals: [.positional("N", .number(1...2_000_000), help: "how many")],
        options: [
          .option("on", "MAP", .node(kinds: [.map]), help: "the map (default: the only one)"),
          .option(
            "seed", "S", .number(0...1_000_000_000),
            help: "the generator's seed, a whole number up to 1e9 (default 1)"),
          .option("span", "DLAT,DLON", .span, help: "the area about the centre (default visible)"),
        ]
      ) { session, args throws(CommandError) in
        guard let count = args.number("N") else { return [] }
        guard count == count.rounded() else {
          throw CommandError("N must be a whole number", column: args.column(of: "N"))
        }
        let map = try targetMap(args, session.scene)
        var area: Rect?
        if let span = args.coordinate("span"), let region = session.scene.mapRegion(map) {
          area = Mercator.rect(
            center: region.center,
            span: CoordinateSpan(latitudeDelta: span.latitude, longitudeDelta: span.longitude))
        }
        let seedValue = args.number("seed") ?? 1
        guard seedValue == seedValue.rounded() else {
          throw CommandError("the seed must be a whole number", column: args.column(of: "seed"))
        }
        let seed = UInt64(seedValue)
        return try sceneCall(args, "N") { () throws(SceneError) in
          try session.scene.scatterPins(on: map, count: Int(count), seed: seed, area: area)
          return []
        }
      },
      CommandSpec(
        ["pin", "load"], group: groupPins, traits: [.notInEventHooks],
        abstract: "pins from a GeoJSON (Point features) or CSV (id,lat,lon[,title]) file",
        discussion: """
          GeoJSON: a FeatureCollection (or one Feature) of Point geometries; the id comes
          from the feature's id or properties.id (a number N becomes MAP.N), the title from
          properties.title or name.
          CSV: id,lat,lon[,title] per line, an optional header line, "quoted" fields. Pins
          without an id get MAP.N ids. A bad file is reported with its line or feature
          number and adds nothing. In transcripts the path is relative to the transcript.
          """,
        positionals: [.positional("FILE", .file, help: "the file's path")],
        options: [
          .option("on", "MAP", .node(kinds: [.map]), help: "the map (default: the only one)")
        ]
      ) { session, args throws(CommandError) in
        guard let path = args.word("FILE") else { return [] }
        let map = try targetMap(args, session.scene)
        let text = try session.readText(path, column: args.column(of: "FILE"))
        do throws(PinFileError) {
          let count = try session.scene.loadPins(text, on: map)
          return ["loaded \(count) pin\(count == 1 ? "" : "s") on \(map)"]
        } catch {
          throw CommandError("\(clip(path)): \(error.message)", column: args.column(of: "FILE"))
        }
      },
      CommandSpec(
        ["pin", "select"], group: groupPins,
        abstract: "selectAnnotation:animated: (a GIK pin gets its callout)",
        discussion: """
          MapKit deselects the selected pin first (didDeselectAnnotationView; GIK removes its
          callout), then didSelectAnnotationView fires and GIK adds a callout annotation at
          the pin's coordinate (detailForAnnotation asks the data source). A pin without a
          view, or whose view is not enabled, is not selected. Pulsing pins are not GIK
          annotations: they get no callout.
          """,
        positionals: [.positional("ID", .custom(pin), help: "the pin")]
      ) { session, args throws(CommandError) in
        guard let id = args.id("ID") else { return [] }
        return try sceneCall(args, "ID") { () throws(SceneError) in
          selectionLine(id, try session.scene.selectPin(id), select: true)
        }
      },
      CommandSpec(
        ["pin", "deselect"], group: groupPins,
        abstract: "deselectAnnotation:animated: (GIK removes the callout at once)",
        discussion: """
          didDeselectAnnotationView fires; while the pin's selectionEnabled is on (it is off
          for 1 s after a touch on the callout) the view's look follows and GIK removes the
          callout annotation, its view going to the reuse queue with no animation.
          """,
        positionals: [.positional("ID", .custom(pin), help: "the pin")]
      ) { session, args throws(CommandError) in
        guard let id = args.id("ID") else { return [] }
        return try sceneCall(args, "ID") { () throws(SceneError) in
          selectionLine(id, try session.scene.deselectPin(id), select: false)
        }
      },
    ]
  }
}
