/// CAMediaTimingFillMode: what an animation shows outside its active duration.
public enum FillMode: String, CaseIterable, Sendable {
  /// Nothing: the model value shows before and after.
  case removed
  /// The end value stays after the end (needs removedOnCompletion off to last).
  case forwards
  /// The start value shows before the start (during a delay).
  case backwards
  /// Both.
  case both
}

/// The CAMediaTiming properties of an animation, and the mapping from its parent's time
/// to its own local time.
///
/// Times here are seconds relative to the parent's time origin (for an animation on a
/// layer, seconds since the instant it was added; for a child of a group, the group's local
/// time). `beginTime` is in the parent's time.
public struct MediaTiming: Hashable, Sendable {
  /// When local time zero is, in the parent's time (seconds).
  public var beginTime: Double = 0
  /// The length of one iteration in local seconds; must be above 0.
  public var duration: Double = 0.25
  /// How fast local time runs against the parent's; 0 pauses.
  public var speed: Double = 1
  /// Added to active local time (not scaled by speed); shifts the phase.
  public var timeOffset: Double = 0
  /// How many iterations (fractions allowed); 0 means one; `.infinity` repeats forever.
  public var repeatCount: Double = 0
  /// How long to repeat for, in local seconds; 0 means not set.
  public var repeatDuration: Double = 0
  /// Whether each iteration plays forwards then backwards.
  public var autoreverses = false
  /// What shows outside the active duration.
  public var fillMode: FillMode = .removed
  /// How progress is paced within an iteration; nil is linear.
  public var timingFunction: TimingFunction?

  /// Core Animation's defaults: 0.25 s, once, no fill, linear.
  public init() {}

  /// One iteration, forwards and back when autoreversing.
  public var cycle: Double { autoreverses ? 2 * duration : duration }

  /// The active duration in local seconds (infinite when repeating forever).
  public var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    if repeatCount > 0 { return repeatCount.isInfinite ? .infinity : cycle * repeatCount }
    return cycle
  }

  /// The active duration in the parent's seconds (infinite when paused or repeating forever).
  public var activeDurationInParent: Double {
    speed > 0 ? activeDuration / speed : .infinity
  }

  /// Whether it never ends by itself.
  public var isInfinite: Bool { !activeDurationInParent.isFinite }

  /// The local time within the current iteration, in 0...duration, already paced by the
  /// timing function (so a child of a group sees the warped time), or nil when the
  /// animation is not applied at parent time `parentTime`.
  public func localTime(atParent parentTime: Double) -> Double? {
    guard duration > 0 else { return nil }
    let active = (parentTime - beginTime) * speed
    // The common case: one forward iteration, in progress.
    if repeatCount == 0, repeatDuration == 0, !autoreverses, timeOffset == 0, speed > 0,
      active >= 0, active < duration
    {
      let fraction = active / duration
      return (timingFunction.map { $0.progress(fraction) } ?? fraction) * duration
    }
    let end = activeDuration
    var atEnd = false
    var t: Double
    if active < 0 || (speed == 0 && parentTime < beginTime) {
      guard fillMode == .backwards || fillMode == .both else { return nil }
      t = timeOffset
    } else if active >= end {
      guard fillMode == .forwards || fillMode == .both else { return nil }
      t = end + timeOffset
      atEnd = true
    } else {
      t = active + timeOffset
    }
    // Which iteration, and where in it. At the very end of the active duration the
    // iteration that just finished shows its end, rather than wrapping to the next start.
    // The end counts as a whole number of iterations when it is one up to rounding: 3 ×
    // 0.421134 divided by 0.421134 is not exactly 3 in binary, and must not wrap to the
    // start of a fourth.
    var iteration: Double
    var local: Double
    let q = t / duration
    let whole = q.rounded()
    if atEnd, t > 0, whole >= 1, abs(q - whole) <= 1e-9 * whole {
      iteration = whole - 1
      local = duration
    } else {
      iteration = atEnd && t > 0 ? q.rounded(.up) - 1 : q.rounded(.down)
      if !iteration.isFinite { iteration = 0 }
      local = min(max(t - iteration * duration, 0), duration)
    }
    if autoreverses, Int64(iteration.truncatingRemainder(dividingBy: 2)) != 0 {
      local = duration - local
    }
    let fraction = local / duration
    let paced = timingFunction.map { $0.progress(fraction) } ?? fraction
    return paced * duration
  }
}
