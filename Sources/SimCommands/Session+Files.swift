extension Session {
  /// `path` taken relative to ``directory`` unless it is absolute.
  public func resolve(_ path: String) -> String {
    guard let directory, !path.hasPrefix("/"), !directory.isEmpty else { return path }
    return directory.hasSuffix("/") ? directory + path : directory + "/" + path
  }

  /// The folder part of a path (`.` for a bare name).
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Reads the text of a file a command names, resolved against ``directory``. What it
  /// reads is kept with the line's history entry, and a replay reads that instead.
  package mutating func readText(_ path: String) -> Result<String, FileReadError> {
    let full = resolve(path)
    if replaying {
      guard let text = filesRead[full] else {
        return .failure(FileReadError(message: "not kept in the history"))
      }
      return .success(text)
    }
    let result = readFile(full)
    if case .success(let text) = result { filesRead[full] = text }
    return result
  }

  /// Writes a file a command makes, resolved against ``directory``; nothing while a line
  /// from the history is replayed.
  func writeText(_ path: String, _ text: String) -> Result<Void, FileReadError> {
    replaying ? .success(()) : writeFile(resolve(path), text)
  }
}
