import SimMotion
import SimScene

/// `on ID EVENT LINE`: a line runs when a node's event fires, at that virtual instant, inside
/// the command that moved the clock (or made the change) that fired it.
extension Session {
  /// A scene with nothing in it, for the copy of the session a hook runner keeps: the live
  /// scene is swapped in while a hook runs.
  private static let emptyScene = Scene(screen: Screen(portraitSize: Screen.iphone))

  /// Lets the scene run event hooks as lines of this session while the top-level line
  /// runs. The runner keeps a copy of the session without its scene; what a hook's line
  /// changes besides the scene goes with that copy, which is why such lines are refused
  /// there (``CommandSpec/Traits/notInEventHooks``).
  mutating func installHookRunner(resetCount: Bool) {
    // The scene and the history step aside while the session is copied, so the copy does
    // not take a share of each of their parts only to drop it.
    var parkedScene = Session.emptyScene
    var parkedHistory = History()
    swap(&parkedScene, &scene)
    swap(&parkedHistory, &history)
    let template = self
    swap(&parkedScene, &scene)
    swap(&parkedHistory, &history)
    if resetCount { scene.resetHookCount() }
    scene.hookRunner = { scene, call in
      var nested = template
      swap(&nested.scene, &scene)
      defer { swap(&nested.scene, &scene) }
      let earlier = nested.scene.drainEvents()
      var printed: [String] = []
      let stamp = "[\(Format.time(nested.scene.now))]"
      nested.firingEvent = call.event
      for (index, line) in call.lines.enumerated() {
        let caption = index < call.captions.count ? call.captions[index] : Session.label(call)
        printed.append("\(caption): \(line)")
        let result = nested.executeNested(line)
        printed += result.output
        if let error = result.error { printed.append("\(stamp) error: \(error.text)") }
      }
      nested.scene.restoreEvents(earlier, then: [.text(printed, at: nested.scene.now)])
    }
  }

  /// The events fired since the last call, as printed lines: stamped events, and what
  /// their hooks printed; quiet events only while `settings events all` asks for them.
  public mutating func takeEventLines() -> [String] {
    eventLines(scene.drainEvents())
  }

  /// What a call's lines are printed after: `on tip didDismiss` for a hook,
  /// `tip presentAnimationsBlock` for a block.
  static func label(_ call: HookCall) -> String {
    (call.isHook ? "on " : "") + "\(call.node) \(call.name)"
  }

  /// Events as printed lines, as ``takeEventLines()`` prints them.
  func eventLines(_ events: [SceneEvent]) -> [String] {
    events.flatMap { event -> [String] in
      if let text = event.text { return text }
      if let refusal = event.refusal {
        let why =
          switch refusal.reason {
          case .tooDeep(let limit): "hooks run inside hooks more than \(limit) deep"
          case .tooMany(let limit): "more than \(limit) hook lines in one command"
          }
        return [
          "[\(Format.time(event.time))] error: \(why); \(Session.label(refusal.call)) did not run"
        ]
      }
      if event.isQuiet, !settings.allEvents { return [] }
      return [Format.event(event)]
    }
  }

  /// The hooks `on` lists: the application's, then the nodes' and the `then` lines waiting
  /// for a call's completion, in the order given.
  func hookListing() -> [String] {
    AppState.allCases.flatMap { s in (hooks[s] ?? []).map { "on \(s.rawValue) \($0)" } }
      + scene.eventHooks.map { hook in
        if hook.isThen {
          let fields = hook.match.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
          return "then \(hook.node) \(hook.event)(\(fields)) \(hook.line)"
        }
        return "on \(hook.node) \(hook.event) \(hook.once ? "once " : "")\(hook.line)"
      }
  }
}
