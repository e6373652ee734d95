import SimCommands
import SimGeometry

/// The result of one transcript in a run of many, as the reports show it.
public struct TestResult: Sendable {
  /// Whether it passed.
  public enum Status: Sendable, Equatable {
    /// It replayed as written.
    case passed
    /// It did not: a mismatch, a picture that differs, or an error.
    case failed
    /// Not run, and why.
    case skipped(String)
  }

  /// Its name: the path, or `FILE#N` for the N-th block of a markdown file.
  public var name: String
  /// The file it is in.
  public var file: String
  /// What to add to a line of the transcript's text to get the line of the file (a
  /// markdown block's place in its file).
  public var lineOffset: Int
  /// How it went.
  public var status: Status
  /// How long it took, in seconds.
  public var seconds: Double
  /// The replay, when it ran.
  public var outcome: TranscriptOutcome?
  /// Why it could not run (an unreadable file), if so.
  public var error: String?
  /// Whether a record mode took what it printed into its file before this replay of it
  /// (the file is left as it is when all that differs is commands that fail now where they
  /// did not, which stay as they were).
  public var rewritten = false

  /// A result.
  public init(
    name: String, file: String, lineOffset: Int = 0, status: Status, seconds: Double = 0,
    outcome: TranscriptOutcome? = nil, error: String? = nil
  ) {
    self.name = name
    self.file = file
    self.lineOffset = lineOffset
    self.status = status
    self.seconds = seconds
    self.outcome = outcome
    self.error = error
  }

  /// Whether it was not run.
  public var isSkipped: Bool {
    if case .skipped = status { return true }
    return false
  }

  /// The line of the file where it first failed (1 when nothing better is known).
  public var failureLine: Int {
    lineOffset + (outcome?.firstMismatchLine ?? outcome?.pictures.first { !$0.matched }?.line ?? 1)
  }

  /// One line saying why it failed.
  public var failureMessage: String {
    if let error { return error }
    return outcome?.failureSummary(lineOffset: lineOffset) ?? "failed"
  }

  /// What failed, as the console shows it: the diff and the pictures that differ.
  public var failureDetail: [String] {
    if let error { return ["error: " + error] }
    guard let outcome else { return [] }
    if let problem = outcome.problem { return ["error: " + problem] }
    var lines = outcome.diff(path: name, lineOffset: lineOffset)
    for picture in outcome.pictures where !picture.matched {
      lines.append(picture.summary)
      if case .differs(let changes) = picture.status, changes.count > 1 {
        lines += changes.dropFirst().map { "  " + $0 }
      }
    }
    return lines
  }
}

/// Reports of a run, as text: the console's, JUnit XML, TAP 13 and GitHub Actions
/// annotations.
public enum Reports {
  /// The closing line: `N passed, N failed`, and `, N skipped` when some were skipped.
  public static func summary(_ results: [TestResult]) -> String {
    let passed = results.filter { $0.status == .passed }.count
    let failed = results.filter { $0.status == .failed }.count
    let skipped = results.count - passed - failed
    return "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
  }

  /// The console's lines for one result: nothing when it passed, else `FAIL FILE:LINE`
  /// and what failed.
  public static func console(_ result: TestResult) -> [String] {
    guard result.status == .failed else { return [] }
    return ["FAIL \(result.name):\(result.failureLine)"] + result.failureDetail
  }

