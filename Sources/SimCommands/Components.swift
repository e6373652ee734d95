public import SimRender
public import SimScene

/// Why a list of components cannot make a session: two of them declare the same thing, or
/// one adds to something nobody offers.
public struct AssemblyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What clashed, naming the components: `components 'badge' and 'tally' both declare the
  /// command 'badge add'`.
  public var message: String

  /// An error.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}

/// The components a session simulates, assembled: the commands of the scene and of every
/// component in one registry, every kind's drawing, the rules the scene follows
/// (`SceneRules`), and the quirks, eras and switches the listings show. Assembling is done
/// once per list and checked: no two components may declare the same command, kind,
/// storage, help topic, setting, quirk, claim or extension point. Sessions share it.
public struct Components: Sendable {
  /// The components, in the order their quirks are listed.
  public let list: [Component]
  /// Every command, the scene's own among them, with the help topics.
  public let registry: Registry
  /// Every kind's drawing.
  public let drawings: Drawings
  /// What the scene follows: every kind's rules, the observers, the claims and the
  /// extension points' contributions.
  public let rules: SceneRules
  /// Every quirk.
  public let quirks: [Quirk]
  /// Every era, each once, in order.
  public let eras: [Era]
  /// Every component's switches, in order.
  public let settings: [Setting]
  /// The events of each kind: its owner's and its extensions'.
  let eventsByKind: [NodeKind: [String]]

  /// The events a node of `kind` fires, sorted: its component's, and those every view
  /// fires (a UIView block's `completion`, an attached animation's `animationDidStop`,
  /// `anim step`'s `stepsFinished`) or every window (`willRotate`, `didRotate`).
  public func events(of kind: NodeKind) -> [String] {
    let own = eventsByKind[kind] ?? []
    let scene = ["animationDidStop", "completion", "stepsFinished"]
    return Array(Set(own + scene + (kind == .window ? ["didRotate", "willRotate"] : []))).sorted()
  }

  /// `list` assembled with the scene's own component (its commands, and UIKit's kinds);
  /// throws when two components declare the same thing.
  public init(_ list: [Component]) throws(AssemblyError) {
    self.list = list
    quirks = list.flatMap(\.quirks)
    var eras: [Era] = []
    for era in list.flatMap(\.eras) where !eras.contains(era) { eras.append(era) }
    self.eras = eras.enumerated().sorted { ($0.1.order, $0.0) < ($1.1.order, $1.0) }.map(\.1)
    settings = list.flatMap(\.settings).enumerated()
      .sorted { ($0.1.order, $0.0) < ($1.1.order, $1.0) }.map(\.1)
    let scene = Component.scene(quirks: quirks, eras: self.eras)
    let all = [scene] + list
    try Components.checkNames(all)
    let assembly = try Assembly(all)
    rules = assembly.rules
    eventsByKind = assembly.events
    drawings = Drawings(list.flatMap(\.drawings))
    var topics: [String: [String]] = [:]
    for component in all { topics.merge(component.topics) { _, new in new } }
    var specs: [CommandSpec] = []
    var owners: [String] = []
    for component in all {
      for spec in component.commands(assembly.rules) {
        if !spec.problems.isEmpty {
          throw AssemblyError(
            "component '\(component.name)' declares the command '\(spec.name)' wrongly: "
              + spec.problems.joined(separator: "; "))
        }
        specs.append(spec)
        owners.append(component.name)
      }
    }
    registry = Registry(specs, topics: topics)
    // The registry finds commands given the same words as it files them; the first clash
    // in the order given is named.
    if let clash = registry.clashes.min(by: { ($0.second, $0.first) < ($1.second, $1.first) }) {
      throw Components.clash(
        owners[clash.first], owners[clash.second], "the command", specs[clash.first].name)
    }
  }

  /// Fails when two components declare the same name of any sort but commands.
  private static func checkNames(_ all: [Component]) throws(AssemblyError) {
    try check(all, "the name") { [$0.name] }
    try check(all, "the kind") { $0.kinds.map(\.kind.name) }
    try check(all, "the storage") { $0.storage.map(\.name) }
    try check(all, "the help topic") { $0.topics.keys.sorted() }
    try check(all, "the setting") { $0.settings.map(\.name) }
    try check(all, "the quirk") { $0.quirks.map(\.name) }
    try check(all, "the claim on ids of") { $0.claims.map(\.what) }
    try check(all, "the hook group") { $0.hookGroups.map(\.name) }
    try check(all, "the extension point") { $0.extensionPoints.map(\.name) }
    try check(all, "a drawing of") { $0.drawings.map(\.kind.name) }
  }

