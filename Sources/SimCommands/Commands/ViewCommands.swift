import SimGeometry
import SimMotion
import SimScene

extension Commands {
  /// Hands a colour `changes` sets to the node's kind when the kind overrides
  /// setBackgroundColor: and keeps it (a radial annotation container's dimming); the layer
  /// then takes no colour.
  static func takeBackgroundColor(
    _ changes: inout LayerChanges, of node: NodeID, in scene: inout Scene
  ) {
    guard let colour = changes.color, let kind = scene.node(node)?.kind,
      let setter = scene.rules[kind]?.backgroundColorSetter, setter(&scene, node, colour)
    else { return }
    changes.color = nil
  }

  /// The layer properties a command takes as options (those it declared).
  struct LayerArgs {
    var frame: OptionalArg<Rect>?
    var bounds: OptionalArg<Rect>?
    var center: OptionalArg<Point>?
    var alpha: OptionalArg<Double>?
    var hidden: OptionalArg<Bool>?
    var color: OptionalArg<Color>?
    var transform: OptionalArg<Transform>?

    /// The layer properties `view set` and `view animate` take, declared in this order.
    init(declaring p: inout Parameters) {
      frame = p.option("frame", "X,Y,W,H", .rect, help: "UIView.frame in the parent's coordinates")
      bounds = p.option(
        "bounds", "X,Y,W,H", .rect, help: "UIView.bounds: origin scrolls the content")
      center = p.option("center", "X,Y", .point, help: "UIView.center in the parent's coordinates")
      alpha = p.option("alpha", "A", .number(0...1), help: "UIView.alpha, 0 to 1")
      color = p.option("color", "C", .color, help: "UIView.backgroundColor")
      transform = p.option(
        "transform", "T", .transform,
        help: "UIView.transform about the centre: identity, a,b,c,d,tx,ty, scale:S, "
          + "scale:SX,SY, rotate:DEGREES, translate:X,Y")
    }

    /// Properties declared one by one.
    init(
      alpha: OptionalArg<Double>? = nil, hidden: OptionalArg<Bool>? = nil,
      color: OptionalArg<Color>? = nil, transform: OptionalArg<Transform>? = nil
    ) {
      self.alpha = alpha
      self.hidden = hidden
      self.color = color
      self.transform = transform
    }

