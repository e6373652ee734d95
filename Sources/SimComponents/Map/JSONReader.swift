import SimCommands

/// A JSON value as ``JSONReader`` reads it.
indirect enum GeoJSONValue: Equatable, Sendable {
  case object([String: GeoJSONValue])
  case array([GeoJSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
}

/// The JSON of a GeoJSON file, read by the command language's strict reader
/// (``SimCommands/JSONParser``), numbers as doubles.
struct JSONReader {
  struct Failure: Error {
    var line: Int
    var message: String
  }

  private let bytes: [UInt8]

  init(_ text: String) { bytes = Array(text.utf8) }

  static func isSpace(_ s: Unicode.Scalar) -> Bool {
    s == " " || s == "\n" || s == "\r" || s == "\t"
  }

  /// A whole number's digits, or the number as written otherwise.
  static func integerText(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    return String(v)
  }

  func document() throws(Failure) -> GeoJSONValue {
    var parser = JSONParser(bytes)
    do throws(JSONParser.Failure) {
      return Self.geo(try parser.document())
    } catch {
      throw Failure(line: error.line, message: error.message)
    }
  }

  private static func geo(_ value: JSONValue) -> GeoJSONValue {
    switch value {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .integer(let whole): .number(Double(whole))
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    case .array(let elements): .array(elements.map(geo))
    case .object(let members): .object(members.mapValues(geo))
    }
  }
}
