public import SimCommands
import SimComponents
import Synchronization

/// One command of a replayed transcript.
public struct CommandOutcome: Sendable {
  /// The line the command is on (1-based, in the transcript's own text).
  public var line: Int
  /// The command.
  public var command: String
  /// The output the transcript expects.
  public var expected: [String]
  /// What the command printed, as the transcript would hold it (escaped where needed).
  public var actual: [String]
  /// What an update writes: `expected` when it matched, else `actual` keeping the patterns
  /// that still match.
  public var written: [String]
  /// Whether the output matched.
  public var matched: Bool
}

/// A picture a transcript's `render svg` or `render film` wrote, compared with the file of
/// that name beside the transcript.
public struct PictureOutcome: Sendable {
  /// How the picture compares.
  public enum Status: Sendable, Equatable {
    /// The file holds exactly this picture.
    case same
    /// The file holds another picture; what changed, a line per difference.
    case differs([String])
    /// There is no such file yet (or it cannot be read): the reason.
    case missing(String)
  }

  /// The line of the command that wrote it (1-based).
  public var line: Int
  /// The path as the command named it.
  public var name: String
  /// The path resolved against the transcript's folder.
  public var path: String
  /// How it compares.
  public var status: Status
  /// The picture the command drew.
  public var text: String

  /// Whether the file holds this picture.
  public var matched: Bool { status == .same }
}

/// What replaying one transcript gave.
public struct TranscriptOutcome: Sendable {
  /// The file as it is (line ends read as LF).
  public var expectedText: String
  /// The file as the replay would write it: the same prose and commands, actual output.
  public var actualText: String
  /// Every command, in order (up to the one a stopping replay stopped at).
  public var commands: [CommandOutcome] = []
  /// The pictures the transcript wrote, in the order they were last written.
  public var pictures: [PictureOutcome] = []
  /// Lines that look like commands but are not run.
  public var warnings: [Transcript.Warning] = []
  /// The lines of commands that fail now where they did not, whose expected output
  /// ``actualText`` keeps (``TranscriptRunner/leavesNewErrors``).
  public var leftAsItWas: [Int] = []
  /// Why the file is not a transcript at all (it has no command), if so.
  public var problem: String?
  /// The session as the replay left it: after the first mismatching command when the run
  /// stops there (``TranscriptRunner/stopsAtFirstMismatch``), else at the end.
  public var session: Session?

  /// The first command whose output differed.
  public var firstMismatch: CommandOutcome? { commands.first { !$0.matched } }

  /// The line of the first command whose output differed, if any.
  public var firstMismatchLine: Int? { firstMismatch?.line }

  /// Whether the output and every picture matched.
  public var passed: Bool {
    problem == nil && expectedText == actualText && leftAsItWas.isEmpty
      && pictures.allSatisfy(\.matched)
  }

  /// A unified diff labelled with the file's name, empty when the output matched; its line
  /// numbers are the transcript's plus `lineOffset` (a block's place in its file).
  public func diff(path: String, lineOffset: Int = 0) -> [String] {
    func lines(_ text: String) -> [String] {
      var lines = Transcript.lines(of: text)
      if lines.last == "" { lines.removeLast() }
      return lines
    }
    return UnifiedDiff.lines(
      expected: lines(expectedText), actual: lines(actualText),
      expectedLabel: path + " (expected)", actualLabel: path + " (actual)",
      lineOffset: lineOffset)
  }

  /// The transcript with the output of the mismatching commands on the lines in `accepted`
  /// replaced by what they printed, and every other command as it was: what a review
  /// writes.
  public func text(accepting accepted: Set<Int>) -> String {
    let written = Dictionary(
      commands.filter { !$0.matched && accepted.contains($0.line) }.map { ($0.line, $0.written) },
      uniquingKeysWith: { first, _ in first })
    let transcript = Transcript(parsing: expectedText)
    var lines: [String] = []
    for item in transcript.items {
      switch item {
      case .prose(let line): lines.append(line)
      case .command(let line, let command, let expected):
        lines += Transcript.entry(command: command, output: written[line] ?? expected)
      }
    }
    return lines.joined(separator: "\n") + (transcript.endsWithNewline ? "\n" : "")
  }

