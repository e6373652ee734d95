public import SimGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// Interpolation by decomposition, as Core Animation interpolates transforms: translation,
  /// scale, rotation angle and the remaining 2×2 part are each mixed linearly, rotating the
  /// short way round, then recomposed (scale, then rotation, then translation). Exact at 0
  /// and 1.
  public static func interpolate(from: Transform, to: Transform, progress p: Double)
    -> Transform
  {
    if p == 0 { return from }
    if p == 1 { return to }
    let (a, b) = Decomposed.interpolationPair(from: from, to: to)
    return Decomposed(vector: a + (b - a) * p).recomposed
  }
}

/// A 2-D affine transform taken apart into translation, scale, rotation and a residual
/// 2×2 part (the identity unless the transform skews).
public struct Decomposed: Sendable {
  public var translateX: Double
  public var translateY: Double
  public var scaleX: Double
  public var scaleY: Double
  /// Rotation in radians.
  public var angle: Double
  public var m11: Double
  public var m12: Double
  public var m21: Double
  public var m22: Double

  /// The parts, as named.
  public init(
    translateX: Double, translateY: Double, scaleX: Double, scaleY: Double, angle: Double,
    m11: Double, m12: Double, m21: Double, m22: Double
  ) {
    self.translateX = translateX
    self.translateY = translateY
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.angle = angle
    self.m11 = m11
    self.m12 = m12
    self.m21 = m21
    self.m22 = m22
  }

  /// The parts of `t`.
  public init(_ t: Transform) {
    var r0x = t.a
    var r0y = t.b
    var r1x = t.c
    var r1y = t.d
    translateX = t.tx
    translateY = t.ty
    scaleX = (r0x * r0x + r0y * r0y).squareRoot()
    scaleY = (r1x * r1x + r1y * r1y).squareRoot()
    if r0x * r1y - r0y * r1x < 0 {
      if r0x < r1y { scaleX = -scaleX } else { scaleY = -scaleY }
    }
    if scaleX != 0 {
      r0x /= scaleX
      r0y /= scaleX
    }
    if scaleY != 0 {
      r1x /= scaleY
      r1y /= scaleY
    }
    angle = atan2(r0y, r0x)
    if angle != 0 {
      let sn = -r0y
      let cs = r0x
      (r0x, r0y, r1x, r1y) = (
        cs * r0x + sn * r1x, cs * r0y + sn * r1y, -sn * r0x + cs * r1x, -sn * r0y + cs * r1y
      )
    }
    m11 = r0x
    m12 = r0y
    m21 = r1x
    m22 = r1y
  }

  /// The transform again: scale, then rotation, then the residual and translation.
  public var recomposed: Transform {
    let base = Transform(a: m11, b: m12, c: m21, d: m22, tx: translateX, ty: translateY)
    return Transform.scale(scaleX, scaleY).concatenating(.rotation(angle)).concatenating(base)
  }
}

extension Decomposed {
  /// The parts as a vector: tx, ty, sx, sy, angle, m11, m12, m21, m22.
  public var vector: AnimVector {
    var v = AnimVector()
    v[0] = translateX
    v[1] = translateY
    v[2] = scaleX
    v[3] = scaleY
    v[4] = angle
    v[5] = m11
    v[6] = m12
    v[7] = m21
    v[8] = m22
    return v
  }

  /// The parts from a vector made by ``vector``.
  public init(vector v: AnimVector) {
    self.init(
      translateX: v[0], translateY: v[1], scaleX: v[2], scaleY: v[3], angle: v[4], m11: v[5],
      m12: v[6], m21: v[7], m22: v[8])
  }

  /// Start and end vectors for animating from one transform to another the way Core
  /// Animation does: a flip on opposite axes becomes a half turn, and rotation goes the
  /// short way round.
  public static func interpolationPair(from: Transform, to: Transform) -> (AnimVector, AnimVector) {
    var a = Decomposed(from)
    var b = Decomposed(to)
    if (a.scaleX < 0 && b.scaleY < 0) || (a.scaleY < 0 && b.scaleX < 0) {
      a.scaleX = -a.scaleX
      a.scaleY = -a.scaleY
      a.angle += a.angle < 0 ? .pi : -.pi
    }
    if a.angle == 0 { a.angle = 2 * .pi }
    if b.angle == 0 { b.angle = 2 * .pi }
    if abs(a.angle - b.angle) > .pi {
      if a.angle > b.angle { a.angle -= 2 * .pi } else { b.angle -= 2 * .pi }
    }
    return (a.vector, b.vector)
  }
}
