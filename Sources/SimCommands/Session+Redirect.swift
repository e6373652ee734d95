/// `COMMAND > FILE` and `COMMAND >> FILE`: a command's output goes to a file instead of the
/// terminal, as a shell user types first, or as sqlite3's `.once` does.
struct Redirection: Hashable, Sendable {
  /// The file, as typed.
  var path: String
  /// `>>`: added to the end of the file instead of replacing it.
  var appends: Bool
  /// Where the redirection starts in the line.
  var column: Int

  /// The redirection at the end of `tokens` (`> FILE`, `>> FILE`, `>FILE`, `>>FILE`, not
  /// quoted), and the tokens before it; nil when there is none.
  static func split(_ tokens: ArraySlice<Token>) throws(CommandError)
    -> (tokens: ArraySlice<Token>, redirection: Redirection)?
  {
    guard let index = tokens.firstIndex(where: { !$0.quoted && $0.text.hasPrefix(">") }) else {
      return nil
    }
    let token = tokens[index]
    let appends = token.text.hasPrefix(">>")
    let attached = String(token.text.dropFirst(appends ? 2 : 1))
    var after = tokens[(index + 1)...]
    let path: String
    if !attached.isEmpty {
      path = attached
    } else if let file = after.first {
      path = file.text
      after = after.dropFirst()
    } else {
      throw CommandError(
        "missing the file after '\(token.text)'", column: token.column,
        hint: "write COMMAND > FILE, or >> FILE to add to its end")
    }
    if path.hasPrefix(">") {
      throw CommandError("a file name cannot start with '>'", column: token.column)
    }
    if let extra = after.first {
      throw CommandError(
        "unexpected word '\(clip(extra.text))' after the redirection", column: extra.column,
        hint: "the redirection ends the line: COMMAND > FILE")
    }
    return (
      tokens[..<index], Redirection(path: path, appends: appends, column: token.column)
    )
  }
}

extension Session {
  /// Sends `output` to the redirection's file: written whole, or added to its end.
  mutating func write(_ output: [String], to redirection: Redirection) throws(CommandError) {
    let text = output.map { $0 + "\n" }.joined()
    let path = resolve(redirection.path)
    let written: Result<Void, FileReadError> =
      if replaying {
        .success(())
      } else if let writeRedirected {
        writeRedirected(path, text, redirection.appends)
      } else {
        redirection.appends ? appendFile(path, text) : writeFile(path, text)
      }
    if case .failure(let error) = written {
      throw CommandError(
        "cannot write '\(clip(redirection.path))': \(error.message)", column: redirection.column)
    }
  }
}
