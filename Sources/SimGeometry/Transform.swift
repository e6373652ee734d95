#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An affine transform (CGAffineTransform): `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct Transform: Hashable, Sendable {
  /// Row 1, column 1.
  public var a: Double
  /// Row 1, column 2.
  public var b: Double
  /// Row 2, column 1.
  public var c: Double
  /// Row 2, column 2.
  public var d: Double
  /// Horizontal translation.
  public var tx: Double
  /// Vertical translation.
  public var ty: Double

  /// CGAffineTransformIdentity.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A transform from its six components, in CGAffineTransformMake order.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// CGAffineTransformMakeScale.
  public static func scale(_ sx: Double, _ sy: Double) -> Transform {
    Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// CGAffineTransformMakeTranslation.
  public static func translation(_ tx: Double, _ ty: Double) -> Transform {
    Transform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// CGAffineTransformMakeRotation, `radians` clockwise on screen (y grows downwards).
  public static func rotation(_ radians: Double) -> Transform {
    let cosine = cos(radians)
    let sine = sin(radians)
    return Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// CGAffineTransformConcat: this transform, then `other`.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The determinant of the linear part; 0 means the transform cannot be inverted.
  public var determinant: Double { a * d - b * c }

  /// CGAffineTransformInvert, or nil when the transform is singular (where CoreGraphics
  /// would return the transform unchanged).
  public var inverted: Transform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    return Transform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// CGPointApplyAffineTransform.
  public func apply(to p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// CGRectApplyAffineTransform: the axis-aligned bounding box of the four transformed
  /// corners.
  public func apply(to r: Rect) -> Rect {
    if r.isNull { return r }
    let corners = [
      Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
      Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY),
    ].map(apply(to:))
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x0 = xs.min() ?? 0
    let y0 = ys.min() ?? 0
    return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
  }
}
