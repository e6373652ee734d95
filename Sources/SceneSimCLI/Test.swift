import ArgumentParser
import SimCommands
import SimHost
import SimTranscript

/// Replays transcripts and reports mismatches as unified diffs.
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Replay transcripts (.t files) and compare their output.",
    discussion: """
      Each transcript replays in a fresh scene, several at once (-j). A mismatch prints \
      FAIL FILE:LINE and a unified diff (in colour on a terminal, or with CLICOLOR_FORCE or \
      FORCE_COLOR; never with NO_COLOR), the words that changed within a line marked (in \
      reverse video, or by a '?' line with '^' under them), and leaves NAME.t.err with the \
      actual output; a \
      passing run removes it. A folder gives its .t files, a markdown file its \
      scenesim-transcript blocks (FILE#N), - standard input. Pictures that 'render svg' and \
      'render film' write are compared with the files of those names beside the transcript; \
      one that differs is left as NAME.actual.svg. The run ends with 'N passed, N failed' \
      (', N skipped' when some did not run) and exits 1 if any failed. Bazel's \
      TEST_TOTAL_SHARDS, TEST_SHARD_INDEX, TEST_SHARD_STATUS_FILE and XML_OUTPUT_FILE are \
      honoured; with GITHUB_ACTIONS=true each failure is also an ::error annotation and the \
      Markdown summary is added to GITHUB_STEP_SUMMARY.
      """)

  @Argument(
    help:
      "Transcript files, folders, markdown files, or - (default: the .t files and markdown with transcript blocks under this folder).",
    completion: .file())
  var paths: [String] = []

  @Option(name: .customShort("j"), help: "Run N transcripts at once (default: the cores).")
  var jobs: Int?

  @Option(
    name: .long, help: ArgumentHelp("Write a JUnit XML report to FILE.", valueName: "FILE"),
    completion: .file())
  var junit: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Add a Markdown summary (counts, failing diffs) to the end of FILE.", valueName: "FILE"),
    completion: .file())
  var summary: String?

  @Flag(name: .long, help: "Print TAP version 13 instead of the console report.")
  var tap = false

  @Option(
    name: .long,
    help: ArgumentHelp("Run only the K-th of N parts of the suite (K from 1).", valueName: "K/N"))
  var shard: String?

  @Option(name: .long, help: ArgumentHelp("Run only paths matching REGEX.", valueName: "REGEX"))
  var filter: String?

  @Option(
    name: .customShort("k"),
    help: ArgumentHelp(
      "Run only transcripts whose path has these words (any case), joined with and, or, not and parentheses, as pytest's -k; with --filter, both must match.",
      valueName: "EXPR"))
  var keyword: String?

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

  @Flag(
    name: .long,
    help:
      "With --update: also write the error of a command that fails now where it did not (without it such a line is left as it was, and named)."
  )
  var acceptErrors = false

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
    if let filter {
      do throws(PlatformError) {
        _ = try SuiteRun.filterPattern(filter)
      } catch {
        throw ValidationError(error.description)
      }
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
    var suite = SuiteRun()
    suite.paths = paths
    suite.jobs = jobs
    suite.reporters =
      [tap ? .tap : .console] + (junit.map { [.junit(path: $0)] } ?? [])
      + (summary.map { [.markdown(path: $0)] } ?? [])
    suite.shard = shard.flatMap(Shard.init(parsing:))
    suite.filter = filter
    if let keyword { suite.keyword = try NameExpression(parsing: keyword) }
    suite.list = list
    suite.maxFailures = exitFirst ? 1 : maxFailures
    suite.durations = durations
    suite.mode = update ? .update(force: force) : review ? .review : .check
    suite.replOnFail = replOnFail ? Readline() : nil
    suite.options = SuiteOptions(splitTicks: splitTicks, strict: strict)
    suite.options.leavesNewErrors = update && !acceptErrors
    let status = suite.run()
    if status != 0 { throw ExitCode(status) }
  }
}