  /// One line saying what failed first: the command and its first differing line, or the
  /// first picture that differs; nil when it passed. Lines are the transcript's plus
  /// `lineOffset` (a block's place in its file).
  public func failureSummary(lineOffset: Int = 0) -> String? {
    if let problem { return problem }
    if let mismatch = firstMismatch {
      let expected = mismatch.expected
      let actual = mismatch.written
      var k = 0
      while k < expected.count, k < actual.count, expected[k] == actual[k] { k += 1 }
      let detail: String
      switch (k < expected.count, k < actual.count) {
      case (true, true): detail = "expected \"\(expected[k])\", got \"\(actual[k])\""
      case (true, false): detail = "expected \"\(expected[k])\", got no more output"
      case (false, true): detail = "got \"\(actual[k])\" after the expected output"
      case (false, false): detail = "output differs"
      }
      return "line \(mismatch.line + lineOffset): $ \(mismatch.command): \(detail)"
    }
    if let picture = pictures.first(where: { !$0.matched }) {
      return "line \(picture.line + lineOffset): " + picture.summary
    }
    return nil
  }
}

extension PictureOutcome {
  /// What is wrong with the picture, in one line.
  public var summary: String {
    switch status {
    case .same: "\(name) is as drawn"
    case .differs(let changes):
      "\(name) differs from the picture drawn: " + (changes.first ?? "")
        + (changes.count > 1 ? " (and \(changes.count - 1) more)" : "")
    case .missing(let reason): "\(name) is not there to compare with (\(reason))"
    }
  }
}

/// Replays transcripts through a fresh `Session` each, in process.
public struct TranscriptRunner: Sendable {
  /// Whether to check the scene's invariants after every command; a violation is printed
  /// as an `invariant violated:` line, which fails the transcript. The check looks at what
  /// each command changed (``strict`` checks the whole scene every time).
  public var checksInvariants = true
  /// Whether every check covers the whole scene, not only what the command changed: slower
  /// on large scenes, for hunting a bug the cheaper check misses.
  public var strict = false
  /// When above 1, every `tick D` is replayed as this many smaller ticks of uneven length
  /// that add up to D; the output must not change (animations are functions of time).
  public var splitTicks = 1
  /// Whether the replay stops at the first command whose output differs, keeping the
  /// session as that command left it (to look at it in the REPL).
  public var stopsAtFirstMismatch = false
  /// Reads the files the commands name (`pin load`, `source`) and the pictures to compare.
  public var readFile: @Sendable (String) -> Result<String, FileReadError> = { _ in
    .failure(FileReadError(message: "files cannot be read here"))
  }
  /// The folder relative paths are taken from: the transcript's.
  public var directory: String?
  /// The components each replay's session simulates.
  public var components = Components.standard
  /// Whether a command that fails now, where its expected output had no error, keeps its
  /// expected output in ``TranscriptOutcome/actualText`` (``TranscriptOutcome/leftAsItWas``):
  /// what `scenesim test --update` writes without `--accept-errors`.
  public var leavesNewErrors = false

  /// A runner.
  public init() {}

