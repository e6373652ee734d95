import SimGeometry
import SimMotion
import SimScene

extension Commands {
  static let groupAnimations = CommandGroup("Core Animation", order: 400)

  /// CAMediaTiming and CAAnimation options shared by every `anim` definition.
  static let timingOptions: [Parameter] = [
    .option(
      "duration", "D", .duration, help: "one iteration (default, and what 0 means: 0.25s)"),
    .option(
      "begin", "D", .duration, help: "beginTime: after the moment it is added (or into its group)"),
    .option("speed", "S", .number(0...1000), help: "local time rate; 0 pauses (default 1)"),
    .option("offset", "D", .duration, help: "timeOffset: shifts the phase (default 0)"),
    .option(
      "repeat", "N", .word(.repeatCount),
      help: "repeatCount: a number (fractions allowed) or forever"),
    .option("repeat-duration", "D", .duration, help: "repeatDuration"),
    .option("autoreverse", "B", .bool, help: "autoreverses: back and forth each iteration"),
    .option(
      "fill", "MODE", .choice(FillMode.allCases.map(\.rawValue)),
      help: "fillMode (default removed)"),
    .option(
      "removed-on-completion", "B", .bool, help: "removedOnCompletion (default on)"),
    .option("timing", "CURVE", .curve, help: "timingFunction (default linear)"),
    .option("additive", "B", .bool, help: "add the value to the model value (default off)"),
  ]

  static func timing(_ args: ParsedArguments) throws(CommandError) -> MediaTiming {
    var t = MediaTiming()
    // A duration of 0 means Core Animation's default, 0.25 s.
    if let d = args.duration("duration"), d > .zero { t.duration = d.seconds }
    if let d = args.duration("begin") { t.beginTime = d.seconds }
    if let s = args.number("speed") { t.speed = s }
    if let d = args.duration("offset") { t.timeOffset = d.seconds }
    if let text = args.word("repeat") {
      if text == "forever" {
        t.repeatCount = .infinity
      } else if let n = try? Values.number(Substring(text)), n >= 0, n <= 1_000_000 {
        t.repeatCount = n
      } else {
        throw CommandError(
          "expected a repeat count from 0 to 1000000 or forever, got '\(clip(text))'",
          column: args.column(of: "repeat"))
      }
    }
    if let d = args.duration("repeat-duration") { t.repeatDuration = d.seconds }
    if let b = args.bool("autoreverse") { t.autoreverses = b }
    if let f = args.word("fill").flatMap(FillMode.init(rawValue:)) { t.fillMode = f }
    t.timingFunction = args.curve("timing")
    return t
  }

  /// Parses one value for `path` as the command language writes it.
  static func vector(_ text: String, for path: LayerKeyPath, column: Int) throws(CommandError)
    -> AnimVector
  {
    var v = AnimVector()
    func fail() -> CommandError {
      let expected: String
      switch path.width {
      case 1: expected = path == .transformRotation ? "a number of radians (or Ndeg)" : "a number"
      case 2: expected = path == .boundsSize ? "a size WxH" : "a point X,Y"
      case 4: expected = path == .backgroundColor ? "a colour" : "a rect X,Y,W,H"
      default:
        expected = "a transform (identity, scale:S, rotate:DEG, translate:X,Y, a,b,c,d,tx,ty)"
      }
      return CommandError(
        "expected \(expected) for \(path.rawValue), got '\(clip(text))'", column: column)
    }
    switch path {
    case .transformRotation where text.hasSuffix("deg"):
      guard let n = try? Values.number(Substring(text.dropLast(3))) else { throw fail() }
      v[0] = n * .pi / 180
    case .opacity, .positionX, .positionY, .transformScale, .transformScaleX, .transformScaleY,
      .transformRotation:
      guard let n = try? Values.number(Substring(text)) else { throw fail() }
      v[0] = n
    case .position, .transformTranslation, .boundsSize:
      let separator: Character = path == .boundsSize && text.contains("x") ? "x" : ","
      guard let n = try? Values.numbers(text, count: 2, separator: separator) else { throw fail() }
      (v[0], v[1]) = (n[0], n[1])
    case .bounds:
      guard let n = try? Values.numbers(text, count: 4) else { throw fail() }
      (v[0], v[1], v[2], v[3]) = (n[0], n[1], n[2], n[3])
    case .backgroundColor:
      guard let c = Color(parsing: text) else { throw fail() }
      (v[0], v[1], v[2], v[3]) = (c.red, c.green, c.blue, c.alpha)
    case .transform:
      guard let t = try? Values.transform(text) else { throw fail() }
      v = Decomposed(t).vector
    }
    return v
  }

  /// The KEYPATH positional: a key path name or alias.
  static func keyPathParameter(_ help: String) -> Parameter {
    .positional(
      "KEYPATH",
      .choice(LayerKeyPath.allCases.map(\.rawValue) + LayerKeyPath.aliases.keys.sorted()),
      help: help)
  }

