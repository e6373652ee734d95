import SimGeometry
import SimMotion
import SimScene

extension Commands {
  static let inspectCommands: [CommandSpec] = [
    CommandSpec(
      ["print"], group: groupInspect, traits: [.readsOnly],
      abstract: "frame states now, as an indented tree",
      discussion: """
        What is on screen at the current time (presentation values): windows back to front
        by level, each with its subviews back to front. Frames are in the parent's
        coordinates; alpha, hidden, colour and transform show when not the default, and
        `animating` marks a node with a running animation. With ID, that node's subtree.
        """
    ) { p in
      let id = p.optionalPositional(
        "ID", .node(kinds: nil), help: "a node (default: the whole screen)")
      return { session, args throws(CommandError) in
        let scene = session.scene
        if let id = args[id] {
          let states = scene.frameStates(of: id)
          return states.map { Format.line($0, depthOffset: states.first?.depth ?? 0) }
        }
        return [Format.header(scene)] + scene.frameStates().map { Format.line($0) }
      }
    },
    CommandSpec(
      ["echo"], group: groupInspect, traits: [.readsOnly],
      abstract: "print words, braced values worked out: echo {a.frame.maxX}",
      discussion: """
        The words as typed, each braced expression replaced by its value now: model values,
        what the app's code reads (`echo {tip.frame.x},{tip.alpha}`), where `print` shows
        what is on screen. In a hook or then line, {event.NAME} is the event's argument.
        `> FILE` at the end writes them to FILE.
        """
    ) { p in
      let text = p.positional("TEXT", .rest, help: "the words to print")
      return { session, args throws(CommandError) in
        let start = args.column(of: text) ?? 1
        var tokens = try Lexer.tokenize(args[text])[...]
        for index in tokens.indices {
          tokens[index].column += start - 1
          tokens[index].endColumn += start - 1
        }
        // `> FILE` at the end sends the words to a file, as for any command.
        let split = try Redirection.split(tokens)
        if let split { tokens = split.tokens }
        var words: [String] = []
        for token in tokens {
          words.append(
            try Expressions.substitute(
              token, scene: session.scene, event: session.firingEvent, display: true
            ).text)
        }
        let output = [words.joined(separator: " ")]
        guard let redirection = split?.redirection else { return output }
        try session.write(output, to: redirection)
        return []
      }
    },
    CommandSpec(
      ["dump"], group: groupInspect, traits: [.readsOnly],
      abstract: "the same state as one line of JSON",
      discussion: """
        {"time":T,"screen":{"size":[W,H],"orientation":O},"app":S,"nodes":[NODE,...]}; each
        NODE has id, kind, parent, frame, alpha, hidden, bounds, then color, transform,
        animating when set, then its kind's keys. With ID, that NODE alone.
        """
    ) { p in
      let id = p.optionalPositional(
        "ID", .node(kinds: nil), help: "a node (default: the whole scene)")
      return { session, args throws(CommandError) in
        let scene = session.scene
        if let id = args[id], let state = scene.frameStates(of: id).first {
          return [Format.json(state)]
        }
        return [Format.json(scene)]
      }
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
        """
    ) { p in
      let target = p.positional("TARGET", .pointOrNode, help: "X,Y on the screen, or a node id")
      let part = p.optionalPositional(
        "PART", .word(.part),
        help: "a named part of the node: its subview ID.PART (a callout's accessory)")
      return { session, args throws(CommandError) in
        let point = try touchPoint(
          session, args[target], column: args.column(of: target), part: args[part],
          partColumn: args.column(of: part))
        let outcome = session.scene.tap(screenPoint: point)
        // A tap no view handles changes nothing: it is no step for undo.
        if outcome.handler == nil { session.changedNothing = true }
        return touchLines("tap \(point.formatted)", outcome, &session)
      }
    },
    CommandSpec(
      ["long-press"], group: groupInspect, traits: [.notInEventHooks],
      abstract: "a finger held still, then lifted or moved; the clock advances meanwhile",
      discussion: """
        The touch lands as `tap`'s does; the finger stays down for the duration (default
        and least 0.5 s, UILongPressGestureRecognizer's minimumPressDuration), then lifts.
        With `to`, it stays still for 0.5 s, then moves at constant speed to POINT over the
        rest of the duration (default 1s), as a long press may once it has begun. Events
        that fall due meanwhile print stamped, as `tick` prints them, and the line says
        what the recognizers made of the touch (`help drag` has their limits). A still
        press up to 0.75 s is a tap as well as a long press: a GIK callout, whose two
        recognizers recognize together (GIKCalloutView.m 539-551), turns map selections
        off twice (525-537); the map's selection takes the tap. Longer, only the long press
        remains, and touchesEnded reaches the annotation manager either way.
        """
    ) { p in
      let target = p.positional("TARGET", .pointOrNode, help: "X,Y on the screen, or a node id")
      let part = p.optionalPositional(
        "PART", .word(.part), help: "a named part of the node, as for tap")
      let to = p.option(
        "to", "POINT", .pointOrNode, help: "where the finger moves after 0.5s: X,Y or a node id")
      let duration = p.option(
        "duration", "D", .duration, help: "how long the finger stays down (0.5s; 1s with to)")
      return { session, args throws(CommandError) in
        let point = try touchPoint(
          session, args[target], column: args.column(of: target), part: args[part],
          partColumn: args.column(of: part))
        var end: Point?
        if let given = args[to] {
          end = try touchPoint(session, given, column: args.column(of: to))
        }
        let least = Gestures.longPressMinimum
        let held = args[duration] ?? (end == nil ? least : .seconds(1))
        guard held >= least, held <= Scene.longestTouch, end == nil || held > least
        else {
          throw CommandError(
            end == nil
              ? "a long press lasts from 0.5s to 60s"
              : "a long press that moves lasts more than 0.5s and at most 60s",
            column: args.column(of: duration),
            hint: end == nil
              ? "a shorter press is a tap: tap TARGET" : "it moves after the 0.5s hold")
        }
        let outcome = try sceneCall(at: args.column(of: duration)) { () throws(SceneError) in
          try session.scene.longPress(screenPoint: point, to: end, duration: held)
        }
        let what = "long-press \(point.formatted)" + (end.map { " to \($0.formatted)" } ?? "")
        return touchLines(what, outcome, &session, gestures: true)
      }
    },
    CommandSpec(
      ["drag"], group: groupInspect, traits: [.notInEventHooks],
      abstract: "a finger moved from one point to another; the clock advances meanwhile",
      discussion: """
        The touch lands at FROM as `tap`'s does and stays bound to the node that took it; the
        finger moves at constant speed and reaches TO after the duration (default 0.25 s).
        That node gets touchesBegan, touchesMoved at every screen refresh (60 Hz) and at TO,
        then touchesEnded; scheduled work and animations run in between, and their events
        print stamped. The line says what the recognizers made of the whole touch, each on
        its own. A tap: at most 45 pt from touch-down, lifted within 0.75 s (UIKitCore's
        UITapRecognizer allowableMovement, UITapGestureRecognizer maximumSingleTapDuration).
        A long press: at most 10 pt from touch-down 0.5 s after it, free from then on, ended
        at the lift (UILongPressGestureRecognizer's documented defaults). A pan: begins once
        more than 10 pt from touch-down and moves by what comes after those 10 pt
        (UIKitCore's UIPanGestureRecognizer _defaultHysteresis).
        The annotation manager handles every move as a touch (FWTAnnotationManager.m
        158-166). From a map or a pin, a pan scrolls the map with the finger and reports the
        region once, at the lift (no deceleration), and prevents the map's tap; a touch that
        does not pan is the pin's or the map's tap, press or nothing. On a GIK callout the
        pan scrolls nothing, as its pan recognizer cancels the map's (GIKCalloutView.m
        539-551), while its tap and long press still turn map selections off. A node id
        stands for its centre at the start.
        """
    ) { p in
      let from = p.positional(
        "FROM", .pointOrNode, help: "where the finger lands: X,Y or a node id")
      let to = p.positional("TO", .pointOrNode, help: "where it lifts: X,Y or a node id")
      let duration = p.option("duration", "D", .duration, help: "how long the move takes (0.25s)")
      return { session, args throws(CommandError) in
        let start = try touchPoint(session, args[from], column: args.column(of: from))
        let end = try touchPoint(session, args[to], column: args.column(of: to))
        let moving = args[duration] ?? SimTime(microseconds: 250_000)
        guard moving > .zero, moving <= Scene.longestTouch else {
          throw CommandError(
            "a drag lasts more than 0s and at most 60s", column: args.column(of: duration))
        }
        let outcome = try sceneCall(at: args.column(of: duration)) { () throws(SceneError) in
          try session.scene.drag(from: start, to: end, duration: moving)
        }
        return touchLines(
          "drag \(start.formatted) to \(end.formatted)", outcome, &session, gestures: true)
      }
    },
  ]

  /// The screen point a touch command names (its word at `column`): X,Y, a node's centre,
  /// or with `part` (at `partColumn`) the centre of the node's named part.
  private static func touchPoint(
    _ session: Session, _ target: PointOrNode, column: Int?, part: String? = nil,
    partColumn: Int? = nil
  ) throws(CommandError) -> Point {
    var id: NodeID
    switch target {
    case .point(let point):
      if part != nil {
        throw CommandError(
          "a part goes with a node, not a point", column: partColumn,
          hint: "usage: tap ID [PART]")
      }
      return point
    case .node(let node):
      id = node
    }
    // PART names the subview ID.PART, as the ids of parts are printed.
    if let path = part {
      let found = Scene.partID(path, of: id)
      guard session.scene.contains(found) else {
        let parts = session.scene.namesUnder(id)
        throw CommandError(
          "'\(id)' has no part '\(clip(path))'", column: partColumn,
          hint: parts.isEmpty ? "it has no named parts" : "parts: " + Suggest.listing(parts))
      }
      id = found
    }
    guard let point = session.scene.screenCenter(of: id) else {
      throw CommandError("no node '\(clip(id))'", column: column)
    }
    return point
  }

  /// The gestures a touch made, in words: `a tap and a long press`, `no gesture`.
  static func words(_ g: Gestures) -> String {
    let names = [(g.isTap, "a tap"), (g.isLongPress, "a long press"), (g.pans, "a pan")]
      .filter(\.0).map(\.1)
    return names.isEmpty ? "no gesture" : names.joined(separator: " and ")
  }

  /// What a touch command prints: the node hit and its handler, then the events.
  private static func touchLines(
    _ what: String, _ outcome: TouchOutcome, _ session: inout Session, gestures: Bool = false
  ) -> [String] {
    var line: String
    if let hit = outcome.hit {
      line = "\(what): hit \(hit.node) at \(hit.localPoint.formatted)"
      if let handler = outcome.handler, handler != hit.node { line += ", handled by \(handler)" }
    } else {
      line = "\(what): nothing"
    }
    if let t = outcome.cancelledAt, let handler = outcome.handler {
      line += "; cancelled at \(Format.time(t)): \(handler) left the scene"
    }
    if gestures { line += "; " + Self.words(outcome.gestures) }
    return [line] + session.takeEventLines()
  }
}
