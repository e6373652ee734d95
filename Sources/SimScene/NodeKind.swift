/// What a node is: a window, a plain view, one of UIKit's own views, or one of a
/// component's kinds. Components name their kinds as constants of their own:
///
/// ```swift
/// extension NodeKind {
///   /// FWTPopoverView.
///   public static let popover = NodeKind("popover")
/// }
/// ```
public struct NodeKind: Hashable, Sendable, CustomStringConvertible {
  /// The name `print` and `dump` show, such as `view` or `popover`.
  public let name: String

  /// A kind of that name.
  public init(_ name: String) { self.name = name }

  /// Its name.
  public var description: String { name }

  /// UIWindow: a top-level node at a window level.
  public static let window = NodeKind("window")
  /// UIView: a plain view.
  public static let view = NodeKind("view")
  /// UIImageView.
  public static let image = NodeKind("image")
  /// UILabel: its text comes from the component that owns it.
  public static let label = NodeKind("label")
}

/// Where a component keeps its state in a scene: a name of its own and the type of the
/// value kept under it, so no two components mix up their state and no one reads it as
/// another type.
public struct SceneStorageKey<Value: Sendable>: Sendable {
  /// The name the value is kept under.
  public let name: String

  /// A key of that name.
  public init(_ name: String) { self.name = name }
}

/// A value a component keeps in the scene that holds much (the pins of maps): the history
/// that `undo` walks keeps copies of scenes within a budget of nodes, animations and the
/// weight of these. Small values need not say.
public protocol WeighedStorage: Sendable {
  /// A rough count of what the value holds (pins, say).
  var storageWeight: Int { get }
}

extension Scene {
  /// The value a component keeps under `key`, if any. Inlinable, so a component's own
  /// type is known where it reads and writes, not looked up at run time on every call.
  @inlinable public subscript<Value>(key: SceneStorageKey<Value>) -> Value? {
    get { extensions[key.name] as? Value }
    set { extensions[key.name] = newValue }
  }

  /// Takes the value kept under `key` out of the scene (so that it can change in place
  /// without a copy), or nil.
  @inlinable public mutating func take<Value>(_ key: SceneStorageKey<Value>) -> Value? {
    extensions.removeValue(forKey: key.name) as? Value
  }

  /// How much the components' values hold, summed (see ``WeighedStorage``).
  public var storageWeight: Int {
    extensions.values.reduce(0) { $0 + (($1 as? any WeighedStorage)?.storageWeight ?? 0) }
  }
}
