#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A damped spring as UIView's spring animation builds it
/// (`animateWithDuration:delay:usingSpringWithDamping:initialSpringVelocity:…`): mass 1,
/// the damping ratio kept, and the natural frequency chosen so that 0.1 % of the distance
/// is left at the duration.
public struct Spring: Hashable, Sendable {
  /// The damping ratio ζ, in [0.01, 1] (UIKit's values above 1 act as 1).
  public var dampingRatio: Double
  /// The natural frequency ω in radians per second.
  public var omega: Double
  /// The initial velocity in distances per second (1 = the whole distance in a second).
  public var velocity: Double

  /// The spring UIKit derives from a damping ratio, an initial velocity and a duration in
  /// seconds.
  public init(dampingRatio: Double, velocity: Double, duration: Double) {
    let zeta = min(max(dampingRatio, 0.01), 1)
    self.dampingRatio = zeta
    self.velocity = velocity
    self.omega = Spring.naturalFrequency(zeta: zeta, velocity: velocity, duration: duration)
  }

  /// The stiffness k = ω² (mass 1).
  public var stiffness: Double { omega * omega }
  /// The damping coefficient c = 2ζω (mass 1).
  public var damping: Double { 2 * dampingRatio * omega }

  /// ω such that the oscillation's envelope is 0.001 at `duration`. With an initial
  /// velocity the equation can have several solutions; the largest is taken, the one whose
  /// motion has settled by the end (UIKit's own choice is not published).
  static func naturalFrequency(zeta: Double, velocity v: Double, duration d: Double) -> Double {
    let root = (1 - zeta * zeta).squareRoot()
    if v == 0 {
      if zeta >= 1 { return 9.2334134764515865 / d }
      return log(1000 * zeta / root) / (zeta * d)
    }
    let envelope: (Double) -> Double =
      zeta >= 1
      ? { w in (1 + (w - v) * d) * exp(-w * d) - 0.001 }
      : { w in abs(zeta * w - v) / (w * root) * exp(-zeta * w * d) - 0.001 }
    // Walk down from a frequency far too high (envelope below 0.001) to the first one
    // above it, then bisect.
    var high = 1e5 / d
    var low = high
    var found = false
    for _ in 0..<1200 {
      low = high / 1.02
      if envelope(low) > 0 {
        found = true
        break
      }
      high = low
    }
    guard found else { return 9.2334134764515865 / d }
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if envelope(mid) > 0 { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }

  /// The fraction of the distance covered after `t` seconds (0 at 0, tending to 1, may
  /// overshoot when underdamped).
  public func progress(_ t: Double) -> Double {
    if t <= 0 { return 0 }
    let beta = dampingRatio * omega
    if dampingRatio >= 1 {
      return 1 - exp(-omega * t) * (1 + (omega - velocity) * t)
    }
    let wd = omega * (1 - dampingRatio * dampingRatio).squareRoot()
    return 1 - exp(-beta * t) * (cos(wd * t) + (beta - velocity) / wd * sin(wd * t))
  }
}
