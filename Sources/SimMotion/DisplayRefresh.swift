/// The screen's refresh: 60 times a second on a fixed grid of virtual time starting at
/// zero, frame k at k/60 s rounded to the microsecond. CADisplayLink handlers fire on it.
public enum DisplayRefresh {
  /// Refreshes per second.
  public static let hertz: Int64 = 60

  /// The instant of refresh number `k`.
  public static func time(ofFrame k: Int64) -> SimTime {
    // Split so the products stay far inside Int64 for any time the clock can hold.
    SimTime(microseconds: k / hertz * 1_000_000 + (k % hertz * 1_000_000 + hertz / 2) / hertz)
  }

  /// The first refresh strictly after `t`.
  public static func next(after t: SimTime) -> SimTime {
    let us = t.microseconds
    var k = us / 1_000_000 * hertz + us % 1_000_000 * hertz / 1_000_000
    while time(ofFrame: k) <= t { k += 1 }
    return time(ofFrame: k)
  }
}
