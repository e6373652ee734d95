import SimCommands

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything scenesim does with the process, the terminal, files and the environment:
/// the one place that calls the operating system, written against POSIX so it builds on
/// Linux (Glibc) and macOS (Darwin).
public enum Platform {
  /// Whether standard input is a terminal.
  public static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard output is a terminal.
  public static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Whether standard error is a terminal.
  public static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// The terminal's size in columns and rows (TIOCGWINSZ), when standard output is one.
  private static var windowSize: (columns: Int, rows: Int)? {
    guard stdoutIsTerminal else { return nil }
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(STDOUT_FILENO, request, &size) == 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// The terminal's width in columns (TIOCGWINSZ, else $COLUMNS), when output is one.
  public static var terminalColumns: Int? {
    guard stdoutIsTerminal else { return nil }
    if let size = windowSize, size.columns > 0 { return size.columns }
    return environment("COLUMNS").flatMap { Int($0) }
  }

  /// The terminal's height in rows (TIOCGWINSZ, else $LINES), when output is one.
  public static var terminalRows: Int? {
    guard stdoutIsTerminal else { return nil }
    if let size = windowSize, size.rows > 0 { return size.rows }
    return environment("LINES").flatMap { Int($0) }
  }

  /// The terminal pictures are drawn for: standard output's, or none.
  public static var terminal: TerminalInfo {
    TerminalInfo(columns: terminalColumns, rows: terminalRows, isTerminal: stdoutIsTerminal)
  }

  /// Whether colour may be used on a stream: never when NO_COLOR is set and not empty;
  /// always when CLICOLOR_FORCE or FORCE_COLOR is set to something other than 0 (CI logs
  /// that show colour); otherwise when the stream is a terminal.
  public static func colorAllowed(
    fd: Int32, environment: (String) -> String? = Platform.environment
  ) -> Bool {
    func set(_ name: String) -> Bool {
      guard let value = environment(name) else { return false }
      return !value.isEmpty && value != "0"
    }
    if let value = environment("NO_COLOR"), !value.isEmpty { return false }
    if set("CLICOLOR_FORCE") || set("FORCE_COLOR") { return true }
    return isatty(fd) == 1
  }

  /// How many transcripts run at once by default: the cores this process may use (its CPU
  /// affinity and, on Linux, a cgroup's CPU quota), else the cores online.
  public static var coreCount: Int {
    var count = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    #if canImport(Glibc)
      // The affinity mask, as /proc/self/status shows it: "Cpus_allowed:\tff,ffffffff".
      if let status = try? readText("/proc/self/status"),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") })
      {
        let allowed = line.dropFirst("Cpus_allowed:".count).reduce(0) { total, digit in
          total + (digit.hexDigitValue?.nonzeroBitCount ?? 0)
        }
        if allowed > 0 { count = min(count, allowed) }
      }
      // cgroup v2: "max 100000" or "QUOTA PERIOD" microseconds.
      if let text = try? readText("/sys/fs/cgroup/cpu.max") {
        let parts = text.split(whereSeparator: \.isWhitespace)
        if parts.count == 2, let quota = Double(parts[0]), let period = Double(parts[1]),
          quota > 0, period > 0
        {
          count = min(count, max(1, Int((quota / period).rounded(.up))))
        }
      }
    #endif
    return count
  }

  /// A monotonic clock reading in seconds, for how long things took.
  public static var seconds: Double {
    let elapsed = ContinuousClock.now - start
    let (whole, attoseconds) = elapsed.components
    return Double(whole) + Double(attoseconds) / 1e18
  }
  private static let start = ContinuousClock.now

  /// An environment variable.
  public static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Paints `text` with an ANSI colour when `enabled`.
  public static func paint(_ text: String, _ code: String, enabled: Bool) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  // MARK: Streams

  /// Writes lines to standard output and flushes, so output and errors stay in order.
  public static func out(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    var text = ""
    for line in lines {
      text += line
      text += "\n"
    }
    writeAll(STDOUT_FILENO, text)
  }

  /// Writes a line to standard error.
  public static func err(_ line: String) { writeAll(STDERR_FILENO, line + "\n") }

  /// Writes text to standard error as it is, with no line end (a progress line).
  public static func errRaw(_ text: String) { writeAll(STDERR_FILENO, text) }

  /// Writes all of `text` to a file descriptor, retrying short writes; gives up quietly
  /// when the other end is gone.
  private static func writeAll(_ fd: Int32, _ text: String) {
    fflush(nil)  // what readline or the C library buffered goes first
    var bytes = Array(text.utf8)
    var done = 0
    bytes.withUnsafeMutableBytes { buffer in
      while done < buffer.count {
        let count = systemWrite(fd, buffer.baseAddress.map { $0 + done }, buffer.count - done)
        if count < 0, errno == EINTR { continue }
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
          waitUntilReady(fd, for: Int16(POLLOUT))
          continue
        }
        guard count > 0 else { return }  // the reader is gone
        done += count
      }
    }
  }

