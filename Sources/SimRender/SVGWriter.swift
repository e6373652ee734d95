public import SimGeometry

/// SVG text, built up element by element.
public struct SVGWriter: Sendable {
  /// The elements drawn, in order.
  public var body: [String] = []
  /// What they refer to (filters, clip paths, gradients, masks).
  public var defs: [String] = []
  /// Makes ids unique within one document (a film holds many pictures).
  public let prefix: String
  /// Where the ids of views were written on the screen, so the next does not overlap one.
  var placedIDs: [Rect] = []
  private var counter = 0
  /// Text clips count apart, so adding them leaves the other definitions' ids as they were.
  private var textClips = 0

  /// A writer whose ids start with `prefix`.
  public init(prefix: String) { self.prefix = prefix }

  /// A new id for a definition, unique in the document: `s` + kind + a number.
  public mutating func newID(_ kind: String) -> String {
    counter += 1
    return "\(prefix)\(kind)\(counter)"
  }

  /// Draws what `draw` adds under a clip path of `rect`: text drawn so stays inside its
  /// frame whatever font the viewer puts in for the one named.
  public mutating func clipped(to rect: Rect, _ draw: (inout SVGWriter) -> Void) {
    textClips += 1
    let clip = "\(prefix)textclip\(textClips)"
    defs.append(
      "<clipPath id=\"\(clip)\"><rect x=\"\(Self.n(rect.minX))\" y=\"\(Self.n(rect.minY))\" "
        + "width=\"\(Self.n(rect.width))\" height=\"\(Self.n(rect.height))\"/></clipPath>")
    body.append("<g clip-path=\"url(#\(clip))\">")
    draw(&self)
    body.append("</g>")
  }

  /// A number as SVG takes it: trimmed, and 0 for what is not finite.
  public static func n(_ v: Double) -> String { NumberFormat.string(v.isFinite ? v : 0) }

  /// Text for an attribute or an element (`XMLText.escaped(_:)`).
  public static func escape(_ text: String) -> String { XMLText.escaped(text) }

  /// `#RRGGBB` (the alpha goes in an opacity attribute).
  public static func color(_ c: Color) -> String {
    let hex = c.hexString
    return String(hex.prefix(7))
  }

  /// `fill="#RRGGBB"` and, when not opaque, `fill-opacity`.
  public static func fill(_ c: Color) -> String {
    c.alpha < 1
      ? "fill=\"\(color(c))\" fill-opacity=\"\(n(c.alpha))\"" : "fill=\"\(color(c))\""
  }

  /// A drop shadow filter; returns its id.
  public mutating func shadow(dx: Double, dy: Double, blur: Double, color: Color, opacity: Double)
    -> String
  {
    let id = newID("shadow")
    defs.append(
      "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
        + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(SVGWriter.n(blur / 2))\"/>"
        + "<feOffset dx=\"\(SVGWriter.n(dx))\" dy=\"\(SVGWriter.n(dy))\" result=\"b\"/>"
        + "<feFlood flood-color=\"\(SVGWriter.color(color))\" flood-opacity=\"\(SVGWriter.n(opacity))\"/>"
        + "<feComposite in2=\"b\" operator=\"in\"/>"
        + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>")
    return id
  }

  /// A line of text at a baseline point.
  public mutating func text(
    _ s: String, x: Double, y: Double, size: Double, bold: Bool = false, color: Color,
    anchor: String = "start"
  ) {
    body.append(
      "<text x=\"\(SVGWriter.n(x))\" y=\"\(SVGWriter.n(y))\" font-family=\"Helvetica, Arial, sans-serif\" "
        + "font-size=\"\(SVGWriter.n(size))\"" + (bold ? " font-weight=\"bold\"" : "")
        + " text-anchor=\"\(anchor)\" \(SVGWriter.fill(color))>\(SVGWriter.escape(s))</text>")
  }

  /// A closed rectangle as path data.
  public static func rectPath(_ r: Rect) -> String {
    "M\(n(r.minX)) \(n(r.minY))H\(n(r.maxX))V\(n(r.maxY))H\(n(r.minX))Z"
  }

  /// A `<rect>` element with more attributes.
  public static func rect(_ r: Rect, _ extra: String) -> String {
    "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" "
      + "height=\"\(n(r.height))\" \(extra)/>"
  }
}
