public import SimGeometry
public import SimRender

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
    Double(units(of: text, bold: bold)) * fontSize / 1000
  }

  /// The advance width of `text` in thousandths of an em: whole numbers, so the width of
  /// joined text is the sum of its pieces' exactly.
  static func units(of text: Substring, bold: Bool) -> Int {
    let table = bold ? HelveticaMetrics.boldWidths : HelveticaMetrics.widths
    let fallback = bold ? HelveticaMetrics.boldFallback : HelveticaMetrics.fallback
    var units = 0
    for scalar in text.unicodeScalars {
      units += table[scalar.value] ?? fallback
    }
    return units
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
  public static func lines(_ text: String, fontSize: Double, maxWidth: Double, bold: Bool = false)
    -> [String]
  {
    wrap(text, fontSize: fontSize, maxWidth: maxWidth, bold: bold).map(\.text)
  }

  /// A wrapped line, and what separates it from the next one in the text: a space (a break
  /// between words), a newline, or nothing (a word broken between characters).
  struct WrappedLine {
    var text: String
    var separator: String
  }

  static func wrap(_ text: String, fontSize: Double, maxWidth: Double, bold: Bool)
    -> [WrappedLine]
  {
    // Widths are kept as running sums of whole units, so a long text wraps in one pass.
    func fits(_ units: Int) -> Bool { Double(units) * fontSize / 1000 <= maxWidth }
    let space = units(of: " ", bold: bold)
    var result: [WrappedLine] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineUnits = 0
      for word in paragraph.split(separator: " ") {
        let wordUnits = units(of: word, bold: bold)
        let candidate = line.isEmpty ? wordUnits : lineUnits + space + wordUnits
        if fits(candidate) {
          if !line.isEmpty { line.append(" ") }
          line.append(contentsOf: word)
          lineUnits = candidate
          continue
        }
        if !line.isEmpty { result.append(WrappedLine(text: line, separator: " ")) }
        // A word wider than the line breaks between characters.
        var piece = ""
        var pieceUnits = 0
        for character in word {
          let characterUnits = units(of: Substring(String(character)), bold: bold)
          if !piece.isEmpty, !fits(pieceUnits + characterUnits) {
            result.append(WrappedLine(text: piece, separator: ""))
            piece = String(character)
            pieceUnits = characterUnits
          } else {
            piece.append(character)
            pieceUnits += characterUnits
          }
        }
        line = piece
        lineUnits = pieceUnits
      }
      result.append(WrappedLine(text: line, separator: "\n"))
    }
    return result
  }

  /// sizeWithFont:constrainedToSize:(maxWidth, MAXFLOAT): the widest line and the lines'
  /// height, each rounded up to a whole point. Empty text measures 0x0. It wraps whatever
  /// the label's numberOfLines, as NSString's measuring does.
  public static func size(
    _ text: String, fontSize: Double = systemFontSize, bold: Bool = false, maxWidth: Double
  ) -> Size {
    guard !text.isEmpty else { return .zero }
    let lines = lines(text, fontSize: fontSize, maxWidth: max(maxWidth, 0), bold: bold)
    let widest = lines.map { width(of: $0[...], fontSize: fontSize, bold: bold) }.max() ?? 0
    let height = Double(lines.count) * lineHeightEm * fontSize
    return Size(width: widest.rounded(.up), height: height.rounded(.up))
  }

  /// `text` cut at the tail to fit `maxWidth` with an ellipsis (U+2026) after it, as
  /// UILineBreakModeTailTruncation draws it: whole characters, trailing spaces dropped.
  /// Text that fits comes back unchanged.
  public static func truncatingTail(
    _ text: String, fontSize: Double, bold: Bool = false, maxWidth: Double
  ) -> String {
    guard width(of: text[...], fontSize: fontSize, bold: bold) > maxWidth else { return text }
    // Widths add up (no kerning), so one pass over the prefixes, shortest first, finds the
    // longest that fits: a prefix's kept part (without trailing spaces) only ever grows.
    let table = bold ? HelveticaMetrics.boldWidths : HelveticaMetrics.widths
    let fallback = bold ? HelveticaMetrics.boldFallback : HelveticaMetrics.fallback
    func units(_ c: Character) -> Int {
      c.unicodeScalars.reduce(0) { $0 + (table[$1.value] ?? fallback) }
    }
    func fits(_ units: Int) -> Bool { Double(units) * fontSize / 1000 <= maxWidth }
    let ellipsis = units("\u{2026}")
    var total = 0
    var keptEnd = text.startIndex
    var keptUnits = 0
    var best = text.startIndex
    for index in text.indices.dropLast() {
      let c = text[index]
      total += units(c)
      if c != " " {
        keptEnd = text.index(after: index)
        keptUnits = total
      }
      guard fits(keptUnits + ellipsis) else { break }
      best = keptEnd
    }
    return String(text[..<best]) + "\u{2026}"
  }
}

