import CReadline
@preconcurrency import Foundation
import SimCommands

#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// Everything scenesim does with the process, the terminal, files and the environment.
enum Platform {
  /// Whether standard input is a terminal.
  static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard output is a terminal.
  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// The terminal's width in columns (TIOCGWINSZ, else $COLUMNS), when output is one.
  static var terminalColumns: Int? {
    guard stdoutIsTerminal else { return nil }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return environment("COLUMNS").flatMap { Int($0) }
  }

  /// Whether standard error is a terminal.
  static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// The terminal's height in rows (TIOCGWINSZ, else $LINES), when output is one.
  static var terminalRows: Int? {
    guard stdoutIsTerminal else { return nil }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
      return Int(size.ws_row)
    }
    return environment("LINES").flatMap { Int($0) }
  }

  /// The terminal pictures are drawn for: standard output's, or none.
  static var terminal: TerminalInfo {
    TerminalInfo(columns: terminalColumns, rows: terminalRows, isTerminal: stdoutIsTerminal)
  }

  /// Whether colour may be used on a stream: never when NO_COLOR is set and not empty;
  /// always when CLICOLOR_FORCE or FORCE_COLOR is set to something other than 0 (CI logs
  /// that show colour); otherwise when the stream is a terminal.
  static func colorAllowed(fd: Int32) -> Bool {
    func set(_ name: String) -> Bool {
      guard let value = environment(name) else { return false }
      return !value.isEmpty && value != "0"
    }
    if let value = environment("NO_COLOR"), !value.isEmpty { return false }
    if set("CLICOLOR_FORCE") || set("FORCE_COLOR") { return true }
    return isatty(fd) == 1
  }

  /// How many transcripts run at once by default: the cores this process may use.
  static var coreCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// A monotonic clock reading in seconds, for how long things took.
  static var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

  /// Whether a file (of any kind) is at `path`.
  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  /// Removes the file at `path` if there is one.
  static func remove(_ path: String) {
    if exists(path) { try? FileManager.default.removeItem(atPath: path) }
  }

  /// Creates the file at `path` if it is missing, as `touch` does (its content is kept).
  static func touch(_ path: String) throws {
    if exists(path) { return }
    try write("", to: path)
  }

  /// Reads one key from the terminal without waiting for Enter (the terminal in
  /// non-canonical mode for the read); nil at the end of input.
  static func readKey() -> Character? {
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
    guard Glibc.read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
    return Character(Unicode.Scalar(byte))
  }

  /// An environment variable.
  static func environment(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name]
  }

  /// Writes lines to standard output and flushes, so output and errors stay in order.
  static func out(_ lines: [String]) {
    for line in lines { print(line) }
    fflush(nil)
  }

  /// Writes a line to standard error.
  static func err(_ line: String) {
    fflush(nil)
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Writes text to standard error as it is, with no line end (a progress line).
  static func errRaw(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Paints `text` with an ANSI colour when `enabled`.
  static func paint(_ text: String, _ code: String, enabled: Bool) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// The next line of standard input without its line ending (LF or CRLF), as bytes; nil at
  /// the end of input.
  static func readStdinLine() -> [UInt8]? {
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(buffer) }
    let count = getline(&buffer, &capacity, scenesim_stdin())
    guard count >= 0, let buffer else { return nil }
    var bytes = UnsafeRawBufferPointer(start: buffer, count: count).map { $0 }
    if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    return bytes
  }

  /// Stops the process with `code`.
  static func exit(_ code: Int32) -> Never {
    fflush(nil)
    Foundation.exit(code)
  }

  /// The bytes of a file, or standard input for `-`.
  static func readBytes(_ path: String) throws -> [UInt8] {
    if path == "-" {
      return [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw PlatformError("no such file: \(path)")
    }
    guard !isDirectory.boolValue else { throw PlatformError("\(path) is a directory") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw PlatformError("cannot read \(path)")
    }
    return [UInt8](data)
  }

  /// A reader of UTF-8 text files for commands that name one (`pin load`): paths are taken
  /// relative to `base` (the working directory when nil).
  static func fileReader(relativeTo base: String?)
    -> @Sendable (String) -> Result<
      String, FileReadError
    >
  {
    { path in
      let full = path.hasPrefix("/") ? path : base.map { $0 + "/" + path } ?? path
      guard path != "-" else { return .failure(FileReadError(message: "give a file, not -")) }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else {
        return .failure(FileReadError(message: "no such file"))
      }
      guard !isDirectory.boolValue else { return .failure(FileReadError(message: "a directory")) }
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
  static func fileWriter() -> @Sendable (String, String) -> Result<Void, FileReadError> {
    { path, text in
      do {
        try write(text, to: path)
        return .success(())
      } catch {
        return .failure(FileReadError(message: "\(error)"))
      }
    }
  }

  /// Writes text to a file, replacing it; with `makingFolders`, the folders on the way are
  /// made first; `atomically` writes a copy and renames it over the file, so a reader never
  /// sees half of it.
  static func write(
    _ text: String, to path: String, makingFolders: Bool = false, atomically: Bool = false
  ) throws {
    let folder = Session.folder(of: path)
    if makingFolders, !exists(folder) {
      try? FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    }
    do {
      try Data(text.utf8).write(
        to: URL(fileURLWithPath: path), options: atomically ? .atomic : [])
    } catch {
      throw PlatformError("cannot write \(path)")
    }
  }

  /// The `.t` files at `path` (a file, or a folder searched recursively), sorted.
  static func transcriptFiles(at path: String) throws -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw PlatformError("no such file or folder: \(path)")
    }
    guard isDirectory.boolValue else { return [path] }
    guard let walker = FileManager.default.enumerator(atPath: path) else {
      throw PlatformError("cannot read folder \(path)")
    }
    var files: [String] = []
    while let item = walker.nextObject() as? String {
      if item.hasSuffix(".t") {
        files.append(path.hasSuffix("/") ? path + item : path + "/" + item)
      }
    }
    return files.sorted()
  }
}

/// A failure of the platform seam, with a message for the user.
struct PlatformError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Splits bytes into lines (LF or CRLF), each decoded as UTF-8 or nil when it is not valid.
func decodeLines(_ bytes: [UInt8]) -> [String?] {
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
