import ArgumentParser
import SimCommands
import SimHost
import SimTranscript

/// Replays transcripts and reports mismatches as unified diffs.
struct Test: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replay transcripts (.t files) and compare their output.",
    discussion: """
      Each transcript replays in a fresh scene, several at once (-j). A mismatch prints \
      FAIL FILE:LINE and a unified diff (in colour on a terminal, or with CLICOLOR_FORCE or \
      FORCE_COLOR; never with NO_COLOR) and leaves NAME.t.err with the actual output; a \
      passing run removes it. A folder gives its .t files, a markdown file its \
      scenesim-transcript blocks (FILE#N), - standard input. Pictures that 'render svg' and \
      'render film' write are compared with the files of those names beside the transcript; \
      one that differs is left as NAME.actual.svg. The run ends with 'N passed, N failed' \
      (', N skipped' when some did not run) and exits 1 if any failed. Bazel's \
      TEST_TOTAL_SHARDS, TEST_SHARD_INDEX, TEST_SHARD_STATUS_FILE and XML_OUTPUT_FILE are \
      honoured; with GITHUB_ACTIONS=true each failure is also an ::error annotation.
      """)

  @Argument(
    help: "Transcript files, folders, markdown files, or - (default: transcripts).",
    completion: .file())
  var paths: [String] = []

  @Option(name: .customShort("j"), help: "Run N transcripts at once (default: the cores).")
  var jobs: Int?

  @Option(
    name: .long, help: ArgumentHelp("Write a JUnit XML report to FILE.", valueName: "FILE"),
    completion: .file())
  var junit: String?

  @Flag(name: .long, help: "Print TAP version 13 instead of the console report.")
  var tap = false

  @Option(
    name: .long,
    help: ArgumentHelp("Run only the K-th of N parts of the suite (K from 1).", valueName: "K/N"))
  var shard: String?

  @Option(name: .long, help: ArgumentHelp("Run only paths matching REGEX.", valueName: "REGEX"))
  var filter: String?

  @Flag(name: .long, help: "Print the transcripts that would run, and stop.")
  var list = false

  @Option(name: .long, help: "Stop after N failures; the rest are reported skipped.")
  var maxFailures: Int?

  @Flag(name: .customShort("x"), help: "Stop at the first failure (--max-failures 1).")
  var exitFirst = false

  @Option(name: .long, help: "List the N slowest transcripts at the end.")
  var durations: Int?

  @Flag(
    name: .long,
    help: "Rewrite mismatching transcripts and pictures with the actual output, keeping prose.")
  var update = false

  @Flag(name: .long, help: "With --update: write even when CI is set.")
  var force = false

  @Flag(name: .long, help: "Walk the mismatches one command at a time and ask what to keep.")
  var review = false

  @Flag(
    name: .long,
    help: "Open the REPL on the scene at the first mismatching command of the first failure.")
  var replOnFail = false

  @Flag(name: .long, help: "Check the whole scene after every command, not just what changed.")
  var strict = false

  @Option(
    name: .long,
    help: "Replay every 'tick D' as N smaller ticks; the output must not change.")
  var splitTicks = 1

  func validate() throws {
    guard (1...100).contains(splitTicks) else {
      throw ValidationError("--split-ticks takes a number from 1 to 100")
    }
    if let jobs, !(1...256).contains(jobs) {
      throw ValidationError("-j takes a number from 1 to 256")
    }
    if let maxFailures, maxFailures < 1 {
      throw ValidationError("--max-failures takes a number from 1")
    }
    if let durations, durations < 1 { throw ValidationError("--durations takes a number from 1") }
    if let shard, Shard(parsing: shard) == nil {
      throw ValidationError("--shard takes K/N with 1 <= K <= N, such as 2/4")
    }
    if let filter, (try? Regex(filter)) == nil {
      throw ValidationError("--filter takes a regular expression; '\(filter)' is not one")
    }
    if update && review { throw ValidationError("--update and --review: choose one") }
    if force && !update { throw ValidationError("--force goes with --update") }
    if review || replOnFail, !(Platform.stdinIsTerminal && Platform.stdoutIsTerminal) {
      throw ValidationError(
        review
          ? "--review asks about each change and needs a terminal; --update accepts them all"
          : "--repl-on-fail opens the REPL and needs a terminal")
    }
    if review || replOnFail, paths.contains("-") {
      throw ValidationError("standard input is the transcript here, so it cannot be a terminal")
    }
  }

  func run() throws {
    let palette = Palette.current
    if update, let ci = Platform.environment("CI"), !ci.isEmpty, !force {
      Platform.err(
        "\(palette.errorPrefix()) CI is set: refusing to rewrite transcripts (--force to do it)")
      throw ExitCode(1)
    }
    var units: [TestUnit]
    do {
      units = try Suite.units(at: paths.isEmpty ? ["transcripts"] : paths)
    } catch {
      Platform.err("\(palette.errorPrefix()) \(error)")
      throw ExitCode(1)
    }
    guard !units.isEmpty else {
      Platform.err("\(palette.errorPrefix()) no transcripts (*.t) found")
      throw ExitCode(1)
    }
    if let filter, let regex = try? Regex(filter) {
      units = units.filter { (try? regex.firstMatch(in: $0.name)) != nil }
      guard !units.isEmpty else {
        Platform.err("\(palette.errorPrefix()) no transcript matches --filter '\(filter)'")
        throw ExitCode(1)
      }
    }
    let part: Shard?
    do {
      part = try selectedShard()
    } catch {
      Platform.err("\(palette.errorPrefix()) \(error)")
      throw ExitCode(1)
    }
    if let part {
      units = units.filter { part.contains($0.name) }
      if let status = Platform.environment("TEST_SHARD_STATUS_FILE"), !status.isEmpty {
        try? Platform.touch(status)
      }
    }
    if list {
      Platform.out(units.map(\.name))
      return
    }
    let report = Report(
      palette: palette, tap: tap,
      github: Platform.environment("GITHUB_ACTIONS") == "true")
    let started = Platform.seconds
    var results: [TestResult] = []
    let workers = jobs ?? Platform.coreCount
    let options = SuiteOptions(splitTicks: splitTicks, strict: strict)
    // Even -j 1 runs on a worker, so every transcript has the same stack whatever N is.
    let pool = ResultPool(units: units, workers: workers, options: options)
    if tap { Platform.out(["TAP version 13", "1..\(units.count)"]) }
    let limit = exitFirst ? 1 : maxFailures
    var failures = 0
    var updated = Set<String>()
    for (index, unit) in units.enumerated() {
      if let limit, failures >= limit {
        pool.stop()
        let why = "not run: stopped after \(limit) failure\(limit == 1 ? "" : "s")"
        for rest in units[index...] {
          let skipped = TestResult(name: rest.name, file: rest.file, status: .skipped(why))
          results.append(skipped)
          report.show(skipped, number: results.count)
        }
        Platform.err(
          "stopped after \(limit) failure\(limit == 1 ? "" : "s"): "
            + "\(units.count - index) not run")
        break
      }
      var result = pool.result(index)
      if update, !updated.isEmpty, result.status == .failed {
        // Files an earlier update wrote may be what this one reads: replay it as -j 1 would.
        result = Suite.run(unit, options)
      }
      report.warn(result)
      if update, result.status == .failed, unit.isWritable, let outcome = result.outcome,
        outcome.problem == nil
      {
        do {
          try Suite.update(unit, with: outcome)
          for picture in outcome.pictures where !picture.matched {
            try Platform.write(
              picture.text, to: picture.path, makingFolders: true, atomically: true)
          }
          updated.insert(unit.file)
          report.updated(result)
          result = Suite.run(Suite.updated(unit, text: outcome.actualText), options)
        } catch {
          Platform.err("\(palette.errorPrefix()) \(error)")
        }
      }
      report.show(result, number: results.count + 1)
      report.leaveFiles(unit, result)
      if result.status == .failed { failures += 1 }
      results.append(result)
    }
    let elapsed = Platform.seconds - started
    if review {
      Review.run(units: units, results: &results, report: report, options: options)
    }
    for path in junitPaths {
      do {
        try Platform.write(Reports.junit(results, seconds: elapsed), to: path)
      } catch {
        Platform.err("\(palette.errorPrefix()) \(error)")
      }
    }
    if let durations { report.slowest(results, count: durations) }
    Platform.err(
      "ran \(results.filter { !$0.isSkipped }.count) of \(units.count) transcript"
        + "\(units.count == 1 ? "" : "s") in "
        + "\(Reports.decimal(elapsed)) s with -j \(workers)")
    if !updated.isEmpty {
      report.note("updated \(updated.count) file\(updated.count == 1 ? "" : "s")")
    }
    Platform.out([tap ? "# " + Reports.summary(results) : Reports.summary(results)])
    let firstFailure = results.firstIndex { $0.status == .failed }
    if replOnFail, let k = firstFailure {
      openRepl(at: units[k], options: options, palette: palette)
    }
    if firstFailure != nil { throw ExitCode(1) }
  }

  /// The shard asked for: --shard, else Bazel's TEST_TOTAL_SHARDS and TEST_SHARD_INDEX
  /// (an error when they do not name one).
  private func selectedShard() throws -> Shard? {
    if let shard { return Shard(parsing: shard) }
    guard let total = Platform.environment("TEST_TOTAL_SHARDS"), !total.isEmpty else {
      return nil
    }
    let index = Platform.environment("TEST_SHARD_INDEX") ?? ""
    guard let n = Int(total), let k = Int(index), let part = Shard(k + 1, of: n) else {
      throw PlatformError(
        "TEST_TOTAL_SHARDS=\(total) and TEST_SHARD_INDEX=\(index) name no shard "
          + "(the index runs from 0 to the total less 1)")
    }
    return part
  }

  /// Where JUnit reports go: --junit, and Bazel's XML_OUTPUT_FILE.
  private var junitPaths: [String] {
    var paths: [String] = []
    if let junit { paths.append(junit) }
    if let bazel = Platform.environment("XML_OUTPUT_FILE"), !bazel.isEmpty, bazel != junit {
      paths.append(bazel)
    }
    return paths
  }

  /// Replays the unit up to its first mismatching command and opens the REPL there.
  private func openRepl(at unit: TestUnit, options: SuiteOptions, palette: Palette) {
    var stopping = options
    stopping.stopsAtFirstMismatch = true
    guard let text = try? Suite.text(of: unit) else { return }
    let outcome = Suite.runner(for: unit, stopping).run(text, name: unit.name)
    guard var session = outcome.session else { return }
    session.readFile = Platform.fileReader(relativeTo: nil)
    session.writeFile = Platform.fileWriter()
    session.appendFile = Platform.fileAppender()
    session.terminal = Platform.terminal
    if let mismatch = outcome.firstMismatch {
      Platform.out([
        "",
        "The scene as \(unit.name):\(mismatch.line + unit.lineOffset) left it, after",
        "  $ \(mismatch.command)",
        "which printed what the diff above shows. Look around (print, dump, render, tick);",
        "Ctrl-D leaves.",
      ])
    } else {
      Platform.out(["", "The scene as \(unit.name) left it (its pictures differ); Ctrl-D leaves."])
    }
    Interactive.run(&session, historyPath: nil)
  }
}

