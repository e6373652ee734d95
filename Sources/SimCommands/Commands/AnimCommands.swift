import SimGeometry
import SimMotion
import SimScene

extension Commands {
  static let groupAnimations = CommandGroup("Core Animation", order: 400)

  /// CAMediaTiming and CAAnimation options shared by every `anim` definition.
  struct TimingArgs {
    let duration: OptionalArg<SimTime>
    let begin: OptionalArg<SimTime>
    let speed: OptionalArg<Double>
    let offset: OptionalArg<SimTime>
    let repeatCount: OptionalArg<String>
    let repeatDuration: OptionalArg<SimTime>
    let autoreverse: OptionalArg<Bool>
    let fill: OptionalArg<FillMode>
    let removedOnCompletion: OptionalArg<Bool>
    let timing: OptionalArg<TimingFunction>
    let additive: OptionalArg<Bool>

    init(_ p: inout Parameters) {
      duration = p.option(
        "duration", "D", .duration, help: "one iteration (default, and what 0 means: 0.25s)")
      begin = p.option(
        "begin", "D", .duration,
        help: "beginTime: after the moment it is added (or into its group)")
      speed = p.option(
        "speed", "S", .number(0...1000), help: "local time rate; 0 pauses (default 1)")
      offset = p.option("offset", "D", .duration, help: "timeOffset: shifts the phase (default 0)")
      repeatCount = p.option(
        "repeat", "N", .word(.repeatCount),
        help: "repeatCount: a number (fractions allowed) or forever")
      repeatDuration = p.option("repeat-duration", "D", .duration, help: "repeatDuration")
      autoreverse = p.option(
        "autoreverse", "B", .bool, help: "autoreverses: back and forth each iteration")
      fill = p.option(
        "fill", "MODE",
        .choice(FillMode.allCases.map(\.rawValue), as: FillMode.init(rawValue:)),
        help: "fillMode (default removed)")
      removedOnCompletion = p.option(
        "removed-on-completion", "B", .bool, help: "removedOnCompletion (default on)")
      timing = p.option("timing", "CURVE", .curve, help: "timingFunction (default linear)")
      additive = p.option(
        "additive", "B", .bool, help: "add the value to the model value (default off)")
    }

    /// The timing the options give.
    func timing(_ args: ParsedArguments) throws(CommandError) -> MediaTiming {
      var t = MediaTiming()
      // A duration of 0 means Core Animation's default, 0.25 s.
      if let d = args[duration], d > .zero { t.duration = d.seconds }
      if let d = args[begin] { t.beginTime = d.seconds }
      if let s = args[speed] { t.speed = s }
      if let d = args[offset] { t.timeOffset = d.seconds }
      if let text = args[repeatCount] {
        if text == "forever" {
          t.repeatCount = .infinity
        } else if let n = try? Values.number(Substring(text)), n >= 0, n <= 1_000_000 {
          t.repeatCount = n
        } else {
          throw CommandError(
            "expected a repeat count from 0 to 1000000 or forever, got '\(clip(text))'",
            column: args.column(of: repeatCount))
        }
      }
      if let d = args[repeatDuration] { t.repeatDuration = d.seconds }
      if let b = args[autoreverse] { t.autoreverses = b }
      if let f = args[fill] { t.fillMode = f }
      t.timingFunction = args[timing]
      return t
    }
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
  static func keyPathParameter(_ p: inout Parameters, _ help: String) -> Arg<String> {
    p.positional(
      "KEYPATH",
      .choice(LayerKeyPath.allCases.map(\.rawValue) + LayerKeyPath.aliases.keys.sorted()),
      help: help)
  }

  /// The values of a variadic option, parsed for `path`.
  static func vectors(_ words: [Word]?, for path: LayerKeyPath) throws(CommandError)
    -> [AnimVector]
  {
    var values: [AnimVector] = []
    for (text, column) in words ?? [] {
      values.append(try vector(text, for: path, column: column))
    }
    return values
  }

  /// `known: a, b` for the defined animations.
  static func knownDefinitions(_ session: Session) -> String {
    "known: "
      + (session.definitions.isEmpty ? "none" : Suggest.listing(Array(session.definitions.keys)))
  }

  /// The key path KEYPATH names.
  static func keyPath(_ args: ParsedArguments, _ arg: Arg<String>) throws(CommandError)
    -> LayerKeyPath
  {
    let text = args[arg]
    guard let path = LayerKeyPath(name: text) else {
      let names = LayerKeyPath.allCases.map(\.rawValue)
      throw CommandError(
        "unknown key path '\(clip(text))'", column: args.column(of: arg),
        hint: (Suggest.didYouMean(text, in: names).map { $0 + " " } ?? "") + "key paths: "
          + names.joined(separator: ", "))
    }
    return path
  }

