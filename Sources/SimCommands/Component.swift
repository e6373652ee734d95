public import SimGeometry
public import SimRender
public import SimScene

/// One simulated library, declared in its own folder: everything it adds to a session. The
/// session installs all of it once when it is assembled (``Components``); no command body
/// tells the scene anything at run time.
///
/// - its **commands** and **help topics**;
/// - the **kinds** it owns (``KindDeclaration``: what their nodes add to `print` and
///   `dump`, how they take touches, the events `on` takes for them) and how they are
///   **drawn**; what it adds to kinds another component owns (``KindExtension``);
/// - what watches the whole scene (`SceneObserver`: removals, rotation, appearance), the
///   ids it holds that are no nodes (`IDClaim`) and the **storage** it keeps in the scene
///   (``StorageDeclaration``);
/// - the **extension points** it offers other components, and what it contributes to
///   theirs;
/// - its **quirks**, the iOS **era** its code follows and the **settings** it shows.
public struct Component: Sendable {
  /// A short name, such as `windows`.
  public var name: String
  /// Its commands, under headings of its own, built once the contributions to its
  /// extension points are known (most ignore them).
  public var commands: @Sendable (SceneRules) -> [CommandSpec]
  /// What `help WORD` says after listing the commands that start with WORD, a paragraph
  /// an element.
  public var topics: [String: [String]]
  /// The kinds it owns.
  public var kinds: [KindDeclaration]
  /// What it adds to kinds other components own.
  public var kindExtensions: [KindExtension]
  /// How its kinds are drawn.
  public var drawings: [KindDrawing]
  /// What watches the whole scene, run in the order the components are listed.
  public var observers: [SceneObserver]
  /// The ids it holds although they are no nodes.
  public var claims: [IDClaim]
  /// The names `on` takes for groups of its nodes (`windows`).
  public var hookGroups: [HookGroup] = []
  /// The state it keeps in the scene.
  public var storage: [StorageDeclaration]
  /// The extension points it offers.
  public var extensionPoints: [DeclaredExtensionPoint]
  /// What it adds to extension points (its own or another component's).
  public var contributions: [Contribution]
  /// The quirks of the original it reproduces, in the order `quirks` lists them.
  public var quirks: [Quirk]
  /// The iOS releases whose animation model its code follows, as `ios` lists them.
  public var eras: [Era]
  /// The switches of its own that `settings` lists.
  public var settings: [Setting]

  /// A component whose commands are a fixed list.
  public init(
    name: String, commands: [CommandSpec] = [], topics: [String: [String]] = [:],
    kinds: [KindDeclaration] = [], kindExtensions: [KindExtension] = [],
    drawings: [KindDrawing] = [], observers: [SceneObserver] = [], claims: [IDClaim] = [],
    storage: [StorageDeclaration] = [], extensionPoints: [DeclaredExtensionPoint] = [],
    contributions: [Contribution] = [], quirks: [Quirk] = [], eras: [Era] = [],
    settings: [Setting] = []
  ) {
    self.init(
      name: name, commandsUsing: { _ in commands }, topics: topics, kinds: kinds,
      kindExtensions: kindExtensions, drawings: drawings, observers: observers, claims: claims,
      storage: storage, extensionPoints: extensionPoints, contributions: contributions,
      quirks: quirks, eras: eras, settings: settings)
  }

  /// A component whose commands take what others contributed to its extension points (a
  /// command that takes options other components add).
  public init(
    name: String, commandsUsing commands: @escaping @Sendable (SceneRules) -> [CommandSpec],
    topics: [String: [String]] = [:], kinds: [KindDeclaration] = [],
    kindExtensions: [KindExtension] = [], drawings: [KindDrawing] = [],
    observers: [SceneObserver] = [], claims: [IDClaim] = [], storage: [StorageDeclaration] = [],
    extensionPoints: [DeclaredExtensionPoint] = [], contributions: [Contribution] = [],
    quirks: [Quirk] = [], eras: [Era] = [], settings: [Setting] = []
  ) {
    self.name = name
    self.commands = commands
    self.topics = topics
    self.kinds = kinds
    self.kindExtensions = kindExtensions
    self.drawings = drawings
    self.observers = observers
    self.claims = claims
    self.storage = storage
    self.extensionPoints = extensionPoints
    self.contributions = contributions
    self.quirks = quirks
    self.eras = eras
    self.settings = settings
  }
}

