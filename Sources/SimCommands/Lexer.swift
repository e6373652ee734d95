import SimGeometry

/// One word of a command line.
public struct Token: Hashable, Sendable {
  /// The word, with quotes removed and escapes resolved.
  public var text: String
  /// The 1-based column where it starts (counted in characters).
  public var column: Int
  /// Whether it was written in double quotes (so it is text, never a command word).
  public var quoted: Bool
}

/// Splits a command line into words.
///
/// Words are separated by spaces or tabs. `"double quotes"` hold spaces, with `\"` and
/// `\\` as escapes. A `#` that starts a word begins a comment to the end of the line,
/// unless the word is a colour literal (`#RRGGBB` or `#RRGGBBAA`). Other control
/// characters are refused.
public enum Lexer {
  /// The words of `line`, or the first lexical error.
  public static func tokenize(_ line: String) throws(CommandError) -> [Token] {
    var tokens: [Token] = []
    let chars = Array(line)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == " " || c == "\t" {
        i += 1
        continue
      }
      try checkControl(c, at: i)
      let start = i
      if c == "\"" {
        var text = ""
        i += 1
        var closed = false
        while i < chars.count {
          let d = chars[i]
          if d == "\\" && i + 1 < chars.count && (chars[i + 1] == "\"" || chars[i + 1] == "\\") {
            text.append(chars[i + 1])
            i += 2
            continue
          }
          if d == "\"" {
            closed = true
            i += 1
            break
          }
          try checkControl(d, at: i)
          text.append(d)
          i += 1
        }
        guard closed else {
          throw CommandError(
            "unterminated quote", column: start + 1, hint: "close the text with \"")
        }
        if i < chars.count, chars[i] != " ", chars[i] != "\t" {
          throw CommandError(
            "text after a closing quote", column: i + 1,
            hint: "put a space after the closing \"")
        }
        tokens.append(Token(text: text, column: start + 1, quoted: true))
        continue
      }
      var word = ""
      while i < chars.count, chars[i] != " ", chars[i] != "\t" {
        try checkControl(chars[i], at: i)
        if chars[i] == "\"" {
          throw CommandError(
            "a quote inside a word", column: i + 1,
            hint: "quote the whole word, as in \"two words\"")
        }
        word.append(chars[i])
        i += 1
      }
      if word.hasPrefix("#"), !Color.isHexLiteral(Substring(word)) { break }
      tokens.append(Token(text: word, column: start + 1, quoted: false))
    }
    return tokens
  }

  private static func checkControl(_ c: Character, at index: Int) throws(CommandError) {
    guard let scalar = c.unicodeScalars.first else { return }
    let v = scalar.value
    if v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) {
      let hex = String(v, radix: 16, uppercase: true)
      throw CommandError(
        "control character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex,
        column: index + 1, hint: "remove it from the line")
    }
  }

}
