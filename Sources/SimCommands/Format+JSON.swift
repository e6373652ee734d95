import SimGeometry
import SimScene

/// JSON text being written, as UTF-8 bytes into room made ahead: a write is a copy, where
/// appending to a String or an array checks and grows it each time. `dump` writes every
/// node of the scene this way and makes one String at the end.
struct JSONText {
  /// The bytes: the first `count` are written, the rest is room (zeros) to write into, so
  /// a write checks the room and copies, without the work of appending to an array.
  private var room: [UInt8]
  /// How many bytes are written.
  private var count = 0

  /// Empty text, with room for `capacity` bytes before it grows.
  init(capacity: Int = 64) { room = [UInt8](repeating: 0, count: capacity) }

  /// Writes `length` bytes with `body`, given where they go.
  private mutating func write(_ length: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
    if count + length > room.count {
      let grown = max(count + length, 2 * room.count, 64)
      room.append(contentsOf: repeatElement(0, count: grown - room.count))
    }
    let at = count
    room.withUnsafeMutableBufferPointer { room in
      // Room is made before anything is written; nothing to write needs none.
      if let base = room.baseAddress { body(base + at) }
    }
    count += length
  }

  /// Appends one byte.
  private mutating func append(_ byte: UInt8) { write(1) { $0.pointee = byte } }

  /// Appends bytes.
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    write(bytes.count) { $0.update(from: source, count: bytes.count) }
  }

  /// Appends text as it is, such as a number written out elsewhere.
  mutating func raw(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends fixed text: punctuation and keys.
  mutating func literal(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// Appends a number as ``NumberFormat/string(_:places:)`` writes it.
  mutating func number(_ value: Double, places: Int = NumberFormat.places) {
    NumberFormat.withUTF8(of: value, places: places) { append($0) }
  }

  /// Appends `text` as a JSON string: quoted, with `"`, `\\`, control characters and DEL
  /// escaped (most text has none, and is appended whole).
  mutating func string(_ text: String) {
    append(0x22)
    var text = text
    let plain = text.withUTF8 { utf8 in
      guard !JSONBytes.containsSpecial(UnsafeRawBufferPointer(utf8)) else { return false }
      append(utf8)
      return true
    }
    if plain {
      append(0x22)
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": raw("\\\"")
      case "\\": raw("\\\\")
      case "\n": raw("\\n")
      case "\t": raw("\\t")
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          raw("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        } else {
          UTF8.encode(scalar) { append($0) }
        }
      }
    }
    append(0x22)
  }

  /// Appends numbers as a JSON array, each with `places` decimals at most.
  mutating func numbers(_ numbers: [Double], places: Int = NumberFormat.places) {
    append(UInt8(ascii: "["))
    for (index, value) in numbers.enumerated() {
      if index > 0 { append(UInt8(ascii: ",")) }
      number(value, places: places)
    }
    append(UInt8(ascii: "]"))
  }

  /// The text written.
  var text: String {
    room.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self)
    }
  }
}

extension Format {
  /// A JSON string literal.
  public static func json(_ text: String) -> String {
    var out = JSONText(capacity: text.utf8.count + 2)
    out.string(text)
    return out.text
  }

  static func json(_ value: FrameValue) -> String {
    var out = JSONText()
    appendJSON(value, to: &out)
    return out.text
  }

  /// Appends a value of a node's extra fields.
  static func appendJSON(_ value: FrameValue, to out: inout JSONText) {
    switch value {
    case .number(let n): out.number(n)
    case .exact(let n): out.raw(exact(n))
    case .string(let s): out.string(s)
    case .bool(let b): out.literal(b ? "true" : "false")
    case .numbers(let ns): out.numbers(ns)
    case .degrees(let ns): out.numbers(ns, places: degreePlaces)
    case .null: out.literal("null")
    case .object(let fields):
      out.literal("{")
      for (index, field) in fields.enumerated() {
        if index > 0 { out.literal(",") }
        out.string(field.key)
        out.literal(":")
        appendJSON(field.value, to: &out)
      }
      out.literal("}")
    }
  }

  /// One node of `dump`, as a JSON object with the fixed keys first.
  static func json(_ s: FrameState) -> String {
    var out = JSONText()
    appendJSON(s, to: &out)
    return out.text
  }

  /// Appends one node of `dump` (``json(_:)-(FrameState)``).
  static func appendJSON(_ s: FrameState, to out: inout JSONText) {
    out.literal("{\"id\":")
    out.string(s.id)
    out.literal(",\"kind\":")
    out.string(s.kind.name)
    out.literal(",\"parent\":")
    if let parent = s.parent { out.string(parent) } else { out.literal("null") }
    out.literal(",\"frame\":")
    let frame = s.frame
    out.numbers([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height])
    out.literal(",\"alpha\":")
    out.number(s.alpha)
    out.literal(s.isHidden ? ",\"hidden\":true" : ",\"hidden\":false")
    out.literal(",\"bounds\":")
    let bounds = s.bounds
    out.numbers([bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height])
    if let color = s.color {
      out.literal(",\"color\":")
      out.string(color.hexString)
    }
    if !s.transform.isIdentity {
      let t = s.transform
      out.literal(",\"transform\":")
      out.numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])
    }
    if !s.autoresizing.isEmpty {
      out.literal(",\"autoresize\":")
      out.string(s.autoresizing.wordsText)
    }
    if !s.isUserInteractionEnabled { out.literal(",\"interactive\":false") }
    if s.isAnimating { out.literal(",\"animating\":true") }
    for field in s.fields {
      out.literal(",")
      out.string(field.key)
      out.literal(":")
      appendJSON(field.value, to: &out)
    }
    out.literal("}")
  }

  /// The whole scene as one JSON line.
  static func json(_ scene: Scene) -> String {
    let size = scene.screen.size
    var out = JSONText(capacity: 4096)
    out.raw("{\"time\":\(scene.now.decimalSeconds),\"screen\":{\"size\":")
    out.numbers([size.width, size.height])
    out.literal(",\"orientation\":")
    out.string(scene.screen.orientation.rawValue)
    out.literal(scene.screen.windowsStayPortrait ? ",\"windowsStayPortrait\":true}," : "},")
    out.literal("\"app\":")
    out.string(scene.appState.rawValue)
    out.literal(",\"nodes\":[")
    for (index, state) in scene.frameStates().enumerated() {
      if index > 0 { out.literal(",") }
      appendJSON(state, to: &out)
    }
    out.literal("]")
    if !scene.eventHooks.isEmpty { out.raw(",\"hooks\":[\(hooks(scene.eventHooks))]") }
    out.literal("}")
    return out.text
  }

  /// Event hooks as JSON objects: node, event, line; `once`, and for a call's `then` line
  /// the arguments it waits for (`match`), when set.
  private static func hooks(_ hooks: [EventHook]) -> String {
    hooks.map { hook in
      let match = hook.match.map { "\(json($0.name)):\(json($0.value))" }.joined(separator: ",")
      return
        "{\"node\":\(json(hook.node)),\"event\":\(json(hook.event)),\"line\":\(json(hook.line))"
        + (hook.once ? ",\"once\":true" : "")
        + (hook.isThen ? ",\"then\":true,\"match\":{\(match)}" : "") + "}"
    }
    .joined(separator: ",")
  }
}
