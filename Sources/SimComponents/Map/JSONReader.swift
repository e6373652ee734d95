/// A JSON value as ``JSONReader`` reads it.
indirect enum GeoJSONValue: Equatable, Sendable {
  case object([String: GeoJSONValue])
  case array([GeoJSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
}

/// A small strict JSON reader (RFC 8259), enough for GeoJSON files.
struct JSONReader {
  struct Failure: Error {
    var line: Int
    var message: String
  }

  private let bytes: [UInt8]
  private var at = 0
  private var depth = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  static func isSpace(_ s: Unicode.Scalar) -> Bool {
    s == " " || s == "\n" || s == "\r" || s == "\t"
  }

  /// A whole number's digits, or the number as written otherwise.
  static func integerText(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    return String(v)
  }

  private var line: Int { bytes[..<min(at, bytes.count)].reduce(1) { $0 + ($1 == 10 ? 1 : 0) } }

  private func fail(_ message: String) -> Failure { Failure(line: line, message: message) }

  mutating func document() throws(Failure) -> GeoJSONValue {
    let v = try value()
    skipSpace()
    guard at == bytes.count else { throw fail("unexpected text after the JSON value") }
    return v
  }

  private mutating func skipSpace() {
    while at < bytes.count, [32, 10, 13, 9].contains(bytes[at]) { at += 1 }
  }

  private mutating func value() throws(Failure) -> GeoJSONValue {
    skipSpace()
    guard at < bytes.count else { throw fail("unexpected end of the file") }
    depth += 1
    defer { depth -= 1 }
    guard depth < 256 else { throw fail("nested too deeply") }
    switch bytes[at] {
    case UInt8(ascii: "{"):
      at += 1
      var object: [String: GeoJSONValue] = [:]
      skipSpace()
      if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
        at += 1
        return .object(object)
      }
      while true {
        skipSpace()
        guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else {
          throw fail("expected a string key")
        }
        let key = try string()
        skipSpace()
        guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw fail("expected ':'") }
        at += 1
        object[key] = try value()
        skipSpace()
        guard at < bytes.count else { throw fail("unexpected end of the file") }
        if bytes[at] == UInt8(ascii: ",") {
          at += 1
          continue
        }
        guard bytes[at] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
        at += 1
        return .object(object)
      }
    case UInt8(ascii: "["):
      at += 1
      var array: [GeoJSONValue] = []
      skipSpace()
      if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
        at += 1
        return .array(array)
      }
      while true {
        array.append(try value())
        skipSpace()
        guard at < bytes.count else { throw fail("unexpected end of the file") }
        if bytes[at] == UInt8(ascii: ",") {
          at += 1
          continue
        }
        guard bytes[at] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
        at += 1
        return .array(array)
      }
    case UInt8(ascii: "\""):
      return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default:
      return try number()
    }
  }

  private mutating func literal(_ word: String, _ v: GeoJSONValue) throws(Failure) -> GeoJSONValue {
    let w = Array(word.utf8)
    guard at + w.count <= bytes.count, Array(bytes[at..<at + w.count]) == w else {
      throw fail("unexpected character")
    }
    at += w.count
    return v
  }

  private mutating func number() throws(Failure) -> GeoJSONValue {
    let start = at
    while at < bytes.count,
      (bytes[at] >= 48 && bytes[at] <= 57) || [43, 45, 46, 69, 101].contains(bytes[at])
    {
      at += 1
    }
    guard at > start, let v = Double(String(decoding: bytes[start..<at], as: UTF8.self)),
      v.isFinite
    else { throw fail("unexpected character") }
    return .number(v)
  }

  private mutating func string() throws(Failure) -> String {
    at += 1
    var out: [UInt8] = []
    while at < bytes.count {
      let c = bytes[at]
      at += 1
      switch c {
      case UInt8(ascii: "\""):
        return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard at < bytes.count else { break }
        let e = bytes[at]
        at += 1
        switch e {
        case UInt8(ascii: "n"): out.append(10)
        case UInt8(ascii: "t"): out.append(9)
        case UInt8(ascii: "r"): out.append(13)
        case UInt8(ascii: "b"): out.append(8)
        case UInt8(ascii: "f"): out.append(12)
        case UInt8(ascii: "u"):
          guard at + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16)
          else { throw fail("bad \\u escape") }
          at += 4
          let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
          out.append(contentsOf: Array(String(Character(scalar)).utf8))
        default: out.append(e)
        }
      default:
        guard c >= 0x20 else { throw fail("a control character in a string") }
        out.append(c)
      }
    }
    throw fail("a string is not closed")
  }
}
