/// A pattern as a tree.
indirect enum RegexNode: Sendable {
  case empty
  case character(Character)
  case set(CharacterClass)
  case anyButNewline
  case anchor(Anchor)
  case sequence([RegexNode])
  case alternatives([RegexNode])
  /// `min` to `max` times (no most: any number).
  case repetition(RegexNode, min: Int, max: Int?)
}

/// Reads a pattern (``LinearRegex`` lists what it takes).
struct RegexParser {
  private let chars: [Character]
  private var i = 0
  /// How many groups are open.
  private var depth = 0

  /// The largest count a `{n,m}` may give.
  static let maxCount = 1_000
  /// The most groups open at once.
  static let maxDepth = 200

  init(_ chars: [Character]) { self.chars = chars }

  mutating func parse() throws(LinearRegex.SyntaxError) -> RegexNode {
    let tree = try alternatives()
    if i < chars.count { throw error("unmatched )") }
    return tree
  }

  private func error(_ message: String) -> LinearRegex.SyntaxError {
    LinearRegex.SyntaxError(message: "\(message) at position \(i + 1)")
  }

  private func unsupported(_ what: String) -> LinearRegex.SyntaxError {
    error("\(what) not supported (a match must take linear time)")
  }

  private var peek: Character? { i < chars.count ? chars[i] : nil }

  private mutating func take(_ c: Character) -> Bool {
    guard peek == c else { return false }
    i += 1
    return true
  }

  private mutating func alternatives() throws(LinearRegex.SyntaxError) -> RegexNode {
    var options = [try sequence()]
    while take("|") { options.append(try sequence()) }
    return options.count == 1 ? options[0] : .alternatives(options)
  }

  private mutating func sequence() throws(LinearRegex.SyntaxError) -> RegexNode {
    var items: [RegexNode] = []
    while let c = peek, c != "|", c != ")" { items.append(try quantified()) }
    return items.isEmpty ? .empty : items.count == 1 ? items[0] : .sequence(items)
  }

  private mutating func quantified() throws(LinearRegex.SyntaxError) -> RegexNode {
    if let c = peek, "*+?".contains(c) || (c == "{" && bounds() != nil) {
      throw error("nothing to repeat before \(c)")
    }
    let atom = try self.atom()
    guard let (min, max) = try quantifier() else { return atom }
    if take("+") { throw unsupported("a possessive quantifier is") }
    _ = take("?")  // Lazy: the same lines match.
    if let c = peek, "*+?".contains(c) || (c == "{" && bounds() != nil) {
      throw error("a quantifier cannot follow another")
    }
    if case .anchor = atom { return min == 0 ? .empty : atom }
    return .repetition(atom, min: min, max: max)
  }

  private mutating func quantifier() throws(LinearRegex.SyntaxError) -> (Int, Int?)? {
    if take("*") { return (0, nil) }
    if take("+") { return (1, nil) }
    if take("?") { return (0, 1) }
    guard let (min, max, length) = bounds() else { return nil }
    i += length
    if let max, max < min { throw error("{\(min),\(max)} counts down") }
    if min > RegexParser.maxCount || (max ?? 0) > RegexParser.maxCount {
      throw error("a count over \(RegexParser.maxCount)")
    }
    return (min, max)
  }

  /// `{n}`, `{n,}`, `{n,m}` or `{,m}` at the current position, with its length in
  /// characters; nil when the brace is a plain character.
  private func bounds() -> (Int, Int?, Int)? {
    guard peek == "{" else { return nil }
    // Digits and a comma only, so a brace that opens no count costs a few characters.
    var close = i + 1
    while close < chars.count, close - i <= 16, chars[close].isASCII,
      chars[close].isNumber || chars[close] == ","
    {
      close += 1
    }
    guard close < chars.count, chars[close] == "}" else { return nil }
    let body = String(chars[(i + 1)..<close])
    let parts = body.split(separator: ",", omittingEmptySubsequences: false)
    func number(_ s: Substring) -> Int? {
      !s.isEmpty && s.count <= 6 && s.allSatisfy(\.isASCII) && s.allSatisfy(\.isNumber)
        ? Int(s) : nil
    }
    let length = close - i + 1
    switch parts.count {
    case 1: return number(parts[0]).map { ($0, $0, length) }
    case 2:
      if parts[0].isEmpty, let max = number(parts[1]) { return (0, max, length) }
      guard let min = number(parts[0]) else { return nil }
      if parts[1].isEmpty { return (min, nil, length) }
      return number(parts[1]).map { (min, $0, length) }
    default: return nil
    }
  }

