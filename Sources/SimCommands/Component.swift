public import SimRender
public import SimScene

/// One simulated library, declared in its own folder: its commands, its help topics, how
/// its kinds are drawn, its quirks, the iOS era its code follows and the switches
/// `settings` shows. A ``Session`` is built with a list of them (``Components``).
///
/// How its kinds are described in `print` and `dump`, how they take touches and what state
/// they keep are the component's model's business: it tells the scene when it adds nodes
/// (`Scene.describe(kind:with:)`).
public struct Component: Sendable {
  /// A short name, such as `windows`.
  public var name: String
  /// Its commands, under headings of its own.
  public var commands: [CommandSpec]
  /// What `help WORD` says after listing the commands that start with WORD, a paragraph
  /// an element.
  public var topics: [String: [String]]
  /// How its kinds are drawn.
  public var drawings: [KindDrawing]
  /// The quirks of the original it reproduces, in the order `quirks` lists them.
  public var quirks: [Quirk]
  /// The iOS releases whose animation model its code follows, as `ios` lists them.
  public var eras: [Era]
  /// The switches of its own that `settings` lists.
  public var settings: [Setting]
  /// The events each of its kinds fires, by the names `on ID EVENT LINE` takes.
  public var events: [NodeKind: [String]]

  /// A component.
  public init(
    name: String, commands: [CommandSpec] = [], topics: [String: [String]] = [:],
    drawings: [KindDrawing] = [], quirks: [Quirk] = [], eras: [Era] = [],
    settings: [Setting] = [], events: [NodeKind: [String]] = [:]
  ) {
    self.events = events
    self.name = name
    self.commands = commands
    self.topics = topics
    self.drawings = drawings
    self.quirks = quirks
    self.eras = eras
    self.settings = settings
  }
}

/// The iOS release an original's code was written for: its UIView blocks follow that
/// release's animation model unless `ios` names one.
public struct Era: Hashable, Sendable {
  /// What follows it, as `ios` lists it: `windows (CFANavigationWindow)`.
  public var what: String
  /// Its name in running text: `FWT`.
  public var shortName: String
  /// The iOS major version.
  public var version: Int
  /// Where it stands in the list: lower first.
  public var order: Int

  /// An era.
  public init(what: String, shortName: String, version: Int, order: Int) {
    self.what = what
    self.shortName = shortName
    self.version = version
    self.order = order
  }
}

/// A switch of a component's that `settings` lists, with its value now.
public struct Setting: Sendable {
  /// Its name: `dismiss-on-background`.
  public var name: String
  /// Where it stands among the components' switches (they follow `ios` in the list): lower
  /// first.
  public var order: Int
  /// Its value in the scene, as `settings` shows it: `on`.
  public var value: @Sendable (Scene) -> String

  /// A switch.
  public init(_ name: String, order: Int, value: @escaping @Sendable (Scene) -> String) {
    self.name = name
    self.order = order
    self.value = value
  }
}

/// The components a session simulates, assembled: the commands of the scene and of every
/// component in one registry, every kind's drawing, and the quirks, eras and switches the
/// listings show. Assembling is done once per list; sessions share it.
public struct Components: Sendable {
  /// The components, in the order their quirks are listed.
  public let list: [Component]
  /// Every command, the scene's own among them, with the help topics.
  public let registry: Registry
  /// Every kind's drawing.
  public let drawings: Drawings
  /// Every quirk.
  public let quirks: [Quirk]
  /// Every era, each once, in order.
  public let eras: [Era]
  /// Every component's switches, in order.
  public let settings: [Setting]
  /// The events of each kind: the components' and the scene's own.
  let eventsByKind: [NodeKind: [String]]

  /// The events a node of `kind` fires, sorted: its component's, and those every view
  /// fires (a UIView block's `completion`, an attached animation's `animationDidStop`,
  /// `anim step`'s `stepsFinished`) or every window (`willRotate`, `didRotate`).
  public func events(of kind: NodeKind) -> [String] {
    let own = eventsByKind[kind] ?? []
    let scene = ["animationDidStop", "completion", "stepsFinished"]
    return Array(Set(own + scene + (kind == .window ? ["didRotate", "willRotate"] : []))).sorted()
  }

  /// `list` assembled with the scene's own commands.
  public init(_ list: [Component]) {
    self.list = list
    quirks = list.flatMap(\.quirks)
    var eras: [Era] = []
    for era in list.flatMap(\.eras) where !eras.contains(era) { eras.append(era) }
    self.eras = eras.enumerated().sorted { ($0.1.order, $0.0) < ($1.1.order, $1.0) }.map(\.1)
    settings = list.flatMap(\.settings).enumerated()
      .sorted { ($0.1.order, $0.0) < ($1.1.order, $1.0) }.map(\.1)
    var topics: [String: [String]] = [:]
    for component in list { topics.merge(component.topics) { _, new in new } }
    registry = Registry(
      Commands.scene(quirks: quirks, eras: self.eras) + list.flatMap(\.commands), topics: topics)
    drawings = Drawings(list.flatMap(\.drawings))
    var events: [NodeKind: [String]] = [:]
    for component in list {
      for (kind, names) in component.events { events[kind, default: []] += names }
    }
    eventsByKind = events
  }
}
