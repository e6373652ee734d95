import SimCommands

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines from a file descriptor, read in blocks, each without its line ending (LF or CRLF).
/// A line longer than ``maxLineBytes`` is not kept: the reader passes over the rest of it in
/// bounded memory and reports it as too long.
public final class LineReader: @unchecked Sendable {
  /// The longest line kept: the longest a session runs, 1 MiB.
  public static let maxLineBytes = Session.maxLineBytes

  /// What ``next()`` read.
  public enum Line: Equatable, Sendable {
    /// A line's bytes.
    case text([UInt8])
    /// A line longer than ``LineReader/maxLineBytes``, passed over.
    case tooLong
  }

  private let fd: Int32
  private let ownsDescriptor: Bool
  private let limit: Int
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the next line end goes on (the bytes before hold none).
  private var searched = 0
  private var ended = false
  /// Whether the rest of a line over the limit is still to be passed over.
  private var skipping = false
  /// Whether no line has been handed out yet.
  private var atStart = true

  /// Reads `fd`; with `owning`, closes it when done.
  public init(fd: Int32, owning: Bool = false, limit: Int = LineReader.maxLineBytes) {
    self.fd = fd
    self.ownsDescriptor = owning
    self.limit = limit
  }

  /// A reader of the file at `path`.
  public convenience init(path: String) throws {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw PlatformError("cannot read \(path): \(Platform.lastError)") }
    self.init(fd: fd, owning: true)
  }

  deinit {
    if ownsDescriptor { close(fd) }
  }

  /// Whether ``next()`` can answer from what was read already, without waiting for input.
  public var hasLine: Bool {
    ended || buffer[max(start, searched)...].contains(UInt8(ascii: "\n"))
  }

  /// The next line, or nil at the end of input. A line over the limit is reported as soon
  /// as it passes the limit; the rest of it is passed over when the next line is asked for.
  public func next() -> Line? {
    while skipping {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        start = newline + 1
        searched = start
        skipping = false
      } else {
        buffer.removeAll(keepingCapacity: true)
        (start, searched) = (0, 0)
        if ended { return nil }
        fill()
      }
    }
    while true {
      if let newline = buffer[max(start, searched)...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(buffer[start..<newline])
        start = newline + 1
        searched = start
        return line.count > limit ? .tooLong : .text(trimmed(line))
      }
      if ended {
        guard start < buffer.count else { return nil }
        let line = Array(buffer[start...])
        start = buffer.count
        return line.count > limit ? .tooLong : .text(trimmed(line))
      }
      searched = buffer.count
      if buffer.count - start > limit {
        // Past the limit with no line end yet: report it, and pass over the rest later.
        skipping = true
        buffer.removeAll(keepingCapacity: true)
        (start, searched) = (0, 0)
        return .tooLong
      }
      fill()
    }
  }

  /// The line without its CR, and the first line without a UTF-8 byte order mark.
  private func trimmed(_ line: [UInt8]) -> [UInt8] {
    var line = line
    if atStart {
      atStart = false
      if line.starts(with: Script.byteOrderMark) { line.removeFirst(Script.byteOrderMark.count) }
    }
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    return line
  }

  /// Reads the next block, dropping what was already handed out.
  private func fill() {
    if start > 0 {
      buffer.removeFirst(start)
      searched -= start
      start = 0
    }
    var block = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = block.withUnsafeMutableBytes { raw -> Int in
        #if canImport(Glibc)
          Glibc.read(fd, raw.baseAddress, raw.count)
        #else
          Darwin.read(fd, raw.baseAddress, raw.count)
        #endif
      }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        Platform.waitUntilReady(fd, for: Int16(POLLIN))
        continue
      }
      if count <= 0 {
        ended = true
        return
      }
      buffer += block[..<count]
      return
    }
  }
}
