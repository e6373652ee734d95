import SimMotion
import SimRender
import SimScene

/// `undo`, `rewind` and films of the past: pure functions of the history.
extension Session {
  /// Adds the entry for a top-level line that changed the scene, keeping the history
  /// within its limits: past ``History/maxEntries`` the oldest hundred go, the first kept
  /// one getting a copy of its state (rebuilt by replay when it had none).
  mutating func remember(
    _ line: String, before: SessionState, output: [String], spec: CommandSpec,
    arguments: ParsedArguments?
  ) {
    let traits = spec.traits
    history.append(
      line: line, before: before, after: scene.now, output: output,
      isClock: traits.movesOnlyClock, startsScene: traits.contains(.startsScene),
      replacesScene: traits.contains(.startsScene) || traits.contains(.replacesScene),
      lifetime: spec.lifetime(arguments), directory: directory,
      files: filesRead, weight: weight(since: before))
    let excess = history.entries.count - History.maxEntries
    guard excess >= 100 else { return }
    if history.entries[excess].before == nil {
      guard let rebuilt = try? stateBefore(excess) else { return }
      history.keepCopy(rebuilt, at: excess)
    }
    history.removeFirst(excess)
  }

  /// The state before history entry `k`: its copy, or the nearest earlier copy with the
  /// lines in between replayed.
  func stateBefore(_ k: Int) throws(CommandError) -> SessionState {
    let entries = history.entries
    guard k < entries.count else { return state }
    var j = k
    while entries[j].before == nil, j > 0 { j -= 1 }
    guard var current = entries[j].before else {
      throw CommandError("the history has no copy to start from")
    }
    while j < k {
      current = try replay(entries[j], on: current)
      j += 1
    }
    return current
  }

  /// The state after replaying one entry on `start`.
  func replay(_ entry: History.Entry, on start: SessionState) throws(CommandError)
    -> SessionState
  {
    var copy = self
    copy.state = start
    copy.replaying = true
    copy.filesRead = entry.files
    copy.directory = entry.directory
    copy.recording = nil
    copy.watchColumns = nil
    copy.tickPieces = 1
    copy.depth = 0
    copy.hookChain = []
    copy.history = History()
    let result = copy.execute(entry.line)
    if let error = result.error {
      if error.isInterruption { throw error }
      throw CommandError("replaying '\(clip(entry.line))' failed: \(error.text)")
    }
    return copy.state
  }

  /// `undo`: the state before the last line that changed the scene.
  mutating func undo() throws(CommandError) -> [String] {
    guard let last = history.entries.last else {
      throw CommandError(
        "nothing to undo",
        hint: history.standing.isEmpty
          ? "the scene is as the session began"
          : "the history reaches back \(History.maxEntries) commands")
    }
    let restored = try stateBefore(history.entries.count - 1)
    state = restored
    history.removeLast()
    return ["undid '\(clip(last.line))'; now t=\(Format.time(scene.now))"]
  }

  /// The earliest time of the current scene that the history can rebuild.
  var earliestTime: SimTime? {
    guard let start = history.sceneStart else { return nil }
    return start < history.entries.count ? history.entries[start].start : scene.now
  }

  /// Where `time` (not after now) falls in the history: the first entry of this scene
  /// that ended after it (the entry count when none did) and the state before that entry.
  func position(of time: SimTime) throws(CommandError) -> (index: Int, before: SessionState) {
    guard let start = history.sceneStart, let earliest = earliestTime else {
      throw CommandError(
        "the history no longer reaches the start of this scene",
        hint: "it keeps the last \(History.maxEntries) commands")
    }
    guard time >= earliest, time <= scene.now else {
      throw CommandError(
        "t=\(Format.time(time)) is outside this scene's history",
        hint: "give a time from \(Format.time(earliest)) to \(Format.time(scene.now))")
    }
    let entries = history.entries
    let k = entries.indices.first { $0 >= start && entries[$0].end > time } ?? entries.count
    return (k, try stateBefore(k))
  }

  /// `state` advanced to `time` within entry `k`, which must be a clock line when the time
  /// falls inside it.
  func advance(_ state: SessionState, to time: SimTime, within k: Int) throws(CommandError)
    -> SessionState
  {
    let entries = history.entries
    guard k < entries.count, time > entries[k].start else { return state }
    guard entries[k].isClock else {
      throw CommandError(
        "t=\(Format.time(time)) falls inside '\(clip(entries[k].line))', which ran from "
          + "\(Format.time(entries[k].start)) to \(Format.time(entries[k].end))",
        hint: "only tick, tick to and settle can be entered part way")
    }
    var result = state
    result.scene.monitor = monitor
    // The clock line's hooks run as they did when it ran.
    result.scene.hookRunner = scene.hookRunner
    result.scene.resetHookCount()
    try? result.scene.advance(to: time)
    result.scene.hookRunner = nil
    if monitor.shouldStop() { throw .interrupted }
    return result
  }

  /// `rewind TIME`: the scene as it was at `time`; the lines after it are dropped, and a
  /// clock line running at that time is cut short (it stands as `tick to TIME`).
  mutating func rewind(to time: SimTime) throws(CommandError) -> [String] {
    let (k, before) = try position(of: time)
    let dropped = history.entries.count - k
    guard dropped > 0 else { return ["already at t=\(Format.time(time))"] }
    let cut = history.entries[k]
    var rebuilt = try advance(before, to: time, within: k)
    let output = eventLines(rebuilt.scene.drainEvents())
    history.removeLast(dropped)
    state = rebuilt
    if time > cut.start {
      history.append(
        line: "tick to \(Format.time(time))", before: before, after: time, output: output,
        isClock: true, startsScene: false, replacesScene: false, lifetime: .scene,
        directory: cut.directory, files: [:], weight: cut.weight)
    }
    let lines = dropped == 1 ? "1 command" : "\(dropped) commands"
    return ["rewound to t=\(Format.time(time)); \(lines) after it dropped"]
  }

  /// The scene at each of `times` (ascending), the past rebuilt from the history and the
  /// future played forward from now on a copy. Events on the way are not reported.
  func scenes(at times: [SimTime]) throws(CommandError) -> [Scene] {
    let past = times.filter { $0 <= scene.now }
    var result: [Scene] = []
    if let first = past.first {
      let entries = history.entries
      var (k, current) = try position(of: first)
      for (n, time) in past.enumerated() {
        if monitor.poll("render film", n, times.count) { throw .interrupted }
        while k < entries.count, entries[k].end <= time {
          if k + 1 == entries.count {
            current = state
          } else if let kept = entries[k + 1].before {
            current = kept
          } else {
            current = try replay(entries[k], on: current)
          }
          k += 1
        }
        var frame = try advance(current, to: time, within: k).scene
        _ = frame.drainEvents()
        result.append(frame)
      }
    }
    let future = times.filter { $0 > scene.now }
    return result + Picture.frames(of: scene, at: future)
  }
}