  private mutating func atom() throws(LinearRegex.SyntaxError) -> RegexNode {
    let c = chars[i]
    i += 1
    switch c {
    case ".": return .anyButNewline
    case "^": return .anchor(.start)
    case "$": return .anchor(.end)
    case "[": return .set(try characterClass())
    case "(": return try group()
    case "\\": return try escape()
    default: return .character(c)
    }
  }

  private mutating func group() throws(LinearRegex.SyntaxError) -> RegexNode {
    if take("?") {
      if take(":") {
      } else if take("P") {
        guard take("<") else { throw unsupported("a named backreference or call is") }
        try name(until: ">")
      } else if take("<") {
        if let c = peek, c == "=" || c == "!" { throw unsupported("lookbehind is") }
        try name(until: ">")
      } else if take("'") {
        try name(until: "'")
      } else if let c = peek, c == "=" || c == "!" {
        throw unsupported("lookahead is")
      } else if peek == ">" {
        throw unsupported("an atomic group is")
      } else {
        throw unsupported("a group option (?\(peek.map(String.init) ?? "")…) is")
      }
    }
    guard depth < RegexParser.maxDepth else {
      throw error("groups nested over \(RegexParser.maxDepth) deep")
    }
    depth += 1
    let inner = try alternatives()
    depth -= 1
    guard take(")") else { throw error("a ( without its )") }
    return inner
  }

  private mutating func name(until end: Character) throws(LinearRegex.SyntaxError) {
    let start = i
    while let c = peek, c.isLetter || c.isNumber || c == "_" { i += 1 }
    guard i > start, take(end) else { throw error("a group name must end with \(end)") }
  }

  private mutating func escape() throws(LinearRegex.SyntaxError) -> RegexNode {
    guard let c = peek else { throw error("a \\ at the end") }
    i += 1
    switch c {
    case "A": return .anchor(.start)
    case "z", "Z": return .anchor(.end)
    case "b": return .anchor(.wordBoundary)
    case "B": return .anchor(.notWordBoundary)
    default:
      if let item = try classEscape(c) { return .set(CharacterClass(items: [item])) }
      return .character(try characterEscape(c))
    }
  }

  /// `\d \D \w \W \s \S`, or nil for another escape.
  private func classEscape(_ c: Character) throws(LinearRegex.SyntaxError) -> CharacterClass.Item? {
    switch c {
    case "d", "D": return .digit(c == "d")
    case "w", "W": return .word(c == "w")
    case "s", "S": return .space(c == "s")
    case "p", "P": throw unsupported("a Unicode property is")
    default: return nil
    }
  }

  /// The character an escape stands for (after the `\` and `c`).
  private mutating func characterEscape(_ c: Character) throws(LinearRegex.SyntaxError)
    -> Character
  {
    switch c {
    case "t": return "\t"
    case "n": return "\n"
    case "r": return "\r"
    case "f": return "\u{0C}"
    case "v": return "\u{0B}"
    case "e": return "\u{1B}"
    case "a": return "\u{07}"
    case "0":
      // Up to three more octal digits, as Swift reads `\012` and `\0101`.
      var value: UInt32 = 0
      var digits = 0
      while digits < 3, let d = peek, let v = d.wholeNumberValue, v < 8, d.isASCII {
        value = value * 8 + UInt32(v)
        digits += 1
        i += 1
      }
      // At most 0o777: always a scalar.
      return Character(Unicode.Scalar(value) ?? "\u{0}")
    case "x": return try scalar(digits: 2)
    case "u": return try scalar(digits: 4)
    case "k", "g": throw unsupported("a backreference is")
    default:
      if c.isNumber { throw unsupported("a backreference is") }
      if c.isLetter || c.isNumber { throw error("unknown escape \\\(c)") }
      return c
    }
  }