  /// A JUnit XML report as GitHub, GitLab and Jenkins read it: a `testsuite` per folder,
  /// a `testcase` per transcript (classname the folder with dots, name the file), a
  /// `failure` whose message is the first mismatch and whose text is the diff.
  public static func junit(_ results: [TestResult], seconds: Double) -> String {
    var folders: [String] = []
    var byFolder: [String: [TestResult]] = [:]
    for result in results {
      let folder = className(result.name)
      if byFolder[folder] == nil { folders.append(folder) }
      byFolder[folder, default: []].append(result)
    }
    func counts(_ list: [TestResult]) -> String {
      let failed = list.filter { $0.status == .failed }.count
      let skipped = list.filter(\.isSkipped).count
      return "tests=\"\(list.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"\(skipped)\""
    }
    var out = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"scenesim test\" \(counts(results)) time=\"\(decimal(seconds))\">",
    ]
    for folder in folders {
      let list = byFolder[folder] ?? []
      let time = list.reduce(0) { $0 + $1.seconds }
      out.append(
        "  <testsuite name=\"\(xml(folder))\" \(counts(list)) time=\"\(decimal(time))\">")
      for result in list {
        let open =
          "    <testcase classname=\"\(xml(folder))\" name=\"\(xml(baseName(result.name)))\" "
          + "file=\"\(xml(result.file))\" time=\"\(decimal(result.seconds))\""
        switch result.status {
        case .passed:
          out.append(open + "/>")
        case .skipped(let why):
          out += [open + ">", "      <skipped message=\"\(xml(why))\"/>", "    </testcase>"]
        case .failed:
          out += [
            open + ">",
            "      <failure message=\"\(xml(result.failureMessage))\" type=\"mismatch\">"
              + xml(result.failureDetail.joined(separator: "\n")) + "</failure>",
            "    </testcase>",
          ]
        }
      }
      out.append("  </testsuite>")
    }
    out.append("</testsuites>")
    return out.joined(separator: "\n") + "\n"
  }

  /// TAP version 13: a test line per transcript, a YAML block with the diff for each
  /// failure, skips marked `# SKIP`, and the summary as a comment.
  public static func tap(_ results: [TestResult]) -> [String] {
    var out = ["TAP version 13", "1..\(results.count)"]
    for (k, result) in results.enumerated() { out += tap(result, number: k + 1) }
    out.append("# " + summary(results))
    return out
  }

  /// The TAP lines of the `number`-th result: its test line, and the YAML block of a failure.
  public static func tap(_ result: TestResult, number: Int) -> [String] {
    switch result.status {
    case .passed:
      return ["ok \(number) - \(tapText(result.name))"]
    case .skipped(let why):
      return ["ok \(number) - \(tapText(result.name)) # SKIP \(tapText(why))"]
    case .failed:
      return [
        "not ok \(number) - \(tapText(result.name))",
        "  ---",
        "  message: \(yamlQuoted(result.failureMessage))",
        "  at: \(yamlQuoted("\(result.file):\(result.failureLine)"))",
        "  diff: |",
      ] + result.failureDetail.map { "    " + $0 } + ["  ..."]
    }
  }

  /// A test description as TAP holds it: `#` starts a directive, so it is escaped.
  static func tapText(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("#", with: "\\#")
  }

  /// A GitHub Actions workflow command that marks the failure on the file's line in the
  /// pull request, with the diff as its text.
  public static func githubAnnotation(_ result: TestResult) -> String? {
    guard result.status == .failed else { return nil }
    func property(_ text: String) -> String {
      escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
    let text = ([result.failureMessage] + result.failureDetail).joined(separator: "\n")
    return "::error file=\(property(result.file)),line=\(result.failureLine),"
      + "title=\(property("scenesim test: " + result.name))::\(escapeData(text))"
  }

  private static func escapeData(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  /// The folder of a transcript's path, with dots for slashes (`.` for none).
  static func className(_ name: String) -> String {
    guard let slash = name.lastIndex(of: "/") else { return "." }
    return String(name[..<slash]).replacing("/", with: ".")
  }

  private static func baseName(_ name: String) -> String {
    guard let slash = name.lastIndex(of: "/") else { return name }
    return String(name[name.index(after: slash)...])
  }

  /// Seconds with three decimals.
  public static func decimal(_ seconds: Double) -> String {
    let millis = Int((max(0, seconds) * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// Text as XML character data or an attribute value (``XMLText/escaped(_:)``).
  static func xml(_ text: String) -> String { XMLText.escaped(text) }

  /// A YAML double-quoted string, which takes JSON's escapes.
  private static func yamlQuoted(_ text: String) -> String { Format.json(text) }
}
