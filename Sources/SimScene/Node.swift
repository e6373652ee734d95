public import SimGeometry

/// A node's identity: the id the user gave it, unique in the scene.
public typealias NodeID = String

extension Scene {
  /// Whether `text` is a valid id: `[A-Za-z_][A-Za-z0-9_.-]*`, at most 64 characters.
  public static func isValidID(_ text: String) -> Bool {
    let u = text.utf8
    guard let first = u.first, u.count <= 64 else { return false }
    func letter(_ c: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c) || c == UInt8(ascii: "_")
    }
    func digit(_ c: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) }
    return letter(first)
      && u.dropFirst().allSatisfy {
        letter($0) || digit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
      }
  }
}

/// The animatable and visible state of a node's layer, in UIKit's model:
/// a centre in the parent's coordinates, bounds in its own, and a transform about the centre.
public struct LayerState: Hashable, Sendable {
  /// UIView.center: the middle of the bounds, in the parent's coordinates.
  public var center: Point
  /// UIView.bounds: the node's own coordinate space; the origin scrolls the content.
  public var bounds: Rect
  /// UIView.alpha, 0...1.
  public var alpha: Double = 1
  /// UIView.hidden.
  public var isHidden = false
  /// UIView.backgroundColor; nil draws nothing.
  public var color: Color? = nil
  /// UIView.transform, applied about the centre.
  public var transform: Transform = .identity

  /// A layer whose frame is `frame`, with identity transform.
  public init(frame: Rect) {
    let s = frame.standardized
    center = s.center
    bounds = Rect(origin: .zero, size: s.size)
  }

  /// UIView.frame: the bounds' size about the centre, or with a transform the bounding box
  /// of the transformed bounds about the centre, in the parent's coordinates.
  public var frame: Rect {
    get {
      let local = Rect(
        x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width,
        height: bounds.height)
      let box = transform.isIdentity ? local : transform.apply(to: local)
      return box.offsetBy(dx: center.x, dy: center.y)
    }
    set {
      let s = newValue.standardized
      center = s.center
      bounds.size = s.size
    }
  }

  /// Converts a point from the parent's coordinates into this layer's bounds coordinates,
  /// or nil when the transform cannot be inverted.
  public func convertFromParent(_ p: Point) -> Point? {
    guard let inverse = transform.inverted else { return nil }
    let q = inverse.apply(to: p - center)
    return Point(x: q.x + bounds.midX, y: q.y + bounds.midY)
  }

  /// Converts a point from this layer's bounds coordinates into the parent's.
  public func convertToParent(_ p: Point) -> Point {
    let q = Point(x: p.x - bounds.midX, y: p.y - bounds.midY)
    return transform.apply(to: q) + center
  }
}

/// UIViewAutoresizing: which of a node's margins and sizes follow its parent's size.
public struct Autoresizing: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public let rawValue: Int
  /// The flags whose bits are set in `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// UIViewAutoresizingFlexibleLeftMargin.
  public static let flexibleLeftMargin = Autoresizing(rawValue: 1 << 0)
  /// UIViewAutoresizingFlexibleWidth.
  public static let flexibleWidth = Autoresizing(rawValue: 1 << 1)
  /// UIViewAutoresizingFlexibleRightMargin.
  public static let flexibleRightMargin = Autoresizing(rawValue: 1 << 2)
  /// UIViewAutoresizingFlexibleTopMargin.
  public static let flexibleTopMargin = Autoresizing(rawValue: 1 << 3)
  /// UIViewAutoresizingFlexibleHeight.
  public static let flexibleHeight = Autoresizing(rawValue: 1 << 4)
  /// UIViewAutoresizingFlexibleBottomMargin.
  public static let flexibleBottomMargin = Autoresizing(rawValue: 1 << 5)
  /// Width and height follow the parent: a view controller's view, a window.
  public static let fill: Autoresizing = [.flexibleWidth, .flexibleHeight]

  /// The flags with the words the command language uses for them, in mask order.
  public static let words: [(word: String, flag: Autoresizing)] = [
    ("left", .flexibleLeftMargin), ("width", .flexibleWidth), ("right", .flexibleRightMargin),
    ("top", .flexibleTopMargin), ("height", .flexibleHeight), ("bottom", .flexibleBottomMargin),
  ]

  /// The set flags' words: `width`, `height`; empty for none.
  public var wordList: [String] { Autoresizing.words.filter { contains($0.flag) }.map(\.word) }

  /// The set flags' words joined by commas (`width,height`), empty for none: one of 64 texts
  /// made once, as frame states print it for every view.
  public var wordsText: String { Autoresizing.texts[rawValue & 63] }

  /// Bits beyond the six flags have no word.
  private static let texts: [String] = (0..<64).map {
    Autoresizing(rawValue: $0).wordList.joined(separator: ",")
  }
}

/// What makes a top-level node a window: its level and its place among equal levels.
public struct WindowInfo: Hashable, Sendable {
  /// A name for the band the window sits in (`root`, `low`, `app` …), for printing.
  public var band: String
  /// UIWindow.windowLevel: higher levels are in front.
  public var windowLevel: Double
  /// Order among windows of equal level: the most recently shown is in front.
  public var order: UInt64
}

/// A node of the scene: a window, a plain view, or a component's view.
public struct Node: Sendable {
  /// The user's id.
  public let id: NodeID
  /// What it is: `window`, `view`, or a component's kind.
  public var kind: NodeKind
  /// The parent's id; nil for windows.
  public var parent: NodeID?
  /// Subviews back to front (the last is front-most).
  public var children = ChildList()
  /// The model values of the layer (what was last set, not what is on screen mid-animation).
  public var layer: LayerState
  /// How the frame follows the parent's size.
  public var autoresizing: Autoresizing = []
  /// UIView.userInteractionEnabled: whether hit testing may stop here or below.
  public var isUserInteractionEnabled = true
  /// Set on windows only.
  public var window: WindowInfo?
  /// Whether the view may live outside any window (a component's view between a dismiss
  /// and the next present keeps its subviews, as a UIView out of the hierarchy does).
  public var isDetachable = false

  /// A node with a frame and no parent yet.
  public init(id: NodeID, kind: NodeKind, frame: Rect) {
    self.id = id
    self.kind = kind
    self.layer = LayerState(frame: frame)
  }
}
