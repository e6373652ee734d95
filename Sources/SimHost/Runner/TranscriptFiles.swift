#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding the transcripts of a suite.
extension Suite {
  /// The `.t` files at `path` (a file, or a folder searched recursively), sorted.
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
        var info = stat()
        guard lstat(full, &info) == 0 else { continue }
        if info.st_mode & S_IFMT == S_IFDIR {
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
