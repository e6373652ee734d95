public import SimGeometry
public import SimScene

/// A problem in a pin file, with where it is.
public struct PinFileError: Error, Sendable, Equatable {
  /// What is wrong, starting with the line or feature: `line 4: …`, `feature 2: …`.
  public var message: String
}

/// A pin read from a file: its id when the file gives one, its place and title.
public struct FilePin: Sendable, Equatable {
  public var id: String?
  public var coordinate: Coordinate
  public var title: String?
  /// Where it is in the file: `line 3`, `feature 2`.
  public var source = ""
}

/// Reads pins from GeoJSON (a FeatureCollection or Feature of Point geometries) or CSV
/// (`id,lat,lon[,title]`, an optional header line, `"quoted"` fields).
public enum PinFile {
  /// The pins in `text`, judged by its first non-blank character: `{` is GeoJSON.
  /// A file's pins; stops early (returning what it has) when `monitor` asks.
  public static func parse(_ text: String, monitor: WorkMonitor = .none) throws(PinFileError)
    -> [FilePin]
  {
    // A byte order mark is not part of the text.
    let body =
      text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    let first = body.unicodeScalars.first { !JSONReader.isSpace($0) }
    return first == "{" ? try geoJSON(body, monitor: monitor) : try csv(body, monitor: monitor)
  }

  // MARK: GeoJSON

  /// Point features of a FeatureCollection (or one Feature); the id from the feature's `id`
  /// or its properties' `id`, the title from `title` or `name`.
  public static func geoJSON(_ text: String, monitor: WorkMonitor = .none) throws(PinFileError)
    -> [FilePin]
  {
    var reader = JSONReader(text)
    let root: JSONValue
    do throws(JSONReader.Failure) {
      root = try reader.document()
    } catch {
      throw PinFileError(message: "line \(error.line): \(error.message)")
    }
    guard case .object(let object) = root else {
      throw PinFileError(message: "GeoJSON: expected an object at the top")
    }
    let features: [JSONValue]
    switch object["type"] {
    case .string("FeatureCollection"):
      guard case .array(let list) = object["features"] else {
        throw PinFileError(message: "GeoJSON: a FeatureCollection needs a features array")
      }
      features = list
    case .string("Feature"):
      features = [root]
    default:
      throw PinFileError(message: "GeoJSON: expected a FeatureCollection or a Feature")
    }
    var pins: [FilePin] = []
    pins.reserveCapacity(features.count)
    for (k, feature) in features.enumerated() {
      let number = k + 1
      if number % WorkMonitor.pollInterval == 0,
        monitor.poll("pin load", number, features.count)
      {
        return pins
      }
      func fail(_ why: String) -> PinFileError {
        PinFileError(message: "feature \(number): \(why)")
      }
      guard case .object(let f) = feature, f["type"] == .string("Feature") else {
        throw fail("not a Feature object")
      }
      guard case .object(let geometry) = f["geometry"] else { throw fail("no geometry") }
      guard geometry["type"] == .string("Point") else {
        let kind: String
        if case .string(let t) = geometry["type"] { kind = t } else { kind = "missing" }
        throw fail("geometry type is \(kind), expected Point")
      }
      guard case .array(let position) = geometry["coordinates"], position.count >= 2,
        case .number(let lon) = position[0], case .number(let lat) = position[1]
      else { throw fail("coordinates must be [longitude, latitude]") }
      guard abs(lat) <= 90, abs(lon) <= 180 else {
        throw fail("coordinate \(lon), \(lat) is outside -180...180, -90...90")
      }
      var properties: [String: JSONValue] = [:]
      if case .object(let p) = f["properties"] { properties = p }
      var id: String?
      for candidate in [f["id"], properties["id"]] {
        if case .string(let s) = candidate { id = s }
        if case .number(let v) = candidate, id == nil { id = JSONReader.integerText(v) }
        if id != nil { break }
      }
      var title: String?
      for key in ["title", "name"] {
        if case .string(let s) = properties[key] {
          title = s
          break
        }
      }
      pins.append(
        FilePin(
          id: id, coordinate: Coordinate(latitude: lat, longitude: lon), title: title,
          source: "feature \(number)"))
    }
    return pins
  }

  // MARK: CSV

