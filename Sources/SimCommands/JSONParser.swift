/// A strict JSON reader (RFC 8259) over UTF-8 bytes: one value with blanks around it;
/// numbers as the grammar writes them (a whole number that fits in 64 bits, or whose value
/// is one, is ``JSONValue/integer(_:)``); strings of valid UTF-8 with the standard escapes,
/// `\u` pairs joined and lone surrogates refused; no control characters in strings; at most
/// 512 arrays and objects deep; of a key given twice, the first value. A failure names the
/// line and what was wrong.
public struct JSONParser {
  /// Why the bytes are not JSON, and on which line (from 1).
  public struct Failure: Error, Sendable {
    /// The line the reader stopped on.
    public var line: Int
    /// What was wrong, in a few words.
    public var message: String
  }

  private let bytes: [UInt8]
  private var at = 0
  private var depth = 0
  /// Whether values are kept; when not, the text is only checked, with nothing allocated
  /// for its strings, arrays and objects.
  private var keeps = true

  /// A reader of `bytes`.
  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Reads the one value the bytes hold.
  public mutating func document() throws(Failure) -> JSONValue {
    let result = try value()
    skipBlanks()
    guard at == bytes.count else { throw fail("unexpected text after the JSON value") }
    return result
  }

  /// Checks that the bytes are one JSON value, as ``document()`` reads them, without
  /// keeping it.
  public mutating func validate() throws(Failure) {
    keeps = false
    defer { keeps = true }
    _ = try document()
  }

  private var line: Int {
    var count = 1
    for byte in bytes[..<min(at, bytes.count)] where byte == 10 { count += 1 }
    return count
  }

  private func fail(_ message: String) -> Failure { Failure(line: line, message: message) }

  private mutating func skipBlanks() {
    while at < bytes.count, bytes[at] == 32 || bytes[at] == 10 || bytes[at] == 13 || bytes[at] == 9
    {
      at += 1
    }
  }

  /// Whether the next byte is `ascii`; takes it when so.
  private mutating func take(_ ascii: Unicode.Scalar) -> Bool {
    guard at < bytes.count, bytes[at] == UInt8(ascii: ascii) else { return false }
    at += 1
    return true
  }

  private mutating func value() throws(Failure) -> JSONValue {
    skipBlanks()
    guard at < bytes.count else { throw fail("unexpected end of the text") }
    let opens = bytes[at] == UInt8(ascii: "{") || bytes[at] == UInt8(ascii: "[")
    if opens { depth += 1 }
    defer { if opens { depth -= 1 } }
    guard depth <= 512 else { throw fail("nested too deeply") }
    switch bytes[at] {
    case UInt8(ascii: "{"):
      at += 1
      var members: [String: JSONValue] = [:]
      skipBlanks()
      if take("}") { return .object(members) }
      repeat {
        skipBlanks()
        guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else {
          throw fail("expected a string key")
        }
        let key = try string()
        skipBlanks()
        guard take(":") else { throw fail("expected ':'") }
        let member = try value()
        if keeps, members[key] == nil { members[key] = member }
        skipBlanks()
      } while take(",")
      guard take("}") else { throw fail("expected ',' or '}'") }
      return .object(members)
    case UInt8(ascii: "["):
      at += 1
      var elements: [JSONValue] = []
      skipBlanks()
      if take("]") { return .array(elements) }
      repeat {
        let element = try value()
        if keeps { elements.append(element) }
        skipBlanks()
      } while take(",")
      guard take("]") else { throw fail("expected ',' or ']'") }
      return .array(elements)
    case UInt8(ascii: "\""):
      return .string(try string())
    case UInt8(ascii: "t"): return try word("true", .bool(true))
    case UInt8(ascii: "f"): return try word("false", .bool(false))
    case UInt8(ascii: "n"): return try word("null", .null)
    default: return try number()
    }
  }