  /// The animation name NAME gives.
  static func animationName(_ args: ParsedArguments, _ arg: Arg<String>) throws(CommandError)
    -> String
  {
    let name = args[arg]
    guard Values.isValidID(name) else {
      throw CommandError(
        "'\(clip(name))' is not a valid animation name", column: args.column(of: arg),
        hint: "letters, digits, _ . -; a letter or _ first")
    }
    return name
  }

  /// Defines the animation `make` makes from the timing options, under the name NAME gives.
  static func define(
    _ session: inout Session, _ args: ParsedArguments, name: Arg<String>, _ timing: TimingArgs,
    _ make: (MediaTiming) throws(CommandError) -> LayerAnimation
  ) throws(CommandError) -> [String] {
    let name = try animationName(args, name)
    var animation = try make(try timing.timing(args))
    animation.isAdditive = args[timing.additive] ?? false
    animation.removedOnCompletion = args[timing.removedOnCompletion] ?? true
    session.definitions[name] = animation
    return []
  }

  static let animCommands: [CommandSpec] = [
    CommandSpec(
      ["anim", "basic"], group: groupAnimations, traits: [.outlivesScene, .notInEventHooks],
      abstract: "define a CABasicAnimation from one value to another",
      discussion: """
        Defines, does not add: `anim add NAME to ID` puts a copy on a layer. Key paths:
        opacity (alpha), position (center), position.x, position.y, bounds, bounds.size,
        transform, transform.scale, transform.scale.x, transform.scale.y,
        transform.rotation (radians, or Ndeg), transform.translation, backgroundColor.
        """
    ) { p in
      let name = p.positional("NAME", .text, help: "the animation's name")
      let keyPathArg = keyPathParameter(&p, "the animated property")
      let from = p.requiredOption("from", "V", .text, help: "fromValue")
      let to = p.requiredOption("to", "V", .text, help: "toValue")
      let timingArgs = TimingArgs(&p)
      return { session, args throws(CommandError) in
        let path = try keyPath(args, keyPathArg)
        let from = try vector(args[from], for: path, column: args.column(of: from) ?? 0)
        let to = try vector(args[to], for: path, column: args.column(of: to) ?? 0)
        return try define(&session, args, name: name, timingArgs) { timing throws(CommandError) in
          var (a, b) = (from, to)
          if path == .transform {
            (a, b) = Decomposed.interpolationPair(
              from: Decomposed(vector: from).recomposed, to: Decomposed(vector: to).recomposed)
          }
          return LayerAnimation(keyPath: path, content: .basic(from: a, to: b), timing: timing)
        }
      }
    },
    CommandSpec(
      ["anim", "keyframes"], group: groupAnimations, traits: [.outlivesScene, .notInEventHooks],
      abstract: "define a CAKeyframeAnimation through several values",
      discussion: """
        Without key times the values are evenly spaced (discrete: n values take n+1 key
        times). Key times must run from 0 to 1 without going down, and timing functions must
        number one fewer than the values; otherwise they are ignored, as Core Animation
        ignores them. paced and cubic-paced choose key times for constant speed and ignore
        key times and the timing function.
        """
    ) { p in
      let name = p.positional("NAME", .text, help: "the animation's name")
      let keyPathArg = keyPathParameter(&p, "the animated property")
      let values = p.requiredVariadic("values", "V", help: "the values, in order")
      let keyTimes = p.variadic("key-times", "T", help: "keyTimes, fractions of the duration")
      let mode = p.option(
        "mode", "MODE",
        .choice(CalculationMode.allCases.map(\.rawValue), as: CalculationMode.init(rawValue:)),
        help: "calculationMode (default linear)")
      let timingFunctions = p.variadic("timing-functions", "CURVE", help: "one curve per segment")
      let timingArgs = TimingArgs(&p)
      return { session, args throws(CommandError) in
        let path = try keyPath(args, keyPathArg)
        let values = try vectors(args[values], for: path)
        var times: [Double]?
        if let words = args[keyTimes] {
          var keyTimesGiven: [Double] = []
          for (text, column) in words {
            guard let t = try? Values.number(Substring(text)) else {
              throw CommandError(
                "expected a key time from 0 to 1, got '\(clip(text))'", column: column)
            }
            keyTimesGiven.append(t)
          }
          times = keyTimesGiven
        }
        var functions: [TimingFunction]?
        if let words = args[timingFunctions] {
          var curves: [TimingFunction] = []
          for (text, column) in words {
            guard let c = Values.curve(text) else {
              throw CommandError("expected a curve, got '\(clip(text))'", column: column)
            }
            curves.append(c)
          }
          functions = curves
        }
        let mode = args[mode] ?? .linear
        return try define(&session, args, name: name, timingArgs) { timing throws(CommandError) in
          LayerAnimation(
            keyPath: path,
            content: .keyframes(
              values: values, keyTimes: times, mode: mode, timingFunctions: functions),
            timing: timing)
        }
      }
    },
    CommandSpec(
      ["anim", "group"], group: groupAnimations, traits: [.outlivesScene, .notInEventHooks],
      abstract: "define a CAAnimationGroup of defined animations",
      discussion: """
        The children run in the group's local time (after the group's timing function) and
        are clipped to the group's duration; a child past its own duration shows the model
        value unless its fill holds it.
        """
    ) { p in
      let name = p.positional("NAME", .text, help: "the group's name")
      let children = p.requiredVariadic("children", "NAME", help: "defined animations, copied")
      let timingArgs = TimingArgs(&p)
      return { session, args throws(CommandError) in
        var animations: [LayerAnimation] = []
        for (child, column) in args[children] {
          guard let animation = session.definitions[child] else {
            throw CommandError(
              "no animation named '\(clip(child))'", column: column,
              hint: knownDefinitions(session))
          }
          animations.append(animation)
        }
        return try define(&session, args, name: name, timingArgs) { timing throws(CommandError) in
          LayerAnimation(group: animations, timing: timing)
        }
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
        """
    ) { p in
      let name = p.positional("NAME", .animationName, help: "a defined animation")
      let to = p.requiredOption("to", "ID", .node(kinds: nil), help: "the node whose layer gets it")
      let asArg = p.option("as", "KEY", .text, help: "the key (default: the name)")
      // Its animationDidStop; an animation it replaces under the key stops first.
      p.completion { _, args in
        CompletionEvent(
          args[to], "animationDidStop", match: [.init("key", args[asArg] ?? args[name])],
          afterRun: true)
      }
      return { session, args throws(CommandError) in
        let definition = args[name]
        guard let animation = session.definitions[definition] else {
          throw CommandError(
            "no animation named '\(clip(definition))'", column: args.column(of: name),
            hint: "define one with anim basic, anim keyframes or anim group; "
              + knownDefinitions(session))
        }
        let id = args[to]
        try sceneCall(at: args.column(of: to)) { () throws(SceneError) in
          try session.scene.addAnimation(animation, to: id, key: args[asArg] ?? definition)
        }
        return []
      }
    },
    CommandSpec(
      ["anim", "step"], group: groupAnimations,
      abstract: "set a property to one value per screen refresh (60 Hz), as a display link does",
      discussion: """
        The first value is set at the first refresh after now, the next one a refresh
        later, and so on; refreshes fall on a fixed 60 Hz grid of virtual time (frame k at
        k/60 s). These are model changes, not animations; subviews follow their
        autoresizing. With the last value a stepsFinished(key:, frames:) event fires.
        """
    ) { p in
      let id = p.positional("ID", .node(kinds: nil), help: "the node")
      let keyPathArg = keyPathParameter(&p, "the property to set")
      let values = p.requiredVariadic("values", "V", help: "one value per refresh")
      return { session, args throws(CommandError) in
        let path = try keyPath(args, keyPathArg)
        let vectors = try vectors(args[values], for: path)
        try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
          try session.scene.stepPerRefresh(args[id], path, values: vectors)
        }
        return []
      }
    },
    CommandSpec(
      ["anim", "remove"], group: groupAnimations,
      abstract: "remove a layer's animation by key (removeAnimationForKey:)"
    ) { p in
      let id = p.positional("ID", .node(kinds: nil), help: "the node")
      let key = p.positional("KEY", .word(.animationKey), help: "the key it was added under")
      return { session, args throws(CommandError) in
        let node = args[id]
        let keys = session.scene.attachedKeys(of: node)
        try sceneCall(
          at: args.column(of: key),
          hint: "keys: " + (keys.isEmpty ? "none" : keys.joined(separator: ", "))
        ) { () throws(SceneError) in
          try session.scene.removeAnimation(node, key: args[key])
        }
        return []
      }
    },
  ]
}
