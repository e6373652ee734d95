import SimCommands
import SimGeometry
import SimMotion
import SimScene

extension Maps {
  static let groupMaps = CommandGroup("Maps (MKMapView model)", order: 800)
  static let groupPins = CommandGroup(
    "Pins (MKPinAnnotationView, SVPulsingAnnotationView 20a3b83)", order: 810)

  /// The presenters' views on a map as `map show` adds them to its views: ` + callout`,
  /// ` + 2 callouts`, nothing for none.
  static func presentedCounts(_ scene: Scene, _ map: NodeID, _ state: MapViewState) -> String {
    let size = MapViewState.viewSize(scene, map)
    return scene.pinPresenters.map { presenter in
      let count = presenter.views(scene, map, state, size).count
      return [0: "", 1: " + \(presenter.noun.one)"][
        count, default: " + \(count) \(presenter.noun.many)"]
    }.joined()
  }

  /// A coordinate as `lat,lon` with six decimals.
  static func coordinateText(_ c: Coordinate) -> String {
    NumberFormat.string(c.latitude, places: 6) + "," + NumberFormat.string(c.longitude, places: 6)
  }

  /// The map a pin goes on: the one named, or the only map there is.
  static func targetMap(_ args: ParsedArguments, _ scene: Scene, key: String = "on")
    throws(CommandError) -> NodeID
  {
    if let map = args.id(key) { return map }
    let all = scene.maps.maps.keys.sorted()
    guard all.count == 1 else {
      throw CommandError(
        all.isEmpty ? "there is no map" : "which map? there are \(all.count)",
        column: args.endColumn,
        hint: all.isEmpty ? "add one with map add" : "give on MAP (\(all.joined(separator: ", ")))")
    }
    return all[0]
  }