  /// Replays `text` and compares; `name` names it in messages.
  public func run(_ text: String, name: String = "the transcript") -> TranscriptOutcome {
    let transcript = Transcript(parsing: text)
    let expectedText =
      Transcript.lines(of: text).joined(separator: "\n")
    var outcome = TranscriptOutcome(expectedText: expectedText, actualText: expectedText)
    outcome.warnings = transcript.warnings
    guard !transcript.commands.isEmpty else {
      outcome.problem = "no commands in \(name): a transcript has lines starting with \"  $ \""
      return outcome
    }
    let written = Mutex<[(path: String, text: String)]>([])
    // What the transcript writes stays in memory, where its later lines read it (`dump >
    // d.json`, then `scene load d.json`); the disk is only read.
    let files = Mutex<[String: String]>([:])
    let disk = readFile
    var session = Session(components: components)
    session.readFile = { path in
      files.withLock { $0[Self.normalized(path)] }.map { .success($0) } ?? disk(path)
    }
    session.writeFile = { path, text in
      written.withLock { $0.append((path, text)) }
      files.withLock { $0[Self.normalized(path)] = text }
      return .success(())
    }
    // Into memory only: after what the file holds (in memory, else on disk), or in its place.
    let store: @Sendable (String, String, Bool) -> Result<Void, FileReadError> = {
      path, text, appends in
      let key = Self.normalized(path)
      let old = appends ? (files.withLock { $0[key] } ?? (try? disk(path).get()) ?? "") : ""
      files.withLock { $0[key] = old + text }
      return .success(())
    }
    session.appendFile = { path, text in store(path, text, true) }
    // A command's redirected output is no picture to compare: it only goes to memory.
    session.writeRedirected = store
    session.directory = directory
    session.tickPieces = splitTicks
    var lines: [String] = []
    var pictures: [String: PictureOutcome] = [:]
    var pictureOrder: [String] = []
    var stamp = 0
    for (index, item) in transcript.items.enumerated() {
      switch item {
      case .prose(let line):
        lines.append(line)
      case .command(let number, let command, let expected):
        let result = session.execute(command)
        var output = result.lines
        if checksInvariants {
          stamp += 1
          let problems =
            strict
            ? session.scene.checkInvariants()
            : session.scene.checkInvariantsOfChanges(stamp: stamp)
          output += problems.map { "invariant violated: " + $0 }
        }
        let matched = LineMatcher.matches(expected: expected, actual: output)
        let shown = LineMatcher.keepingPatterns(expected: expected, actual: output)
        outcome.commands.append(
          CommandOutcome(
            line: number, command: command, expected: expected,
            actual: output.map(LineMatcher.written), written: shown, matched: matched))
        // A command that fails now where it did not (a typo made while editing) keeps what
        // it had: an update must not take its error as the truth.
        let newError =
          leavesNewErrors && !matched && result.error != nil
          && expected.last?.hasPrefix("error: ") != true
        if newError { outcome.leftAsItWas.append(number) }
        lines += Transcript.entry(command: command, output: newError ? expected : shown)
        let writes = written.withLock { list in
          defer { list = [] }
          return list
        }
        if result.command?.traits.contains(.drawsPictures) == true {
          for (path, text) in writes {
            let name = relativeName(path)
            // A picture given an absolute path (/tmp/tour.html) is a scratch file: the
            // transcript shows that it was written, and nothing is compared.
            if name.hasPrefix("/") { continue }
            if pictures[name] == nil { pictureOrder.append(name) }
            pictures[name] = compare(picture: text, at: path, named: name, line: number)
          }
        }
        if stopsAtFirstMismatch, !matched {
          outcome.session = session
          lines += transcript.items[(index + 1)...].flatMap { rest -> [String] in
            switch rest {
            case .prose(let line): [line]
            case .command(_, let command, let expected):
              Transcript.entry(command: command, output: expected)
            }
          }
          outcome.actualText = joined(lines, transcript)
          return outcome
        }
      }
    }
    outcome.pictures = pictureOrder.compactMap { pictures[$0] }
    outcome.actualText = joined(lines, transcript)
    outcome.session = session
    return outcome
  }

  private func joined(_ lines: [String], _ transcript: Transcript) -> String {
    lines.joined(separator: "\n") + (transcript.endsWithNewline ? "\n" : "")
  }

  /// `path` with `.` and `a/..` taken out, so one file has one name in memory.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: false) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != "..", !last.isEmpty {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    return parts.joined(separator: "/")
  }

  /// `path` as the transcript named it: without the transcript's folder in front.
  private func relativeName(_ path: String) -> String {
    guard let directory, !directory.isEmpty else { return path }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  private func compare(picture: String, at path: String, named name: String, line: Int)
    -> PictureOutcome
  {
    let status: PictureOutcome.Status
    switch readFile(path) {
    case .success(let golden):
      status =
        golden == picture ? .same : .differs(PictureDiff.changes(from: golden, to: picture))
    case .failure(let error):
      status = .missing(error.message)
    }
    return PictureOutcome(line: line, name: name, path: path, status: status, text: picture)
  }
}
