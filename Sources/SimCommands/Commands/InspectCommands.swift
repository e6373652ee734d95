import SimGeometry
import SimScene

extension Commands {
  static let inspectCommands: [CommandSpec] = [
    CommandSpec(
      ["print"], group: groupInspect,
      abstract: "frame states now, as an indented tree",
      discussion: """
        What is on screen at the current time (presentation values): windows back to front
        by level, each with its subviews back to front. Frames are in the parent's
        coordinates; alpha, hidden, colour and transform show when not the default, and
        `animating` marks a node with a running animation. With ID, that node's subtree.
        """,
      positionals: [
        .positional(
          "ID", .node(kinds: nil), optional: true, help: "a node (default: the whole screen)")
      ]
    ) { session, args throws(CommandError) in
      let scene = session.scene
      if let id = args.id("ID") {
        let states = scene.frameStates(of: id)
        return states.map { Format.line($0, depthOffset: states.first?.depth ?? 0) }
      }
      return [Format.header(scene)] + scene.frameStates().map { Format.line($0) }
    },
    CommandSpec(
      ["dump"], group: groupInspect,
      abstract: "the same state as one line of JSON",
      discussion: """
        {"time":T,"screen":{"size":[W,H],"orientation":O},"app":S,"nodes":[NODE,...]}; each
        NODE has id, kind, parent, frame, alpha, hidden, bounds, then color, transform,
        animating when set, then its kind's keys. With ID, that NODE alone.
        """,
      positionals: [
        .positional(
          "ID", .node(kinds: nil), optional: true, help: "a node (default: the whole scene)")
      ]
    ) { session, args throws(CommandError) in
      let scene = session.scene
      if let id = args.id("ID"), let state = scene.frameStates(of: id).first {
        return [Format.json(state)]
      }
      return [Format.json(scene)]
    },
    CommandSpec(
      ["tap"], group: groupInspect,
      abstract: "a touch at a screen point or at the centre of a node",
      discussion: """
        Hit tests as UIKit does: windows front to back, then subviews front to back; a node
        takes the touch when it is visible (not hidden, alpha at least 0.01), accepts touches
        and the point is inside its bounds. Model values count, not what is on screen
        mid-animation. Prints the node hit and the point in its own coordinates; a component
        that handles touches (the annotation manager) gets it through the responder chain.
        """,
      positionals: [
        .positional("TARGET", .pointOrNode, help: "X,Y on the screen, or a node id"),
        .positional(
          "PART", .word(.part), optional: true,
          help: "a named part of the node: its subview ID.PART (a callout's accessory)"),
      ]
    ) { session, args throws(CommandError) in
      var point = args.point("TARGET")
      if var id = args.id("TARGET") {
        if let part = args.word("PART") {
          guard session.scene.contains(id + "." + part) else {
            let parts = session.scene.ids.filter { $0.hasPrefix(id + ".") }
              .map { String($0.dropFirst(id.count + 1)) }
            throw CommandError(
              "'\(id)' has no part '\(clip(part))'", column: args.column(of: "PART"),
              hint: parts.isEmpty ? "it has no named parts" : "parts: " + Suggest.listing(parts))
          }
          id += "." + part
        }
        point = session.scene.screenCenter(of: id)
      } else if args.word("PART") != nil {
        throw CommandError(
          "a part goes with a node, not a point", column: args.column(of: "PART"),
          hint: "usage: tap ID [PART]")
      }
      guard let point else { return [] }
      let (hit, handler) = session.scene.tap(screenPoint: point)
      guard let hit else { return ["tap \(point.formatted): nothing"] }
      var line = "tap \(point.formatted): hit \(hit.node) at \(hit.localPoint.formatted)"
      if let handler, handler != hit.node { line += ", handled by \(handler)" }
      return [line] + session.takeEventLines()
    },
  ]
}
