/// An instant or a span of virtual time, as a whole number of microseconds.
///
/// Nothing in scenesim accumulates floating seconds: the clock only ever adds integers. An
/// animation's timing is kept in seconds and evaluated from the integer time elapsed since
/// it was added.
public struct SimTime: Hashable, Comparable, Sendable {
  /// The count of microseconds.
  public var microseconds: Int64

  /// Time zero, the instant a scene starts.
  public static let zero = SimTime(microseconds: 0)
  /// The bound of the clock: sums saturate here, and the clock stays below it (about
  /// 146 000 years of virtual time).
  public static let max = SimTime(microseconds: Int64.max / 2)

  /// A time of `microseconds`.
  public init(microseconds: Int64) {
    self.microseconds = microseconds
  }

  /// A time of whole `milliseconds`.
  public static func milliseconds(_ ms: Int64) -> SimTime {
    SimTime(microseconds: ms * 1000)
  }

  /// The time closest to `seconds`, rounded to the microsecond (for constants that the
  /// originals state in seconds, such as 0.3).
  public static func seconds(_ seconds: Double) -> SimTime {
    SimTime(microseconds: Int64((seconds * 1_000_000).rounded()))
  }

  /// The time in seconds, for evaluating curves.
  public var seconds: Double { Double(microseconds) / 1_000_000 }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: SimTime, rhs: SimTime) -> Bool {
    lhs.microseconds < rhs.microseconds
  }

  /// The sum, saturating at ``max``.
  public static func + (lhs: SimTime, rhs: SimTime) -> SimTime {
    let (sum, overflow) = lhs.microseconds.addingReportingOverflow(rhs.microseconds)
    return overflow || sum > max.microseconds ? max : SimTime(microseconds: sum)
  }

  /// The difference.
  public static func - (lhs: SimTime, rhs: SimTime) -> SimTime {
    SimTime(microseconds: lhs.microseconds &- rhs.microseconds)
  }

  /// The exact decimal number of seconds, with trailing zeros trimmed: `0`, `0.25`,
  /// `1.000001`, `-0.5`.
  public var decimalSeconds: String {
    let sign = microseconds < 0 ? "-" : ""
    let magnitude = microseconds.magnitude
    let whole = magnitude / 1_000_000
    var fraction = magnitude % 1_000_000
    if fraction == 0 { return sign + String(whole) }
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    return sign + String(whole) + "." + String(repeating: "0", count: digits - text.count) + text
  }
}
