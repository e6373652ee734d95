import HashTreeCollections
import SimGeometry
public import SimMotion

/// Work due at a virtual time: what it is for (for `pending`) and what it does.
public struct ScheduledWork: Sendable {
  /// The node the work belongs to, if any.
  public var owner: NodeID?
  /// A short description such as `completion of animation 3`.
  public var label: String {
    get {
      switch caption {
      case .text(let text): text
      case .animationEnd(let key, block: let block?): "end of animation \(block) (\(key))"
      case .animationEnd(let key, block: nil): "end of \(key)"
      }
    }
    set { caption = .text(newValue) }
  }
  /// The label, written out only when read (by `pending` and the checks): an animation's
  /// end is scheduled for every animation added.
  private var caption: Caption
  /// The work itself, run with the clock set to its due time.
  public var action: @Sendable (inout Scene) -> Void

  private enum Caption: Sendable {
    case text(String)
    case animationEnd(key: String, block: Int?)
  }

  /// Work labelled for listing.
  public init(
    owner: NodeID?, label: String, action: @escaping @Sendable (inout Scene) -> Void
  ) {
    self.owner = owner
    caption = .text(label)
    self.action = action
  }

  /// The end of the animation under `key` (of block animation `block`, if any).
  init(
    owner: NodeID, animationEndOf key: String, block: Int?,
    action: @escaping @Sendable (inout Scene) -> Void
  ) {
    self.owner = owner
    caption = .animationEnd(key: key, block: block)
    self.action = action
  }
}

/// Something that happened at a virtual instant: a library's block or delegate call.
public struct SceneEvent: Hashable, Sendable {
  /// When it fired.
  public var time: SimTime
  /// The node whose handler fired.
  public var source: NodeID
  /// The name of the callback, such as `completion` or `didPresent`.
  public var name: String
  /// Arguments of the callback in order, as (name, value) pairs.
  public var fields: [Field]
  /// A block the originals run without a sign scenesim prints by default (an animation
  /// helper's completion block): shown while a hook listens to it, or when all events are
  /// asked for.
  public var isQuiet = false
  /// Set for what an event hook printed, in order: lines shown as they are, not an event.
  public var text: [String]?
  /// Set when a call's lines were refused (``Scene/hookDepthLimit``,
  /// ``Scene/hookRunLimit``): not an event, but why they did not run.
  public var refusal: HookRefusal?

  /// Lines printed at `time` that are no event: what hook lines printed.
  public static func text(_ lines: [String], at time: SimTime) -> SceneEvent {
    var event = SceneEvent(time: time, source: "", name: "", fields: [])
    event.text = lines
    return event
  }

  /// One argument of an event.
  public struct Field: Hashable, Sendable {
    /// Its name.
    public var name: String
    /// Its value, already in text.
    public var value: String
    /// A named argument.
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }
}

/// A headless scene: a screen, windows holding trees of views, a virtual clock with its
/// scheduled work and running animations, and the events that fired.
///
/// Every mutating method checks its inputs before it changes anything: when it throws,
/// the scene is as it was.
///
/// ```swift
/// var scene = Scene(screen: Screen(portraitSize: Screen.iphone))
/// let frame = Rect(x: 20, y: 20, width: 100, height: 50)
/// try scene.addView("box", frame: frame, in: Scene.rootViewID)
/// var fade = LayerChanges()
/// fade.alpha = 0
/// try scene.animate("box", fade, options: AnimationOptions())
/// try scene.advance(by: .milliseconds(100))
/// let alpha = scene.presentation(of: "box")?.alpha  // part way to 0
/// ```
public struct Scene: Sendable {
  /// The id of the window the scene starts with.
  public static let rootWindowID: NodeID = "window"
  /// The id of the root view that fills the root window.
  public static let rootViewID: NodeID = "root"

  /// The device screen and its orientation.
  public internal(set) var screen: Screen
  /// The application state (UIApplication.applicationState).
  public var appState: AppState = .active
  /// UITraitCollection.userInterfaceStyle: dark or not (``setAppearance(dark:)``).
  public internal(set) var isDark = false
  /// The current virtual time.
  public internal(set) var now: SimTime = .zero
  /// The window that receives key events (UIApplication.keyWindow).
  public internal(set) var keyWindow: NodeID?

