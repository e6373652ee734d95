import SimCommands
import SimGeometry
import SimMotion
import SimScene

extension Maps {
  /// The options `pin add` and `pin set` share: the map's own, with each style's after
  /// the first of them, declared in this order.
  public struct PinArgs: Sendable {
    /// The annotation's title.
    public let title: OptionalArg<String>
    /// Its subtitle.
    public let subtitle: OptionalArg<String>
    /// The view's style.
    public let style: OptionalArg<PinStyle>
    /// The pin colour, which styles may take as theirs (a pulsing view's annotationColor).
    public let color: OptionalArg<Color>
    /// An image pin's image size.
    public let image: OptionalArg<Size>
    /// Whether a standard pin drops when its view comes on screen.
    public let drop: OptionalArg<Bool>
    /// The view's centerOffset.
    public let offset: OptionalArg<Point>
    /// Each style's.
    public let styleOptions: [DeclaredPinOptions]
    /// The view's enabled.
    public let enabled: OptionalArg<Bool>
    /// The view's canShowCallout.
    public let canShowCallout: OptionalArg<Bool>
    /// The view's draggable.
    public let draggable: OptionalArg<Bool>

    init(_ p: inout Parameters, styles: [PinOptions]) {
      title = p.option(
        "title", "TEXT", .text, help: "the annotation's title (the callout shows it)")
      subtitle = p.option(
        "subtitle", "TEXT", .text, help: "its subtitle (beyond GIK: the callout shows it)")
      style = p.option(
        "style", "STYLE",
        .choice(styles.map(\.style.name)) { name in
          styles.first { $0.style.name == name }?.style
        },
        help: "pin (default), pulsing or image")
      color = p.option("color", "C", .color, help: "pin colour; pulsing: annotationColor")
      image = p.option("image", "WxH", .size, help: "image pins: the image's size (default 32x32)")
      drop = p.option(
        "drop", "B", .bool,
        help:
          "standard pins: animatesDrop, a 0.5 s fall as the view comes on screen (default on)")
      offset = p.option("offset", "X,Y", .point, help: "image pins: centerOffset (default 0,0)")
      styleOptions = styles.map { $0.declare(&p) }
      enabled = p.option("enabled", "B", .bool, help: "MKAnnotationView.enabled (default on)")
      canShowCallout = p.option(
        "can-show-callout", "B", .bool,
        help: "MKAnnotationView.canShowCallout: MapKit's own callout (default off)")
      draggable = p.option(
        "draggable", "B", .bool,
        help: "MKAnnotationView.draggable: a long press drags the view (default off)")
    }

    /// Every one of them.
    var handles: [any ArgHandle] {
      [title, subtitle, style, color, image, drop, offset] + styleOptions.flatMap(\.handles)
        + [enabled, canShowCallout, draggable]
    }

