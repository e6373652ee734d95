/// A property value as a vector of up to 8 numbers, so every animation can interpolate,
/// add and measure values the same way. What each component means depends on the key path.
public typealias AnimVector = SIMD8<Double>

/// CAAnimationCalculationMode: how a keyframe animation moves between its values.
public enum CalculationMode: String, CaseIterable, Sendable {
  /// Straight lines between values at their key times.
  case linear
  /// Each value holds until the next key time; no interpolation.
  case discrete
  /// Straight lines, key times chosen for constant speed (key times and timing ignored).
  case paced
  /// A Catmull-Rom spline through the values (Kochanek-Bartels with all parameters 0).
  case cubic
  /// The spline with key times chosen for constant speed.
  case cubicPaced = "cubic-paced"
}

/// What an animation interpolates: CABasicAnimation, CAKeyframeAnimation or the spring
/// UIKit installs.
public enum AnimationContent: Sendable {
  /// From one value to another.
  case basic(from: AnimVector, to: AnimVector)
  /// Through several values.
  case keyframes(Keyframes)
  /// From one value to another along a damped spring (progress from elapsed seconds).
  case spring(from: AnimVector, to: AnimVector, spring: Spring)

  /// Through several values at key times; invalid key times or timing functions are
  /// ignored, as Core Animation ignores them.
  public static func keyframes(
    values: [AnimVector], keyTimes: [Double]?, mode: CalculationMode,
    timingFunctions: [TimingFunction]?
  ) -> AnimationContent {
    .keyframes(
      Keyframes(values: values, keyTimes: keyTimes, mode: mode, timingFunctions: timingFunctions))
  }
}

/// Linear interpolation with exact ends.
@inlinable @inline(__always)
func lerp(_ a: AnimVector, _ b: AnimVector, _ p: Double) -> AnimVector {
  if p == 0 { return a }
  if p == 1 { return b }
  return a + (b - a) * p
}

/// CAKeyframeAnimation's values with their key times resolved once: given ones when valid,
/// even spacing otherwise, or spacing by distance for the paced modes.
public struct Keyframes: Sendable {
  /// The values in order.
  public let values: [AnimVector]
  /// One time per value (one more for discrete), from 0 to 1.
  public let times: [Double]
  /// The calculation mode.
  public let mode: CalculationMode
  /// One curve per segment, or nil.
  public let timingFunctions: [TimingFunction]?

  /// Keyframes as Core Animation reads them.
  public init(
    values: [AnimVector], keyTimes: [Double]?, mode: CalculationMode,
    timingFunctions: [TimingFunction]?
  ) {
    self.values = values
    self.mode = mode
    let n = values.count
    switch mode {
    case _ where n < 2:
      times = []
    case .discrete:
      times = Keyframes.valid(keyTimes, count: n + 1) ?? (0...n).map { Double($0) / Double(n) }
    case .linear, .cubic:
      times = Keyframes.valid(keyTimes, count: n) ?? Keyframes.evenly(n)
    case .paced, .cubicPaced:
      times = Keyframes.paced(values)
    }
    let paced = mode == .paced || mode == .cubicPaced
    // One curve per segment; a longer list's extra curves are never reached (SVPulsing's
    // pop-in gives six for five segments), a shorter one is ignored.
    if !paced, mode != .discrete, n >= 2, let list = timingFunctions, list.count >= n - 1 {
      self.timingFunctions = Array(list.prefix(n - 1))
    } else {
      self.timingFunctions = nil
    }
  }

  /// The value at `fraction` of the duration.
  public func value(at fraction: Double) -> AnimVector {
    guard let first = values.first else { return AnimVector() }
    let n = values.count
    if n == 1 { return first }
    let f = min(max(fraction, 0), 1)
    if f >= 1 { return values[n - 1] }
    if mode == .discrete {
      var i = 0
      while i + 1 < n, times[i + 1] <= f { i += 1 }
      return values[i]
    }
    var i = 0
    while i + 2 < n, times[i + 1] <= f { i += 1 }
    let span = times[i + 1] - times[i]
    var u = span > 0 ? (f - times[i]) / span : 1
    if let timingFunctions { u = timingFunctions[i].progress(u) }
    guard mode == .cubic || mode == .cubicPaced else { return lerp(values[i], values[i + 1], u) }
    // Catmull-Rom through p1 → p2, the ends repeating their neighbour.
    let p0 = values[max(i - 1, 0)]
    let p1 = values[i]
    let p2 = values[i + 1]
    let p3 = values[min(i + 2, n - 1)]
    if u == 0 { return p1 }
    if u == 1 { return p2 }
    let u2 = u * u
    let u3 = u2 * u
    let a = p1 * 2
    let b = (p2 - p0) * u
    let c = (p0 * 2 - p1 * 5 + p2 * 4 - p3) * u2
    let d = (p1 * 3 - p0 - p2 * 3 + p3) * u3
    return (a + b + c + d) * 0.5
  }

  static func evenly(_ n: Int) -> [Double] {
    (0..<n).map { Double($0) / Double(n - 1) }
  }

  /// Key times are used only when there are `count`, non-decreasing, from 0 to 1.
  static func valid(_ times: [Double]?, count: Int) -> [Double]? {
    guard let times, times.count == count, times.first == 0, times.last == 1 else { return nil }
    for i in 1..<times.count where times[i] < times[i - 1] { return nil }
    return times
  }

  /// Key times proportional to the distance travelled, for constant speed.
  static func paced(_ values: [AnimVector]) -> [Double] {
    var lengths = [0.0]
    for i in 1..<values.count {
      let d = values[i] - values[i - 1]
      lengths.append(lengths[i - 1] + (d * d).sum().squareRoot())
    }
    guard let total = lengths.last, total > 0 else { return evenly(values.count) }
    var times = lengths.map { $0 / total }
    times[times.count - 1] = 1
    return times
  }
}