  /// Fails at the first of the `names` two components declare, naming both (or one twice:
  /// a component may not declare a thing twice either).
  private static func check(
    _ all: [Component], _ what: String, _ names: (Component) -> [String]
  ) throws(AssemblyError) {
    var first: [String: String] = [:]
    for component in all {
      for name in names(component) {
        // A clash ends the check, so the entry may as well be replaced.
        if let other = first.updateValue(component.name, forKey: name) {
          throw clash(other, component.name, what, name)
        }
      }
    }
  }

  /// The error for `name`, declared by `other` and then by `component`.
  static func clash(_ other: String, _ component: String, _ what: String, _ name: String)
    -> AssemblyError
  {
    let who =
      other == component
      ? "component '\(component)' declares"
      : "components '\(other)' and '\(component)' both declare"
    return AssemblyError("\(who) \(what) '\(name)'")
  }
}

/// The scene's rules and the events of each kind, gathered from components whose names
/// were checked.
private struct Assembly {
  var rules: SceneRules
  var events: [NodeKind: [String]] = [:]

  init(_ all: [Component]) throws(AssemblyError) {
    var owners: [NodeKind: (component: String, declaration: KindDeclaration)] = [:]
    for component in all {
      for declaration in component.kinds {
        owners[declaration.kind] = (component.name, declaration)
        events[declaration.kind, default: []] += declaration.events
      }
    }
    for component in all {
      for drawing in component.drawings where owners[drawing.kind]?.component != component.name {
        throw AssemblyError(
          "component '\(component.name)' draws the kind '\(drawing.kind.name)', which "
            + (owners[drawing.kind].map { "'\($0.component)' owns" } ?? "no component owns"))
      }
    }
    var kinds: [NodeKind: KindRules] = owners.mapValues(\.declaration.rules)
    for component in all {
      for addition in component.kindExtensions {
        guard let owner = owners[addition.kind] else {
          throw AssemblyError(
            "component '\(component.name)' extends the kind '\(addition.kind.name)', which "
              + "no component owns")
        }
        guard owner.declaration.isOpen, owner.component != component.name else {
          throw AssemblyError(
            "component '\(component.name)' extends the kind '\(addition.kind.name)', which "
              + "'\(owner.component)' does not open to others")
        }
        events[addition.kind, default: []] += addition.events
        if let more = addition.describe {
          if let first = kinds[addition.kind]?.describe {
            kinds[addition.kind]?.describe = { @Sendable scene, id in
              first(scene, id) + more(scene, id)
            }
          } else {
            kinds[addition.kind]?.describe = more
          }
        }
      }
    }
    var observers: [SceneObserver] = []
    for component in all {
      observers += component.storage.compactMap { $0.removal.map(SceneObserver.removal) }
      observers += component.observers
    }
    rules = SceneRules(
      kinds: Array(kinds.values), observers: observers, claims: all.flatMap(\.claims),
      hookGroups: all.flatMap(\.hookGroups), contributions: try Assembly.gather(all))
  }

  /// Each extension point's contributions, in the order of the components, as an array of
  /// the point's type.
  private static func gather(_ all: [Component]) throws(AssemblyError) -> [String: any Sendable] {
    let points = Dictionary(
      all.flatMap { c in c.extensionPoints.map { ($0.name, (c.name, $0)) } },
      uniquingKeysWith: { first, _ in first })
    var made: [String: [any Sendable]] = [:]
    for component in all {
      for contribution in component.contributions {
        guard points[contribution.point] != nil else {
          throw AssemblyError(
            "component '\(component.name)' adds to the extension point "
              + "'\(contribution.point)', which no component offers")
        }
        made[contribution.point, default: []].append(contribution.value)
      }
    }
    var gathered: [String: any Sendable] = [:]
    for (name, (owner, point)) in points {
      guard let typed = point.gather(made[name] ?? []) else {
        throw AssemblyError(
          "a contribution to '\(name)' (offered by '\(owner)') is not of the type it takes")
      }
      gathered[name] = typed
    }
    return gathered
  }
}

extension Component {
  /// The scene's own: its commands, and UIKit's views and windows, open to what the
  /// libraries built on them add (labels, buttons and image views are the `uikit`
  /// component's). `quirks` and `eras` are the components', for `quirks`, `quirk` and `ios`.
  static func scene(quirks: [Quirk], eras: [Era]) -> Component {
    Component(
      name: "scene", commands: Commands.scene(quirks: quirks, eras: eras),
      kinds: [.view, .window].map { KindDeclaration($0, open: true) })
  }
}