  /// Waits until a non-blocking descriptor can be read or written (`events`: POLLIN or
  /// POLLOUT).
  static func waitUntilReady(_ fd: Int32, for events: Int16) {
    var request = pollfd(fd: fd, events: events, revents: 0)
    _ = poll(&request, 1, -1)
  }

  /// Reads one key from the terminal without waiting for Enter (the terminal in
  /// non-canonical mode for the read); nil at the end of input.
  public static func readKey() -> Character? {
    var saved = termios()
    let isTTY = tcgetattr(STDIN_FILENO, &saved) == 0
    if isTTY {
      var raw = saved
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
      withUnsafeMutableBytes(of: &raw.c_cc) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
      }
      tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }
    defer { if isTTY { tcsetattr(STDIN_FILENO, TCSANOW, &saved) } }
    var byte: UInt8 = 0
    guard systemRead(STDIN_FILENO, &byte, 1) == 1 else { return nil }
    return Character(Unicode.Scalar(byte))
  }

  /// The lines of standard input, read in blocks.
  public static let standardInput = LineReader(fd: STDIN_FILENO)

  /// The next line of standard input without its line ending (LF or CRLF); nil at the end
  /// of input.
  public static func readStdinLine() -> LineReader.Line? { standardInput.next() }

  /// The error for a line over ``LineReader/maxLineBytes``.
  public static let lineTooLong =
    "line longer than \(LineReader.maxLineBytes) bytes (1 MiB); it was skipped"

  /// Stops the process with `code`.
  public static func exit(_ code: Int32) -> Never {
    fflush(nil)
    systemExit(code)
  }

  // MARK: Files

  /// What is at a path: nothing, a regular file, a folder or something else (a FIFO, a
  /// device, a socket).
  public enum FileKind: Sendable {
    case missing, file, folder, other
  }

  /// What is at `path` (following symbolic links).
  public static func kind(of path: String) -> FileKind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
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

  /// An appender to the files commands grow (a recording), as ``fileWriter()`` writes.
  public static func fileAppender() -> @Sendable (String, String) -> Result<Void, FileReadError> {
    { path, text in
      guard kind(of: path) != .other else {
        return .failure(FileReadError(message: "not a regular file"))
      }
      do throws(PlatformError) {
        try write(text, to: path, appending: true)
        return .success(())
      } catch {
        return .failure(FileReadError(message: error.reason))
      }
    }
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
    var failure: String?
    var bytes = Array(text.utf8)
    var done = 0
    bytes.withUnsafeMutableBytes { buffer in
      while done < buffer.count {
        let count = systemWrite(fd, buffer.baseAddress.map { $0 + done }, buffer.count - done)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else {
          failure = lastError
          return
        }
        done += count
      }
    }
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

  /// The `.t` files at `path` (a file, or a folder searched recursively), sorted.
  public static func transcriptFiles(at path: String) throws -> [String] {
    switch kind(of: path) {
    case .missing: throw PlatformError("no such file or folder: \(path)")
    case .file, .other: return [path]
    case .folder: break
    }
    var files: [String] = []
    // Folders reached through a symbolic link are not entered (a link to `.` would loop);
    // a link to a transcript file counts.
    func walk(_ folder: String) throws {
      for name in try names(in: folder) {
        let full = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        var info = stat()
        guard lstat(full, &info) == 0 else { continue }
        if info.st_mode & S_IFMT == S_IFDIR {
          try walk(full)
        } else if name.hasSuffix(".t"), kind(of: full) == .file {
          files.append(full)
        }
      }
    }
    try walk(path)
    return files.sorted()
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

// The system calls whose Swift names differ between Glibc and Darwin.

func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
  #else
    Darwin.read(fd, buffer, count)
  #endif
}

func systemWrite(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
  #else
    Darwin.write(fd, buffer, count)
  #endif
}

private func systemExit(_ code: Int32) -> Never {
  #if canImport(Glibc)
    Glibc.exit(code)
  #else
    Darwin.exit(code)
  #endif
}
