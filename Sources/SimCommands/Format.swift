import SimGeometry
import SimMotion
import SimScene

/// Text forms of scene values: stamped events, the `print` tree and the `dump` JSON.
public enum Format {
  /// A time in seconds with an `s`: `0s`, `0.25s`.
  package static func time(_ t: SimTime) -> String { t.decimalSeconds + "s" }

  /// `[0.2s] a: completion(animation: 1, finished: true)`.
  static func event(_ e: SceneEvent) -> String {
    let args = e.fields.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
    return "[\(time(e.time))] \(e.source): \(e.name)(\(args))"
  }

  /// Whether a line is a stamped event as the REPL prints them (`[0.2s] a: completion(...)`).
  static func isEvent(_ line: some StringProtocol) -> Bool {
    guard line.first == "[", let close = line.firstIndex(of: "]") else { return false }
    let stamp = line[line.index(after: line.startIndex)..<close]
    return stamp.last == "s"
      && stamp.dropLast().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
      && !stamp.dropLast().isEmpty && line[close...].hasPrefix("] ")
  }

  /// The header line of `print`: `t=0s screen=320x480 portrait app=active`.
  static func header(_ scene: Scene) -> String {
    "t=\(time(scene.now)) screen=\(scene.screen.size.formatted) "
      + "\(scene.screen.orientation.rawValue) app=\(scene.appState.rawValue)"
  }

  /// One node of `print`, indented two spaces per level:
  /// `view a frame=1,2,3,4 alpha=0.5 color=#FF0000 animating`.
  static func line(_ s: FrameState, depthOffset: Int = 0) -> String {
    // One string, built in place: no array of the parts, no string for each.
    var line = String(repeating: "  ", count: max(0, s.depth - depthOffset))
    line += s.kind.name
    line += " "
    line += s.id
    func part(_ word: String) {
      line += " "
      line += word
    }
    func part(_ key: String, _ value: String) {
      line += " "
      line += key
      line += "="
      line += value
    }
    for field in s.fields where field.isPrinted {
      let key = field.key
      switch field.value {
      case .bool(true): part(key)
      case .bool(false), .null: break
      case .number(let n): part(key, NumberFormat.string(n))
      case .exact(let n): part(key, exact(n))
      case .string(let text):
        // Text with spaces (a title) is quoted, so the line splits back into its values.
        // So is text with characters a terminal would act on (ESC, BEL) or that reorder
        // or hide text: escaped as in `dump`.
        let plain =
          !text.isEmpty && !text.contains { $0 == " " || $0 == "\"" || $0 == "=" }
          && !text.unicodeScalars.contains(where: isInvisible)
        part(key, plain ? text : visible(json(text)))
      case .numbers(let ns): part(key, NumberFormat.tuple(ns))
      case .degrees(let ns): part(key, degrees(ns))
      case .object(let fields): part(key, "(" + text(fields) + ")")
      }
    }
    part("frame", s.frame.formatted)
    if s.bounds.origin != .zero || !s.transform.isIdentity {
      part("bounds", s.bounds.formatted)
    }
    if s.alpha != 1 { part("alpha", NumberFormat.string(s.alpha)) }
    if s.isHidden { part("hidden") }
    if let color = s.color { part("color", color.hexString) }
    if !s.transform.isIdentity { part("transform", s.transform.formatted) }
    if !s.autoresizing.isEmpty {
      part("autoresize", s.autoresizing.wordsText)
    }
    if !s.isUserInteractionEnabled { part("touches=off") }
    if s.isAnimating { part("animating") }
    return line
  }

  /// Named values as `print` shows them inside parentheses: `up offset=-68 size=10,10`.
  static func text(_ fields: [FrameField]) -> String {
    fields.enumerated().map { index, field in
      let value: String
      switch field.value {
      case .number(let n): value = NumberFormat.string(n)
      case .exact(let n): value = exact(n)
      case .string(let s): value = visible(s)
      case .bool(let b): value = b ? "true" : "false"
      case .numbers(let ns): value = NumberFormat.tuple(ns)
      case .degrees(let ns): value = degrees(ns)
      case .null: value = "null"
      case .object(let inner): value = "(" + text(inner) + ")"
      }
      return index == 0 && field.key == "direction" ? value : "\(field.key)=\(value)"
    }.joined(separator: " ")
  }

  /// Decimal places kept for degrees of latitude and longitude.
  static let degreePlaces = 6

  /// Degrees with ``degreePlaces`` places, comma-separated: `37.785334,-122.406964`.
  static func degrees(_ ns: [Double]) -> String {
    ns.map { NumberFormat.string($0, places: degreePlaces) }.joined(separator: ",")
  }

  /// Every digit a double has: `0.30000000000000004`, `-1`, `0.1`.
  package static func exact(_ n: Double) -> String {
    if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return "\(n)"
  }

  /// `noun` after "a", or "an" before a vowel: "an image", "a view".
  static func indefinite(_ noun: String) -> String {
    ("aeiou".contains(noun.first ?? "x") ? "an " : "a ") + noun
  }

  /// Text safe to show on a terminal: control characters (ESC, BEL ...), bidirectional
  /// overrides and zero-width characters written as `\u001b` (the escape JSON uses).
  public static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isInvisible) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if isInvisible(scalar) {
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether a character would act on the terminal or reorder or hide text instead of
  /// showing.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: true  // C0 and C1 controls
    // Zero-width space and marks, bidi embeddings, overrides and isolates, word joiner,
    // BOM; not the joiners U+200C and U+200D that emoji and scripts such as Persian need.
    case 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2069, 0x061C, 0xFEFF: true
    default: false
    }
  }

  /// A running animation for `pending`:
  /// `animating a position 0s..0.2s (animation 1)`, `animating dot pulse [opacity] 0s..forever`.
  static func animation(_ a: RunningAnimationInfo) -> String {
    var text = "animating \(a.node) \(a.key)"
    // The key paths when they are not just the key itself.
    if a.keyPaths.count != 1 || a.keyPaths[0].rawValue != a.key {
      text += " [" + a.keyPaths.map(\.rawValue).joined(separator: ", ") + "]"
    }
    text += " \(time(a.begin))..\(a.end.map(time) ?? "forever")"
    if let block = a.block { text += " (animation \(block))" }
    if a.isFinished { text += " (ended, kept on the layer)" }
    return text
  }
}

/// A word shortened for quoting in a message.
package func clip(_ text: String, limit: Int = 40) -> String {
  let short =
    text.utf8.count <= limit || text.count <= limit
    ? text : String(text.prefix(limit - 3)) + "..."
  return Format.visible(short)
}
