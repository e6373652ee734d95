public import SimGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Transform {
  /// Interpolation by decomposition, as Core Animation interpolates transforms: translation,
  /// scale factors, rotation angle (the short way round) and skew are each mixed linearly,
  /// then put back together. Exact at 0 and 1.
  public static func interpolate(from: Transform, to: Transform, progress p: Double)
    -> Transform
  {
    if p == 0 { return from }
    if p == 1 { return to }
    let (a, b) = Decomposed.interpolationPair(from: from, to: to)
    return Decomposed(vector: a + (b - a) * p).recomposed
  }
}

/// A 2-D affine transform taken apart into translation, a scale factor and a direction for
/// each row of its linear part: the first row's direction is the rotation angle, and the
/// second row's departure from a right angle to it is the skew.
public struct Decomposed: Sendable {
  /// Translation along x (`tx`).
  public var translateX: Double
  /// Translation along y (`ty`).
  public var translateY: Double
  /// The first row's scale factor; negative when that axis is flipped.
  public var scaleX: Double
  /// The second row's scale factor; negative when that axis is flipped.
  public var scaleY: Double
  /// Rotation in radians.
  public var angle: Double
  /// Skew in radians: 0 when the rows stay at right angles.
  public var skew: Double

  /// The parts, as named.
  public init(
    translateX: Double, translateY: Double, scaleX: Double, scaleY: Double, angle: Double,
    skew: Double = 0
  ) {
    self.translateX = translateX
    self.translateY = translateY
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.angle = angle
    self.skew = skew
  }

  /// The parts of `t`. When the determinant is negative one axis is flipped: the x scale
  /// takes the sign if a < d, else the y scale.
  public init(_ t: Transform) {
    translateX = t.tx
    translateY = t.ty
    scaleX = (t.a * t.a + t.b * t.b).squareRoot()
    scaleY = (t.c * t.c + t.d * t.d).squareRoot()
    if t.a * t.d - t.b * t.c < 0 {
      if t.a < t.d { scaleX = -scaleX } else { scaleY = -scaleY }
    }
    angle = scaleX != 0 ? atan2(t.b / scaleX, t.a / scaleX) : 0
    if scaleY != 0 {
      let rowAngle = atan2(t.d / scaleY, t.c / scaleY)
      var k = rowAngle - angle - .pi / 2
      while k > .pi { k -= 2 * .pi }
      while k <= -.pi { k += 2 * .pi }
      skew = abs(k) < 1e-12 ? 0 : k
    } else {
      skew = 0
    }
  }

  /// The transform again.
  public var recomposed: Transform {
    let second = angle + skew
    return Transform(
      a: scaleX * cos(angle), b: scaleX * sin(angle), c: -scaleY * sin(second),
      d: scaleY * cos(second), tx: translateX, ty: translateY)
  }
}

extension Decomposed {
  /// The parts as a vector: tx, ty, sx, sy, angle, skew.
  public var vector: AnimVector {
    var v = AnimVector()
    v[0] = translateX
    v[1] = translateY
    v[2] = scaleX
    v[3] = scaleY
    v[4] = angle
    v[5] = skew
    return v
  }

  /// The parts from a vector made by ``vector``.
  public init(vector v: AnimVector) {
    self.init(
      translateX: v[0], translateY: v[1], scaleX: v[2], scaleY: v[3], angle: v[4], skew: v[5])
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
    // An angle of 0 may be taken as a whole turn, whichever way is shorter.
    if a.angle != 0 || b.angle != 0 {
      if a.angle == 0 { a.angle = 2 * .pi }
      if b.angle == 0 { b.angle = 2 * .pi }
      if abs(a.angle - b.angle) > .pi {
        if a.angle > b.angle { a.angle -= 2 * .pi } else { b.angle -= 2 * .pi }
      }
    }
    return (a.vector, b.vector)
  }
}
