public import SimGeometry

/// What a node of a kind adds to its frame state (`print`, `dump`): values after the
/// common ones, in order.
public typealias KindDescriber = @Sendable (Scene, NodeID) -> [FrameField]

/// How a node of a kind takes one delivery of a touch (touchesBegan, touchesMoved,
/// touchesEnded, or its long press beginning).
public typealias TouchHandler = @Sendable (inout Scene, NodeID, Touch) -> Void

/// Whether a touch that pans and lands on a node of a kind goes on to the next node up that
/// handles touches, as a pan recognizer on a superview takes it.
public typealias PanPassing = @Sendable (Scene, NodeID, Gestures) -> Bool

/// What a node read from a file (`scene load`) takes back: its line's fields (a
/// recursiveDescription's `text = 'Sign in'`, a dump's keys as text) and those of the lines
/// right under it (a UIButton's UIButtonLabel).
public struct RestoredFields: Sendable {
  /// The node's fields, by key, as written (quotes and all).
  public var fields: [String: String]
  /// The class name and fields of each line right under it, in order.
  public var children: [(className: String, fields: [String: String])]

  /// Fields read from a file.
  public init(
    fields: [String: String], children: [(className: String, fields: [String: String])] = []
  ) {
    self.fields = fields
    self.children = children
  }
}

/// Sets up a node of a kind from what a file said of it.
public typealias KindRestorer = @Sendable (inout Scene, NodeID, RestoredFields) -> Void

/// What the nodes of one kind do in the scene beyond a plain view's, as the component that
/// owns the kind declares it: what they add to `print` and `dump`, how they take touches,
/// and whether a pan goes past them.
public struct KindRules: Sendable {
  /// The kind.
  public var kind: NodeKind
  /// What its nodes add to their frame states; nil: nothing.
  public var describe: KindDescriber?
  /// How its nodes take touches; nil: they handle none, and a touch goes up the responder
  /// chain past them.
  public var touches: TouchHandler?
  /// Whether a touch that pans (``Gestures/pans``) goes on up from a node that handles
  /// touches; nil: it stays, as taps and presses do.
  public var passesPansUp: PanPassing?
  /// A kind that overrides setBackgroundColor: (a radial annotation container keeps the
  /// colour as its dimming and stays clear): takes the colour `view set` gives, returning
  /// true when it took it; nil, or false, and the layer takes it.
  public var backgroundColorSetter: (@Sendable (inout Scene, NodeID, Color) -> Bool)?
  /// The UIKit classes a recursiveDescription line of this kind names (`UILabel`).
  public var classNames: [String] = []
  /// What its nodes take back from a file `scene load` reads; nil: nothing.
  public var restore: KindRestorer?

  /// The rules of `kind`.
  public init(
    _ kind: NodeKind, describe: KindDescriber? = nil, touches: TouchHandler? = nil,
    passesPansUp: PanPassing? = nil
  ) {
    self.kind = kind
    self.describe = describe
    self.touches = touches
    self.passesPansUp = passesPansUp
  }
}

/// The nodes that left the scene in one removal, as its observers are told of them.
public struct RemovedNodes: Sendable {
  /// The ids, each parent before its subviews.
  public let ids: [NodeID]
  /// The same ids as keys, to look one up without hashing its text.
  let keys: Set<NodeKey>

  /// Whether the node `id` left.
  public func contains(_ id: NodeID) -> Bool { keys.contains(NodeKey(id)) }
}

/// Something that watches the whole scene rather than one kind's nodes.
public enum SceneObserver: Sendable {
  /// After nodes leave the scene (``Scene/deleteSubtrees(_:)``): forget what belonged to
  /// them.
  case removal(@Sendable (inout Scene, RemovedNodes) -> Void)
  /// After every interface rotation, inside it (a view controller's
  /// willAnimateRotationToInterfaceOrientation:).
  case rotation(@Sendable (inout Scene) -> Void)
  /// Before every interface rotation: why the interface may not turn to an orientation (a
  /// view controller's supportedInterfaceOrientations), or nil.
  case rotationGate(@Sendable (Scene, Orientation) -> String?)
  /// When the interface style changes (a view's traitCollectionDidChange:).
  case appearance(@Sendable (inout Scene) -> Void)
}

/// Ids a component holds although no node has them (a map's pins, named `pin`): no new
/// node may take one.
public struct IDClaim: Sendable {
  /// What holds them, as errors name it: `pin`.
  public var what: String
  /// Whether `id` is held.
  public var holds: @Sendable (Scene, NodeID) -> Bool
  /// Whether the `on` hooks of `id` stay while no node has it (a pin's, whose view went to
  /// the reuse queue).
  public var keepsHooks: @Sendable (Scene, NodeID) -> Bool