/// How UILabel draws its text in its bounds: the wrapped lines up to numberOfLines and as
/// many as the height holds (at least one), the last one cut at the tail when text is left
/// over, each aligned across the width, the block centred vertically.
public struct LabelLayout: Hashable, Sendable {
  /// UILabel's textAlignment.
  public typealias Alignment = LabelText.Alignment

  /// The lines drawn, the last one truncated when text is left over.
  public var lines: [String]
  /// Whether text was left out.
  public var isTruncated: Bool
  /// The x of each line's start, in the label's coordinates.
  public var xs: [Double]
  /// The top of the first line, in the label's coordinates (negative when the text is taller
  /// than the label: it is centred and spills over both edges).
  public var top: Double
  /// One line's height (rounded up to a whole point).
  public var lineHeight: Double

  /// Lays out `text` in a label of `size`. `numberOfLines` 0 means as many as fit.
  public init(
    _ text: String, in size: Size, fontSize: Double, bold: Bool, numberOfLines: Int,
    alignment: Alignment
  ) {
    let wrapped =
      numberOfLines == 1
      ? [
        TextMeasure.WrappedLine(
          text: String(text.map { $0 == "\n" ? " " : $0 }), separator: "")
      ]
      : TextMeasure.wrap(text, fontSize: fontSize, maxWidth: max(size.width, 0), bold: bold)
    let exactLine = max(TextMeasure.lineHeightEm * fontSize, 1e-9)
    let held = ((size.height + 1e-9) / exactLine).rounded(.down)
    let fitting = held.isFinite ? max(1, Int(min(held, 1e6))) : 1
    let limit = numberOfLines <= 0 ? fitting : min(numberOfLines, fitting)
    var shown = wrapped.prefix(limit).map(\.text)
    let isCut =
      wrapped.count > limit
      || TextMeasure.width(of: shown.last?[...] ?? "", fontSize: fontSize, bold: bold)
        > size.width
    if isCut, !shown.isEmpty {
      // The last line holds the rest of the text, cut at the tail.
      var rest = ""
      for (k, line) in wrapped.enumerated().dropFirst(limit - 1) {
        rest += line.text
        if k + 1 < wrapped.count { rest += line.separator == "\n" ? " " : line.separator }
      }
      shown[shown.count - 1] = TextMeasure.truncatingTail(
        rest, fontSize: fontSize, bold: bold, maxWidth: size.width)
    }
    lines = shown
    isTruncated = isCut
    lineHeight = exactLine.rounded(.up)
    let blockHeight = (Double(shown.count) * exactLine).rounded(.up)
    top = (size.height - blockHeight) / 2
    xs = shown.map { line in
      let w = TextMeasure.width(of: line[...], fontSize: fontSize, bold: bold).rounded(.up)
      switch alignment {
      case .left: return 0
      case .center: return (size.width - w) / 2
      case .right: return size.width - w
      }
    }
  }
}
