import SimMotion
import SimScene

extension Commands {
  /// `on`: lines that run when the application enters a state, or when a node's event
  /// fires, as an app chains its next step in a library's blocks.
  static let onCommand = CommandSpec(
    ["on"], group: groupScene,
    traits: [.changesWithArguments, .outlivesScene, .keepsLine],
    abstract: "run a command when the app enters a state, or when a node's event fires",
    discussion: """
      `on background window push pin level medium animated off` runs that line each time
      `app background` is entered (an app-delegate hook; the lines stay through screen and
      reset). `on tip didDismiss popover present next from 10,10,1,1 arrow up` runs it each
      time tip's didDismiss fires, as an app does in the library's block: at that virtual
      instant and in the order the original runs its blocks (an animation helper's
      completion before didPresent or didDismiss), the event's line printed first, then
      `on ID EVENT: LINE` and what the line printed. The form is an event hook when ID is
      a node and EVENT an event its kind fires (Tab offers them; `settings events all`
      also prints the quiet ones, blocks nothing prints by default). Several lines run in
      the order given; `on ID EVENT once LINE` runs only the next time, as a completion
      block given to one call; `on ID EVENT clear` (or `on STATE clear`) forgets them; `on` alone
      lists every hook. `on windows animateWindowTransition LINE` hooks every navigation
      window's event, those made later too (a root replacement's new window), as a
      CFAWindowAnimator given to every call. A node's hooks go with it, after the events of its removal have
      run them. A hook's effects belong to the command during which its event fired: one
      `undo` takes them back. In an event hook, lines that move the clock, the history or
      the session (tick, settle, drag, source, undo, screen, ...) are refused, and `on` takes
      only `on ID EVENT once LINE`; a
      failing line prints its error, stamped, and stops nothing else. Hooks that fire each
      other stop, with an error line, past \(Scene.hookDepthLimit) deep or
      \(Scene.hookRunLimit) lines in one command.
      """
  ) { p in
    let stateId = p.optionalPositional(
      "STATE|ID", .word(.hookTarget), help: "active, inactive or background, or a node")
    let event = p.optionalPositional("EVENT", .word(.event), help: "an event of the node")
    let line = p.optionalPositional("LINE", .rest, help: "the command to run, or clear")
    // An application state's hooks stay through a new scene; a node's go with it.
    p.outlivesScene { args in args[stateId].flatMap(AppState.init(rawValue:)) != nil }
    return { session, args throws(CommandError) in
      guard let target = args[stateId] else {
        let lines = session.hookListing()
        return lines.isEmpty ? ["no hooks"] : lines
      }
      let node = session.scene.node(target)
      let group = session.scene.rules.hookGroups.first { $0.name == target }
      let events = group?.events ?? node.map { session.components.events(of: $0.kind) } ?? []
      // In a hook only a wait for one more event: ID EVENT once LINE, LINE not clear.
      let inHook = session.scene.hookDepth > 0
      let onceLine = args[line].flatMap { $0.hasPrefix("once ") ? $0.dropFirst(5) : nil }
      if inHook,
        node == nil && group == nil || !(args[event].map(events.contains) ?? false)
          || onceLine.map({ $0.drop(while: \.isWhitespace).isEmpty || $0 == "clear" }) ?? true
      {
        throw CommandError(
          "in an event hook 'on' takes only ID EVENT once LINE", column: args.column(of: stateId),
          hint: "a hook runs while the clock stands at its event; it may wait once for another")
      }
      if let event = args[event], events.contains(event) {
        return try eventHook(
          target, event, args[line], &session, args, column: args.column(of: stateId))
      }
      if let state = AppState(rawValue: target) {
        return try appHook(state, args[event], column: args.column(of: event), args, &session)
      }
      guard node != nil || group != nil else {
        let mean = Suggest.didYouMean(
          target, in: AppState.allCases.map(\.rawValue) + session.scene.ids)
        throw CommandError(
          "'\(clip(target))' is neither an application state nor a node",
          column: args.column(of: stateId),
          hint: mean ?? "on active|inactive|background LINE, or on ID EVENT LINE")
      }
      let given = args[event]
      throw CommandError(
        given.map { "'\(target)' fires no event '\(clip($0))'" } ?? "missing the event",
        column: args.column(of: event) ?? args.endColumn,
        hint: (given.flatMap { Suggest.didYouMean($0, in: events) }.map { $0 + "; " } ?? "")
          + "its events: " + events.joined(separator: ", "))
    }
  }

  private static func eventHook(
    _ node: NodeID, _ event: String, _ line: String?, _ session: inout Session,
    _ args: ParsedArguments, column: Int?
  ) throws(CommandError) -> [String] {
    var line = line
    var once = false
    if let text = line, text == "once" || text.hasPrefix("once ") {
      once = true
      line = String(text.dropFirst(4).drop(while: \.isWhitespace))
    }
    guard let line, !line.isEmpty else {
      throw CommandError(
        "missing the command to run", column: args.endColumn,
        hint: "as in on \(node) \(event) popover present next from 10,10,1,1 arrow up")
    }
    if line == "clear" {
      session.scene.removeEventHooks(node: node, event: event)
      return []
    }
    try sceneCall(at: column) { () throws(SceneError) in
      try session.scene.addEventHook(EventHook(node: node, event: event, line: line, once: once))
    }
    return []
  }

  private static func appHook(
    _ state: AppState, _ first: String?, column: Int?, _ args: ParsedArguments,
    _ session: inout Session
  ) throws(CommandError) -> [String] {
    // The line starts at the word after the state, as typed.
    guard let first else {
      throw CommandError(
        "missing the command to run", column: args.endColumn,
        hint: "as in on background window push pin level medium animated off")
    }
    // As typed, from the word after the state on.
    let line = column.map { String(args.line.dropFirst($0 - 1)) } ?? first
    if line == "clear" {
      session.hooks[state] = nil
    } else {
      session.hooks[state, default: []].append(line)
    }
    return []
  }
}