  /// `{H…}` or exactly `digits` hexadecimal digits, as a character.
  private mutating func scalar(digits: Int) throws(LinearRegex.SyntaxError) -> Character {
    var hex = ""
    if take("{") {
      while let c = peek, c != "}" {
        hex.append(c)
        i += 1
      }
      guard take("}") else { throw error("a \\x{ or \\u{ without its }") }
    } else {
      guard i + digits <= chars.count else { throw error("a short hexadecimal escape") }
      hex = String(chars[i..<(i + digits)])
      i += digits
    }
    guard hex.count <= 8, !hex.isEmpty, hex.allSatisfy(\.isHexDigit),
      let value = UInt32(hex, radix: 16), let s = Unicode.Scalar(value)
    else { throw error("'\(hex)' is not a character's code") }
    return Character(s)
  }

  private mutating func characterClass() throws(LinearRegex.SyntaxError) -> CharacterClass {
    var set = CharacterClass()
    set.negated = take("^")
    // As in Swift's syntax, a class has a member before its ] (write \] for a ]).
    if peek == "]" { throw error("a class with no member (write \\] for a ])") }
    while true {
      guard let c = peek else { throw error("a [ without its ]") }
      if c == "]" { break }
      i += 1
      if c == "[" { throw unsupported("a [ inside a class (write \\[) is") }
      if c == "&" && peek == "&" || c == "~" && peek == "~" || c == "-" && peek == "-" {
        throw unsupported("a class operation (\(c)\(c)) is")
      }
      var low: Character = c
      if c == "\\" {
        guard let e = peek else { throw error("a \\ at the end") }
        i += 1
        if let item = try classEscape(e) {
          set.items.append(item)
          continue
        }
        low = e == "b" ? "\u{08}" : try characterEscape(e)
      }
      // A range, unless the - is last.
      if peek == "-", i + 1 < chars.count, chars[i + 1] != "]" {
        i += 1
        var high = chars[i]
        i += 1
        if high == "\\" {
          guard let e = peek else { throw error("a \\ at the end") }
          i += 1
          high = try characterEscape(e)
        }
        guard let l = low.unicodeScalars.first?.value, low.unicodeScalars.count == 1,
          let h = high.unicodeScalars.first?.value, high.unicodeScalars.count == 1, l <= h
        else { throw error("a range \(low)-\(high) that is out of order") }
        set.items.append(.range(l...h))
      } else {
        set.items.append(.character(low))
      }
    }
    i += 1
    return set
  }
}

/// Turns a tree into the automaton's instructions, within ``LinearRegex/maxProgram`` steps
/// of work: every node it visits costs one, a class one more for each item, so a
/// repetition of something that compiles to nothing costs as much as any other.
struct RegexCompiler {
  var program: [Instruction] = []
  private var cost = 0

  mutating func emit(_ node: RegexNode) throws(LinearRegex.SyntaxError) {
    cost += 1
    if case .set(let set) = node { cost += set.items.count }
    guard cost <= LinearRegex.maxProgram else {
      throw LinearRegex.SyntaxError(
        message: "too large a pattern (over \(LinearRegex.maxProgram) steps)")
    }
    switch node {
    case .empty: break
    case .character(let c): program.append(.character(c))
    case .set(let set): program.append(.set(set))
    case .anyButNewline: program.append(.anyButNewline)
    case .anchor(let anchor): program.append(.assert(anchor))
    case .sequence(let items):
      for item in items { try emit(item) }
    case .alternatives(let options):
      var jumps: [Int] = []
      for (k, option) in options.enumerated() {
        let split = program.count
        if k < options.count - 1 { program.append(.split(split + 1, -1)) }
        try emit(option)
        if k < options.count - 1 {
          jumps.append(program.count)
          program.append(.jump(-1))
          program[split] = .split(split + 1, program.count)
        }
      }
      for jump in jumps { program[jump] = .jump(program.count) }
    case .repetition(let inner, let min, let max):
      for _ in 0..<min { try emit(inner) }
      guard let max else {
        // Any more: try the operand, and come back.
        let split = program.count
        program.append(.split(split + 1, -1))
        try emit(inner)
        program.append(.jump(split))
        program[split] = .split(split + 1, program.count)
        return
      }
      var splits: [Int] = []
      for _ in min..<max {
        splits.append(program.count)
        program.append(.split(program.count + 1, -1))
        try emit(inner)
      }
      for split in splits { program[split] = .split(split + 1, program.count) }
    }
  }
}
