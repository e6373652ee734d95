import SimCommands
import SimGeometry
import SimMotion
import SimScene

extension GIK {
  static let groupCallouts = CommandGroup("Callouts (GIKAnimatedCallout d345568)", order: 820)

  /// A callout's id or its pin's.
  static let calloutOrPin = CustomArgument(expectation: "a word") { scene, _, _ in
    let callouts = scene.ids.filter { scene.node($0)?.kind == .callout }
    return callouts
      + callouts.compactMap { id in
        scene.partLink(of: id).flatMap { $0.name == "callout" ? $0.owner : nil }
      }
  }

  static let calloutCommands: [CommandSpec] = [
    cellsCommand,
    CommandSpec(
      ["callout", "detail"], group: groupCallouts,
      abstract: "the accessory's action: default mode -> detail mode",
      discussion: """
        accessoryButtonTapped, the accessory button's action, as a tap on the accessory
        fires it; such a tap (tap ID.callout accessory) before iOS 6, as under ios auto,
        also ends the callout's tap recognizer, turning selections off first.
        displayDetailCallout: phase 1 (0.3 s ease-in-out) moves the bubble beside the pin
        (to its right when the pin's view is left of the map's centre, else to its left)
        at the detail's width + 26, while the down arrow shrinks one frame per 60 Hz
        refresh (frames 1 to 14); phase 2 (0.3 s) grows it to 70 + detail height + 5 while
        the side arrow grows the same way; the detail view shows from phase 2. ID is the
        callout or its pin.
        """
    ) { p in
      let idArg = p.positional("ID", .custom(calloutOrPin), help: "the callout view or its pin")
      return { session, args throws(CommandError) in
        let id = args[idArg]
        guard session.scene.calloutRef(id) != nil else {
          throw CommandError(
            "no callout on screen for '\(clip(id))'", column: args.column(of: idArg),
            hint: "select a pin first: pin select ID")
        }
        return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
          switch try session.scene.expandCallout(id) {
          case .started: return []
          case .alreadyExpanded:
            return ["the callout is already expanding or expanded: its accessory is gone"]
          }
        }
      }
    },
    CommandSpec(
      ["callout", "pieces"], group: groupCallouts, traits: [.readsOnly],
      abstract: "the fifteen image views of the bubble, as layoutSubviews lays them out",
      discussion: """
        GIKCalloutView builds its bubble from fifteen image views (GIKCalloutView.m 43-48)
        that layoutSubviews places for the view's size and mode (381-489): the top row, the
        middle with the areas above the side arrows, the side arrows and the areas below
        them (hidden in default mode), and the bottom row around the down arrow. Frames
        are in the callout view, for its model size; the arithmetic is the original's, so
        a piece may have a negative size. The picture draws the bubble these pieces make.
        ID is the callout or its pin.
        """
    ) { p in
      let idArg = p.positional("ID", .custom(calloutOrPin), help: "the callout view or its pin")
      return { session, args throws(CommandError) in
        let id = args[idArg]
        guard let (_, view) = session.scene.calloutRef(id),
          let pieces = session.scene.calloutPieces(view)
        else {
          throw CommandError(
            "no callout on screen for '\(clip(id))'", column: args.column(of: idArg),
            hint: "select a pin first: pin select ID")
        }
        return pieces.map { "\($0.name) \($0.frame.formatted)" + ($0.isHidden ? " hidden" : "") }
      }
    },
    CommandSpec(
      ["callout", "set"], group: groupCallouts,
      abstract: "the detail's size and rows (the data source); beyond GIK, a left accessory",
      discussion: """
        detail-size is the size of the view the data source gives (the sample's table,
        320x345, by default). The detail views of callouts on the map take it at once; an
        expansion under way keeps the size it read when its accessory was tapped
        (GIKCalloutView.m 309-310, 349). detail-rows makes the detail a grouped table, as
        the sample's HotelDetailViewController is: sample gives its four sections (two
        direction rows, phone, home page, and the address 80 high); heights such as
        44,44/80 give sections split by / and rows by commas; none (the default) a plain
        view. Each section has a 10-pt header and footer and rows inset 10 pt. The table
        scrolls with a drag when its content is taller than it; a touch that does not
        scroll selects the row under it (a didSelectRow event) when it lifts, which the
        sample follows with disableMapSelections (HotelDetailViewController.m 154-161),
        after the callout's own tap recognizer. Callouts on the map reload their tables at
        once. left-accessory WxH puts a view of that size left of the title in new
        callouts (0x0 for none).
        """
    ) { p in
      let detailSize = p.option(
        "detail-size", "WxH", .size, help: "the detail view's size (default 320x345)")
      let detailRows = p.option(
        "detail-rows", "ROWS", .custom(detailRowsArgument),
        help: "the detail as a table: sample, none (default), or heights 44,44/80")
      let leftAccessory = p.option(
        "left-accessory", "WxH", .size, help: "a left accessory view (beyond GIK)")
      return { session, args throws(CommandError) in
        let detail = args[detailSize]
        let left = args[leftAccessory]
        if let rows = args[detailRows] {
          session.scene.calloutsState.detailTable = rows == "none" ? nil : CalloutTable(spec: rows)
          session.scene.reloadCalloutTables()
          if detail == nil && left == nil { return [] }
        }
        for (key, arg) in [("detail-size", detailSize), ("left-accessory", leftAccessory)] {
          guard let size = args[arg], size.width > 10_000 || size.height > 10_000 else { continue }
          throw CommandError(
            "\(key) must be at most 10000x10000, got \(size.formatted)",
            column: args.column(of: arg))
        }
        guard detail != nil || left != nil else {
          throw CommandError(
            "nothing to set", column: args.endColumn,
            hint: "give detail-size WxH, detail-rows ROWS or left-accessory WxH")
        }
        if let detail { session.scene.setCalloutDetailSize(detail) }
        if let left { session.scene.calloutsState.leftAccessory = left == .zero ? nil : left }
        return []
      }
    },
    CommandSpec(
      ["callout", "autopan"], group: groupCallouts,
      abstract: "beyond GIK: pan the map so a callout fits, as Leaflet's autoPan does",
      discussion: """
        On, when a callout stands still (after its pop-in, or after expanding) and does not
        fit inside the map with the padding (default 5), the map pans, animated, by the
        least that makes it fit: right and bottom first, then left and top win. An
        autopan(by: DX,DY) event fires. GIK itself never moves the map (its README's TODO).
        """
    ) { p in
      let onOff = p.positional("on|off", .bool, help: "on or off (default off)")
      let padding = p.option("padding", "N", .number(0...10_000), help: "the margin (default 5)")
      return { session, args throws(CommandError) in
        let on = args[onOff]
        var state = session.scene.calloutsState
        state.autopan = on
        if let p = args[padding] { state.autopanPadding = p }
        session.scene.calloutsState = state
        return []
      }
    },
  ]
}
