/// A pacing curve mapping a fraction of elapsed time to a fraction of progress
/// (CAMediaTimingFunction): a cubic Bézier from (0,0) to (1,1) with two control points.
public struct TimingFunction: Hashable, Sendable {
  /// First control point, x in 0...1.
  public let c1x: Double
  /// First control point, y.
  public let c1y: Double
  /// Second control point, x in 0...1.
  public let c2x: Double
  /// Second control point, y.
  public let c2y: Double

  /// A Bézier curve with control points (c1x, c1y) and (c2x, c2y).
  public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    self.c1x = c1x
    self.c1y = c1y
    self.c2x = c2x
    self.c2y = c2y
  }

  /// kCAMediaTimingFunctionLinear: (0,0) (1,1).
  public static let linear = TimingFunction(0, 0, 1, 1)
  /// kCAMediaTimingFunctionEaseIn: (0.42,0) (1,1).
  public static let easeIn = TimingFunction(0.42, 0, 1, 1)
  /// kCAMediaTimingFunctionEaseOut: (0,0) (0.58,1).
  public static let easeOut = TimingFunction(0, 0, 0.58, 1)
  /// kCAMediaTimingFunctionEaseInEaseOut: (0.42,0) (0.58,1); UIView's default curve.
  public static let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1)
  /// kCAMediaTimingFunctionDefault: (0.25,0.1) (0.25,1).
  public static let `default` = TimingFunction(0.25, 0.1, 0.25, 1)

  /// The progress at time fraction `x`: exactly 0 at or before 0 and exactly 1 at or after 1.
  public func progress(_ x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    if isLinear { return x }
    return sampleY(solveT(forX: x))
  }

  // Polynomial coefficients of B(t) = ((a·t + b)·t + c)·t for each axis.
  private var ax: Double { 1 - 3 * c2x + 3 * c1x }
  private var bx: Double { 3 * c2x - 6 * c1x }
  private var cx: Double { 3 * c1x }
  private var ay: Double { 1 - 3 * c2y + 3 * c1y }
  private var by: Double { 3 * c2y - 6 * c1y }
  private var cy: Double { 3 * c1y }
  private var isLinear: Bool { c1x == 0 && c1y == 0 && c2x == 1 && c2y == 1 }

  private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The curve parameter whose x is `x`: eight Newton steps, then bisection when Newton
  /// stalls, to an accuracy of 1e-7.
  private func solveT(forX x: Double) -> Double {
    let epsilon = 1e-7
    var t = x
    for _ in 0..<8 {
      let error = sampleX(t) - x
      if abs(error) < epsilon { return t }
      let slope = slopeX(t)
      if abs(slope) < 1e-6 { break }
      t -= error / slope
    }
    var low = 0.0
    var high = 1.0
    t = x
    while low < high {
      let value = sampleX(t)
      if abs(value - x) < epsilon { return t }
      if x > value { low = t } else { high = t }
      let next = (high - low) / 2 + low
      if next == t { break }
      t = next
    }
    return t
  }
}
