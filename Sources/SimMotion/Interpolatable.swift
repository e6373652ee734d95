public import SimGeometry

/// A value an animation can move between: `interpolate(from:to:progress:)` returns `from`
/// exactly at 0 and `to` exactly at 1.
public protocol Interpolatable: Equatable, Sendable {
  /// The value a fraction `progress` of the way from `from` to `to` (progress may leave
  /// 0...1, as a spring overshoots).
  static func interpolate(from: Self, to: Self, progress: Double) -> Self
}

/// Linear interpolation with exact endpoints.
@inline(__always)
func mix(_ a: Double, _ b: Double, _ p: Double) -> Double {
  if p == 0 { return a }
  if p == 1 { return b }
  return a + (b - a) * p
}

extension Double: Interpolatable {
  public static func interpolate(from: Double, to: Double, progress: Double) -> Double {
    mix(from, to, progress)
  }
}

extension Point: Interpolatable {
  public static func interpolate(from: Point, to: Point, progress p: Double) -> Point {
    Point(x: mix(from.x, to.x, p), y: mix(from.y, to.y, p))
  }
}

extension Size: Interpolatable {
  public static func interpolate(from: Size, to: Size, progress p: Double) -> Size {
    Size(width: mix(from.width, to.width, p), height: mix(from.height, to.height, p))
  }
}

extension Rect: Interpolatable {
  public static func interpolate(from: Rect, to: Rect, progress p: Double) -> Rect {
    Rect(
      origin: .interpolate(from: from.origin, to: to.origin, progress: p),
      size: .interpolate(from: from.size, to: to.size, progress: p))
  }
}

extension Color: Interpolatable {
  public static func interpolate(from: Color, to: Color, progress p: Double) -> Color {
    Color(
      red: mix(from.red, to.red, p), green: mix(from.green, to.green, p),
      blue: mix(from.blue, to.blue, p), alpha: mix(from.alpha, to.alpha, p))
  }
}

extension Transform: Interpolatable {
  /// Componentwise interpolation of the matrix.
  public static func interpolate(from: Transform, to: Transform, progress p: Double)
    -> Transform
  {
    Transform(
      a: mix(from.a, to.a, p), b: mix(from.b, to.b, p), c: mix(from.c, to.c, p),
      d: mix(from.d, to.d, p), tx: mix(from.tx, to.tx, p), ty: mix(from.ty, to.ty, p))
  }
}
