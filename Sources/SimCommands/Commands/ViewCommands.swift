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
      discussion: """
        UIView initWithFrame: then addSubview: on PARENT, by default the key window's root
        view: its first subview, standing for its root view controller's view (`root` in a
        new scene; after `window root`, the new window's controller).
        """,
      positionals: [.positional("ID", .newID, help: "the new view's id")],
      options: [
        .option(
          "frame", "X,Y,W,H", .rect, required: true, help: "the frame in the parent's coordinates"),
        .option(
          "in", "PARENT", .node(kinds: nil),
          help: "the parent (default: the key window's root view)"),
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
      let parent = try args.parentView("in", in: session.scene)
      do throws(SceneError) {
        try session.scene.addView(id, frame: frame, in: parent, changes: changes)
      } catch {
        throw error.commandError(column: args.column(of: "ID"))
      }
      return []
    },
    CommandSpec(
      ["view", "set"], group: groupViews,
      abstract: "set view properties at once, without animation",
      discussion: """
        Each KEY VALUE pair sets one model value. As in UIKit, an animation already running
        on that property goes on: the screen shows it until it ends, then the new value.
        """,
      positionals: [.positional("ID", .node(kinds: nil), help: "the node to change")],
      options: layerOptions + [
        .option("hidden", "B", .bool, help: "UIView.hidden"),
        .option("interactive", "B", .bool, help: "UIView.userInteractionEnabled"),
        .option(
          "autoresize", "MASK", .word(.autoresizing),
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
        As iOS 7 does it: the model takes the new values at once, and each changed property
        (position, bounds, opacity, transform, backgroundColor) gets a basic animation from
        its old model value (or from what is on screen, with from-current on) to the new
        one, over the duration (default 0.2s) after the delay (default 0), paced by the
        curve (default ease-in-out) or by a spring. With spring, UIKit's mapping applies:
        the natural frequency leaves 0.1% of the distance at the duration, and at the end
        the model value shows. At the end a completion(animation: N, finished: true) event
        fires. Animating a property again takes it over: the earlier animation stops and
        its completion fires with finished: false once none of its properties are left.
        With no duration nothing animates: the values apply at once and the completion
        fires after the delay (at the next tick when there is none). After `ios 8` position,
        bounds and transform add up instead of taking over (see help ios).
        """,
      positionals: [.positional("ID", .node(kinds: nil), help: "the node to animate")],
      options: [
        .option("duration", "D", .duration, help: "how long (default 0.2s)"),
        .option("delay", "D", .duration, help: "wait before starting (default 0)"),
        .option(
          "curve", "CURVE", .curve,
          help: "pacing: linear, ease-in, ease-out, ease-in-out (default), default, "
            + "cubic:X1,Y1,X2,Y2"),
        .option(
          "spring", "DAMPING", .number(0.01...1000),
          help: "a spring with this damping ratio (above 1 acts as 1) instead of a curve"),
        .option(
          "velocity", "V", .number(-1000...1000),
          help: "the spring's initial velocity; 1 = the whole distance in a second (default 0)"),
        .option(
          "from-current", "B", .bool,
          help: "UIViewAnimationOptionBeginFromCurrentState: start from what is on screen "
            + "(default off: from the old model value)"),
        .option("repeat", "B", .bool, help: "UIViewAnimationOptionRepeat: repeat forever"),
        .option("autoreverse", "B", .bool, help: "UIViewAnimationOptionAutoreverse"),
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
      if let curve = args.curve("curve") { options.curve = curve }
      options.springDamping = args.number("spring")
      options.springVelocity = args.number("velocity") ?? 0
      options.beginFromCurrentState = args.bool("from-current") ?? false
      options.repeats = args.bool("repeat") ?? false
      options.autoreverses = args.bool("autoreverse") ?? false
      if options.springDamping == nil, args.has("velocity") {
        throw CommandError(
          "velocity needs a spring", column: args.column(of: "velocity"),
          hint: "add spring DAMPING, as in spring 0.5 velocity 1")
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
