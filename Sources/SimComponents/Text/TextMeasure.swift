public import SimGeometry

/// The text model: NSString sizeWithFont:constrainedToSize: for the system font of iOS 5/6
/// (Helvetica), with the advance widths of Helvetica-compatible Nimbus Sans and no kerning.
///
/// Lines wrap at spaces (a word wider than the line breaks between characters, and a
/// newline always breaks). A line is 1.221 em high (20.757 pt at 17 pt, Helvetica's ascent,
/// descent and leading on iOS); the size is rounded up to whole points, as UIKit does.
public enum TextMeasure {
  /// UILabel's default font size: the 17 pt system font.
  public static let systemFontSize = 17.0
  /// Line height in em.
  public static let lineHeightEm = 1.221

  /// The advance width of `text` on one line at `fontSize`, in Helvetica or (with `bold`)
  /// Helvetica-Bold, the boldSystemFont of iOS 4 to 6.
  public static func width(of text: Substring, fontSize: Double, bold: Bool = false) -> Double {
    let table = bold ? HelveticaMetrics.boldWidths : HelveticaMetrics.widths
    let fallback = bold ? HelveticaMetrics.boldFallback : HelveticaMetrics.fallback
    var units = 0
    for scalar in text.unicodeScalars {
      units += table[scalar.value] ?? fallback
    }
    return Double(units) * fontSize / 1000
  }

  /// NSString sizeWithFont: on one line: the advance width and one line's height, each
  /// rounded up to a whole point. Empty text measures 0x0.
  public static func singleLineSize(_ text: String, fontSize: Double, bold: Bool = false) -> Size {
    guard !text.isEmpty else { return .zero }
    let widest =
      text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { width(of: $0, fontSize: fontSize, bold: bold) }.max() ?? 0
    return Size(width: widest.rounded(.up), height: (lineHeightEm * fontSize).rounded(.up))
  }

  /// The lines `text` wraps into within `maxWidth` (runs of spaces count as one).
  public static func lines(_ text: String, fontSize: Double, maxWidth: Double) -> [String] {
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if width(of: candidate[...], fontSize: fontSize) <= maxWidth {
          line = candidate
          continue
        }
        if !line.isEmpty { result.append(line) }
        // A word wider than the line breaks between characters.
        var piece = ""
        for character in word {
          let longer = piece + String(character)
          if !piece.isEmpty, width(of: longer[...], fontSize: fontSize) > maxWidth {
            result.append(piece)
            piece = String(character)
          } else {
            piece = longer
          }
        }
        line = piece
      }
      result.append(line)
    }
    return result
  }

  /// sizeWithFont:constrainedToSize:(maxWidth, MAXFLOAT): the widest line and the lines'
  /// height, each rounded up to a whole point. Empty text measures 0x0.
  public static func size(_ text: String, fontSize: Double = systemFontSize, maxWidth: Double)
    -> Size
  {
    guard !text.isEmpty else { return .zero }
    let lines = lines(text, fontSize: fontSize, maxWidth: max(maxWidth, 0))
    let widest = lines.map { width(of: $0[...], fontSize: fontSize) }.max() ?? 0
    let height = Double(lines.count) * lineHeightEm * fontSize
    return Size(width: widest.rounded(.up), height: height.rounded(.up))
  }
}
