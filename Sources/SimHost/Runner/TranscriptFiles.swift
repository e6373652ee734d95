/// Finding the transcripts of a suite.
extension Suite {
  /// A file that keeps the folder holding it (and what is below) out of the search: the
  /// `.t` files there are fixtures that scripts source, not transcripts to test.
  public static let ignoreMarker = ".scenesim-ignore"

  /// The `.t` files at `path` (a file, or a folder searched recursively, leaving out the
  /// folders below it that hold ``ignoreMarker``), sorted.
  public static func transcriptFiles(at path: String) throws -> [String] {
    switch Platform.kind(of: path) {
    case .missing: throw PlatformError("no such file or folder: \(path)")
    case .file, .other: return [path]
    case .folder: break
    }
    var files: [String] = []
    // Folders reached through a symbolic link are not entered (a link to `.` would loop);
    // a link to a transcript file counts.
    func walk(_ folder: String) throws {
      for name in try Platform.names(in: folder) {
        let full = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        let own = Platform.kind(of: full, followingLinks: false)
        if own == .missing { continue }
        if own == .folder {
          if Platform.kind(of: full + "/" + ignoreMarker) != .missing { continue }
          try walk(full)
        } else if name.hasSuffix(".t"), Platform.kind(of: full) == .file {
          files.append(full)
        }
      }
    }
    try walk(path)
    return files.sorted()
  }
}
