import SimGeometry

extension Reports {
  /// How many failures a Markdown summary shows in full, and how many lines of each: GitHub
  /// keeps at most 1 MiB of a step's summary.
  static let markdownFailureLimit = 50
  static let markdownLineLimit = 200

  /// A Markdown summary of a run, as GitHub shows a job's summary: a heading with the
  /// counts, a table of the transcripts that failed or were skipped, and each failure's
  /// diff in a folded `diff` block.
  public static func markdown(_ results: [TestResult]) -> String {
    let failed = results.filter { $0.status == .failed }
    let skipped = results.filter(\.isSkipped)
    var out = ["### scenesim test: \(summary(results))", ""]
    if !failed.isEmpty || !skipped.isEmpty {
      out += ["| transcript | result |", "| --- | --- |"]
      for result in failed {
        out.append(
          "| `\(cell(result.name)):\(result.failureLine)` | failed: \(cell(result.failureMessage)) |"
        )
      }
      for result in skipped {
        if case .skipped(let why) = result.status {
          out.append("| `\(cell(result.name))` | skipped: \(cell(why)) |")
        }
      }
      out.append("")
    }
    for result in failed.prefix(markdownFailureLimit) {
      var detail = result.failureDetail
      if detail.count > markdownLineLimit {
        let rest = detail.count - markdownLineLimit
        detail = Array(detail.prefix(markdownLineLimit)) + ["… \(rest) more lines"]
      }
      let fence = String(repeating: "`", count: max(3, longestBacktickRun(detail) + 1))
      out += [
        "<details><summary>FAIL \(htmlText(result.name)):\(result.failureLine)</summary>", "",
        fence + "diff",
      ]
      out += detail
      out += [fence, "", "</details>", ""]
    }
    if failed.count > markdownFailureLimit {
      out += ["\(failed.count - markdownFailureLimit) more failures: see the job's log.", ""]
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// Text inside a table cell: a bar would end the cell, a line break the row.
  private static func cell(_ text: String) -> String {
    text.replacing("|", with: "\\|").replacing("\n", with: " ")
  }

  /// Text inside HTML (the `summary` of a folded block).
  private static func htmlText(_ text: String) -> String { XMLText.escaped(text) }

  /// The longest run of backticks in the lines, so that a fence can be longer.
  private static func longestBacktickRun(_ lines: [String]) -> Int {
    var longest = 0
    for line in lines {
      var run = 0
      for character in line {
        run = character == "`" ? run + 1 : 0
        longest = max(longest, run)
      }
    }
    return longest
  }
}
