@_exported import SimCommands
@_exported import SimComponents
@_exported import SimGeometry
internal import SimHost
@_exported import SimMotion
@_exported import SimRender
@_exported import SimScene
@_exported import SimTranscript

extension Session {
  /// A session whose file commands (`render svg FILE`, `pin load FILE`, `source FILE`)
  /// read and write real files, relative to the working directory.
  ///
  /// A plain `Session/init()` reads no files (those commands fail) and keeps nothing it
  /// is asked to write, as a transcript replay does.
  public static func withFiles() -> Session {
    var session = Session.forProgram()
    session.terminal = TerminalInfo(columns: nil, rows: nil, isTerminal: false)
    return session
  }
}

/// How transcripts are replayed.
public struct ReplayOptions: Sendable {
  /// Check the whole scene's invariants after every command, not only what it changed.
  public var strict = false
  /// Split every `tick` into this many uneven steps (the output must not change).
  public var splitTicks = 1
  /// How many transcripts replay at once (default: the cores this process may use).
  public var jobs: Int

  public init(strict: Bool = false, splitTicks: Int = 1, jobs: Int? = nil) {
    self.strict = strict
    self.splitTicks = splitTicks
    self.jobs = max(1, jobs ?? Platform.coreCount)
  }
}

/// Replays the transcripts at `path` as `scenesim test` does and returns one result per
/// transcript, in path order.
///
/// `path` is a `.t` file, a folder (searched recursively for `.t` files) or a markdown file
/// (each `scenesim-transcript` block is one transcript). Relative paths start at the
/// working directory; `swift test` runs in the package's root. Files that commands in a
/// transcript name are read beside it.
///
/// - Throws: an error naming the path when it is missing, unreadable or holds no
///   transcripts.
public func replayTranscripts(in path: String, options: ReplayOptions = ReplayOptions())
  throws -> [TestResult]
{
  let units: [TestUnit]
  do {
    units = try Suite.units(at: [path])
  } catch {
    throw TranscriptError(description: "\(error)")
  }
  guard !units.isEmpty else {
    throw TranscriptError(description: "no transcripts in \(path): give .t files")
  }
  let suiteOptions = SuiteOptions(splitTicks: options.splitTicks, strict: options.strict)
  // On the runner's own threads, as `scenesim test` does: their stacks are large enough for
  // deeply nested scenes, whatever thread the test runs on.
  let pool = ResultPool(units: units, workers: options.jobs, options: suiteOptions)
  return units.indices.map { pool.result($0) }
}

/// Why transcripts could not be replayed at all.
public struct TranscriptError: Error, CustomStringConvertible, Sendable {
  public var description: String
}

extension TestResult {
  /// Whether the transcript replayed as written.
  public var passed: Bool { status == .passed }

  /// What a failing transcript printed in `scenesim test`: `FAIL NAME:LINE`, the first
  /// mismatch and the unified diff of expected against actual; empty when it passed.
  public var report: String {
    Reports.console(self).joined(separator: "\n")
  }
}