  var nodes = NodeStore()
  /// Each owner's parts, by the owner's id, in the order they were made.
  var partIndex: TreeDictionary<NodeKey, [NodeID]> = [:]
  /// Each part's link to its owner, by the part's id (a table of its own, so a node that
  /// is no part carries nothing for it).
  var partLinks: TreeDictionary<NodeKey, PartOf> = [:]
  /// The ids of the nodes that are windows, so finding the windows does not read every node.
  var windowIDs: Set<NodeID> = []
  var nextWindowOrder: UInt64 = 0
  var scheduler = Scheduler<ScheduledWork>()
  var animations: [NodeKey: [AttachedAnimation]] = [:]
  var blocks: [Int: BlockAnimation] = [:]
  /// Blocks whose animations were all removed unfinished, whose completions wait for the
  /// transaction to commit (``commit()``), in the order they stopped.
  var stoppedBlocks: [Int] = []
  var nextAnimationSerial = 0
  /// What the session's components declared: each kind's rules, the observers, the ids
  /// held that are no nodes, the extension points' contributions.
  public let rules: SceneRules
  /// A turn that lays nothing out anew waits for its end: the scheduled work, and its
  /// didRotate, run early when another turn starts.
  var turnEnd: (ticket: UInt64, didRotate: @Sendable (inout Scene) -> Void)?
  /// Lines to run when a node's event fires (`on ID EVENT LINE`), in the order given.
  public internal(set) var eventHooks: [EventHook] = []
  /// Runs an event's hooks: set by whoever runs command lines for the scene.
  public var hookRunner: HookRunner?
  /// How deep hooks run inside hooks now.
  public internal(set) var hookDepth = 0
  /// How many hook lines ran since ``resetHookCount()``.
  public internal(set) var hookRuns = 0
  /// State that components keep in the scene, by a name each component chooses: reached
  /// through a ``SceneStorageKey``.
  @usableFromInline var extensions: [String: any Sendable] = [:]
  /// The iOS major version whose UIView animation model every block follows; nil lets each
  /// block follow the era of the code that runs it (``AnimationOptions/era``).
  public var iosVersion: Int?
  /// The quirks of the originals that are turned off (all are on by default).
  public var disabledQuirks: Set<String> = []
  var nextGroupID = 1
  var events: [SceneEvent] = []
  /// Asked by long work (ticks over long spans, loading many pins) whether to stop early.
  public var monitor: WorkMonitor = .none

  /// An empty scene on `screen` at time zero, following `rules`: one key window at level 0
  /// holding the root view, both filling the screen (while windows stay portrait, the
  /// window the portrait screen and the root view the interface, turned).
  public init(screen: Screen, rules: SceneRules = .none) {
    self.screen = screen
    self.rules = rules
    var window = Node(id: Scene.rootWindowID, kind: .window, frame: screen.windowBounds)
    window.autoresizing = .fill
    window.window = WindowInfo(band: "root", windowLevel: 0, order: 0)
    nextWindowOrder = 1
    var root = Node(id: Scene.rootViewID, kind: .view, frame: screen.bounds)
    root.layer.center = screen.windowBounds.center
    root.layer.transform = screen.rootViewTransform
    root.autoresizing = .fill
    root.parent = Scene.rootWindowID
    window.children = [Scene.rootViewID]
    nodes[window.id] = window
    windowIDs = [window.id]
    nodes[root.id] = root
    keyWindow = window.id
  }

  /// The node with `id`, if it exists.
  public func node(_ id: NodeID) -> Node? { nodes[id] }

  /// The layer of the node with `id`, read without copying the rest of the node.
  public func layer(of id: NodeID) -> LayerState? { nodes.layer(of: id) }

  /// The kind of the node with `id`, read without copying the rest of the node.
  public func kind(of id: NodeID) -> NodeKind? { nodes.kind(of: id) }

  /// Whether a node with `id` exists.
  public func contains(_ id: NodeID) -> Bool { nodes.contains(id) }

  /// How many nodes the scene holds.
  public var nodeCount: Int { nodes.count }

  /// How many times a node was written since the scene was made. Copies of a scene share
  /// their nodes until one writes, so over a span this is what a copy taken at its start
  /// holds apart from the scene at its end.
  public var nodeWrites: Int { nodes.writes }

  /// How many animations are attached, over all nodes.
  public var animationCount: Int { animations.values.reduce(0) { $0 + $1.count } }

  /// All ids, sorted.
  public var ids: [NodeID] { nodes.keys.sorted() }

