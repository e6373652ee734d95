public import SimCommands
public import SimGeometry
public import SimRender
public import SimScene

/// How a pin's annotation view looks and behaves: MapKit's own (`pin`, `image`), or a style
/// another component adds through ``Maps/pinStyles``. A style is shared by every pin of it;
/// two styles are the same when their names are.
public final class PinStyle: Hashable, Sendable {
  /// Its name, as `pin add … style NAME` takes it and `print` shows it.
  public let name: String
  /// Where it stands in the list of styles: lower first.
  public let order: Int
  /// The reuse identifier its views are dequeued with.
  public let reuseIdentifier: String
  /// The view's size for a pin's details.
  public let viewSize: @Sendable (PinDetails) -> Size
  /// MKAnnotationView.centerOffset for a pin's details.
  public let centerOffset: @Sendable (PinDetails) -> Point
  /// MKAnnotationView.calloutOffset for a pin's details.
  public let calloutOffset: @Sendable (PinDetails) -> Point
  /// What a new view of this style does once it is on the map (builds layers, runs a
  /// block); its views are then made one at a time. Nil: nothing.
  public let didMakeView: (@Sendable (inout Scene, NodeID, PinDetails) -> Void)?
  /// What a view does when a setter rebuilds it (``Maps/DeclaredPinOptions/apply`` said so).
  public let rebuild: (@Sendable (inout Scene, NodeID, PinDetails) -> Void)?
  /// Whether a change of details needs a new view of another kind (old, new).
  public let needsNewView: @Sendable (PinDetails, PinDetails) -> Bool
  /// Values a view of this style adds to its frame state.
  public let fields: (@Sendable (Scene, NodeID, PinDetails) -> [FrameField])?
  /// How a view of this style is drawn in SVG (nil: the classic pin).
  public let svg: KindDrawing.SVG?
  /// How it is drawn in the terminal (nil: the classic pin).
  public let terminal: KindDrawing.Terminal?
  /// The names of the parts its views make (`PIN.NAME`).
  public let partNames: [String]

  /// A style.
  public init(
    _ name: String, order: Int, reuseIdentifier: String,
    viewSize: @escaping @Sendable (PinDetails) -> Size,
    centerOffset: @escaping @Sendable (PinDetails) -> Point = { _ in .zero },
    calloutOffset: @escaping @Sendable (PinDetails) -> Point = { _ in .zero },
    didMakeView: (@Sendable (inout Scene, NodeID, PinDetails) -> Void)? = nil,
    rebuild: (@Sendable (inout Scene, NodeID, PinDetails) -> Void)? = nil,
    needsNewView: @escaping @Sendable (PinDetails, PinDetails) -> Bool = { _, _ in false },
    fields: (@Sendable (Scene, NodeID, PinDetails) -> [FrameField])? = nil,
    svg: KindDrawing.SVG? = nil, terminal: KindDrawing.Terminal? = nil, partNames: [String] = []
  ) {
    self.name = name
    self.order = order
    self.reuseIdentifier = reuseIdentifier
    self.viewSize = viewSize
    self.centerOffset = centerOffset
    self.calloutOffset = calloutOffset
    self.didMakeView = didMakeView
    self.rebuild = rebuild
    self.needsNewView = needsNewView
    self.fields = fields
    self.svg = svg
    self.terminal = terminal
    self.partNames = partNames
  }

  /// Whether both are the same style.
  public static func == (lhs: PinStyle, rhs: PinStyle) -> Bool {
    lhs === rhs || lhs.name == rhs.name
  }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// MKPinAnnotationView (the app's pin view subclasses it): the classic 32x39 pin, its
  /// tip on the coordinate (centerOffset 8,-15, calloutOffset -8,0).
  public static let pin = PinStyle(
    "pin", order: 10, reuseIdentifier: "GIKAnnotation",
    viewSize: { _ in Size(width: 32, height: 39) }, centerOffset: { _ in Point(x: 8, y: -15) },
    calloutOffset: { _ in Point(x: -8, y: 0) })

  /// MKAnnotationView with an image: the image's size and centerOffset.
  public static let image = PinStyle(
    "image", order: 30, reuseIdentifier: "GIKImageAnnotation",
    viewSize: { $0.imageSize }, centerOffset: { $0.imageOffset }, svg: Maps.imagePin)
}

/// Options a style keeps in a pin's details, which the map carries and compares but never
/// reads.
public protocol PinStyleOptions: Hashable, Sendable {}

/// Where a style keeps its options in a pin's details, and what they are by default.
public struct PinOptionsKey<Value: PinStyleOptions>: Sendable {
  /// The name they are kept under.
  public let name: String
  /// Their value for a pin that set none.
  public let defaultValue: Value

  /// A key.
  public init(_ name: String, default defaultValue: Value) {
    self.name = name
    self.defaultValue = defaultValue
  }
}

/// A style's options, of whatever type: equal when both are of one type and equal.
struct AnyPinOptions: Hashable, Sendable {
  let value: any PinStyleOptions

  static func == (lhs: AnyPinOptions, rhs: AnyPinOptions) -> Bool {
    func same<V: PinStyleOptions>(_ v: V) -> Bool { (rhs.value as? V) == v }
    return same(lhs.value)
  }

  func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}

extension Maps {
  /// Where components add pin styles: each a ``PinStyle``, with the options `pin add` and
  /// `pin set` take for it.
  public static let pinStyles = ExtensionPoint<PinOptions>("map.pinStyles")

  /// A style and the options of `pin add` and `pin set` that belong to it.
  public struct PinOptions: Sendable {
    /// The style.
    public var style: PinStyle
    /// Declares its options on a pin command (after the map's first ones in usage).
    public var declare: @Sendable (inout Parameters) -> DeclaredPinOptions

    /// A style with the options `declare` declares.
    public init(
      _ style: PinStyle,
      declare: @escaping @Sendable (inout Parameters) -> DeclaredPinOptions = { _ in
        DeclaredPinOptions(handles: []) { _, _, _ in false }
      }
    ) {
      self.style = style
      self.declare = declare
    }
  }

  /// A style's options as one pin command declared them.
  public struct DeclaredPinOptions: Sendable {
    /// Their handles.
    public var handles: [any ArgHandle]
    /// Applies them to a pin's details (the map's own options at hand, as a style may take
    /// the pin colour as its own); says whether the view's setters would rebuild it.
    public var apply: @Sendable (ParsedArguments, PinArgs, inout PinDetails) -> Bool

    /// Options with their handles and how they apply.
    public init(
      handles: [any ArgHandle],
      apply: @escaping @Sendable (ParsedArguments, PinArgs, inout PinDetails) -> Bool
    ) {
      self.handles = handles
      self.apply = apply
    }
  }
}

extension SceneRules {
  /// The pin styles the components added, MapKit's among them, in their order.
  var pinStyles: [Maps.PinOptions] {
    self[Maps.pinStyles].enumerated().sorted {
      ($0.1.style.order, $0.0) < ($1.1.style.order, $1.0)
    }.map(\.1)
  }
}

extension Scene {
  /// The style named `name`, when a component added it.
  func pinStyle(named name: String) -> PinStyle? {
    rules[Maps.pinStyles].first { $0.style.name == name }?.style
  }
}
