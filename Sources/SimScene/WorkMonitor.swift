/// How long work learns that it should stop, and tells how far it got. The program sets
/// one (Ctrl-C sets the stop flag; a progress line shows the reports); the engine only asks
/// and tells. Work that stops early leaves partial state behind, which the caller discards.
public struct WorkMonitor: Sendable {
  /// Whether the work should stop now.
  public var shouldStop: @Sendable () -> Bool
  /// Told how far a long piece of work is: what it is, units done, units in all.
  public var progress: @Sendable (_ what: String, _ done: Int, _ total: Int) -> Void

  /// A monitor of its two parts.
  public init(
    shouldStop: @escaping @Sendable () -> Bool,
    progress: @escaping @Sendable (_ what: String, _ done: Int, _ total: Int) -> Void = {
      _, _, _ in
    }
  ) {
    self.shouldStop = shouldStop
    self.progress = progress
  }

  /// A monitor that never stops anything and shows nothing.
  public static let none = WorkMonitor(shouldStop: { false })

  /// How many units of work pass between two polls in the engine's long loops.
  public static let pollInterval = 4096

  /// Reports progress and tells whether to stop.
  public func poll(_ what: String, _ done: Int, _ total: Int) -> Bool {
    progress(what, done, total)
    return shouldStop()
  }
}
