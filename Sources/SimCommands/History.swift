import SimMotion

/// The commands that changed the scene, with what is needed to go back: the state before
/// each (while the copies fit a budget), and otherwise the line itself, replayed from an
/// earlier copy. Everything in the scene is a function of the commands, so a replay gives
/// exactly the state the copy would have.
struct History: Sendable {
  /// One command that changed the scene.
  struct Entry: Sendable {
    /// The line as typed.
    var line: String
    /// The state before the line ran, while the budget allows keeping it.
    var before: SessionState? {
      get { kept?.state }
      set { kept = newValue.map(Kept.init) }
    }
    /// `before` on the heap, so an entry is a few words wide and dropping the oldest
    /// entries moves little.
    private var kept: Kept?
    /// The virtual time before and after the line.
    var start: SimTime
    var end: SimTime
    /// What the line printed (without a `watch` picture), for `save` as a transcript.
    var output: [String]
    /// Whether the line only advanced the clock (`tick`, `tick to`, `settle`): `rewind`
    /// may stop part way through such a line.
    var isClock: Bool
    /// Whether the line started a new scene (`screen`, `reset`): time starts again.
    var startsScene: Bool
    /// Whether the line replaced the scene (`screen`, `reset`, `scene load`), and what
    /// becomes of it in `save` when a later one does.
    var replacesScene: Bool
    var lifetime: SceneLifetime
    /// The folder relative paths were taken from, and the files the line read, by resolved
    /// path: a replay reads these instead of the disk.
    var directory: String?
    var files: [String: String]
    /// The weight charged for `before` (see ``Session/weight``).
    var weight: Int

    init(
      line: String, before: SessionState, start: SimTime, end: SimTime, output: [String],
      isClock: Bool, startsScene: Bool, replacesScene: Bool, lifetime: SceneLifetime,
      directory: String?, files: [String: String], weight: Int
    ) {
      self.line = line
      self.kept = Kept(before)
      self.start = start
      self.end = end
      self.output = output
      self.isClock = isClock
      self.startsScene = startsScene
      self.replacesScene = replacesScene
      self.lifetime = lifetime
      self.directory = directory
      self.files = files
      self.weight = weight
    }
  }

  /// A kept state.
  private final class Kept: Sendable {
    let state: SessionState
    init(_ state: SessionState) { self.state = state }
  }

  /// The entries, oldest first. The first always keeps its `before`.
  private(set) var entries: [Entry] = []
  /// The weight of the copies kept, kept up to date by every change to `entries`.
  private(set) var keptWeight = 0
  /// The lines that stand (undone ones taken out, rewound ones cut short), for `save`. It
  /// reaches back to the session's start even when `entries` no longer does.
  var standing: [StandingLine] = []

  /// A line that stands: as typed, what it printed, and what `save` needs to know of it.
  struct StandingLine: Sendable {
    var line: String
    var output: [String]
    /// Whether it replaced the scene.
    var replacesScene: Bool
    /// What becomes of it when a later line replaces the scene.
    var lifetime: SceneLifetime
  }

  /// The most entries kept: `undo` goes back this far.
  static let maxEntries = 1000
  /// The most weight of kept copies: past it, the oldest copies (but the first) are
  /// dropped and rebuilt by replay when needed.
  static let weightBudget = 3_000_000

  /// Adds the entry for a line that changed the scene, then keeps within the limits.
  mutating func append(
    line: String, before: SessionState, after: SimTime, output: [String], isClock: Bool,
    startsScene: Bool, replacesScene: Bool, lifetime: SceneLifetime, directory: String?,
    files: [String: String], weight: Int
  ) {
    entries.append(
      Entry(
        line: line, before: before, start: before.scene.now, end: after, output: output,
        isClock: isClock, startsScene: startsScene, replacesScene: replacesScene,
        lifetime: lifetime, directory: directory, files: files, weight: weight))
    standing.append(
      StandingLine(
        line: line, output: output, replacesScene: replacesScene, lifetime: lifetime))
    keptWeight += weight
    var k = 1
    while keptWeight > History.weightBudget, k < entries.count - 1 {
      dropCopy(k)
      k += 1
    }
  }

  /// Forgets the copy of entry `k`; a replay from an earlier one rebuilds it when needed.
  private mutating func dropCopy(_ k: Int) {
    guard entries[k].before != nil else { return }
    keptWeight -= entries[k].weight
    entries[k].before = nil
  }

  /// Keeps `state` as the copy of entry `k` (one rebuilt by replay).
  mutating func keepCopy(_ state: SessionState, at k: Int) {
    if entries[k].before == nil { keptWeight += entries[k].weight }
    entries[k].before = state
  }

  /// Drops the `n` oldest entries.
  mutating func removeFirst(_ n: Int) {
    for k in 0..<n where entries[k].before != nil { keptWeight -= entries[k].weight }
    entries.removeFirst(n)
  }

  /// Drops the `n` newest entries and their lines.
  mutating func removeLast(_ n: Int = 1) {
    for k in (entries.count - n)..<entries.count where entries[k].before != nil {
      keptWeight -= entries[k].weight
    }
    entries.removeLast(n)
    standing.removeLast(n)
  }

  /// The index of the first entry of the current scene (after the last `screen` or
  /// `reset`), or nil when it is no longer kept.
  var sceneStart: Int? {
    if let k = entries.lastIndex(where: \.startsScene) { return k + 1 }
    return entries.first.map { $0.start == .zero ? 0 : nil } ?? 0
  }
}
