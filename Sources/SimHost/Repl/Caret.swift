import SimCommands
import SimGeometry

/// The line a person typed with a caret under the word an error is about, as Python and
/// compilers show it; for the REPL and `run`'s standard error (transcripts and the
/// protocol keep their one `error:` line).
enum Caret {
  /// The line and the caret, indented by two, or nothing when the error names no column
  /// of this line (an error from a sourced file names a column of that file's line).
  static func lines(_ line: String, _ error: CommandError) -> [String] {
    guard let column = error.column, error.origin == nil, column >= 1,
      column <= line.count + 1, line.count <= 400
    else { return [] }
    // Tabs stay tabs and wide characters take two columns, so the caret lines up with
    // what the terminal shows.
    let before = line.prefix(column - 1).map {
      $0 == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.columns($0))
    }.joined()
    return ["  " + line, "  " + before + "^"]
  }
}
