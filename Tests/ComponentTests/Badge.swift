import SimCommands
import SimGeometry
import SimRender
import SimScene

/// A component defined here only: a badge (a count on a round patch, as apps put on their
/// icons). Added to a session's list of components, it gets its commands, help, completion,
/// `print`, `dump`, both pictures and the pruning of its state when a badge goes from what
/// it declares below, with no change to Sources: the shape a sixth library takes.
extension NodeKind {
  static let badge = NodeKind("badge")
}

/// A badge's state: its count.
struct BadgeState: Sendable {
  var count: Int
}

enum Badges {
  static let storage = SceneStorageKey<[NodeID: BadgeState]>("badges")
  static let group = CommandGroup("Badges (a test-only component)", order: 900)
  static let overflow = Quirk(
    name: "badge-overflow", summary: "counts over 99 show as 99+ (off: the whole count)")

  /// What a badge shows: its count, or 99+.
  static func text(_ count: Int, in scene: Scene) -> String {
    count > 99 && scene.quirk(overflow.name) ? "99+" : String(count)
  }

  static func count(_ scene: Scene, _ id: NodeID) -> Int {
    scene[storage]?[id]?.count ?? 0
  }

  /// Counts Tab offers.
  static let counts = CustomArgument(expectation: "a count") { _, _, _ in ["0", "1", "99"] }

  static let commands: [CommandSpec] = [
    CommandSpec(
      ["badge", "add"], group: group, abstract: "a badge showing a count"
    ) { p in
      let id = p.positional("ID", .newID, help: "the badge's id")
      let at = p.requiredOption("at", "X,Y", .point, help: "its centre")
      let parent = p.option("in", "VIEW", .node(kinds: nil), help: "its superview (default root)")
      let count = p.option("count", "N", .custom(counts), help: "the count (default 0)")
      return { session, args throws(CommandError) in
        let badge = args[id]
        let center = args[at]
        let initial = Int(args[count] ?? "0") ?? 0
        try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
          try session.scene.addView(
            badge, kind: .badge,
            frame: Rect(x: center.x - 10, y: center.y - 10, width: 20, height: 20),
            in: args[parent] ?? Scene.rootViewID)
        }
        session.scene[storage, default: [:]][badge] = BadgeState(count: initial)
        return []
      }
    },
    CommandSpec(
      ["badge", "set"], group: group, abstract: "change a badge's count"
    ) { p in
      let id = p.positional("ID", .node(kinds: [.badge]), help: "the badge")
      let count = p.positional("COUNT", .custom(counts), help: "the new count")
      return { session, args throws(CommandError) in
        guard let number = Int(args[count]) else {
          throw CommandError("a count is a whole number", column: args.column(of: count))
        }
        session.scene[storage, default: [:]][args[id]] = BadgeState(count: number)
        return []
      }
    },
  ]

  static let drawing = KindDrawing(
    .badge,
    svg: { item, w, context in
      let b = item.state.bounds
      w.body.append(
        "<circle cx=\"\(SVGWriter.n(b.midX))\" cy=\"\(SVGWriter.n(b.midY))\" r=\"10\" fill=\"#E53935\"/>"
      )
      w.text(
        text(count(context.scene, item.state.id), in: context.scene), x: b.midX, y: b.midY + 4,
        size: 11, bold: true, color: Color(white: 1), anchor: "middle")
      return true
    },
    terminal: { item, canvas, context in
      let c = canvas.cell(item.toScreen.apply(to: item.state.bounds).center)
      let shown = "(" + text(count(context.scene, item.state.id), in: context.scene) + ")"
      canvas.text(c.col, c.row, shown, maxLength: shown.count)
      return true
    },
    isSeeThrough: true)
}

extension Scene {
  /// The value under `key`, or `defaultValue` to start from.
  fileprivate subscript<Value>(key: SceneStorageKey<Value>, default defaultValue: Value) -> Value {
    get { self[key] ?? defaultValue }
    set { self[key] = newValue }
  }
}

extension Component {
  static let badge = Component(
    name: "badge", commands: Badges.commands,
    topics: ["badge": ["A badge shows a count on a round patch; counts over 99 show as 99+."]],
    kinds: [
      KindDeclaration(
        .badge,
        describe: { scene, id in
          [FrameField("count", .number(Double(Badges.count(scene, id))))]
        })
    ],
    drawings: [Badges.drawing], storage: [.perNode(Badges.storage)], quirks: [Badges.overflow],
    settings: [Setting("badges", order: 40) { scene in String(scene[Badges.storage]?.count ?? 0) }])
}
