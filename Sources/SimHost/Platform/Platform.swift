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

  /// Lets the calling thread sleep for `seconds` of the wall clock.
  public static func pause(seconds: Double) {
    usleep(useconds_t(max(0, seconds) * 1_000_000))
  }

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
    writeStream(STDOUT_FILENO, text)
  }

  /// Writes a line to standard error.
  public static func err(_ line: String) { writeStream(STDERR_FILENO, line + "\n") }

  /// Writes text to standard error as it is, with no line end (a progress line).
  public static func errRaw(_ text: String) { writeStream(STDERR_FILENO, text) }

  /// Text on standard output as it is, with no line end added.
  public static func outRaw(_ text: String) { writeStream(STDOUT_FILENO, text) }

  /// Writes `text` to a stream, after what readline or the C library buffered; gives up
  /// quietly when the reader is gone.
  private static func writeStream(_ fd: Int32, _ text: String) {
    fflush(nil)
    _ = writeAll(fd, Array(text.utf8))
  }

  /// Writes all of `bytes` to a file descriptor: retries interrupted and short writes and
  /// waits while a non-blocking one is full. Returns why it stopped early (the reader is
  /// gone, the disk is full), or nil when everything was written. The one write loop.
  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> String? {
    var done = 0
    var failure: String?
    bytes.withUnsafeBytes { buffer in
      while done < buffer.count {
        let count = systemWrite(fd, buffer.baseAddress.map { $0 + done }, buffer.count - done)
        if count < 0, errno == EINTR { continue }
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
          waitUntilReady(fd, for: Int16(POLLOUT))
          continue
        }
        guard count > 0 else {
          failure = lastError
          return
        }
        done += count
      }
    }
    return failure
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

  /// Whether ``readStdinLine()`` would answer without waiting for input.
  public static var standardInputHasLine: Bool { standardInput.hasLine }

  /// The error for a line over ``LineReader/maxLineBytes``.
  public static let lineTooLong =
    "line longer than \(LineReader.maxLineBytes) bytes (1 MiB); it was skipped"

  /// Stops the process with `code`.
  public static func exit(_ code: Int32) -> Never {
    fflush(nil)
    systemExit(code)
  }
}

// The system calls whose Swift names differ between Glibc and Darwin.

func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
  #else
    Darwin.read(fd, buffer, count)
  #endif
}

func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
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
