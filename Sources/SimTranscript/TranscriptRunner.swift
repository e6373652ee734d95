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
  /// Reads the files the commands name (`pin load`), relative to the transcript.
  public var readFile: @Sendable (String) -> Result<String, FileReadError> = { _ in
    .failure(FileReadError(message: "files cannot be read here"))
  }

  /// A runner.
  public init() {}

  /// Replays `text` and compares.
  public func run(_ text: String) -> TranscriptOutcome {
    let transcript = Transcript(parsing: text)
    var session = Session()
    session.readFile = readFile
    var lines: [String] = []
    var firstMismatch: Int?
    for item in transcript.items {
      switch item {
      case .prose(let line):
        lines.append(line)
      case .command(let number, let command, let expected):
        var output = execute(command, in: &session)
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

  /// Runs one line, split into smaller ticks when asked.
  private func execute(_ command: String, in session: inout Session) -> [String] {
    guard splitTicks > 1, let total = session.tickDuration(of: command) else {
      return session.execute(command).lines
    }
    var lines: [String] = []
    // With `watch on` the picture is drawn once, after the last piece, as after one tick.
    let watch = session.watchColumns
    let pieces = TranscriptRunner.pieces(of: total.microseconds, count: splitTicks)
    for (k, piece) in pieces.enumerated() {
      session.watchColumns = k == pieces.count - 1 ? watch : nil
      lines += session.execute("tick \(piece)us").lines
    }
    session.watchColumns = watch
    return lines
  }

  /// `count` uneven parts (some may be zero) adding up to `total` microseconds: the k-th
  /// cut falls k²/count² of the way.
  static func pieces(of total: Int64, count: Int) -> [Int64] {
    let n = Int64(count)
    let square = n * n
    var parts: [Int64] = []
    var previous: Int64 = 0
    for k in 1...n {
      let cut = total / square * k * k + total % square * k * k / square
      parts.append(cut - previous)
      previous = cut
    }
    return parts
  }
}
