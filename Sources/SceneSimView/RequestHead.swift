/// A request's head as the door reads it: the bytes up to and with its empty line, in lines
/// split at LF, a CR before it dropped, as the page server splits them. The door passes on
/// only heads it reads as the page server would (``problem``): header names of the
/// characters HTTP allows, with spaces and tabs around them, letters in either case.
struct RequestHead {
  /// The head's lines without their line ends, the request line first.
  let lines: [ArraySlice<UInt8>]
  /// The head itself, its empty line included.
  let head: ArraySlice<UInt8>
  /// What came after the head in the same reads.
  let rest: ArraySlice<UInt8>
  /// The head and the rest as they came.
  let bytes: [UInt8]

  /// The most bytes a line of a head may take (the page's longest address is a few dozen).
  static let lineLimit = 2048

  /// The head at the start of `bytes`; nil when its empty line has not come.
  init?(_ bytes: [UInt8]) {
    guard let end = Self.end(of: bytes, from: 0) else { return nil }
    self.bytes = bytes
    head = bytes[..<end]
    lines = head.split(separator: 10).map { $0.last == 13 ? $0.dropLast() : $0 }
      .filter { !$0.isEmpty }
    rest = bytes[end...]
  }

  /// Why the head cannot go on, if it cannot.
  enum Problem {
    /// A line longer than ``lineLimit``.
    case longLine
    /// An empty line first, a CR not before a LF, or a header line that is not a name of
    /// the characters HTTP allows, a colon and a value.
    case malformed
  }

  var problem: Problem? {
    if head.first == 10 || head.first == 13 { return .malformed }
    for (index, line) in lines.enumerated() {
      if line.count > Self.lineLimit { return .longLine }
      if line.contains(13) { return .malformed }
      guard index > 0 else { continue }
      guard let colon = line.firstIndex(of: 58) else { return .malformed }
      let name = Self.trimmed(line[..<colon])
      if name.isEmpty || !name.allSatisfy(Self.isTokenByte) { return .malformed }
    }
    return nil
  }

  /// Whether a header asks to upgrade the connection (the page's WebSocket).
  var asksToUpgrade: Bool { lines.dropFirst().contains { Self.isHeader($0, named: "upgrade") } }

  /// Whether a body of at most `limit` bytes follows, by a length given in decimal digits,
  /// or none: not a body sent in chunks, a length that does not read as one, or two lengths.
  func bodyFits(_ limit: Int) -> Bool {
    var lengths: [ArraySlice<UInt8>] = []
    for line in lines.dropFirst() {
      if Self.isHeader(line, named: "transfer-encoding") { return false }
      if Self.isHeader(line, named: "content-length"), let colon = line.firstIndex(of: 58) {
        lengths.append(Self.trimmed(line[(colon + 1)...]))
      }
    }
    guard let digits = lengths.first else { return true }
    guard lengths.count == 1, (1...9).contains(digits.count),
      digits.allSatisfy({ (48...57).contains($0) }),
      let value = Int(String(decoding: digits, as: UTF8.self))
    else { return false }
    return value <= limit
  }

  /// The head with `Connection: close` in place of every `Connection` header (the page
  /// server takes the last of two headers of one name), lines ending in CRLF, then the rest.
  var closing: [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(lines.reduce(rest.count + 32) { $0 + $1.count + 2 })
    for (index, line) in lines.enumerated()
    where index == 0 || !Self.isHeader(line, named: "connection") {
      result += line
      result += [13, 10]
    }
    result += Array("Connection: close\r\n\r\n".utf8)
    result += rest
    return result
  }

  /// Where a head ends in `bytes` (just after its empty line, CRLF or a bare LF), looking
  /// from `start`; nil when it has not ended.
  static func end(of bytes: [UInt8], from start: Int) -> Int? {
    var i = start
    while i + 1 < bytes.count {
      if bytes[i] == 10 {
        if bytes[i + 1] == 10 { return i + 2 }
        if bytes[i + 1] == 13, i + 2 < bytes.count, bytes[i + 2] == 10 { return i + 3 }
      }
      i += 1
    }
    return nil
  }

  /// Whether `line` is a header called `name` (lowercase ASCII; its letters match in either
  /// case).
  static func isHeader(_ line: ArraySlice<UInt8>, named name: String) -> Bool {
    guard let colon = line.firstIndex(of: 58) else { return false }
    let given = trimmed(line[..<colon])
    func same(_ a: UInt8, _ b: UInt8) -> Bool {
      a == b || ((97...122).contains(b) && a | 0x20 == b)
    }
    return given.count == name.utf8.count && zip(given, name.utf8).allSatisfy(same)
  }

  /// `bytes` without the spaces and tabs around them.
  static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let blank: (UInt8) -> Bool = { $0 == 32 || $0 == 9 }
    guard let first = bytes.firstIndex(where: { !blank($0) }),
      let last = bytes.lastIndex(where: { !blank($0) })
    else { return [] }
    return bytes[first...last]
  }

  /// Whether a byte may be part of a header's name (RFC 9110's token).
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 48...57, 65...90, 97...122: true
    default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }
}
