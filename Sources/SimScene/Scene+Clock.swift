public import SimMotion

/// How `settle` ended.
public struct SettleOutcome: Hashable, Sendable {
  /// True when no finite work is left; false when the limit stopped it first.
  public var isSettled: Bool
  /// How much virtual time passed.
  public var elapsed: SimTime
}

extension Scene {
  /// Advances the clock by `duration`: repeatedly takes the earliest due work, sets the
  /// clock to its time and runs it; work scheduled meanwhile that falls due within the span
  /// runs too. Ends with the clock at the start plus `duration`.
  public mutating func advance(by duration: SimTime) throws(SceneError) {
    guard duration.microseconds >= 0 else { throw .timeOverflow }
    let target = now + duration
    guard target < SimTime.max else { throw .timeOverflow }
    runDue(notAfter: target)
    now = target
  }

  /// Advances the clock to the absolute time `time`, which must not be in the past.
  public mutating func advance(to time: SimTime) throws(SceneError) {
    guard time >= now else {
      throw .notAllowed("clock", reason: "that time is in the past")
    }
    try advance(by: time - now)
  }

  /// Runs until no finite work is pending, or until `limit` has passed. The clock stops at
  /// the last work run (or at the limit).
  public mutating func settle(limit: SimTime) -> SettleOutcome {
    commit()
    let start = now
    let deadline = min(now + limit, SimTime(microseconds: SimTime.max.microseconds - 1))
    while let next = scheduler.nextTime() {
      if monitor.shouldStop() { break }
      guard next <= deadline else {
        now = deadline
        return SettleOutcome(isSettled: false, elapsed: now - start)
      }
      runDue(notAfter: next)
    }
    return SettleOutcome(isSettled: true, elapsed: now - start)
  }

  /// Scheduled work in firing order: (time, work).
  public var pendingWork: [(time: SimTime, work: ScheduledWork)] {
    scheduler.orderedEntries.map { ($0.time, $0.work) }
  }

  /// Runs the work due by `limit`; stops early (leaving work undone) when the monitor
  /// asks, so the caller can discard the partial state.
  private mutating func runDue(notAfter limit: SimTime) {
    // What the last turn left uncommitted commits before time moves on.
    commit()
    var count = 0
    while let entry = scheduler.popDue(notAfter: limit) {
      now = max(now, entry.time)
      entry.work.action(&self)
      commit()
      count += 1
      if count % WorkMonitor.pollInterval == 0,
        monitor.poll("tick", Int(clamping: now.microseconds), Int(clamping: limit.microseconds))
      {
        return
      }
    }
  }
}
