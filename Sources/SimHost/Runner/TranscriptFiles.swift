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
    let found = try files(under: path, skippingHidden: false) { name, full in
      name.hasSuffix(".t") && Platform.kind(of: full) == .file
    }
    return found.map(\.full).sorted()
  }

  /// The files below `folder` that `keep` takes (given the name and the full path), each as
  /// its full path and its path relative to `folder`. Folders reached through a symbolic
  /// link are not entered (a link to `.` would loop; a link to a file counts), nor those
  /// holding ``ignoreMarker``, nor, when `skippingHidden`, those whose names start with `.`
  /// (`.build*` among them).
  static func files(
    under folder: String, skippingHidden: Bool, keep: (String, String) -> Bool
  ) throws -> [(full: String, relative: String)] {
    var found: [(full: String, relative: String)] = []
    func walk(_ path: String, _ shown: String) throws {
      for name in try Platform.names(in: path) {
        let full = path.hasSuffix("/") ? path + name : path + "/" + name
        let relative = shown.isEmpty ? name : shown + "/" + name
        let own = Platform.kind(of: full, followingLinks: false)
        if own == .missing { continue }
        if own == .folder {
          if skippingHidden, name.hasPrefix(".") { continue }
          if Platform.kind(of: full + "/" + ignoreMarker) != .missing { continue }
          try walk(full, relative)
        } else if keep(name, full) {
          found.append((full, relative))
        }
      }
    }
    try walk(folder, "")
    return found
  }
}
