import SimTranscript

/// A report of a suite run, chosen by value: what `scenesim test` prints and writes. A run
/// makes several at once: the console (or TAP) on standard output, a JUnit file, GitHub's
/// annotations.
public enum Reporter: Hashable, Sendable {
  /// Each result as it comes, with the diff of a failure (in colour where allowed), and
  /// the closing line `N passed, N failed`.
  case console
  /// TAP version 13 on standard output; notes and the closing line as comments.
  case tap
  /// A JUnit XML report, written to the path when the run ends.
  case junit(path: String)
  /// An `::error` annotation on standard output for each failure, for GitHub Actions.
  case github
  /// A Markdown summary (the counts, each failing diff) added to the end of the file at the
  /// path when the run ends, as GitHub Actions' `$GITHUB_STEP_SUMMARY` takes it.
  case markdown(path: String)
}

/// The reports of one run, as results come in, in path order.
struct Report {
  let reporters: [Reporter]
  let console: Console

  private var tap: Bool { reporters.contains(.tap) }

  /// Said before the first result.
  func begin(count: Int) {
    if tap { console.out(["TAP version 13", "1..\(count)"]) }
  }

  /// Warnings about lines that look like misplaced commands, with FILE:LINE.
  func warn(_ result: TestResult) {
    for warning in result.outcome?.warnings ?? [] {
      console.err(
        "\(result.file):\(warning.line + result.lineOffset): "
          + "\(console.palette.errorPrefix("warning:")) \(warning.message)")
    }
  }

  /// The result as the console or TAP shows it, and its GitHub annotation.
  func show(_ result: TestResult, number: Int) {
    if tap {
      console.out(Reports.tap(result, number: number))
    } else if reporters.contains(.console) {
      console.out(console.palette.reportLines(Reports.console(result)))
    }
    if reporters.contains(.github), let annotation = Reports.githubAnnotation(result) {
      console.out([annotation])
    }
  }

  /// Said when an update rewrote a unit: what changed.
  func updated(_ result: TestResult) {
    let lines = Reports.console(result).dropFirst()
    console.out(
      (["updated \(result.name):\(result.failureLine)"]
        + console.palette.reportLines(Array(lines))).map(tapSafe))
  }

  /// A line beside the results (a TAP comment under TAP).
  func note(_ line: String) {
    console.out([tapSafe(line)])
  }

  private func tapSafe(_ line: String) -> String { tap ? "# " + line : line }

  /// The `count` slowest, on standard error (times differ from run to run).
  func slowest(_ results: [TestResult], count: Int) {
    let ranked = results.filter { $0.seconds > 0 }.sorted {
      ($0.seconds, $1.name) > ($1.seconds, $0.name)
    }
    console.err("slowest \(min(count, ranked.count)):")
    for result in ranked.prefix(count) {
      console.err("  \(Reports.decimal(result.seconds)) s  \(result.name)")
    }
  }

  /// The end: the JUnit reports written and the Markdown summaries added to. Says whether
  /// every one was: a CI that asked for one and gets none must fail.
  func finish(_ results: [TestResult], seconds: Double) -> Bool {
    var written = true
    for reporter in reporters {
      do {
        switch reporter {
        case .junit(let path):
          try Platform.write(Reports.junit(results, seconds: seconds), to: path)
        case .markdown(let path):
          try Platform.write(Reports.markdown(results), to: path, appending: true)
        case .console, .tap, .github:
          break
        }
      } catch {
        console.err("\(console.palette.errorPrefix()) \(error)")
        written = false
      }
    }
    return written
  }

  /// The closing line.
  func summary(_ results: [TestResult]) {
    console.out([tap ? "# " + Reports.summary(results) : Reports.summary(results)])
  }
}
