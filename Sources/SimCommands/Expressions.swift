import SimGeometry
import SimScene

/// Values relative to the scene: a number in a command may be written as a braced
/// expression, `{a.frame.maxX + 10}` or `{screen.width / 2}`, worked out when the line runs
/// (a hook's, `then`'s or `after`'s line when it fires). Inside a line an event runs,
/// `{event.NAME}` is that event's argument as it prints (`{event.to}` is `login.window`),
/// and `event.NAME.frame.x` a value of the node it names.
///
/// Terms: numbers; `screen.width|height`; `ID.frame.P` and `ID.bounds.P` with P one of
/// `x y width height minX midX maxX minY midY maxY`; `ID.center.x|y`; `ID.alpha`. Operators
/// `+ - * /` and parentheses. An id may hold `-`, so an operator beside an id is written
/// with spaces.
enum Expressions {
  /// `token` with each `{…}` in it replaced by its value, exactly or (`display`) as
  /// scenesim prints numbers; columns in errors are the line's.
  static func substitute(
    _ token: Token, scene: Scene, event: FiredEvent?, display: Bool = false
  ) throws(CommandError) -> Token {
    guard !token.quoted, token.text.contains("{") else { return token }
    var out = ""
    var rest = Substring(token.text)
    var column = token.column
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      column += rest.distance(from: rest.startIndex, to: open)
      guard let close = rest[open...].firstIndex(of: "}") else {
        throw CommandError("unterminated brace", column: column, hint: "close it with }")
      }
      let body = rest[rest.index(after: open)..<close]
      out += try value(
        of: body, column: column + 1, scene: scene, event: event, display: display)
      column += rest.distance(from: open, to: close) + 1
      rest = rest[rest.index(after: close)...]
    }
    out += rest
    var result = token
    result.text = out
    return result
  }

  /// The text a brace's `body` stands for: an event's argument, or a number.
  private static func value(
    of body: Substring, column: Int, scene: Scene, event: FiredEvent?, display: Bool
  ) throws(CommandError) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    let trimmed = String(body.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    if trimmed.hasPrefix("event."),
      !trimmed.dropFirst(6).contains(where: { ". +-*/()".contains($0) })
    {
      let name = trimmed.dropFirst(6)
      guard let event else {
        throw CommandError(
          "{\(trimmed)} is known only in a line an event runs", column: column,
          hint: "use it in an on hook or a then line")
      }
      guard let field = event.fields.first(where: { $0.name == name }) else {
        let names = event.fields.map(\.name)
        throw CommandError(
          "\(event.name) has no argument '\(name)'", column: column,
          hint: names.isEmpty ? "it has none" : "its arguments: " + names.joined(separator: ", "))
      }
      return field.value
    }
    var parser = Parser(text: Array(body), column: column, scene: scene, event: event)
    let v = try parser.expression()
    parser.skipSpace()
    if parser.at < parser.text.count {
      throw CommandError(
        "unexpected '\(parser.text[parser.at])' in the expression", column: parser.here,
        hint: "write an operator (+ - * /) between terms, with spaces beside ids")
    }
    guard v.isFinite, abs(v) <= Values.maxMagnitude else {
      throw CommandError("the expression's value is out of range", column: column - 1)
    }
    return display ? NumberFormat.string(v) : text(v)
  }

  /// A number as the command language reads it back exactly: `921.6`, `-2`.
  static func text(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    return "\(v)"
  }

  /// Property names of a rectangle a term may read.
  static let rectProperties = [
    "x", "y", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY",
  ]

  private struct Parser {
    let text: [Character]
    let column: Int
    let scene: Scene
    let event: FiredEvent?
    var at = 0
    /// How many signs and parentheses the factor being read is inside.
    var depth = 0
    /// How deep signs and parentheses may nest.
    static let depthLimit = 64

    init(text: [Character], column: Int, scene: Scene, event: FiredEvent?) {
      self.text = text
      self.column = column
      self.scene = scene
      self.event = event
    }

    var here: Int { column + at }

    mutating func skipSpace() {
      while at < text.count, text[at] == " " || text[at] == "\t" { at += 1 }
    }

    mutating func expression() throws(CommandError) -> Double {
      var v = try term()
      while true {
        skipSpace()
        guard at < text.count, text[at] == "+" || text[at] == "-" else { return v }
        let op = text[at]
        at += 1
        let rhs = try term()
        v = op == "+" ? v + rhs : v - rhs
      }
    }

    mutating func term() throws(CommandError) -> Double {
      var v = try factor()
      while true {
        skipSpace()
        guard at < text.count, text[at] == "*" || text[at] == "/" else { return v }
        let op = text[at]
        let opColumn = here
        at += 1
        let rhs = try factor()
        if op == "/" {
          guard rhs != 0 else { throw CommandError("division by zero", column: opColumn) }
          v /= rhs
        } else {
          v *= rhs
        }
      }
    }

    mutating func factor() throws(CommandError) -> Double {
      skipSpace()
      guard depth < Parser.depthLimit else {
        throw CommandError(
          "the expression nests deeper than \(Parser.depthLimit) signs and parentheses",
          column: here)
      }
      depth += 1
      defer { depth -= 1 }
      guard at < text.count else {
        throw CommandError(
          "missing a term", column: here, hint: "a number, screen.width or ID.frame.maxX")
      }
      let c = text[at]
      if c == "-" || c == "+" {
        at += 1
        let v = try factor()
        return c == "-" ? -v : v
      }
      if c == "(" {
        let open = here
        at += 1
        let v = try expression()
        skipSpace()
        guard at < text.count, text[at] == ")" else {
          throw CommandError("unclosed parenthesis", column: open, hint: "close it with )")
        }
        at += 1
        return v
      }
      let start = at
      while at < text.count, !" \t+*/()".contains(text[at]), !(at == start && text[at] == "-") {
        at += 1
      }
      guard at > start else {
        throw CommandError("unexpected '\(c)' in the expression", column: here)
      }
      let word = String(text[start..<at])
      if c.isNumber || c == "." {
        guard Values.isNumeral(Substring(word)), let v = Double(word) else {
          throw CommandError("'\(word)' is not a number", column: column + start)
        }
        return v
      }
      return try reference(word, column: column + start)
    }

    func reference(_ word: String, column: Int) throws(CommandError) -> Double {
      // `event.from.bounds.width`: a value of the node an event's argument names.
      if word.hasPrefix("event.") {
        let parts = word.split(separator: ".", maxSplits: 2)
        let name = parts.count > 1 ? String(parts[1]) : ""
        guard let event else {
          throw CommandError(
            "'event.\(name)' is known only in a line an event runs", column: column,
            hint: "use it in an on hook or a then line")
        }
        guard let field = event.fields.first(where: { $0.name == name }) else {
          throw CommandError(
            "\(event.name) has no argument '\(name)'", column: column,
            hint: "its arguments: " + event.fields.map(\.name).joined(separator: ", "))
        }
        if parts.count == 2 {
          guard let v = Double(field.value) else {
            throw CommandError(
              "event.\(name) is '\(field.value)', not a number", column: column,
              hint: "read one of its values: event.\(name).frame.x, ...")
          }
          return v
        }
        return try nodeValue(field.value + "." + parts[2], column: column)
      }
      if word == "screen.width" { return scene.screen.size.width }
      if word == "screen.height" { return scene.screen.size.height }
      return try nodeValue(word, column: column)
    }

    /// `ID.frame.maxX` and the like: a value of a node.
    func nodeValue(_ word: String, column: Int) throws(CommandError) -> Double {
      let parts = word.split(separator: ".", omittingEmptySubsequences: false)
      // The id is everything before the property: frame.P, bounds.P, center.x|y or alpha.
      for (cut, property) in [(2, "frame"), (2, "bounds"), (2, "center"), (1, "alpha")]
      where parts.count > cut && parts[parts.count - cut] == property {
        let id = parts.dropLast(cut).joined(separator: ".")
        guard let layer = scene.layer(of: id) else {
          throw CommandError(
            "unknown node '\(id)'", column: column,
            hint: Suggest.didYouMean(id, in: scene.ids))
        }
        let name = cut == 2 ? String(parts[parts.count - 1]) : ""
        switch property {
        case "alpha": return layer.alpha
        case "center" where name == "x": return layer.center.x
        case "center" where name == "y": return layer.center.y
        case "frame", "bounds":
          if let v = Expressions.read(name, of: property == "frame" ? layer.frame : layer.bounds) {
            return v
          }
        default: break
        }
        let spaced = "+-*/".contains { name.contains($0) }
        throw CommandError(
          "unknown property '\(property).\(name)' of '\(id)'", column: column,
          hint: spaced
            ? "an id may hold '-': write spaces around an operator beside an id"
            : property == "center"
              ? "center.x or center.y"
              : "\(property).\(Expressions.rectProperties.joined(separator: "|"))")
      }
      if scene.contains(word) {
        throw CommandError(
          "'\(word)' is a node, not a number", column: column,
          hint: "read one of its values: \(word).frame.maxX, \(word).alpha, ...")
      }
      throw CommandError(
        "unknown term '\(word)'", column: column,
        hint: "numbers, screen.width|height, ID.frame.P, ID.bounds.P, ID.center.x|y, ID.alpha")
    }
  }

  /// What Tab offers inside a brace left open at the end of `prefix`: the word being typed
  /// (after the last blank) with its last term completed to `screen.width`, an id and a
  /// dot, or an id's property; nil when no brace is open.
  static func completions(for prefix: String, scene: Scene) -> [String]? {
    guard let open = prefix.lastIndex(of: "{"),
      !prefix[open...].contains("}")
    else { return nil }
    let word = prefix[
      (prefix.lastIndex(where: { $0 == " " || $0 == "\t" }).map(prefix.index(after:))
        ?? prefix.startIndex)...]
    let cut = word.lastIndex(where: { "{(+*/".contains($0) }).map(word.index(after:))
    let head = String(word[..<(cut ?? word.startIndex)])
    let term = String(word[(cut ?? word.startIndex)...])
    var terms = ["screen.width", "screen.height"]
    for id in scene.ids {
      if term.hasPrefix(id + ".") {
        for property in ["frame", "bounds"] {
          terms += rectProperties.map { "\(id).\(property).\($0)" }
        }
        terms += ["\(id).center.x", "\(id).center.y", "\(id).alpha"]
      } else if id.hasPrefix(term) {
        terms.append(id + ".")
      }
    }
    return terms.filter { $0.hasPrefix(term) }.map { head + $0 }.sorted()
  }

  /// A rectangle's property by name.
  static func read(_ name: String, of r: Rect) -> Double? {
    switch name {
    case "x": r.origin.x
    case "y": r.origin.y
    case "width": r.size.width
    case "height": r.size.height
    case "minX": r.minX
    case "midX": r.midX
    case "maxX": r.maxX
    case "minY": r.minY
    case "midY": r.midY
    case "maxY": r.maxY
    default: nil
    }
  }
}
