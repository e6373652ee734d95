public import SimCommands

/// What replaying one transcript gave.
public struct TranscriptOutcome: Sendable {
  /// The file as it is.
  public var expectedText: String
  /// The file as the replay would write it: the same prose and commands, actual output.
  public var actualText: String
  /// The line of the first command whose output differed, if any.
  public var firstMismatchLine: Int?

  /// Whether the output matched.
  public var passed: Bool { expectedText == actualText }

  /// A unified diff labelled with the file's name, empty when it passed.
  public func diff(path: String) -> [String] {
    UnifiedDiff.lines(
      expected: expectedText.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init),
      actual: actualText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
      expectedLabel: path + " (expected)", actualLabel: path + " (actual)")
  }
}

/// Replays transcripts through a fresh ``Session`` each, in process.
public struct TranscriptRunner: Sendable {
  /// Whether to check the scene's invariants after every command; a violation is printed
  /// as an `invariant violated:` line, which fails the transcript.
  public var checksInvariants = true
  /// When above 1, every `tick D` is replayed as this many smaller ticks of uneven length
  /// that add up to D; the output must not change (animations are functions of time).
  public var splitTicks = 1
  /// Reads the files the commands name (`pin load`, `source`).
  public var readFile: @Sendable (String) -> Result<String, FileReadError> = { _ in
    .failure(FileReadError(message: "files cannot be read here"))
  }
  /// The folder relative paths are taken from: the transcript's.
  public var directory: String?

  /// A runner.
  public init() {}

  /// Replays `text` and compares.
  public func run(_ text: String) -> TranscriptOutcome {
    let transcript = Transcript(parsing: text)
    var session = Session()
    session.readFile = readFile
    session.directory = directory
    session.tickPieces = splitTicks
    var lines: [String] = []
    var firstMismatch: Int?
    for item in transcript.items {
      switch item {
      case .prose(let line):
        lines.append(line)
      case .command(let number, let command, let expected):
        var output = session.execute(command).lines
        if checksInvariants {
          output += session.scene.checkInvariants().map { "invariant violated: " + $0 }
        }
        let shown = LineMatcher.keepingPatterns(expected: expected, actual: output)
        if shown != expected, firstMismatch == nil { firstMismatch = number }
        lines += Transcript.entry(command: command, output: shown)
      }
    }
    let actual = lines.joined(separator: "\n") + (transcript.endsWithNewline ? "\n" : "")
    return TranscriptOutcome(
      expectedText: text, actualText: actual, firstMismatchLine: firstMismatch)
  }
}
