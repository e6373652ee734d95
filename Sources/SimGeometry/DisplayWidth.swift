/// How wide text shows in a terminal, in columns.
public enum DisplayWidth {
  /// How many terminal columns `ch` takes: two for emoji shown as pictures and for East
  /// Asian wide and fullwidth characters, one otherwise.
  public static func columns(_ ch: Character) -> Int {
    guard let first = ch.unicodeScalars.first else { return 1 }
    if ch.unicodeScalars.contains("\u{FE0F}") || first.properties.isEmojiPresentation {
      return 2
    }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// The columns `text` takes.
  public static func columns(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + columns($1) }
  }
}
