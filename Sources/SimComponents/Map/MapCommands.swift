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

  /// The `on MAP` option of the pin commands.
  static func onMap(_ p: inout Parameters) -> OptionalArg<NodeID> {
    p.option("on", "MAP", .node(kinds: [.map]), help: "the map (default: the only one)")
  }

  /// The map a pin goes on: the one named by `on`, or the only map there is.
  static func targetMap(_ args: ParsedArguments, _ on: OptionalArg<NodeID>, _ scene: Scene)
    throws(CommandError) -> NodeID
  {
    if let map = args[on] { return map }
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
        """
    ) { p in
      let idArg = p.positional("ID", .newID, help: "the map view")
      let frame = p.requiredOption("frame", "X,Y,W,H", .rect, help: "its frame in the parent")
      let parent = p.option(
        "in", "PARENT", .node(kinds: nil),
        help: "the superview (default: the key window's root view)")
      let center = p.option("center", "LAT,LON", .coordinate, help: "the region's centre")
      let span = p.option("span", "DLAT,DLON", .span, help: "the region's span in degrees")
      return { session, args throws(CommandError) in
        let id = args[idArg]
        let frame = args[frame]
        let span = args[span].map {
          CoordinateSpan(latitudeDelta: $0.latitude, longitudeDelta: $0.longitude)
        }
        let view = try args.parentView(parent, key: "in", in: session.scene)
        return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
          try session.scene.addMap(
            id, frame: frame, in: view,
            center: args[center] ?? Maps.defaultCenter, span: span ?? Maps.defaultSpan)
          return []
        }
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
        """
    ) { p in
      let idArg = p.positional("ID", .node(kinds: [.map]), help: "the map")
      let center = p.requiredOption("center", "LAT,LON", .coordinate, help: "the region's centre")
      let span = p.requiredOption("span", "DLAT,DLON", .span, help: "the region's span")
      let animated = p.option("animated", "B", .bool, help: "animate (default off)")
      return { session, args throws(CommandError) in
        let id = args[idArg]
        let center = args[center]
        let span = args[span]
        return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
          try session.scene.setMapRegion(
            id, center: center,
            span: CoordinateSpan(latitudeDelta: span.latitude, longitudeDelta: span.longitude),
            animated: args[animated] ?? false)
          return []
        }
      }
    },
    CommandSpec(
      ["map", "pan"], group: groupMaps,
      abstract: "scroll the map by DX,DY points (the visible rect moves; pins move the other way)"
    ) { p in
      let idArg = p.positional("ID", .node(kinds: [.map]), help: "the map")
      let dxDy = p.positional("DX,DY", .point, help: "how far the view scrolls, in points")
      let animated = p.option("animated", "B", .bool, help: "animate (default off)")
      return { session, args throws(CommandError) in
        let id = args[idArg]
        let delta = args[dxDy]
        return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
          try session.scene.panMap(id, by: delta, animated: args[animated] ?? false)
          return []
        }
      }
    },
    CommandSpec(
      ["map", "zoom"], group: groupMaps,
      abstract: "zoom in by FACTOR about the centre or a point (below 1 zooms out)",
      discussion: """
        With about X,Y (a point of the map view) the coordinate under that point stays
        under it, as under the fingers of MapKit's pinch; the live page's wheel and pinch
        zoom so.
        """
    ) { p in
      let idArg = p.positional("ID", .node(kinds: [.map]), help: "the map")
      let factor = p.positional("FACTOR", .number(0.001...1000), help: "2 halves the span")
      let animated = p.option("animated", "B", .bool, help: "animate (default off)")
      let about = p.option(
        "about", "X,Y", .point, help: "the point of the map view that stays (default the centre)")
      return { session, args throws(CommandError) in
        let id = args[idArg]
        let factor = args[factor]
        return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
          try session.scene.zoomMap(
            id, by: factor, about: args[about], animated: args[animated] ?? false)
          return []
        }
      }
    },
    CommandSpec(
      ["map", "point"], group: groupMaps, traits: [.readsOnly],
      abstract: "convertCoordinate:toPointToView: the map view's point for LAT,LON"
    ) { p in
      let id = p.positional("ID", .node(kinds: [.map]), help: "the map")
      let latLon = p.positional("LAT,LON", .coordinate, help: "the coordinate")
      return { session, args throws(CommandError) in
        let id = args[id]
        let c = args[latLon]
        guard let p = session.scene.mapPoint(id, of: c) else { return [] }
        let mp = Mercator.point(c)
        return [
          "\(coordinateText(c)) -> \(p.formatted) in \(id) (map point \(mp.formatted))"
        ]
      }
    },
    CommandSpec(
      ["map", "coordinate"], group: groupMaps, traits: [.readsOnly],
      abstract: "convertPoint:toCoordinateFromView: the coordinate under X,Y of the map view"
    ) { p in
      let id = p.positional("ID", .node(kinds: [.map]), help: "the map")
      let xY = p.positional("X,Y", .point, help: "a point in the map view")
      return { session, args throws(CommandError) in
        let id = args[id]
        let p = args[xY]
        guard let c = session.scene.mapCoordinate(id, at: p) else { return [] }
        return ["\(p.formatted) in \(id) -> \(coordinateText(c))"]
      }
    },
    CommandSpec(
      ["map", "show"], group: groupMaps, traits: [.readsOnly],
      abstract: "the region, the visible map rect, pins, views alive and the reuse queue"
    ) { p in
      let id = p.positional("ID", .node(kinds: [.map]), help: "the map")
      return { session, args throws(CommandError) in
        let id = args[id]
        guard let state = session.scene.mapState(id), let region = session.scene.mapRegion(id)
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
      }
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
        """
    ) { p in
      let idArg = p.positional("ID", .node(kinds: [.map]), help: "the map")
      return { session, args throws(CommandError) in
        let id = args[idArg]
        return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
          try session.scene.removeAllPins(id)
          return []
        }
      }
    },
    CommandSpec(
      ["map", "remove"], group: groupMaps,
      abstract: "remove a map view with its pins"
    ) { p in
      let idArg = p.positional("ID", .node(kinds: [.map]), help: "the map")
      return { session, args throws(CommandError) in
        let id = args[idArg]
        return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
          try session.scene.removeMap(id)
          return []
        }
      }
    },
  ]
}
