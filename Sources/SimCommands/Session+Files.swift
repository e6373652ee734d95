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

  /// Reads the text of a file a command names, resolved against ``directory``, or fails
  /// with `cannot read 'PATH': why` about the word at `column`. What it reads is kept with
  /// the line's history entry, and a replay reads that instead.
  package mutating func readText(_ path: String, column: Int?) throws(CommandError) -> String {
    let full = resolve(path)
    let result: Result<String, FileReadError>
    if replaying {
      result =
        filesRead[full].map { .success($0) }
        ?? .failure(FileReadError(message: "not kept in the history"))
    } else {
      result = readFile(full)
      if case .success(let text) = result { filesRead[full] = text }
    }
    switch result {
    case .success(let text): return text
    case .failure(let error):
      throw CommandError("cannot read '\(clip(path))': \(error.message)", column: column)
    }
  }

  /// Writes a file a command makes, resolved against ``directory``; nothing while a line
  /// from the history is replayed.
  func writeText(_ path: String, _ text: String) -> Result<Void, FileReadError> {
    replaying ? .success(()) : writeFile(resolve(path), text)
  }
}
