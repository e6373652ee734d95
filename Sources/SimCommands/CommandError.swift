/// Why a line failed: what was wrong, where in the line, and what would be right.
///
/// ```swift
/// var session = Session()
/// _ = session.execute("view add c frame 0,0,10,10")
/// if let error = session.execute("view set c alpha 1.5").error {
///   print(error.message)  // 'alpha' must be from 0 to 1, got 1.5
///   print(error.column ?? 0)  // 18
///   print(error.text)  // …, got 1.5 at column 18; usage: view set ID …
/// }
/// ```
public struct CommandError: Error, Hashable, Sendable {
  /// What was wrong, such as `unknown id 'bb'`.
  public var message: String
  /// The 1-based column of the offending word, when there is one.
  public var column: Int?
  /// What would be right: a usage line, the known ids, a "did you mean".
  public var hint: String?
  /// The file and line it came from when a sourced script failed (`bug.txt:3`); the
  /// column is then in that line.
  public var origin: String?
  /// Set when a command of many lines (`source`) stopped at one of them: the lines before
  /// it stay done, and this is what they printed. The failing line itself changed nothing.
  public var doneBefore: [String]?
  /// What an error is to the commands that run lines in turn, when it is more than the
  /// failure of one line.
  package enum Kind: Hashable, Sendable {
    /// `source` nested too deep: no enclosing file steps past it.
    case sourceTooDeep
    /// App hooks entering each other: the hook that started the cycle fails with it.
    case appHookCycle
  }
  /// Set on the errors that ``Kind`` names.
  package var kind: Kind?

  /// An error about the word starting at `column`.
  public init(_ message: String, column: Int? = nil, hint: String? = nil) {
    self.message = message
    self.column = column
    self.hint = hint
  }

  /// The error as one line, without the `error: ` prefix:
  /// `unknown id 'bb' at column 10; did you mean 'b'?`.
  public var text: String {
    var s = origin.map { $0 + ": " + message } ?? message
    if let column { s += " at column \(column)" }
    if let hint { s += "; " + hint }
    return s
  }

  /// A line stopped by the session's monitor (Ctrl-C): nothing it did is kept.
  public static let interrupted = CommandError(
    "interrupted", hint: "the scene is as it was before this command")

  /// Whether this is ``interrupted``.
  public var isInterruption: Bool { self == CommandError.interrupted }

  /// The same error with a hint added when it has none.
  package func withHint(_ extra: String) -> CommandError {
    var copy = self
    copy.hint = copy.hint.map { $0 + "; " + extra } ?? extra
    return copy
  }
}
