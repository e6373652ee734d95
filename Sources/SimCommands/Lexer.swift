import SimGeometry

/// One word of a command line.
public struct Token: Hashable, Sendable {
  /// The word, with quotes removed and escapes resolved.
  public var text: String
  /// The 1-based column where it starts (counted in characters).
  public var column: Int
  /// Whether it was written in double quotes (so it is text, never a command word).
  public var quoted: Bool
  /// The column just after it as written (its closing quote, escapes and all).
  public var endColumn: Int
}

/// Splits a command line into words.
///
/// Words are separated by spaces or tabs. `"double quotes"` hold spaces, with `\"` and
/// `\\` as escapes. A `#` outside quotes begins a comment to the end of the line, unless
/// it starts a word that is a colour literal (`#RRGGBB` or `#RRGGBBAA`, which a `#` may
/// follow to begin a comment). A braced expression (`{a.frame.maxX + 10}`) is part of its
/// word, spaces and all. Other control characters are refused.
public enum Lexer {
  /// The words of `line`, or the first lexical error.
  public static func tokenize(_ line: String) throws(CommandError) -> [Token] {
    // An ASCII line's characters are its bytes (a CR LF pair, one character, is refused
    // at the CR either way), which are read in place, without finding grapheme boundaries.
    var line = line
    if line.utf8.allSatisfy({ $0 < 0x80 }) {
      return try line.withUTF8 { bytes in
        Result { () throws(CommandError) in try tokenize(units: bytes) }
      }.get()
    }
    return try Array(line).withUnsafeBufferPointer { characters in
      Result { () throws(CommandError) in try tokenize(units: characters) }
    }.get()
  }

  private static func tokenize<Unit: LexUnit>(units chars: UnsafeBufferPointer<Unit>)
    throws(CommandError) -> [Token]
  {
    var tokens: [Token] = []
    // Room for a typical command's words at once, rather than growing one word at a time.
    if !chars.isEmpty { tokens.reserveCapacity(8) }
    let space = UInt8(ascii: " ")
    let tab = UInt8(ascii: "\t")
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    let hash = UInt8(ascii: "#")
    let openBrace = UInt8(ascii: "{")
    let closeBrace = UInt8(ascii: "}")
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c.ascii == space || c.ascii == tab {
        i += 1
        continue
      }
      try checkControl(c.firstScalar, at: i)
      let start = i
      if c.ascii == quote {
        var text = ""
        i += 1
        var closed = false
        while i < chars.count {
          let d = chars[i]
          if d.ascii == backslash && i + 1 < chars.count
            && (chars[i + 1].ascii == quote || chars[i + 1].ascii == backslash)
          {
            chars[i + 1].append(to: &text)
            i += 2
            continue
          }
          if d.ascii == quote {
            closed = true
            i += 1
            break
          }
          try checkControl(d.firstScalar, at: i)
          d.append(to: &text)
          i += 1
        }
        guard closed else {
          throw CommandError(
            "unterminated quote", column: start + 1, hint: "close the text with \"")
        }
        if i < chars.count, chars[i].ascii != space, chars[i].ascii != tab,
          chars[i].ascii != hash
        {
          throw CommandError(
            "text after a closing quote", column: i + 1,
            hint: "put a space after the closing \"")
        }
        tokens.append(Token(text: text, column: start + 1, quoted: true, endColumn: i + 1))
        if i < chars.count, chars[i].ascii == hash { break }
        continue
      }
      while i < chars.count, chars[i].ascii != space, chars[i].ascii != tab {
        // A braced expression is part of the word, spaces and all (not in a comment).
        if chars[i].ascii == openBrace, chars[start].ascii != hash {
          let open = i
          while i < chars.count, chars[i].ascii != closeBrace {
            try checkControl(chars[i].firstScalar, at: i)
            if chars[i].ascii == quote {
              throw CommandError("a quote inside braces", column: i + 1)
            }
            i += 1
          }
          guard i < chars.count else {
            throw CommandError("unterminated brace", column: open + 1, hint: "close it with }")
          }
          i += 1
          continue
        }
        // A `#` after a word's first character starts a comment.
        if i > start, chars[i].ascii == hash { break }
        try checkControl(chars[i].firstScalar, at: i)
        if chars[i].ascii == quote {
          throw CommandError(
            "a quote inside a word", column: i + 1,
            hint: "quote the whole word, as in \"two words\"")
        }
        i += 1
      }
      let word = Unit.text(of: chars[start..<i])
      if word.hasPrefix("#"), !Color.isHexLiteral(Substring(word)) { break }
      tokens.append(Token(text: word, column: start + 1, quoted: false, endColumn: i + 1))
      if i < chars.count, chars[i].ascii == hash { break }
    }
    return tokens
  }

  private static func checkControl(_ v: UInt32, at index: Int) throws(CommandError) {
    if v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) {
      let hex = String(v, radix: 16, uppercase: true)
      throw CommandError(
        "control character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex,
        column: index + 1, hint: "remove it from the line")
    }
  }
}

/// What the lexer reads a line as: its characters, or the bytes of an ASCII line.
private protocol LexUnit {
  /// The ASCII value when the unit is exactly one ASCII character (nil otherwise).
  var ascii: UInt8? { get }
  /// The value of its first Unicode scalar, for the control-character check.
  var firstScalar: UInt32 { get }
  /// Adds the unit to the end of `text`.
  func append(to text: inout String)
  /// The text of a run of units.
  static func text(of units: Slice<UnsafeBufferPointer<Self>>) -> String
}

extension Character: LexUnit {
  // `asciiValue` also gives 10 for CR LF, which is compared with none of the lexer's
  // characters.
  fileprivate var ascii: UInt8? { asciiValue }
  fileprivate var firstScalar: UInt32 { unicodeScalars.first?.value ?? 0 }
  fileprivate func append(to text: inout String) { text.append(self) }
  // Appended one by one: `String(units)` goes through arrays of its own on the way.
  fileprivate static func text(of units: Slice<UnsafeBufferPointer<Character>>) -> String {
    var text = ""
    for unit in units { text.append(unit) }
    return text
  }
}

extension UInt8: LexUnit {
  fileprivate var ascii: UInt8? { self }
  fileprivate var firstScalar: UInt32 { UInt32(self) }
  fileprivate func append(to text: inout String) {
    text.unicodeScalars.append(Unicode.Scalar(self))
  }
  fileprivate static func text(of units: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    String(decoding: units, as: UTF8.self)
  }
}