  /// Rows `id,lat,lon[,title]`; a first row whose latitude is not a number is a header.
  public static func csv(_ text: String, monitor: WorkMonitor = .none) throws(PinFileError)
    -> [FilePin]
  {
    var pins: [FilePin] = []
    let bytes = Array(text.utf8)
    var lineNumber = 0
    var sawData = false
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 10 { end += 1 }
      lineNumber += 1
      if lineNumber % WorkMonitor.pollInterval == 0,
        monitor.poll("pin load", start, bytes.count)
      {
        return pins
      }
      var lineEnd = end
      if lineEnd > start, bytes[lineEnd - 1] == 13 { lineEnd -= 1 }
      let line = bytes[start..<lineEnd]
      start = end + 1
      if line.allSatisfy({ $0 == 32 || $0 == 9 }) { continue }
      let isFirst = !sawData
      sawData = true
      let fields: [String]
      do throws(PinFileError) {
        fields = try splitCSV(line)
      } catch {
        throw PinFileError(message: "line \(lineNumber): \(error.message)")
      }
      guard fields.count >= 3, fields.count <= 4 else {
        throw PinFileError(
          message: "line \(lineNumber): expected id,lat,lon[,title], got \(fields.count) fields")
      }
      let id = fields[0].trimmingSpaces
      let latText = fields[1].trimmingSpaces
      let lonText = fields[2].trimmingSpaces
      guard let lat = Double(latText), let lon = Double(lonText) else {
        if isFirst { continue }
        let bad = Double(latText) == nil ? latText : lonText
        throw PinFileError(message: "line \(lineNumber): '\(bad)' is not a number")
      }
      guard lat.isFinite, lon.isFinite, abs(lat) <= 90, abs(lon) <= 180 else {
        throw PinFileError(
          message: "line \(lineNumber): coordinate \(latText),\(lonText) is outside "
            + "-90...90, -180...180")
      }
      pins.append(
        FilePin(
          id: id.isEmpty ? nil : id, coordinate: Coordinate(latitude: lat, longitude: lon),
          title: fields.count == 4 ? fields[3] : nil, source: "line \(lineNumber)"))
    }
    return pins
  }

  /// A CSV line's fields; `"…"` holds commas, `""` is a quote.
  private static func splitCSV(_ line: ArraySlice<UInt8>) throws(PinFileError) -> [String] {
    var fields: [String] = []
    var i = line.startIndex
    while true {
      // Leading spaces, then a quoted or a plain field.
      var j = i
      while j < line.endIndex, line[j] == 32 || line[j] == 9 { j += 1 }
      if j < line.endIndex, line[j] == 34 {
        var field: [UInt8] = []
        j += 1
        var closed = false
        while j < line.endIndex {
          if line[j] == 34 {
            if j + 1 < line.endIndex, line[j + 1] == 34 {
              field.append(34)
              j += 2
              continue
            }
            closed = true
            j += 1
            break
          }
          field.append(line[j])
          j += 1
        }
        guard closed else { throw PinFileError(message: "a quoted field is not closed") }
        while j < line.endIndex, line[j] != 44 { j += 1 }
        fields.append(String(decoding: field, as: UTF8.self))
      } else {
        j = i
        while j < line.endIndex, line[j] != 44 { j += 1 }
        fields.append(String(decoding: line[i..<j], as: UTF8.self))
      }
      guard j < line.endIndex else { return fields }
      i = j + 1
    }
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " || s.first == "\t" { s = s.dropFirst() }
    while s.last == " " || s.last == "\t" { s = s.dropLast() }
    return String(s)
  }
}

/// A JSON value.
indirect enum JSONValue: Equatable, Sendable {
  case object([String: JSONValue])
  case array([JSONValue])
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

  mutating func document() throws(Failure) -> JSONValue {
    let v = try value()
    skipSpace()
    guard at == bytes.count else { throw fail("unexpected text after the JSON value") }
    return v
  }

  private mutating func skipSpace() {
    while at < bytes.count, [32, 10, 13, 9].contains(bytes[at]) { at += 1 }
  }

  private mutating func value() throws(Failure) -> JSONValue {
    skipSpace()
    guard at < bytes.count else { throw fail("unexpected end of the file") }
    depth += 1
    defer { depth -= 1 }
    guard depth < 256 else { throw fail("nested too deeply") }
    switch bytes[at] {
    case UInt8(ascii: "{"):
      at += 1
      var object: [String: JSONValue] = [:]
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
      var array: [JSONValue] = []
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

  private mutating func literal(_ word: String, _ v: JSONValue) throws(Failure) -> JSONValue {
    let w = Array(word.utf8)
    guard at + w.count <= bytes.count, Array(bytes[at..<at + w.count]) == w else {
      throw fail("unexpected character")
    }
    at += w.count
    return v
  }

  private mutating func number() throws(Failure) -> JSONValue {
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

/// SplitMix64: a small seeded generator, the same on every platform.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator from a seed.
  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A double in 0..<1 from the top 53 bits.
  public mutating func unit() -> Double { Double(next() >> 11) / 9_007_199_254_740_992 }
}
