import SimMotion

/// `on ID EVENT LINE`: a command line to run whenever a node's event fires, as an app runs
/// its next step from a library's block.
public struct EventHook: Hashable, Sendable {
  /// The node whose event it waits for.
  public var node: NodeID
  /// The event's name as printed (`didDismiss`, `completion`).
  public var event: String
  /// The command line to run.
  public var line: String
  /// Whether it runs the next time only, as a completion block given to one call does.
  public var once: Bool
  /// The arguments the event must have, as they print (`animation: 3`): a `then` line
  /// waits for its own call's completion, not the next of its kind.
  public var match: [SceneEvent.Field]
  /// Whether it is a call's completion (`then LINE`) rather than an `on` hook.
  public var isThen: Bool

  /// A hook running `line` when `node`'s `event` fires with the arguments in `match`.
  public init(
    node: NodeID, event: String, line: String, once: Bool = false,
    match: [SceneEvent.Field] = [], isThen: Bool = false
  ) {
    self.node = node
    self.event = event
    self.line = line
    self.once = once
    self.match = match
    self.isThen = isThen
  }

  /// Whether it waits for `name` on `source` with these arguments.
  func answers(_ source: NodeID, _ name: String, _ fields: [SceneEvent.Field]) -> Bool {
    node == source && event == name && match.allSatisfy { fields.contains($0) }
  }
}

/// Command lines the scene runs now: an event's hooks, or the lines standing for a
/// library's block (a popover's custom present animation).
public struct HookCall: Hashable, Sendable {
  /// The node whose event or block they stand for.
  public var node: NodeID
  /// The event's name, or the block's (`didDismiss`, `presentAnimationsBlock`).
  public var name: String
  /// The lines, in order.
  public var lines: [String]
  /// Whether they answer an event (`on ID EVENT`), which stays before what they print,
  /// rather than stand for a block.
  public var isHook: Bool
  /// What each line is printed after, when not the call's label (`then` for a
  /// completion's line, `after 1s` for delayed work); empty: the label for all.
  public var captions: [String] = []
  /// The event that runs them, whose arguments `{event.NAME}` reads.
  public var event: FiredEvent?
}

/// An event that runs lines, as `{event.NAME}` reads it: its name and its arguments.
public struct FiredEvent: Hashable, Sendable {
  /// The event's name (`completion`).
  public var name: String
  /// Its arguments, as they print.
  public var fields: [SceneEvent.Field]
}

/// A call whose lines did not run, and why: hooks ran too deep, or too many lines ran in
/// one command.
public struct HookRefusal: Hashable, Sendable {
  /// Which limit the call would have passed.
  public enum Reason: Hashable, Sendable {
    /// Hooks already ran inside hooks `limit` deep (``Scene/hookDepthLimit``).
    case tooDeep(limit: Int)
    /// Its lines would make more than `limit` in the command (``Scene/hookRunLimit``).
    case tooMany(limit: Int)
  }
  /// The call that did not run.
  public var call: HookCall
  /// Why it did not run.
  public var reason: Reason
}

/// Runs command lines on the scene, now, and leaves what they printed among its events as
/// a text event after the events before them.
public typealias HookRunner = @Sendable (inout Scene, HookCall) -> Void

extension Scene {
  /// How deep hooks may run inside hooks (a hook's line firing an event with hooks).
  public static let hookDepthLimit = 8
  /// How many hook lines one command may run in all.
  public static let hookRunLimit = 100

  /// Adds a hook after those already given for the same node and event.
  public mutating func addEventHook(_ hook: EventHook) throws(SceneError) {
    guard nodes.contains(hook.node) || rules.hookGroups.contains(where: { $0.name == hook.node })
    else { throw .unknownNode(hook.node) }
    eventHooks.append(hook)
  }

  /// Adds a call's `then` line, which waits for its completion: the node that fires it may
  /// be one the call makes (the new window of a root replacement).
  public mutating func addCompletionHook(_ hook: EventHook) {
    eventHooks.append(hook)
  }

  /// Forgets the `on` hooks of `node` for `event` (a call's `then` line stays); returns how
  /// many there were.
  @discardableResult
  public mutating func removeEventHooks(node: NodeID, event: String) -> Int {
    let count = eventHooks.count
    eventHooks.removeAll { $0.node == node && $0.event == event && !$0.isThen }
    return count - eventHooks.count
  }

  /// Starts a new count of hook runs (a command from the top).
  public mutating func resetHookCount() { hookRuns = 0 }

  /// Forgets the hooks of the ids `gone` names that no node has and no claim keeps: nodes
  /// that left, after the events of their removal ran them, or ids a component let go of
  /// (an id a component still holds, a map's pin whose view went to the reuse queue,
  /// keeps them).
  package mutating func forgetHooks(where gone: (NodeID) -> Bool) {
    let lost = Set(
      eventHooks.map(\.node).filter { id in
        gone(id) && !nodes.contains(id) && !claimKeepsHooks(of: id)
          && !rules.hookGroups.contains { $0.name == id }
      })
    guard !lost.isEmpty else { return }
    eventHooks.removeAll { lost.contains($0.node) }
  }

  /// Runs `call` through `runner`, inside the limits of depth and count: past them its
  /// lines do not run and an error line says why.
  mutating func runHooks(_ call: HookCall, _ runner: HookRunner) {
    if let reason = hookLimit(for: call) {
      var event = SceneEvent(time: now, source: call.node, name: call.name, fields: [])
      event.refusal = HookRefusal(call: call, reason: reason)
      events.append(event)
      return
    }
    hookRuns += call.lines.count
    hookDepth += 1
    defer { hookDepth -= 1 }
    runner(&self, call)
  }

  /// Why `call` may not run now, if it may not: too deep, or too many lines in the command.
  func hookLimit(for call: HookCall) -> HookRefusal.Reason? {
    if hookDepth >= Scene.hookDepthLimit { return .tooDeep(limit: Scene.hookDepthLimit) }
    if hookRuns + call.lines.count > Scene.hookRunLimit {
      return .tooMany(limit: Scene.hookRunLimit)
    }
    return nil
  }

  /// Runs a line of delayed work (`after SECONDS LINE`) now, as hooks run.
  public mutating func runDelayed(_ line: String, caption: String) {
    guard let runner = hookRunner else { return }
    var call = HookCall(node: "", name: "after", lines: [line], isHook: false)
    call.captions = [caption]
    runHooks(call, runner)
  }

  /// Runs command lines standing for a library's block, now, as hooks run (same limits, and
  /// the same refusals). Returns false when nothing runs command lines for the scene (it is
  /// driven without a session).
  @discardableResult
  public mutating func runLines(_ lines: [String], node: NodeID, block: String) -> Bool {
    guard let runner = hookRunner else { return false }
    runHooks(HookCall(node: node, name: block, lines: lines, isHook: false), runner)
    return true
  }

  /// Puts events back, in order, after a hook's lines took them away to print their own.
  public mutating func restoreEvents(_ earlier: [SceneEvent], then later: [SceneEvent]) {
    events = earlier + events + later
  }
}
