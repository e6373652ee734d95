/// A rectangle with an origin and a size, in points, with CGRect's semantics.
///
/// Rectangles with a negative width or height are valid and are standardized by the
/// operations that CGRect standardizes in. The null rectangle (``Rect/null``) is the result
/// of intersecting rectangles that do not meet, and is the identity of ``union(_:)``.
///
/// ```swift
/// let a = Rect(x: 0, y: 0, width: 100, height: 50)
/// let b = Rect(x: 50, y: 20, width: -20, height: 40)  // x from 30 to 50
/// a.intersection(b) == Rect(x: 30, y: 20, width: 20, height: 30)  // true
/// a.contains(Point(x: 100, y: 10))  // false: the maximum edge is outside
/// a.intersection(a.offsetBy(dx: 200, dy: 0)).isNull  // true
/// ```
public struct Rect: Hashable, Sendable {
  /// The corner the size is measured from (the top-left of a standardized rectangle).
  public var origin: Point
  /// The extent from the origin.
  public var size: Size

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)
  /// CGRectNull: the rectangle that marks "no rectangle", with an infinite origin.
  public static let null = Rect(
    origin: Point(x: .infinity, y: .infinity), size: .zero)

  /// A rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle from its four components (CGRectMake).
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// Whether this is the null rectangle.
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
  /// CGRectIsEmpty: null, or with a zero width or height.
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// The same rectangle with a non-negative width and height.
  public var standardized: Rect {
    if isNull { return self }
    var r = self
    if r.size.width < 0 {
      r.origin.x += r.size.width
      r.size.width = -r.size.width
    }
    if r.size.height < 0 {
      r.origin.y += r.size.height
      r.size.height = -r.size.height
    }
    return r
  }

  /// The smallest x of the standardized rectangle.
  public var minX: Double { standardized.origin.x }
  /// The smallest y of the standardized rectangle.
  public var minY: Double { standardized.origin.y }
  /// The largest x of the standardized rectangle.
  public var maxX: Double {
    let s = standardized
    return s.origin.x + s.size.width
  }
  /// The largest y of the standardized rectangle.
  public var maxY: Double {
    let s = standardized
    return s.origin.y + s.size.height
  }
  /// The x halfway between the left and right edges.
  public var midX: Double {
    let s = standardized
    return s.origin.x + s.size.width / 2
  }
  /// The y halfway between the top and bottom edges.
  public var midY: Double {
    let s = standardized
    return s.origin.y + s.size.height / 2
  }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }
  /// The absolute width.
  public var width: Double { abs(size.width) }
  /// The absolute height.
  public var height: Double { abs(size.height) }

  /// A rectangle of `size` centred on `center`.
  public init(center: Point, size: Size) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2,
      width: size.width, height: size.height)
  }

  /// CGRectOffset: the rectangle moved by `dx`, `dy` (null stays null).
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    return Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// CGRectInset: each side moved inwards by `dx` or `dy`; null when that leaves a
  /// negative width or height.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    let s = standardized
    let r = Rect(
      x: s.origin.x + dx, y: s.origin.y + dy,
      width: s.size.width - 2 * dx, height: s.size.height - 2 * dy)
    return r.size.width < 0 || r.size.height < 0 ? .null : r
  }

  /// CGRectIntersection: the common part, or null when the rectangles do not meet.
  /// Rectangles that only touch give a rectangle of zero width or height.
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull { return .null }
    let a = standardized
    let b = other.standardized
    let x0 = max(a.minX, b.minX)
    let y0 = max(a.minY, b.minY)
    let x1 = min(a.maxX, b.maxX)
    let y1 = min(a.maxY, b.maxY)
    if x1 < x0 || y1 < y0 { return .null }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// CGRectIntersectsRect: whether the rectangles share an area (touching is not enough).
  public func intersects(_ other: Rect) -> Bool {
    !intersection(other).isEmpty
  }

  /// CGRectUnion: the smallest rectangle holding both; null is the identity.
  public func union(_ other: Rect) -> Rect {
    if isNull { return other }
    if other.isNull { return self }
    let a = standardized
    let b = other.standardized
    let x0 = min(a.minX, b.minX)
    let y0 = min(a.minY, b.minY)
    let x1 = max(a.maxX, b.maxX)
    let y1 = max(a.maxY, b.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// CGRectIntegral: the smallest rectangle with integral origin and size that holds this
  /// one (null stays null).
  public var integral: Rect {
    if isNull { return self }
    let s = standardized
    let x0 = s.minX.rounded(.down)
    let y0 = s.minY.rounded(.down)
    let x1 = s.maxX.rounded(.up)
    let y1 = s.maxY.rounded(.up)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// CGRectContainsPoint: half-open on the right and bottom edges, so a point on the
  /// maximum edge is outside.
  public func contains(_ point: Point) -> Bool {
    if isNull { return false }
    let s = standardized
    return point.x >= s.minX && point.x < s.maxX && point.y >= s.minY && point.y < s.maxY
  }

  /// CGRectContainsRect: whether `other` lies wholly inside (a null `other` never does).
  public func contains(_ other: Rect) -> Bool {
    if isNull || other.isNull { return false }
    return union(other) == standardized
  }
}