  static let mapCommands: [CommandSpec] = [
    CommandSpec(
      ["map", "add"], group: groupMaps,
      abstract: "an MKMapView showing a region (default: GIK's sample, Union Square)",
      discussion: """
        The region (center LAT,LON, span DLAT,DLON) is fitted to the view as setRegion:
        does: the projected centre in the middle, and the larger of the two ratios of map
        points (Web Mercator, the world 2^28 points a side) to screen points, so all of the
        region shows. Defaults: center 37.785334,-122.406964 span 0.003515,0.007129.
        Annotation views exist only for pins within 64 points of the visible rect (at most
        10000 per map: past that scenesim makes no more, where MapKit would go on), and are
        reused by their identifier as the map moves. A region change or rotation lays the
        views out for the map's size; after view set of its frame, the next one does.
        """,
      positionals: [.positional("ID", .newID, help: "the map view")],
      options: [
        .option("frame", "X,Y,W,H", .rect, required: true, help: "its frame in the parent"),
        .option(
          "in", "PARENT", .node(kinds: nil),
          help: "the superview (default: the key window's root view)"),
        .option("center", "LAT,LON", .coordinate, help: "the region's centre"),
        .option("span", "DLAT,DLON", .span, help: "the region's span in degrees"),
      ]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID"), let frame = args.rect("frame") else { return [] }
      let span = args.coordinate("span").map {
        CoordinateSpan(latitudeDelta: $0.latitude, longitudeDelta: $0.longitude)
      }
      let parent = try args.parentView("in", in: session.scene)
      return try sceneCall(args, "ID") { () throws(SceneError) in
        try session.scene.addMap(
          id, frame: frame, in: parent,
          center: args.coordinate("center") ?? Maps.defaultCenter, span: span ?? Maps.defaultSpan)
        return []
      }
    },
    CommandSpec(
      ["map", "region"], group: groupMaps,
      abstract: "setRegion:animated: (fitted to the view's aspect)",
      discussion: """
        Animated, the visible rect moves over 0.3 s ease-in-out (MapKit does not document
        its duration; this is scenesim's model) and every annotation view slides in a
        straight line to its new place; views for pins coming into sight appear at the
        start, those leaving go at the end, and regionDidChange(animated: true) fires.
        Not animated, everything moves at once and regionDidChange(animated: false) fires.
        """,
      positionals: [.positional("ID", .node(kinds: [.map]), help: "the map")],
      options: [
        .option("center", "LAT,LON", .coordinate, required: true, help: "the region's centre"),
        .option("span", "DLAT,DLON", .span, required: true, help: "the region's span"),
        .option("animated", "B", .bool, help: "animate (default off)"),
      ]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID"), let center = args.coordinate("center"),
        let span = args.coordinate("span")
      else { return [] }
      return try sceneCall(args, "ID") { () throws(SceneError) in
        try session.scene.setMapRegion(
          id, center: center,
          span: CoordinateSpan(latitudeDelta: span.latitude, longitudeDelta: span.longitude),
          animated: args.bool("animated") ?? false)
        return []
      }
    },
    CommandSpec(
      ["map", "pan"], group: groupMaps,
      abstract: "scroll the map by DX,DY points (the visible rect moves; pins move the other way)",
      positionals: [
        .positional("ID", .node(kinds: [.map]), help: "the map"),
        .positional("DX,DY", .point, help: "how far the view scrolls, in points"),
      ],
      options: [.option("animated", "B", .bool, help: "animate (default off)")]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID"), let delta = args.point("DX,DY") else { return [] }
      return try sceneCall(args, "ID") { () throws(SceneError) in
        try session.scene.panMap(id, by: delta, animated: args.bool("animated") ?? false)
        return []
      }
    },
    CommandSpec(
      ["map", "zoom"], group: groupMaps,
      abstract: "zoom in by FACTOR about the centre (below 1 zooms out)",
      positionals: [
        .positional("ID", .node(kinds: [.map]), help: "the map"),
        .positional("FACTOR", .number(0.001...1000), help: "2 halves the span"),
      ],
      options: [.option("animated", "B", .bool, help: "animate (default off)")]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID"), let factor = args.number("FACTOR") else { return [] }
      return try sceneCall(args, "ID") { () throws(SceneError) in
        try session.scene.zoomMap(id, by: factor, animated: args.bool("animated") ?? false)
        return []
      }
    },
    CommandSpec(
      ["map", "point"], group: groupMaps, traits: [.readsOnly],
      abstract: "convertCoordinate:toPointToView: the map view's point for LAT,LON",
      positionals: [
        .positional("ID", .node(kinds: [.map]), help: "the map"),
        .positional("LAT,LON", .coordinate, help: "the coordinate"),
      ]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID"), let c = args.coordinate("LAT,LON"),
        let p = session.scene.mapPoint(id, of: c)
      else { return [] }
      let mp = Mercator.point(c)
      return [
        "\(coordinateText(c)) -> \(p.formatted) in \(id) (map point \(mp.formatted))"
      ]
    },
    CommandSpec(
      ["map", "coordinate"], group: groupMaps, traits: [.readsOnly],
      abstract: "convertPoint:toCoordinateFromView: the coordinate under X,Y of the map view",
      positionals: [
        .positional("ID", .node(kinds: [.map]), help: "the map"),
        .positional("X,Y", .point, help: "a point in the map view"),
      ]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID"), let p = args.point("X,Y"),
        let c = session.scene.mapCoordinate(id, at: p)
      else { return [] }
      return ["\(p.formatted) in \(id) -> \(coordinateText(c))"]
    },
    CommandSpec(
      ["map", "show"], group: groupMaps, traits: [.readsOnly],
      abstract: "the region, the visible map rect, pins, views alive and the reuse queue",
      positionals: [.positional("ID", .node(kinds: [.map]), help: "the map")]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID"), let state = session.scene.mapState(id),
        let region = session.scene.mapRegion(id)
      else { return [] }
      let r = region.rect
      var lines = [
        "map \(id): center \(coordinateText(region.center)) span "
          + NumberFormat.string(region.span.latitudeDelta, places: 6) + ","
          + NumberFormat.string(region.span.longitudeDelta, places: 6),
        "  map rect \(NumberFormat.tuple([r.minX, r.minY, r.width, r.height])), "
          + "\(NumberFormat.significant(region.scale)) map points per point",
        "  pins \(state.pinCount), views \(state.views.count)"
          + presentedCounts(session.scene, id, state) + ", next view #\(state.nextSerial)",
      ]
      let queue = state.reuseQueue.keys.sorted().map { key in
        "\(key) " + (state.reuseQueue[key] ?? []).map { "#\($0)" }.joined(separator: " ")
      }
      lines.append("  reuse queue: " + (queue.isEmpty ? "empty" : queue.joined(separator: "; ")))
      if let n = state.selected { lines.append("  selected \(state.pins[Int(n)].id)") }
      return lines
    },
    CommandSpec(
      ["map", "disappear"], group: groupMaps,
      abstract: "viewWillDisappear: of its controller: every annotation goes",
      discussion: """
        What GIKMapViewController does when another controller covers it (a navigation
        push, a modal) or it leaves: removeAnnotations: of all the map's annotations and
        showsUserLocation off (GIKMapViewController.m 47-51). MapKit tells the delegate
        nothing, so no deselection is reported; the pins, their views and the callouts go,
        and the map stays, empty, as it is when the controller shows again (its
        viewWillAppear: adds nothing back). A selected pin stays selected until the next
        deselection, as for pin remove (quirk callout-outlives-pin; off, it is deselected
        first).
        """,
      positionals: [.positional("ID", .node(kinds: [.map]), help: "the map")]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID") else { return [] }
      return try sceneCall(args, "ID") { () throws(SceneError) in
        try session.scene.removeAllPins(id)
        return []
      }
    },
    CommandSpec(
      ["map", "remove"], group: groupMaps,
      abstract: "remove a map view with its pins",
      positionals: [.positional("ID", .node(kinds: [.map]), help: "the map")]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID") else { return [] }
      return try sceneCall(args, "ID") { () throws(SceneError) in
        try session.scene.removeMap(id)
        return []
      }
    },
  ]
}