/// What the run prints as results come in, in path order.
struct Report {
  let palette: Palette
  let tap: Bool
  let github: Bool

  /// Warnings about lines that look like misplaced commands, with FILE:LINE.
  func warn(_ result: TestResult) {
    for warning in result.outcome?.warnings ?? [] {
      Platform.err(
        "\(result.file):\(warning.line + result.lineOffset): "
          + "\(palette.errorPrefix("warning:")) \(warning.message)")
    }
  }

  /// The result as the console or TAP shows it, and its GitHub annotation.
  func show(_ result: TestResult, number: Int) {
    if tap {
      Platform.out(Reports.tap(result, number: number))
    } else {
      Platform.out(Reports.console(result).map(paint))
    }
    if github, let annotation = Reports.githubAnnotation(result) { Platform.out([annotation]) }
  }

  /// Said when an update rewrote a unit: what changed.
  func updated(_ result: TestResult) {
    let lines = Reports.console(result).dropFirst()
    Platform.out(
      (["updated \(result.name):\(result.failureLine)"] + lines.map(paint)).map(tapSafe))
  }

  /// A line beside the results (a TAP comment under --tap).
  func note(_ line: String) {
    Platform.out([tapSafe(line)])
  }

  private func tapSafe(_ line: String) -> String { tap ? "# " + line : line }

