import SimCommands
import SimTranscript

/// One run of `scenesim test`: finds the transcripts, picks those asked for, replays them
/// on several threads, reports in path order, and updates or reviews what differs, leaving
/// `NAME.t.err` beside a failing file and `NAME.actual.svg` beside a picture that differs.
/// Everything it reads from the environment and writes to the streams goes through its
/// properties, so a test can run it whole.
public struct SuiteRun {
  /// What a run does with the transcripts whose output differs.
  public enum Mode: Sendable, Equatable {
    /// Reports them.
    case check
    /// Rewrites them with the actual output (refused when CI is set, unless forced).
    case update(force: Bool)
    /// Asks about each change, as `cargo insta review` does.
    case review
  }

  /// Files, folders, markdown files or `-` (none: those found under the working folder).
  public var paths: [String] = []
  /// How many transcripts run at once (default: the cores).
  public var jobs: Int?
  /// The reports: ``Reporter/console`` or ``Reporter/tap``, and any others. The environment
  /// adds Bazel's `XML_OUTPUT_FILE` and, under GitHub Actions, annotations.
  public var reporters: [Reporter] = [.console]
  /// Only this part of the suite (`--shard K/N`); else Bazel's `TEST_TOTAL_SHARDS` and
  /// `TEST_SHARD_INDEX` pick one.
  public var shard: Shard?
  /// Only the transcripts whose name matches this regular expression.
  public var filter: String?
  /// Only the transcripts whose name matches this `-k` expression (with `filter`, both).
  public var keyword: NameExpression?
  /// Print the names that would run, and stop.
  public var list = false
  /// Stop after this many failures; the rest are reported skipped.
  public var maxFailures: Int?
  /// List this many of the slowest at the end.
  public var durations: Int?
  /// Check, update or review.
  public var mode = Mode.check
  /// Opens the REPL on the scene at the first mismatch of the first failure, with this
  /// editor (`--repl-on-fail`).
  public var replOnFail: LineEditing?
  /// What every replay shares.
  public var options = SuiteOptions()
  /// Where the reports go.
  public var console = Console.standard
  /// The environment it reads.
  public var environment: @Sendable (String) -> String? = Platform.environment
  /// Reads one key, for `review`.
  public var readKey: @Sendable () -> Character? = Platform.readKey
  /// Reads all of standard input, for the path `-`.
  public var standardInput: @Sendable () throws -> [UInt8] = { try Platform.readBytes("-") }

  /// A run with the defaults.
  public init() {}

  /// Runs the suite; returns the exit status: 0 when every transcript passed, else 1.
  public func run() -> Int32 {
    let palette = console.palette
    func fail(_ message: String) -> Int32 {
      console.err("\(palette.errorPrefix()) \(message)")
      return 1
    }
    if mode == .update(force: false), let ci = environment("CI"), !ci.isEmpty {
      return fail("CI is set: refusing to rewrite transcripts (--force to do it)")
    }
    var units: [TestUnit]
    do {
      var places = paths
      if paths.isEmpty {
        // No path: the transcripts where the user stands, as cram and pytest find theirs.
        places = try Suite.discover()
        guard !places.isEmpty else {
          throw PlatformError(
            "no transcripts here: no .t files and no markdown files with "
              + "```\(MarkdownTranscripts.info) blocks under this folder (hidden and .build* "
              + "folders left out); give a path")
        }
      }
      units = try Suite.units(at: places, standardInput: standardInput)
      guard !units.isEmpty else { throw PlatformError("no transcripts (*.t) found") }
      if let filter { units = try Self.select(units, matching: filter) }
      if let keyword {
        units = units.filter { keyword.matches($0.name) }
        guard !units.isEmpty else { throw PlatformError("no transcript matches -k") }
      }
      if let part = try selectedShard() {
        units = units.filter { part.contains($0.name) }
        if let status = environment("TEST_SHARD_STATUS_FILE"), !status.isEmpty {
          try? Platform.touch(status)
        }
      }
    } catch {
      return fail("\(error)")
    }
    if list {
      console.out(units.map(\.name))
      return 0
    }
    let report = Report(reporters: allReporters, console: console)
    let started = Platform.seconds
    let workers = jobs ?? Platform.coreCount
    var (results, updated) = replay(units, workers: workers, report: report)
    let elapsed = Platform.seconds - started
    if mode == .review {
      Review(report: report, readKey: readKey).run(
        units: units, results: &results, options: options)
    }
    let reported = report.finish(results, seconds: elapsed)
    if let durations { report.slowest(results, count: durations) }
    console.err(
      "ran \(results.filter { !$0.isSkipped }.count) of \(units.count) transcript"
        + "\(units.count == 1 ? "" : "s") in "
        + "\(Reports.decimal(elapsed)) s with -j \(workers)")
    if !updated.isEmpty {
      report.note("updated \(updated.count) file\(updated.count == 1 ? "" : "s")")
    }
    let failed = results.filter { $0.status == .failed }
    // What to do next, as a failing run says it: the files that can be written back, each
    // once (a markdown file's blocks are updated in their file).
    let writable = Set(units.filter(\.isWritable).map(\.name))
    var files: [String] = []
    for result in failed where writable.contains(result.name) && !files.contains(result.file) {
      files.append(result.file)
    }
    if mode == .check, !files.isEmpty {
      let names = files.prefix(3).joined(separator: " ")
      report.note(
        "to take what they print now: scenesim test --update \(names)"
          + (files.count > 3 ? " ..." : "") + " (or --review to choose change by change)")
    }
    report.summary(results)
    let firstFailure = results.firstIndex { $0.status == .failed }
    if let editor = replOnFail, let k = firstFailure {
      openRepl(at: units[k], editor: editor)
    }
    return firstFailure == nil && reported ? 0 : 1
  }

