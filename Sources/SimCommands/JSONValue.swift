/// Any JSON value, as a request of the protocol holds it.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number that fits in 64 bits.
  case integer(Int64)
  /// Any other number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array, its elements in order.
  case array([JSONValue])
  /// An object, its members by key.
  case object([String: JSONValue])

  /// Parses one JSON text, strictly (``JSONParser``).
  public static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
    var parser = JSONParser(bytes)
    do throws(JSONParser.Failure) {
      return try parser.document()
    } catch {
      throw JSONError("not valid JSON")
    }
  }

  /// The value as compact JSON text, object keys in the order given.
  public var text: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .integer(let value): return String(value)
    case .number(let value):
      return value.isFinite ? "\(value)" : "null"
    case .string(let value): return Format.json(value)
    case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
    case .object(let members):
      return JSONValue.object(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value.text) })
    }
  }

  /// An object's text from its members' keys and JSON texts, in the order given.
  public static func object(_ members: [(key: String, text: String)]) -> String {
    "{" + members.map { Format.json($0.key) + ":" + $0.text }.joined(separator: ",") + "}"
  }

  /// The member `key` of an object.
  public subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }
}

/// Why a text is not JSON.
public struct JSONError: Error, Hashable, Sendable {
  /// What is wrong, in a few words.
  public var message: String
  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
}