  /// All ids in no particular order, for a search that needs none.
  public var unorderedIDs: some Collection<NodeID> { nodes.keys }

  /// Windows back to front: by window level, then the order they were shown in, then id.
  public var windowsBackToFront: [NodeID] {
    var windows = windowIDs.compactMap { id in nodes.window(of: id).map { (id, $0) } }
    windows.sort { lhs, rhs in
      (lhs.1.windowLevel, lhs.1.order, lhs.0) < (rhs.1.windowLevel, rhs.1.order, rhs.0)
    }
    return windows.map(\.0)
  }

  /// Schedules `work` at `time`; the ticket cancels it.
  @discardableResult
  public mutating func schedule(at time: SimTime, _ work: ScheduledWork) -> UInt64 {
    scheduler.schedule(at: time, work)
  }

  /// Cancels scheduled work.
  public mutating func cancelScheduled(_ ticket: UInt64) {
    scheduler.cancel(ticket)
  }

  /// Records that `name` fired on `source` now.
  public mutating func emit(
    _ source: NodeID, _ name: String, _ fields: [SceneEvent.Field] = [], quiet: Bool = false
  ) {
    let hooks =
      eventHooks.isEmpty ? [] : eventHooks.filter { hookAnswers($0, source, name, fields) }
    var event = SceneEvent(time: now, source: source, name: name, fields: fields)
    event.isQuiet = quiet && hooks.isEmpty
    events.append(event)
    guard !hooks.isEmpty, let runner = hookRunner else { return }
    var call = HookCall(node: source, name: name, lines: hooks.map(\.line), isHook: true)
    call.event = FiredEvent(name: name, fields: fields)
    if hooks.contains(where: \.isThen) {
      call.captions = hooks.map { $0.isThen ? "then" : "on \(source) \(name)" }
    }
    // A once hook is used up only when it runs; a call's then line goes either way, as its
    // completion comes once.
    if hooks.contains(where: \.isThen)
      || (hookLimit(for: call) == nil && hooks.contains(where: \.once))
    {
      let runs = hookLimit(for: call) == nil
      var kept = eventHooks
      kept.removeAll { ($0.isThen || (runs && $0.once)) && hookAnswers($0, source, name, fields) }
      eventHooks = kept
    }
    runHooks(call, runner)
  }

  /// Whether `hook` waits for `name` on `source` with these arguments: its own node's, or
  /// any node of its group's.
  private func hookAnswers(
    _ hook: EventHook, _ source: NodeID, _ name: String, _ fields: [SceneEvent.Field]
  ) -> Bool {
    if hook.answers(source, name, fields) { return true }
    guard hook.event == name, hook.node != source, !rules.hookGroups.isEmpty,
      let group = rules.hookGroups.first(where: { $0.name == hook.node })
    else { return false }
    return hook.answers(hook.node, name, fields) && group.covers(self, source)
  }

  /// Why the interface does not turn to `orientation` now, if something keeps it.
  public func rotationRefusal(to orientation: Orientation) -> String? {
    guard orientation != screen.orientation else { return nil }
    for gate in rules.rotationGates {
      if let why = gate(self, orientation) { return why }
    }
    return nil
  }

  /// Sets the interface style; the observers run when it changes.
  public mutating func setAppearance(dark: Bool) {
    guard dark != isDark else { return }
    isDark = dark
    for observer in rules.appearanceObservers { observer(&self) }
  }

  /// The view standing for the key window's root view controller's view: the key window's
  /// first subview; `root` while there is no key window.
  public var keyRootView: NodeID? {
    if let key = keyWindow, let first = nodes.family(of: key)?.children.first { return first }
    return nodes.contains(Scene.rootViewID) ? Scene.rootViewID : nil
  }

  /// What holds `id` when it is no node (`pin`), or nil.
  public func claimant(of id: NodeID) -> String? {
    rules.claims.first { $0.holds(self, id) }?.what
  }

  /// Whether a claim keeps the `on` hooks of `id` while no node has it.
  func claimKeepsHooks(of id: NodeID) -> Bool {
    rules.claims.contains { $0.keepsHooks(self, id) }
  }

  /// Whether the quirk named `name` is on (the original's behaviour).
  public func quirk(_ name: String) -> Bool { !disabledQuirks.contains(name) }

  /// Takes the events recorded since the last call, in the order they fired.
  public mutating func drainEvents() -> [SceneEvent] {
    defer { events.removeAll() }
    return events
  }
}
