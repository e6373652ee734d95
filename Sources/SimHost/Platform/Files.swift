import SimCommands

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files and folders: what is at a path, reading, writing (atomically too), folders.
extension Platform {
  /// What is at a path: nothing, a regular file, a folder or something else (a FIFO, a
  /// device, a socket).
  public enum FileKind: Sendable {
    /// Nothing is there.
    case missing
    /// A regular file.
    case file
    /// A folder.
    case folder
    /// Something else: a FIFO, a device, a socket.
    case other
  }

  /// What is at `path`, following symbolic links; without `followingLinks`, a link is
  /// ``FileKind/other`` whatever it points to.
  public static func kind(of path: String, followingLinks: Bool = true) -> FileKind {
    var info = stat()
    guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  /// Whether a file (of any kind) is at `path`.
  public static func exists(_ path: String) -> Bool { kind(of: path) != .missing }

  /// Removes the file at `path` if there is one.
  public static func remove(_ path: String) { unlink(path) }

  /// Creates the file at `path` if it is missing, as `touch` does (its content is kept).
  public static func touch(_ path: String) throws {
    if exists(path) { return }
    try write("", to: path)
  }

  /// The bytes of a file, or standard input for `-`.
  public static func readBytes(_ path: String) throws -> [UInt8] {
    if path == "-" { return try readAll(STDIN_FILENO, name: "standard input") }
    switch kind(of: path) {
    case .missing: throw PlatformError("no such file: \(path)")
    case .folder: throw PlatformError("\(path) is a directory")
    case .file, .other: break  // a pipe, as in `scenesim run <(...)`, is read too
    }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw PlatformError("cannot read \(path): \(lastError)") }
    defer { close(fd) }
    return try readAll(fd, name: path)
  }

