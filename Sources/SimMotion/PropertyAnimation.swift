/// A single property moving from one value to another over an interval of virtual time,
/// as a closed-form function of time (a UIView block animation of one key).
public struct PropertyAnimation<Value: Interpolatable>: Sendable {
  /// The value shown before and at the start.
  public var from: Value
  /// The value reached at the end (the model value).
  public var to: Value
  /// When the movement starts (the command's instant plus any delay).
  public var begin: SimTime
  /// How long the movement takes.
  public var duration: SimTime
  /// How progress is paced.
  public var timing: TimingFunction

  /// An animation of one property.
  public init(
    from: Value, to: Value, begin: SimTime, duration: SimTime, timing: TimingFunction
  ) {
    self.from = from
    self.to = to
    self.begin = begin
    self.duration = duration
    self.timing = timing
  }

  /// When the movement ends.
  public var end: SimTime { begin + duration }

  /// The fraction of progress at `time`: 0 up to the start, 1 from the end on.
  public func progress(at time: SimTime) -> Double {
    if duration.microseconds <= 0 { return time >= begin ? 1 : 0 }
    if time <= begin { return 0 }
    if time >= end { return 1 }
    let fraction =
      Double((time - begin).microseconds) / Double(duration.microseconds)
    return timing.progress(fraction)
  }

  /// The presentation value at `time`.
  public func value(at time: SimTime) -> Value {
    Value.interpolate(from: from, to: to, progress: progress(at: time))
  }
}