  /// `--filter`'s pattern, or an error saying why it is not one.
  public static func filterPattern(_ filter: String) throws(PlatformError) -> LinearRegex {
    do throws(LinearRegex.SyntaxError) {
      return try LinearRegex(filter)
    } catch {
      throw PlatformError(
        "--filter takes a regular expression; '\(filter)' is not one: \(error.message)")
    }
  }

  /// The units whose name matches `filter`; an error when none does.
  static func select(_ units: [TestUnit], matching filter: String) throws -> [TestUnit] {
    let regex = try filterPattern(filter)
    let kept = units.filter { regex.isFound(in: $0.name) }
    guard !kept.isEmpty else { throw PlatformError("no transcript matches --filter '\(filter)'") }
    return kept
  }

  /// The reports asked for, with Bazel's JUnit file, and GitHub's annotations and job
  /// summary, when the environment asks for them.
  var allReporters: [Reporter] {
    var all = reporters
    if let bazel = environment("XML_OUTPUT_FILE"), !bazel.isEmpty,
      !all.contains(.junit(path: bazel))
    {
      all.append(.junit(path: bazel))
    }
    if environment("GITHUB_ACTIONS") == "true" {
      if !all.contains(.github) { all.append(.github) }
      if let summary = environment("GITHUB_STEP_SUMMARY"), !summary.isEmpty,
        !all.contains(.markdown(path: summary))
      {
        all.append(.markdown(path: summary))
      }
    }
    return all
  }

  /// Replays the units in path order, stopping after the failures allowed, updating what
  /// differs in update mode; reports each result as it comes.
  private func replay(_ units: [TestUnit], workers: Int, report: Report)
    -> (results: [TestResult], updated: Set<String>)
  {
    var results: [TestResult] = []
    var updated = Set<String>()
    // Even -j 1 runs on a worker, so every transcript has the same stack whatever N is.
    let pool = ResultPool(units: units, workers: workers, options: options)
    report.begin(count: units.count)
    var failures = 0
    for (index, unit) in units.enumerated() {
      if let limit = maxFailures, failures >= limit {
        pool.stop()
        let why = "not run: stopped after \(limit) failure\(limit == 1 ? "" : "s")"
        for rest in units[index...] {
          let skipped = TestResult(name: rest.name, file: rest.file, status: .skipped(why))
          results.append(skipped)
          report.show(skipped, number: results.count)
        }
        console.err(
          "stopped after \(limit) failure\(limit == 1 ? "" : "s"): "
            + "\(units.count - index) not run")
        break
      }
      var result = pool.result(index)
      if case .update = mode, !updated.isEmpty, result.status == .failed {
        // Files an earlier update wrote may be what this one reads: replay it as -j 1 would.
        result = Suite.run(unit, options)
      }
      report.warn(result)
      if case .update = mode {
        do {
          if let (after, left, wrote) = try Suite.rewrite(unit, result, options: options) {
            if wrote {
              updated.insert(unit.file)
              report.updated(result)
            }
            for line in left { console.err(line) }
            result = after
          }
        } catch {
          console.err("\(console.palette.errorPrefix()) \(error)")
        }
      }
      report.show(result, number: results.count + 1)
      for note in Suite.leaveFiles(unit, result) { report.note(note) }
      if result.status == .failed { failures += 1 }
      results.append(result)
    }
    return (results, updated)
  }

  /// The shard asked for: `shard`, else Bazel's TEST_TOTAL_SHARDS and TEST_SHARD_INDEX
  /// (an error when they do not name one).
  private func selectedShard() throws -> Shard? {
    if let shard { return shard }
    guard let total = environment("TEST_TOTAL_SHARDS"), !total.isEmpty else { return nil }
    let index = environment("TEST_SHARD_INDEX") ?? ""
    guard let n = Int(total), let k = Int(index), let part = Shard(k + 1, of: n) else {
      throw PlatformError(
        "TEST_TOTAL_SHARDS=\(total) and TEST_SHARD_INDEX=\(index) name no shard "
          + "(the index runs from 0 to the total less 1)")
    }
    return part
  }

  /// Replays the unit up to its first mismatching command and opens the REPL there.
  private func openRepl(at unit: TestUnit, editor: LineEditing) {
    var stopping = options
    stopping.stopsAtFirstMismatch = true
    guard let text = try? Suite.text(of: unit) else { return }
    let outcome = Suite.runner(for: unit, stopping).run(text, name: unit.name)
    guard var session = outcome.session else { return }
    session.readFile = Platform.fileReader(relativeTo: nil)
    (session.writeFile, session.appendFile) = Platform.fileWriterAndAppender()
    session.terminal = Platform.terminal
    if let mismatch = outcome.firstMismatch {
      console.out([
        "",
        "The scene as \(unit.name):\(mismatch.line + unit.lineOffset) left it, after",
        "  $ \(mismatch.command)",
        "which printed what the diff above shows. Look around (print, dump, render, tick);",
        "Ctrl-D leaves.",
      ])
    } else {
      console.out(["", "The scene as \(unit.name) left it (its pictures differ); Ctrl-D leaves."])
    }
    Repl.run(&session, editor: editor, historyPath: nil, console: console)
  }
}
