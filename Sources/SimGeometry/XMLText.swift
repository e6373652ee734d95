/// Text in XML: the one escaper for SVG pictures and JUnit reports.
public enum XMLText {
  /// `text` as XML character data or an attribute value: markup characters as entities;
  /// line feed, tab and carriage return as character references (so that an attribute
  /// keeps them); the characters XML 1.0 cannot hold at all (the other C0 controls,
  /// U+FFFE and U+FFFF) as visible `\xNN` text, as scenesim shows control characters
  /// everywhere.
  public static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n": out += "&#10;"
      case "\t": out += "&#9;"
      case "\r": out += "&#13;"
      case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
        let hex = String(scalar.value, radix: 16)
        out += "\\x" + (hex.count < 2 ? "0" + hex : hex)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
