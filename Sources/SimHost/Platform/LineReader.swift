#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines from a file descriptor, read in blocks: each without its line ending (LF or
/// CRLF), as bytes.
public final class LineReader: @unchecked Sendable {
  private let fd: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the next line end goes on (the bytes before hold none).
  private var searched = 0
  private var ended = false

  public init(fd: Int32) { self.fd = fd }

  /// The next line, or nil at the end of input.
  public func next() -> [UInt8]? {
    while true {
      if let newline = buffer[max(start, searched)...].firstIndex(of: UInt8(ascii: "\n")) {
        var line = Array(buffer[start..<newline])
        start = newline + 1
        searched = start
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return line
      }
      if ended {
        guard start < buffer.count else { return nil }
        var line = Array(buffer[start...])
        start = buffer.count
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return line
      }
      searched = buffer.count
      fill()
    }
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