  /// The values of a variadic option, parsed for `path`.
  static func vectors(_ args: ParsedArguments, _ option: String, for path: LayerKeyPath)
    throws(CommandError) -> [AnimVector]
  {
    var values: [AnimVector] = []
    for (text, column) in args.words(option) ?? [] {
      values.append(try vector(text, for: path, column: column))
    }
    return values
  }

  /// `known: a, b` for the defined animations.
  static func knownDefinitions(_ session: Session) -> String {
    "known: "
      + (session.definitions.isEmpty ? "none" : Suggest.listing(Array(session.definitions.keys)))
  }

  static func keyPath(_ args: ParsedArguments) throws(CommandError) -> LayerKeyPath {
    let text = args.word("KEYPATH") ?? ""
    guard let path = LayerKeyPath(name: text) else {
      let names = LayerKeyPath.allCases.map(\.rawValue)
      throw CommandError(
        "unknown key path '\(clip(text))'", column: args.column(of: "KEYPATH"),
        hint: (Suggest.didYouMean(text, in: names).map { $0 + " " } ?? "") + "key paths: "
          + names.joined(separator: ", "))
    }
    return path
  }

  static func animationName(_ args: ParsedArguments) throws(CommandError) -> String {
    let name = args.word("NAME") ?? ""
    guard Values.isValidID(name) else {
      throw CommandError(
        "'\(clip(name))' is not a valid animation name", column: args.column(of: "NAME"),
        hint: "letters, digits, _ . -; a letter or _ first")
    }
    return name
  }

  static func define(
    _ session: inout Session, _ args: ParsedArguments,
    _ make: (MediaTiming) throws(CommandError) -> LayerAnimation
  ) throws(CommandError) -> [String] {
    let name = try animationName(args)
    var animation = try make(try timing(args))
    animation.isAdditive = args.bool("additive") ?? false
    animation.removedOnCompletion = args.bool("removed-on-completion") ?? true
    session.definitions[name] = animation
    return []
  }

