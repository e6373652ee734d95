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
  /// Whether failing transcripts are rewritten with what they print now (``RecordMode``);
  /// nil: as the environment variable `SCENESIM_RECORD` says.
  public var record: RecordMode?
  /// Whether a failing file leaves `NAME.t.err` beside it, and a picture that differs
  /// `NAME.actual.svg`, as `scenesim test` does (removed once they pass).
  public var leavesFiles: Bool

  /// Options; the defaults replay as `scenesim test` does, recording as `SCENESIM_RECORD`
  /// says.
  public init(
    strict: Bool = false, splitTicks: Int = 1, jobs: Int? = nil, record: RecordMode? = nil,
    leavesFiles: Bool = true
  ) {
    self.strict = strict
    self.splitTicks = splitTicks
    self.jobs = max(1, jobs ?? Platform.coreCount)
    self.record = record
    self.leavesFiles = leavesFiles
  }
}

/// Replays the transcripts at `path` as `scenesim test` does and returns one result per
/// transcript, in path order.
///
/// `path` is a `.t` file, a folder (searched recursively for `.t` files) or a markdown file
/// (each `scenesim-transcript` block is one transcript). Relative paths start at the
/// working directory; `swift test` runs in the package's root. Files that commands in a
/// transcript name are read beside it. As the command line does, a failing file leaves
/// `NAME.t.err` with what it printed and each picture that differs `NAME.actual.svg`
/// (unless ``ReplayOptions/leavesFiles`` is false). Under
/// the record modes ``RecordMode/failed`` and ``RecordMode/all`` a failing transcript is
/// rewritten with what it printed, as `scenesim test --update` does, and replayed again: its
/// result says `TestResult.rewritten`.
///
/// - Throws: an error naming the path when it is missing, unreadable or holds no
///   transcripts, or when `SCENESIM_RECORD` names no mode or is refused under CI.
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
  let record = try options.record ?? RecordMode.fromEnvironment()
  var suiteOptions = SuiteOptions(splitTicks: options.splitTicks, strict: options.strict)
  suiteOptions.leavesNewErrors = record.rewritesDifferences
  // On the runner's own threads, as `scenesim test` does: their stacks are large enough for
  // deeply nested scenes, whatever thread the test runs on.
  let pool = ResultPool(units: units, workers: options.jobs, options: suiteOptions)
  var results: [TestResult] = []
  for (index, unit) in units.enumerated() {
    var result = pool.result(index)
    if record.rewritesDifferences {
      // Files an earlier rewrite wrote may be what this one reads: replay it after them.
      if results.contains(where: \.rewritten), result.status == .failed {
        result = Suite.run(unit, suiteOptions)
      }
      do {
        if let (after, _, _) = try Suite.rewrite(unit, result, options: suiteOptions) {
          result = after
          result.rewritten = true
        }
      } catch {
        result.status = .failed
        result.error = "\(error)"
      }
    }
    if options.leavesFiles { Suite.leaveFiles(unit, result) }
    results.append(result)
  }
  return results
}

/// Why transcripts could not be replayed at all.
public struct TranscriptError: Error, CustomStringConvertible, Sendable {
  public var description: String
}

extension TestResult {
  /// Whether the transcript replayed as written.
  public var passed: Bool { status == .passed }

  /// What a failing transcript printed in `scenesim test` without colour: `FAIL NAME:LINE`,
  /// the first mismatch and the unified diff of expected against actual, a `?` line under
  /// a changed line marking its changed words; empty when it passed.
  public var report: String {
    WordMarks.withGuides(Reports.console(self)).joined(separator: "\n")
  }
}

/// The files that hold the transcripts at `path`, in path order: the `.t` files of a folder
/// (as ``replayTranscripts(in:options:)`` finds them), or the file itself. For one test
/// case per transcript file, each failing on its own:
///
/// ```swift
/// @Test(arguments: transcriptPaths(in: "transcripts"))
/// func transcript(_ path: String) throws {
///   try assertTranscripts(in: path)
/// }
/// ```
///
/// A path that is missing or holds none gives `[path]`, so that the test fails saying why.
public func transcriptPaths(in path: String) -> [String] {
  guard let units = try? Suite.units(at: [path]), !units.isEmpty else { return [path] }
  var files: [String] = []
  for unit in units where files.last != unit.file { files.append(unit.file) }
  return files
}
