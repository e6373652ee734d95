/// Why a line failed: what was wrong, where in the line, and what would be right.
public struct CommandError: Error, Hashable, Sendable {
  /// What was wrong, such as `unknown id 'bb'`.
  public var message: String
  /// The 1-based column of the offending word, when there is one.
  public var column: Int?
  /// What would be right: a usage line, the known ids, a "did you mean".
  public var hint: String?

  /// An error about the word starting at `column`.
  public init(_ message: String, column: Int? = nil, hint: String? = nil) {
    self.message = message
    self.column = column
    self.hint = hint
  }

  /// The error as one line, without the `error: ` prefix:
  /// `unknown id 'bb' at column 10; did you mean 'b'?`.
  public var text: String {
    var s = message
    if let column { s += " at column \(column)" }
    if let hint { s += "; " + hint }
    return s
  }

  /// The same error with a hint added when it has none.
  func withHint(_ extra: String) -> CommandError {
    var copy = self
    copy.hint = copy.hint.map { $0 + "; " + extra } ?? extra
    return copy
  }
}