  /// `NAME.t.err` beside a failing file transcript, removed when it passes; pictures that
  /// differ left as `NAME.actual.svg`, removed when they match.
  func leaveFiles(_ unit: TestUnit, _ result: TestResult) {
    if case .file = unit.source {
      let err = unit.file + ".err"
      if result.status == .failed, let outcome = result.outcome, outcome.problem == nil {
        try? Platform.write(outcome.actualText, to: err)
      } else {
        Platform.remove(err)
      }
    }
    for picture in result.outcome?.pictures ?? [] {
      let actual = Suite.actualPath(of: picture.path)
      if picture.matched {
        Platform.remove(actual)
      } else {
        if (try? Platform.write(picture.text, to: actual, makingFolders: true)) != nil {
          note("left \(actual) to compare")
        }
      }
    }
  }

  /// The `count` slowest, on standard error (times differ from run to run).
  func slowest(_ results: [TestResult], count: Int) {
    let ranked = results.filter { $0.seconds > 0 }.sorted {
      ($0.seconds, $1.name) > ($1.seconds, $0.name)
    }
    Platform.err("slowest \(min(count, ranked.count)):")
    for result in ranked.prefix(count) {
      Platform.err("  \(Reports.decimal(result.seconds)) s  \(result.name)")
    }
  }

  /// A console line in colour: removed lines red, added green, hunks cyan, FAIL bold red.
  func paint(_ line: String) -> String {
    guard palette.out else { return line }
    if line.hasPrefix("FAIL ") { return Platform.paint(line, "1;31", enabled: true) }
    if line.hasPrefix("--- ") || line.hasPrefix("+++ ") {
      return Platform.paint(line, "1", enabled: true)
    }
    if line.hasPrefix("@@") { return Platform.paint(line, "36", enabled: true) }
    if line.hasPrefix("-") { return Platform.paint(line, "31", enabled: true) }
    if line.hasPrefix("+") { return Platform.paint(line, "32", enabled: true) }
    return line
  }
}