/// A kind a component owns: the rules the scene follows for its nodes, the events `on`
/// takes for them, and whether other components may add to it.
public struct KindDeclaration: Sendable {
  /// What its nodes do (`KindRules`).
  public var rules: KindRules
  /// The events its nodes fire, by the names `on ID EVENT LINE` takes.
  public var events: [String]
  /// Whether other components may add to its description and events (``KindExtension``),
  /// as UIKit's views and labels take what the libraries built on them add.
  public var isOpen: Bool

  /// The kind.
  public var kind: NodeKind { rules.kind }

  /// A kind with its rules; `classNames` are the UIKit classes whose recursiveDescription
  /// lines `scene load` reads as its nodes, which `restore` sets up from their fields.
  public init(
    _ kind: NodeKind, describe: KindDescriber? = nil, touches: TouchHandler? = nil,
    passesPansUp: PanPassing? = nil, events: [String] = [], open: Bool = false,
    classNames: [String] = [], restore: KindRestorer? = nil,
    backgroundColorSetter: (@Sendable (inout Scene, NodeID, Color) -> Bool)? = nil
  ) {
    rules = KindRules(kind, describe: describe, touches: touches, passesPansUp: passesPansUp)
    rules.classNames = classNames
    rules.restore = restore
    rules.backgroundColorSetter = backgroundColorSetter
    self.events = events
    isOpen = open
  }
}

/// What a component adds to a kind another component owns and declared open: values after
/// the owner's in the frame states of its nodes, and events.
public struct KindExtension: Sendable {
  /// The kind.
  public var kind: NodeKind
  /// Values for its nodes, after the owner's (and earlier extensions').
  public var describe: KindDescriber?
  /// Events its nodes fire besides the owner's.
  public var events: [String]

  /// An extension of `kind`.
  public init(_ kind: NodeKind, describe: KindDescriber? = nil, events: [String] = []) {
    self.kind = kind
    self.describe = describe
    self.events = events
  }
}

/// State a component keeps in the scene under a name of its own, and what it forgets when
/// nodes leave.
public struct StorageDeclaration: Sendable {
  /// The name it is kept under.
  public var name: String
  /// What to forget when nodes leave the scene; nil: nothing.
  public var removal: (@Sendable (inout Scene, RemovedNodes) -> Void)?

  /// State under `key`, which forgets what belonged to nodes that leave through `removal`.
  public init<Value>(
    _ key: SceneStorageKey<Value>,
    removal: (@Sendable (inout Scene, RemovedNodes) -> Void)? = nil
  ) {
    name = key.name
    self.removal = removal
  }

  /// State kept per node, by id: a node's entry goes when the node leaves.
  public static func perNode<Value>(_ key: SceneStorageKey<[NodeID: Value]>)
    -> StorageDeclaration
  {
    StorageDeclaration(key) { scene, removed in
      guard let kept = scene[key], kept.keys.contains(where: removed.contains) else { return }
      scene[key] = kept.filter { !removed.contains($0.key) }
    }
  }
}

/// An extension point a component offers: its name, and how the contributions made to it
/// are gathered into an array of its type.
public struct DeclaredExtensionPoint: Sendable {
  /// The point's name.
  public var name: String
  /// The contributions as an array of the point's type; nil when one is of another type.
  let gather: @Sendable ([any Sendable]) -> (any Sendable)?

  /// The point `point`.
  public init<Value>(_ point: ExtensionPoint<Value>) {
    name = point.name
    gather = { values in
      var typed: [Value] = []
      for value in values {
        guard let v = value as? Value else { return nil }
        typed.append(v)
      }
      return typed
    }
  }
}

/// What a component adds to an extension point.
public struct Contribution: Sendable {
  /// The point's name.
  public var point: String
  /// What it adds.
  let value: any Sendable

  /// `value` for `point`.
  public init<Value>(_ point: ExtensionPoint<Value>, _ value: Value) {
    self.point = point.name
    self.value = value
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