  private mutating func word(_ text: StaticString, _ result: JSONValue) throws(Failure)
    -> JSONValue
  {
    let count = text.utf8CodeUnitCount
    guard at + count <= bytes.count else { throw fail("unexpected character") }
    for k in 0..<count where bytes[at + k] != text.utf8Start[k] {
      throw fail("unexpected character")
    }
    at += count
    return result
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
  private mutating func number() throws(Failure) -> JSONValue {
    let start = at
    func digits() -> Int {
      let from = at
      while at < bytes.count, bytes[at] >= 48, bytes[at] <= 57 { at += 1 }
      return at - from
    }
    _ = take("-")
    let whole = at
    let wholeDigits = digits()
    guard wholeDigits > 0 else { throw fail("unexpected character") }
    if bytes[whole] == 48, wholeDigits > 1 { throw fail("a number starts with 0") }
    var integral = true
    if take(".") {
      integral = false
      guard digits() > 0 else { throw fail("expected digits after '.'") }
    }
    var exponent = false
    if take("e") || take("E") {
      (integral, exponent) = (false, true)
      if !take("+") { _ = take("-") }
      guard digits() > 0 else { throw fail("expected digits in the exponent") }
    }
    // Validating needs no value: without an exponent, up to 308 whole digits are finite.
    if !keeps, !exponent, wholeDigits <= 308 { return .null }
    let text = String(decoding: bytes[start..<at], as: UTF8.self)
    if integral, let value = Int64(text) { return .integer(value) }
    guard let value = Double(text), value.isFinite else { throw fail("a number out of range") }
    // A fraction or an exponent whose value is whole and fits is a whole number; digits
    // alone that do not fit stay a double.
    if !integral, let exact = Int64(exactly: value) { return .integer(exact) }
    return .number(value)
  }

  private mutating func string() throws(Failure) -> String {
    at += 1
    let start = at
    var out: [UInt8] = []
    // Checking alone first passes over eight bytes at a time while none can end the
    // string, start an escape or be a control character; the rest goes byte by byte.
    if !keeps { at += bytes.withUnsafeBytes { JSONBytes.plainWords($0, from: at) } }
    while at < bytes.count {
      let byte = bytes[at]
      at += 1
      if !keeps, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
        guard byte >= 0x20 else { throw fail("a control character in a string") }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        guard keeps else {
          // Escapes are ASCII: the raw bytes are UTF-8 exactly when the string is.
          var valid = true
          bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[start..<at - 1])
            valid =
              JSONBytes.isASCII(UnsafeRawBufferPointer(raw))
              || !transcode(
                raw.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true,
                into: { _ in })
          }
          guard valid else { throw fail("a string is not valid UTF-8") }
          return ""
        }
        guard let text = String(validating: out, as: UTF8.self) else {
          throw fail("a string is not valid UTF-8")
        }
        return text
      case UInt8(ascii: "\\"):
        guard at < bytes.count else { throw fail("a string is not closed") }
        let escape = bytes[at]
        at += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
        case UInt8(ascii: "n"): out.append(10)
        case UInt8(ascii: "t"): out.append(9)
        case UInt8(ascii: "r"): out.append(13)
        case UInt8(ascii: "b"): out.append(8)
        case UInt8(ascii: "f"): out.append(12)
        case UInt8(ascii: "u"):
          let scalar = try unicodeEscape()
          if keeps { out += scalar }
        default: throw fail("an unknown escape")
        }
      default:
        guard byte >= 0x20 else { throw fail("a control character in a string") }
        out.append(byte)
      }
    }
    throw fail("a string is not closed")
  }

  /// The UTF-8 of a `\uXXXX` escape (its `\u` taken), a surrogate pair joined.
  private mutating func unicodeEscape() throws(Failure) -> [UInt8] {
    func hex() throws(Failure) -> UInt32 {
      guard at + 4 <= bytes.count,
        let code = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16),
        bytes[at..<at + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
      else { throw fail("a bad \\u escape") }
      at += 4
      return code
    }
    var code = try hex()
    if (0xD800...0xDBFF).contains(code) {
      guard take("\\"), take("u") else { throw fail("a lone surrogate") }
      let low = try hex()
      guard (0xDC00...0xDFFF).contains(low) else { throw fail("a lone surrogate") }
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(code) else { throw fail("a lone surrogate") }
    return Array(String(Character(scalar)).utf8)
  }
}