  /// A claim; by default every id held keeps its hooks.
  public init(
    _ what: String, keepingHooksOf keeps: (@Sendable (Scene, NodeID) -> Bool)? = nil,
    holds: @escaping @Sendable (Scene, NodeID) -> Bool
  ) {
    self.what = what
    self.holds = holds
    self.keepsHooks = keeps ?? holds
  }
}

/// A name `on` takes for a whole group of nodes (`on windows animateWindowTransition LINE`):
/// its hooks run when any node the group covers fires the event, including nodes made
/// after the hook (the new window of a root replacement).
public struct HookGroup: Sendable {
  /// The name `on` takes in place of an id: `windows`.
  public var name: String
  /// The events it takes.
  public var events: [String]
  /// Whether `id` is one of the group.
  public var covers: @Sendable (Scene, NodeID) -> Bool

  /// A group of that name.
  public init(
    _ name: String, events: [String], covers: @escaping @Sendable (Scene, NodeID) -> Bool
  ) {
    self.name = name
    self.events = events
    self.covers = covers
  }
}

/// A place where one component lets others add to what it does (the styles of a map's
/// pins, what a selected pin shows): its name, and the type of what each contributes.
public struct ExtensionPoint<Contribution: Sendable>: Hashable, Sendable {
  /// The name contributions are kept under.
  public let name: String

  /// A point of that name.
  public init(_ name: String) { self.name = name }
}

/// Everything the components of a session declare that the scene itself asks for while it
/// runs: each kind's rules, the observers of the whole scene, the ids held that are no
/// nodes, and what components contributed to each other's extension points. Made once when
/// the session is assembled and never changed: every scene of the session, and every copy
/// `undo` keeps, shares it.
public final class SceneRules: Sendable {
  /// No rules: every node is a plain view (a scene made without a session).
  public static let none = SceneRules()

  private let kinds: [NodeKind: KindRules]
  let removalObservers: [@Sendable (inout Scene, RemovedNodes) -> Void]
  let rotationObservers: [@Sendable (inout Scene) -> Void]
  let rotationGates: [@Sendable (Scene, Orientation) -> String?]
  let appearanceObservers: [@Sendable (inout Scene) -> Void]
  let claims: [IDClaim]
  /// The names `on` takes for groups of nodes.
  public let hookGroups: [HookGroup]
  private let contributions: [String: any Sendable]

  /// The rules of `kinds` (one each), the observers (run in the order given), the claims,
  /// the hook groups, and each extension point's contributions, by the point's name (an array of its type).
  public init(
    kinds: [KindRules] = [], observers: [SceneObserver] = [], claims: [IDClaim] = [],
    hookGroups: [HookGroup] = [], contributions: [String: any Sendable] = [:]
  ) {
    var byKind: [NodeKind: KindRules] = [:]
    for rules in kinds {
      precondition(byKind[rules.kind] == nil, "two rules for the kind \(rules.kind)")
      byKind[rules.kind] = rules
    }
    self.kinds = byKind
    var removal: [@Sendable (inout Scene, RemovedNodes) -> Void] = []
    var rotation: [@Sendable (inout Scene) -> Void] = []
    var gates: [@Sendable (Scene, Orientation) -> String?] = []
    var appearance: [@Sendable (inout Scene) -> Void] = []
    for observer in observers {
      switch observer {
      case .removal(let f): removal.append(f)
      case .rotation(let f): rotation.append(f)
      case .rotationGate(let f): gates.append(f)
      case .appearance(let f): appearance.append(f)
      }
    }
    removalObservers = removal
    rotationObservers = rotation
    rotationGates = gates
    appearanceObservers = appearance
    self.claims = claims
    self.hookGroups = hookGroups
    self.contributions = contributions
  }

  /// The rules of `kind`, if its owner declared any.
  public subscript(kind: NodeKind) -> KindRules? { kinds[kind] }

  /// The kind whose nodes a recursiveDescription line of class `name` stands for, if a
  /// component declared one.
  public func kind(forClass name: String) -> NodeKind? {
    kinds.values.first { $0.classNames.contains(name) }?.kind
  }

  /// What the components contributed to `point`, in the order they are listed.
  public subscript<Contribution>(point: ExtensionPoint<Contribution>) -> [Contribution] {
    contributions[point.name] as? [Contribution] ?? []
  }
}