    /// The changes the given options make.
    func changes(_ args: ParsedArguments) -> LayerChanges {
      var c = LayerChanges()
      c.frame = frame.flatMap { args[$0] }
      c.bounds = bounds.flatMap { args[$0] }
      c.center = center.flatMap { args[$0] }
      c.alpha = alpha.flatMap { args[$0] }
      c.isHidden = hidden.flatMap { args[$0] }
      c.color = color.flatMap { args[$0] }
      c.transform = transform.flatMap { args[$0] }
      return c
    }
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
        """
    ) { p in
      let id = p.positional("ID", .newID, help: "the new view's id")
      let frame = p.requiredOption(
        "frame", "X,Y,W,H", .rect, help: "the frame in the parent's coordinates")
      let parent = p.option(
        "in", "PARENT", .node(kinds: nil), help: "the parent (default: the key window's root view)")
      let color = p.option("color", "C", .color, help: "background colour (default none)")
      let alpha = p.option("alpha", "A", .number(0...1), help: "alpha, 0 to 1 (default 1)")
      let hidden = p.option("hidden", "B", .bool, help: "whether hidden (default off)")
      let transform = p.option(
        "transform", "T", .transform, help: "transform about the centre (default identity)")
      let layer = LayerArgs(alpha: alpha, hidden: hidden, color: color, transform: transform)
      return { session, args throws(CommandError) in
        let changes = layer.changes(args)
        let view = try args.parentView(parent, key: "in", in: session.scene)
        try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
          try session.scene.addView(args[id], frame: args[frame], in: view, changes: changes)
        }
        return []
      }
    },
    CommandSpec(
      ["view", "set"], group: groupViews,
      abstract: "set view properties at once, without animation",
      discussion: """
        Each KEY VALUE pair sets one model value. As in UIKit, an animation already running
        on that property goes on: the screen shows it until it ends, then the new value.
        """
    ) { p in
      let id = p.positional("ID", .node(kinds: nil), help: "the node to change")
      var declared = LayerArgs(declaring: &p)
      declared.hidden = p.option("hidden", "B", .bool, help: "UIView.hidden")
      let layer = declared
      let interactive = p.option("interactive", "B", .bool, help: "UIView.userInteractionEnabled")
      let autoresize = p.option(
        "autoresize", "MASK", .word(.autoresizing),
        help: "UIView.autoresizingMask: none, fill, or left,width,right,top,height,bottom")
      return { session, args throws(CommandError) in
        let node = args[id]
        var changes = layer.changes(args)
        let mask = try args[autoresize].map { text throws(CommandError) in
          try autoresizing(text, column: args.column(of: autoresize))
        }
        let interactive = args[interactive]
        guard !changes.isEmpty || mask != nil || interactive != nil else {
          throw CommandError(
            "nothing to set", column: args.endColumn,
            hint:
              "give KEY VALUE pairs: frame, bounds, center, alpha, hidden, color, transform, interactive, autoresize"
          )
        }
        takeBackgroundColor(&changes, of: node, in: &session.scene)
        try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
          try session.scene.setLayer(node, changes)
          if let mask { try session.scene.setAutoresizing(node, mask) }
          if let interactive { try session.scene.setUserInteraction(node, interactive) }
        }
        return []
      }
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
        """
    ) { p in
      let id = p.positional("ID", .node(kinds: nil), help: "the node to animate")
      let duration = p.option("duration", "D", .duration, help: "how long (default 0.2s)")
      let delay = p.option("delay", "D", .duration, help: "wait before starting (default 0)")
      let curve = p.option(
        "curve", "CURVE", .curve,
        help: "pacing: linear, ease-in, ease-out, ease-in-out (default), default, "
          + "cubic:X1,Y1,X2,Y2")
      let spring = p.option(
        "spring", "DAMPING", .number(0.01...1000),
        help: "a spring with this damping ratio (above 1 acts as 1) instead of a curve")
      let velocity = p.option(
        "velocity", "V", .number(-1000...1000),
        help: "the spring's initial velocity; 1 = the whole distance in a second (default 0)")
      let fromCurrent = p.option(
        "from-current", "B", .bool,
        help: "UIViewAnimationOptionBeginFromCurrentState: start from what is on screen "
          + "(default off: from the old model value)")
      let repeatArg = p.option(
        "repeat", "B", .bool, help: "UIViewAnimationOptionRepeat: repeat forever")
      let autoreverse = p.option(
        "autoreverse", "B", .bool, help: "UIViewAnimationOptionAutoreverse")
      let layer = LayerArgs(declaring: &p)
      p.completion { scene, args in
        CompletionEvent(
          args[id], "completion", match: [.init("animation", String(scene.nextBlockNumber))])
      }
      return { session, args throws(CommandError) in
        var changes = layer.changes(args)
        guard !changes.isEmpty else {
          throw CommandError(
            "nothing to animate", column: args.endColumn,
            hint: "give KEY VALUE pairs: frame, bounds, center, alpha, color, transform")
        }
        var options = AnimationOptions()
        if let d = args[duration] { options.duration = d }
        if let d = args[delay] { options.delay = d }
        if let timing = args[curve] { options.curve = timing }
        options.springDamping = args[spring]
        options.springVelocity = args[velocity] ?? 0
        options.beginFromCurrentState = args[fromCurrent] ?? false
        options.repeats = args[repeatArg] ?? false
        options.autoreverses = args[autoreverse] ?? false
        if options.springDamping == nil, args[velocity] != nil {
          throw CommandError(
            "velocity needs a spring", column: args.column(of: velocity),
            hint: "add spring DAMPING, as in spring 0.5 velocity 1")
        }
        // A setter that keeps the colour apart runs inside the block, animating nothing.
        if session.scene.contains(args[id]) {
          takeBackgroundColor(&changes, of: args[id], in: &session.scene)
        }
        try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
          try session.scene.animate(args[id], changes, options: options)
        }
        return []
      }
    },
    CommandSpec(
      ["view", "remove"], group: groupViews,
      abstract: "remove a view and its subviews (removeFromSuperview)",
      discussion:
        "Animations running in the removed views stop; their completions fire with finished: false."
    ) { p in
      let id = p.positional("ID", .node(kinds: nil), help: "the view to remove")
      return { session, args throws(CommandError) in
        try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
          try session.scene.removeView(args[id])
        }
        return []
      }
    },
  ]
}