  /// Everything left on a file descriptor.
  private static func readAll(_ fd: Int32, name: String) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = block.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw PlatformError("cannot read \(name): \(lastError)") }
      if count == 0 { return bytes }
      bytes += block[..<count]
    }
  }

  /// The text of a UTF-8 file.
  public static func readText(_ path: String) throws -> String {
    guard let text = String(validating: try readBytes(path), as: UTF8.self) else {
      throw PlatformError("\(path) is not valid UTF-8")
    }
    return text
  }

  /// A reader of UTF-8 text files for commands that name one (`pin load`): paths are taken
  /// relative to `base` (the working directory when nil).
  public static func fileReader(relativeTo base: String?)
    -> @Sendable (String) -> Result<String, FileReadError>
  {
    { path in
      let full = path.hasPrefix("/") ? path : base.map { $0 + "/" + path } ?? path
      guard path != "-" else { return .failure(FileReadError(message: "give a file, not -")) }
      switch kind(of: full) {
      case .missing: return .failure(FileReadError(message: "no such file"))
      case .folder: return .failure(FileReadError(message: "a directory"))
      case .other: return .failure(FileReadError(message: "not a regular file"))
      case .file: break
      }
      do {
        let bytes = try readBytes(full)
        guard let text = String(validating: bytes, as: UTF8.self) else {
          return .failure(FileReadError(message: "not valid UTF-8"))
        }
        return .success(text)
      } catch {
        return .failure(FileReadError(message: "it cannot be read"))
      }
    }
  }

  /// A writer of the files commands make (`render svg`), relative to the working directory.
  /// Only a regular file or a new path is written: a FIFO would wait for a reader, a device
  /// is not a picture's place.
  public static func fileWriter() -> @Sendable (String, String) -> Result<Void, FileReadError> {
    { path, text in
      switch kind(of: path) {
      case .folder: return .failure(FileReadError(message: "is a directory"))
      case .other: return .failure(FileReadError(message: "not a regular file"))
      case .file, .missing: break
      }
      do throws(PlatformError) {
        try write(text, to: path)
        return .success(())
      } catch {
        return .failure(FileReadError(message: error.reason))
      }
    }
  }

  /// The writer and the appender of a session's files, as ``fileWriter()`` writes. The
  /// file last appended to stays open, so a recording adds each line with one `write`
  /// however long it is; a write of that path through the writer (a recording that starts
  /// over, perhaps where another file was moved away) closes it, so the next line goes to
  /// the file now there.
  public static func fileWriterAndAppender() -> (
    write: @Sendable (String, String) -> Result<Void, FileReadError>,
    append: @Sendable (String, String) -> Result<Void, FileReadError>
  ) {
    let open = OpenAppend()
    let writer = fileWriter()
    return (
      { path, text in
        open.forget(path)
        return writer(path, text)
      },
      { path, text in
        do throws(PlatformError) {
          try open.append(text, to: path)
          return .success(())
        } catch {
          return .failure(FileReadError(message: error.reason))
        }
      }
    )
  }

  /// Writes text to a file, replacing it; with `makingFolders`, the folders on the way are
  /// made first; `atomically` writes a copy beside it and renames it over the file, so a
  /// reader never sees half of it.
  public static func write(
    _ text: String, to path: String, makingFolders: Bool = false, atomically: Bool = false,
    appending: Bool = false
  ) throws(PlatformError) {
    if makingFolders { makeFolders(Session.folder(of: path)) }
    var target = path
    var fd: Int32
    if atomically {
      // A new file beside it (never an existing one, nor a link), with the file's mode.
      var old = stat()
      let mode = stat(path, &old) == 0 ? old.st_mode & 0o7777 : 0o644
      var attempt = 0
      repeat {
        attempt += 1
        target = path + ".scenesim-\(getpid())-\(attempt)~"
        fd = open(target, O_WRONLY | O_CREAT | O_EXCL, mode)
      } while fd < 0 && errno == EEXIST && attempt < 100
      if fd >= 0 { fchmod(fd, mode) }  // as it was, whatever the umask
    } else {
      fd = open(target, O_WRONLY | O_CREAT | (appending ? O_APPEND : O_TRUNC), 0o644)
    }
    guard fd >= 0 else {
      let reason = lastError
      throw PlatformError("cannot write \(path): \(reason)", reason: reason)
    }
    var failure = writeAll(fd, Array(text.utf8))
    if close(fd) != 0, failure == nil { failure = lastError }
    if let failure {
      if atomically { unlink(target) }
      throw PlatformError("cannot write \(path): \(failure)", reason: failure)
    }
    if atomically, rename(target, path) != 0 {
      let reason = lastError
      unlink(target)
      throw PlatformError("cannot write \(path): \(reason)", reason: reason)
    }
  }

  /// Makes a folder and the folders on the way to it that are missing.
  public static func makeFolders(_ path: String) {
    guard !path.isEmpty, path != ".", kind(of: path) == .missing else { return }
    makeFolders(Session.folder(of: path))
    mkdir(path, 0o755)
  }

  /// The names in a folder, without `.` and `..`, sorted.
  public static func names(in folder: String) throws -> [String] {
    guard let handle = opendir(folder) else {
      throw PlatformError("cannot read folder \(folder): \(lastError)")
    }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// The message of the last failed call: `no space left on device`.
  public static var lastError: String {
    String(cString: strerror(errno)).lowercasedFirst
  }
}

extension String {
  /// The string with its first letter lowercased (`No such file` → `no such file`).
  fileprivate var lowercasedFirst: String {
    guard let first else { return self }
    return first.lowercased() + dropFirst()
  }
}

/// A failure of the platform seam, with a message for the user.
public struct PlatformError: Error, CustomStringConvertible {
  public let description: String
  /// Why, without what was being done: `no space left on device`.
  public let reason: String

  /// An error saying `description`; `reason` is the cause alone (the description when nil).
  public init(_ description: String, reason: String? = nil) {
    self.description = description
    self.reason = reason ?? description
  }
}

/// Splits bytes into lines (LF or CRLF), each decoded as UTF-8 or nil when it is not valid.
public func decodeLines(_ bytes: [UInt8]) -> [String?] {
  var lines: [String?] = []
  var start = 0
  func take(_ end: Int) {
    var stop = end
    if stop > start, bytes[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
    lines.append(String(validating: bytes[start..<stop], as: UTF8.self))
  }
  for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") {
    take(i)
    start = i + 1
  }
  if start < bytes.count { take(bytes.count) }
  return lines
}
