import SimGeometry
import SimMotion
import SimScene

extension Commands {
  /// The layer properties `view set` and `view animate` take, as options.
  static let layerOptions: [Parameter] = [
    .option("frame", "X,Y,W,H", .rect, help: "UIView.frame in the parent's coordinates"),
    .option("bounds", "X,Y,W,H", .rect, help: "UIView.bounds: origin scrolls the content"),
    .option("center", "X,Y", .point, help: "UIView.center in the parent's coordinates"),
    .option("alpha", "A", .number(0...1), help: "UIView.alpha, 0 to 1"),
    .option("color", "C", .color, help: "UIView.backgroundColor"),
    .option(
      "transform", "T", .transform,
      help: "UIView.transform about the centre: identity, a,b,c,d,tx,ty, scale:S, "
        + "scale:SX,SY, rotate:DEGREES, translate:X,Y"),
  ]

  static func layerChanges(_ args: ParsedArguments) -> LayerChanges {
    var c = LayerChanges()
    c.frame = args.rect("frame")
    c.bounds = args.rect("bounds")
    c.center = args.point("center")
    c.alpha = args.number("alpha")
    c.isHidden = args.bool("hidden")
    c.color = args.color("color")
    c.transform = args.transform("transform")
    return c
  }

  /// Parses an autoresizing list: `none`, `fill`, or words from
  /// left,width,right,top,height,bottom joined by commas.
  static func autoresizing(_ text: String, column: Int?) throws(CommandError) -> Autoresizing {
    let words: [(String, Autoresizing)] = [("none", []), ("fill", .fill)] + Autoresizing.words
    var mask: Autoresizing = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let match = words.first(where: { $0.0 == part }) else {
        throw CommandError(
          "unknown autoresizing word '\(clip(String(part)))'", column: column,
          hint: "use none, fill, or left,width,right,top,height,bottom joined by commas")
      }
      mask.formUnion(match.1)
    }
    return mask
  }

  static let viewCommands: [CommandSpec] = [
    CommandSpec(
      ["view", "add"], group: groupViews,
      abstract: "add a plain view in front of its parent's subviews",
      discussion: "UIView initWithFrame: then addSubview: on PARENT (default root).",
      positionals: [.positional("ID", .newID, help: "the new view's id")],
      options: [
        .option(
          "frame", "X,Y,W,H", .rect, required: true, help: "the frame in the parent's coordinates"),
        .option("in", "PARENT", .node(kinds: nil), help: "the parent (default root)"),
        .option("color", "C", .color, help: "background colour (default none)"),
        .option("alpha", "A", .number(0...1), help: "alpha, 0 to 1 (default 1)"),
        .option("hidden", "B", .bool, help: "whether hidden (default off)"),
        .option(
          "transform", "T", .transform, help: "transform about the centre (default identity)"),
      ]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID"), let frame = args.rect("frame") else { return [] }
      var changes = layerChanges(args)
      changes.frame = nil
      do throws(SceneError) {
        try session.scene.addView(
          id, frame: frame, in: args.id("in") ?? Scene.rootViewID, changes: changes)
      } catch {
        throw error.commandError(column: args.column(of: "ID"))
      }
      return []
    },
    CommandSpec(
      ["view", "set"], group: groupViews,
      abstract: "set view properties at once, without animation",
      discussion: """
        Each KEY VALUE pair sets one property. Setting a property that is animating stops
        that animation, and its completion fires with finished: false.
        """,
      positionals: [.positional("ID", .node(kinds: nil), help: "the node to change")],
      options: layerOptions + [
        .option("hidden", "B", .bool, help: "UIView.hidden"),
        .option("interactive", "B", .bool, help: "UIView.userInteractionEnabled"),
        .option(
          "autoresize", "MASK", .text,
          help: "UIView.autoresizingMask: none, fill, or left,width,right,top,height,bottom"),
      ]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID") else { return [] }
      let changes = layerChanges(args)
      let mask = try args.word("autoresize").map { text throws(CommandError) in
        try autoresizing(text, column: args.column(of: "autoresize"))
      }
      let interactive = args.bool("interactive")
      guard !changes.isEmpty || mask != nil || interactive != nil else {
        throw CommandError(
          "nothing to set", column: args.endColumn,
          hint:
            "give KEY VALUE pairs: frame, bounds, center, alpha, hidden, color, transform, interactive, autoresize"
        )
      }
      do throws(SceneError) {
        try session.scene.setLayer(id, changes)
        if let mask { try session.scene.setAutoresizing(id, mask) }
        if let interactive { try session.scene.setUserInteraction(id, interactive) }
      } catch {
        throw error.commandError(column: args.column(of: "ID"))
      }
      return []
    },
    CommandSpec(
      ["view", "animate"], group: groupViews,
      abstract:
        "animate view properties (UIView animateWithDuration:delay:options:animations:completion:)",
      discussion: """
        The model takes the new values at once; what is on screen moves from its current
        values to them over the duration (default 0.2s) after the delay (default 0), paced
        by the curve (default ease-in-out). At the end a completion(animation: N, finished:
        true) event fires. Animating a property that is already animating takes it over:
        the earlier animation's completion fires with finished: false once none of its
        properties are left.
        """,
      positionals: [.positional("ID", .node(kinds: nil), help: "the node to animate")],
      options: [
        .option("duration", "D", .duration, help: "how long (default 0.2s)"),
        .option("delay", "D", .duration, help: "wait before starting (default 0)"),
        .option(
          "curve", "CURVE", .choice(["linear", "ease-in", "ease-out", "ease-in-out"]),
          help: "pacing (default ease-in-out)"),
      ] + layerOptions
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID") else { return [] }
      let changes = layerChanges(args)
      guard !changes.isEmpty else {
        throw CommandError(
          "nothing to animate", column: args.endColumn,
          hint: "give KEY VALUE pairs: frame, bounds, center, alpha, color, transform")
      }
      var options = AnimationOptions()
      if let d = args.duration("duration") { options.duration = d }
      if let d = args.duration("delay") { options.delay = d }
      switch args.word("curve") {
      case "linear": options.curve = .linear
      case "ease-in": options.curve = .easeIn
      case "ease-out": options.curve = .easeOut
      default: options.curve = .easeInEaseOut
      }
      do throws(SceneError) {
        try session.scene.animate(id, changes, options: options)
      } catch {
        throw error.commandError(column: args.column(of: "ID"))
      }
      return []
    },
    CommandSpec(
      ["view", "remove"], group: groupViews,
      abstract: "remove a view and its subviews (removeFromSuperview)",
      discussion:
        "Animations running in the removed views stop; their completions fire with finished: false.",
      positionals: [.positional("ID", .node(kinds: nil), help: "the view to remove")]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID") else { return [] }
      do throws(SceneError) {
        try session.scene.removeView(id)
      } catch {
        throw error.commandError(column: args.column(of: "ID"))
      }
      return []
    },
  ]
}
