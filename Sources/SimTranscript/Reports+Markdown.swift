import SimGeometry

extension Reports {
  /// What a Markdown summary shows at most: GitHub keeps a step's summary only up to 1 MiB,
  /// so rows, diffs and their lines are capped, and the whole stays under this many bytes.
  static let markdownRowLimit = 100
  static let markdownLineLimit = 200
  static let markdownByteBudget = 900_000

  /// A Markdown summary of a run, as GitHub shows a job's summary: a heading with the
  /// counts, a table of the transcripts that failed or were skipped, and each failure's
  /// diff in a folded `diff` block, as many as fit.
  public static func markdown(_ results: [TestResult]) -> String {
    let failed = results.filter { $0.status == .failed }
    let skipped = results.filter(\.isSkipped)
    var out = ["### scenesim test: \(summary(results))", ""]
    if !failed.isEmpty || !skipped.isEmpty {
      out += ["| transcript | result |", "| --- | --- |"]
      for result in failed.prefix(markdownRowLimit) {
        out.append(
          "| `\(cell(result.name)):\(result.failureLine)` | failed: \(cell(result.failureMessage)) |"
        )
      }
      if failed.count > markdownRowLimit {
        out.append("| … | \(failed.count - markdownRowLimit) more failed |")
      }
      for result in skipped.prefix(markdownRowLimit) {
        if case .skipped(let why) = result.status {
          out.append("| `\(cell(result.name))` | skipped: \(cell(why)) |")
        }
      }
      if skipped.count > markdownRowLimit {
        out.append("| … | \(skipped.count - markdownRowLimit) more skipped |")
      }
      out.append("")
    }
    var bytes = out.reduce(0) { $0 + $1.utf8.count + 1 }
    var shown = 0
    for result in failed {
      var detail = result.failureDetail.map { line in
        line.utf8.count > 2_000 ? String(line.prefix(2_000)) + " …" : line
      }
      if detail.count > markdownLineLimit {
        let rest = detail.count - markdownLineLimit
        detail = Array(detail.prefix(markdownLineLimit)) + ["… \(rest) more lines"]
      }
      let fence = String(repeating: "`", count: max(3, longestBacktickRun(detail) + 1))
      let block =
        [
          "<details><summary>FAIL \(XMLText.escaped(result.name)):\(result.failureLine)</summary>",
          "",
          fence + "diff",
        ] + detail + [fence, "", "</details>", ""]
      let size = block.reduce(0) { $0 + $1.utf8.count + 1 }
      guard bytes + size <= markdownByteBudget else { break }
      out += block
      bytes += size
      shown += 1
    }
    if shown < failed.count {
      out += ["\(failed.count - shown) more failures: see the job's log.", ""]
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// Text inside a table cell, at most 300 characters: a bar would end the cell, a line
  /// break the row.
  private static func cell(_ text: String) -> String {
    let short = text.count > 300 ? String(text.prefix(300)) + " …" : text
    return short.replacing("|", with: "\\|").replacing("\n", with: " ")
  }

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