  static let animCommands: [CommandSpec] = [
    CommandSpec(
      ["anim", "basic"], group: groupAnimations, traits: [.notInEventHooks],
      abstract: "define a CABasicAnimation from one value to another",
      discussion: """
        Defines, does not add: `anim add NAME to ID` puts a copy on a layer. Key paths:
        opacity (alpha), position (center), position.x, position.y, bounds, bounds.size,
        transform, transform.scale, transform.scale.x, transform.scale.y,
        transform.rotation (radians, or Ndeg), transform.translation, backgroundColor.
        """,
      positionals: [
        .positional("NAME", .text, help: "the animation's name"),
        keyPathParameter("the animated property"),
      ],
      options: [
        .option("from", "V", .text, required: true, help: "fromValue"),
        .option("to", "V", .text, required: true, help: "toValue"),
      ] + timingOptions
    ) { session, args throws(CommandError) in
      let path = try keyPath(args)
      let from = try vector(
        args.word("from") ?? "", for: path, column: args.column(of: "from") ?? 0)
      let to = try vector(args.word("to") ?? "", for: path, column: args.column(of: "to") ?? 0)
      return try define(&session, args) { timing throws(CommandError) in
        var (a, b) = (from, to)
        if path == .transform {
          (a, b) = Decomposed.interpolationPair(
            from: Decomposed(vector: from).recomposed, to: Decomposed(vector: to).recomposed)
        }
        return LayerAnimation(keyPath: path, content: .basic(from: a, to: b), timing: timing)
      }
    },
    CommandSpec(
      ["anim", "keyframes"], group: groupAnimations, traits: [.notInEventHooks],
      abstract: "define a CAKeyframeAnimation through several values",
      discussion: """
        Without key times the values are evenly spaced (discrete: n values take n+1 key
        times). Key times must run from 0 to 1 without going down, and timing functions must
        number one fewer than the values; otherwise they are ignored, as Core Animation
        ignores them. paced and cubic-paced choose key times for constant speed and ignore
        key times and the timing function.
        """,
      positionals: [
        .positional("NAME", .text, help: "the animation's name"),
        keyPathParameter("the animated property"),
      ],
      options: [
        .variadic("values", "V", required: true, help: "the values, in order"),
        .variadic("key-times", "T", help: "keyTimes, fractions of the duration"),
        .option(
          "mode", "MODE", .choice(CalculationMode.allCases.map(\.rawValue)),
          help: "calculationMode (default linear)"),
        .variadic("timing-functions", "CURVE", help: "one curve per segment"),
      ] + timingOptions
    ) { session, args throws(CommandError) in
      let path = try keyPath(args)
      let values = try vectors(args, "values", for: path)
      var keyTimes: [Double]?
      if let words = args.words("key-times") {
        var times: [Double] = []
        for (text, column) in words {
          guard let t = try? Values.number(Substring(text)) else {
            throw CommandError(
              "expected a key time from 0 to 1, got '\(clip(text))'", column: column)
          }
          times.append(t)
        }
        keyTimes = times
      }
      var functions: [TimingFunction]?
      if let words = args.words("timing-functions") {
        var curves: [TimingFunction] = []
        for (text, column) in words {
          guard let c = Values.curve(text) else {
            throw CommandError("expected a curve, got '\(clip(text))'", column: column)
          }
          curves.append(c)
        }
        functions = curves
      }
      let mode = args.word("mode").flatMap(CalculationMode.init(rawValue:)) ?? .linear
      return try define(&session, args) { timing throws(CommandError) in
        LayerAnimation(
          keyPath: path,
          content: .keyframes(
            values: values, keyTimes: keyTimes, mode: mode, timingFunctions: functions),
          timing: timing)
      }
    },
    CommandSpec(
      ["anim", "group"], group: groupAnimations, traits: [.notInEventHooks],
      abstract: "define a CAAnimationGroup of defined animations",
      discussion: """
        The children run in the group's local time (after the group's timing function) and
        are clipped to the group's duration; a child past its own duration shows the model
        value unless its fill holds it.
        """,
      positionals: [.positional("NAME", .text, help: "the group's name")],
      options: [
        .variadic("children", "NAME", required: true, help: "defined animations, copied")
      ]
        + timingOptions
    ) { session, args throws(CommandError) in
      var children: [LayerAnimation] = []
      for (name, column) in args.words("children") ?? [] {
        guard let child = session.definitions[name] else {
          throw CommandError(
            "no animation named '\(clip(name))'", column: column,
            hint: knownDefinitions(session))
        }
        children.append(child)
      }
      return try define(&session, args) { timing throws(CommandError) in
        LayerAnimation(group: children, timing: timing)
      }
    },
    CommandSpec(
      ["anim", "add"], group: groupAnimations,
      abstract: "add a defined animation to a layer (addAnimation:forKey:)",
      discussion: """
        Its begin time counts from now. An animation already under the same key is removed
        and reports animationDidStop(finished: false); at the end of its active duration an
        animation reports animationDidStop(finished: true) and is removed unless
        removed-on-completion is off. One that repeats forever never ends.
        """,
      positionals: [.positional("NAME", .animationName, help: "a defined animation")],
      options: [
        .option(
          "to", "ID", .node(kinds: nil), required: true, help: "the node whose layer gets it"),
        .option("as", "KEY", .text, help: "the key (default: the name)"),
      ]
    ) { session, args throws(CommandError) in
      let name = args.word("NAME") ?? ""
      guard let animation = session.definitions[name] else {
        throw CommandError(
          "no animation named '\(clip(name))'", column: args.column(of: "NAME"),
          hint: "define one with anim basic, anim keyframes or anim group; "
            + knownDefinitions(session))
      }
      guard let id = args.id("to") else { return [] }
      do throws(SceneError) {
        try session.scene.addAnimation(animation, to: id, key: args.word("as") ?? name)
      } catch {
        throw error.commandError(column: args.column(of: "to"))
      }
      return []
    },
    CommandSpec(
      ["anim", "step"], group: groupAnimations,
      abstract: "set a property to one value per screen refresh (60 Hz), as a display link does",
      discussion: """
        The first value is set at the first refresh after now, the next one a refresh
        later, and so on; refreshes fall on a fixed 60 Hz grid of virtual time (frame k at
        k/60 s). These are model changes, not animations; subviews follow their
        autoresizing. With the last value a stepsFinished(key:, frames:) event fires.
        """,
      positionals: [
        .positional("ID", .node(kinds: nil), help: "the node"),
        keyPathParameter("the property to set"),
      ],
      options: [.variadic("values", "V", required: true, help: "one value per refresh")]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID") else { return [] }
      let path = try keyPath(args)
      let values = try vectors(args, "values", for: path)
      do throws(SceneError) {
        try session.scene.stepPerRefresh(id, path, values: values)
      } catch {
        throw error.commandError(column: args.column(of: "ID"))
      }
      return []
    },
    CommandSpec(
      ["anim", "remove"], group: groupAnimations,
      abstract: "remove a layer's animation by key (removeAnimationForKey:)",
      positionals: [
        .positional("ID", .node(kinds: nil), help: "the node"),
        .positional("KEY", .word(.animationKey), help: "the key it was added under"),
      ]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID"), let key = args.word("KEY") else { return [] }
      do throws(SceneError) {
        try session.scene.removeAnimation(id, key: key)
      } catch {
        throw error.commandError(column: args.column(of: "KEY")).withHint(
          "keys: "
            + (session.scene.attachedKeys(of: id).isEmpty
              ? "none" : session.scene.attachedKeys(of: id).joined(separator: ", ")))
      }
      return []
    },
  ]
}