    /// Applies the options to `details`: the map's, then each style's; says whether a view's
    /// setters would rebuild it (a new colour always counts).
    func apply(_ args: ParsedArguments, to details: inout PinDetails) -> Bool {
      if let v = args[title] { details.title = v }
      if let v = args[subtitle] { details.subtitle = v }
      if let v = args[style] { details.style = v }
      if let v = args[drop] { details.animatesDrop = v }
      var rebuild = false
      if let v = args[color] {
        details.color = v
        rebuild = true
      }
      if let v = args[image] { details.imageSize = v }
      if let v = args[offset] { details.imageOffset = v }
      if let v = args[enabled] { details.enabled = v }
      if let v = args[draggable] { details.draggable = v }
      if let v = args[canShowCallout] { details.canShowCallout = v }
      for options in styleOptions where options.apply(args, self, &details) { rebuild = true }
      return rebuild
    }
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
      return .word(text)
    },
    words: { scene, _, _ in
      // Views on screen first; a map of a million pins offers only those.
      let shown = scene.ids.filter { scene.node($0)?.kind == .pin }
      return shown.isEmpty ? scene.pinIDs(limit: 1000) : shown
    })

  /// The pin commands, with the options of `styles`.
  static func pinCommands(_ styles: [PinOptions]) -> [CommandSpec] {
    [
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
          """
      ) { p in
        let idArg = p.positional("ID", .newID, help: "the pin (and its view's id)")
        let at = p.requiredOption("at", "LAT,LON", .coordinate, help: "where")
        let on = onMap(&p)
        let options = PinArgs(&p, styles: styles)
        return { session, args throws(CommandError) in
          let id = args[idArg]
          let at = args[at]
          let map = try targetMap(args, on, session.scene)
          var details = PinDetails()
          _ = options.apply(args, to: &details)
          return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
            try session.scene.addPins([NewPin(id: id, coordinate: at, details: details)], to: map)
            return []
          }
        }
      },
      CommandSpec(
        ["pin", "set"], group: groupPins,
        abstract: "change a pin's title, style or SVPulsingAnnotationView properties",
        discussion: """
          As SVPulsingAnnotationView's setters do, color, delay, pulse-duration and dot-image
          rebuild the layers of a view on the map (its pulse starts over, a running pop-in
          stops); the other pulsing properties wait for the next rebuild. at moves the pin.
          The defaults are the implementation's: the dot pulses over 1.5 s with no delay
          between the halo's cycles (SVPulsingAnnotationView.m 41 and 44), where the
          header and the README say 1 s and 1 s. What an app sees on screen is what the code
          does, so scenesim follows the code; `pin set ID pulse-duration 1 delay 1` gives
          the documented figures.
          """
      ) { p in
        let idArg = p.positional("ID", .custom(pin), help: "the pin")
        let at = p.option("at", "LAT,LON", .coordinate, help: "move it (setCoordinate:)")
        let selectionEnabled = p.option(
          "selection-enabled", "B", .bool,
          help: "the view's GIK selectionEnabled: off, it does not show itself selected")
        let options = PinArgs(&p, styles: styles)
        // Every option but selection-enabled, in order.
        let keys = p.options.map(\.name).filter { $0 != "selection-enabled" }
        let settable: [any ArgHandle] = [at] + options.handles
        return { session, args throws(CommandError) in
          let id = args[idArg]
          guard let (map, n) = session.scene.pinRef(id), let state = session.scene.mapState(map)
          else { return [] }
          var details = state.details(of: n)
          let rebuild = options.apply(args, to: &details)
          let at = args[at]
          // enabled sets the view's property even when the pin's own value is already so: GIK
          // may have turned the view back on.
          let enabled = args[options.enabled]
          let viewEnabled = state.views[n]?.isEnabled
          if let b = args[selectionEnabled] {
            try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
              try session.scene.setSelectionEnabled(id, b)
            }
            if !args.givesAny(settable) { return [] }
          }
          guard args.givesAny(settable) else {
            throw CommandError(
              "nothing to set", column: args.endColumn,
              hint: "give KEY VALUE pairs: " + keys.joined(separator: ", "))
          }
          // Values the pin already has change nothing, as a setter given the same value does.
          guard
            details != state.details(of: n) || at != nil || rebuild
              || (enabled != nil && viewEnabled != nil && enabled != viewEnabled)
          else { return [] }
          return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
            if let at { try session.scene.movePin(id, to: at) }
            try session.scene.setPinDetails(
              id, details, rebuild: rebuild, setsEnabled: enabled != nil)
            return []
          }
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
          """
      ) { p in
        let idArg = p.positional("ID", .custom(pin), help: "the pin")
        return { session, args throws(CommandError) in
          let id = args[idArg]
          return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
            try session.scene.removePin(id)
            return []
          }
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
          """
      ) { p in
        let n = p.positional("N", .number(1...2_000_000), help: "how many")
        let on = onMap(&p)
        let seed = p.option(
          "seed", "S", .number(0...1_000_000_000),
          help: "the generator's seed, a whole number up to 1e9 (default 1)")
        let span = p.option(
          "span", "DLAT,DLON", .span, help: "the area about the centre (default visible)")
        return { session, args throws(CommandError) in
          let count = args[n]
          guard count == count.rounded() else {
            throw CommandError("N must be a whole number", column: args.column(of: n))
          }
          let map = try targetMap(args, on, session.scene)
          var area: Rect?
          if let span = args[span], let region = session.scene.mapRegion(map) {
            area = Mercator.rect(
              center: region.center,
              span: CoordinateSpan(latitudeDelta: span.latitude, longitudeDelta: span.longitude))
          }
          let seedValue = args[seed] ?? 1
          guard seedValue == seedValue.rounded() else {
            throw CommandError("the seed must be a whole number", column: args.column(of: seed))
          }
          return try sceneCall(at: args.column(of: n)) { () throws(SceneError) in
            try session.scene.scatterPins(
              on: map, count: Int(count), seed: UInt64(seedValue), area: area)
            return []
          }
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
          """
      ) { p in
        let file = p.positional("FILE", .file, help: "the file's path")
        let on = onMap(&p)
        return { session, args throws(CommandError) in
          let path = args[file]
          let map = try targetMap(args, on, session.scene)
          let text = try session.readText(path, column: args.column(of: file))
          do throws(PinFileError) {
            let count = try session.scene.loadPins(text, on: map)
            return ["loaded \(count) pin\(count == 1 ? "" : "s") on \(map)"]
          } catch {
            throw CommandError("\(clip(path)): \(error.message)", column: args.column(of: file))
          }
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
          """
      ) { p in
        let idArg = p.positional("ID", .custom(pin), help: "the pin")
        return { session, args throws(CommandError) in
          let id = args[idArg]
          return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
            selectionLine(id, try session.scene.selectPin(id), select: true)
          }
        }
      },
      CommandSpec(
        ["pin", "deselect"], group: groupPins,
        abstract: "deselectAnnotation:animated: (GIK removes the callout at once)",
        discussion: """
          didDeselectAnnotationView fires; while the pin's selectionEnabled is on (it is off
          for 1 s after a touch on the callout) the view's look follows and GIK removes the
          callout annotation, its view going to the reuse queue with no animation.
          """
      ) { p in
        let idArg = p.positional("ID", .custom(pin), help: "the pin")
        return { session, args throws(CommandError) in
          let id = args[idArg]
          return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
            selectionLine(id, try session.scene.deselectPin(id), select: false)
          }
        }
      },
    ]
  }
}
