import SimGeometry
import SimRender
import SimScene

extension Pulsing {
  /// How SVPulsingAnnotationView's layers are drawn: the halo (pulsing, or in the iOS 6
  /// look a glowing ring image), the white ring with its shadow and the coloured dot. In the
  /// terminal only the halo shows, as a circle of dots around the pin's mark.
  static let drawings: [KindDrawing] = [
    KindDrawing(.halo, svg: halo, terminal: haloDots),
    KindDrawing(.ring, svg: disc, terminal: { _, _, _ in true }),
    KindDrawing(.dot, svg: disc, terminal: { _, _, _ in true }),
    KindDrawing(.templateImage, svg: template),
  ]

  /// A template image: scenesim knows an image's size, not its pixels, so its whole box
  /// takes the tint.
  private static func template(_ item: DrawnNode, _ w: inout SVGWriter, _ context: SVGContext)
    -> Bool
  {
    guard let tint = item.string("tint").flatMap(Color.init(parsing:)) else { return true }
    w.body.append(SVGWriter.rect(item.state.bounds, SVGWriter.fill(tint)))
    return true
  }

  private static func halo(_ item: DrawnNode, _ w: inout SVGWriter, _ context: SVGContext)
    -> Bool
  {
    guard item.state.color == nil else { return disc(item, &w, context) }
    // The iOS 6 look: the halo shows a ring image (radius 20, 35 or 50, stretched over
    // the halo, so always 6/7 of it across) glowing in the annotation colour.
    let items = context.items
    let b = item.state.bounds
    guard let pin = item.state.parent.flatMap({ id in items.first { $0.state.id == id } }),
      let ring = pin.numbers("haloRing")?.first, ring > 0,
      let dotID = context.scene.part("dot", of: pin.state.id),
      let dot = items.first(where: { $0.state.id == dotID })?.state.color
    else { return true }
    let n = SVGWriter.n
    let radius = b.width / 2 * 6 / 7
    let glow = w.shadow(dx: 0, dy: 0, blur: radius / 6, color: dot, opacity: 1)
    w.body.append(
      "<circle cx=\"\(n(b.midX))\" cy=\"\(n(b.midY))\" r=\"\(n(radius - radius / 48))\" "
        + "fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"\(n(radius / 24))\" filter=\"url(#\(glow))\"/>"
    )
    return true
  }

  /// A layer drawn as a filled ellipse in its colour (the ring with a soft shadow).
  private static func disc(_ item: DrawnNode, _ w: inout SVGWriter, _ context: SVGContext)
    -> Bool
  {
    guard let colour = item.state.color else { return true }
    let b = item.state.bounds
    let n = SVGWriter.n
    var filter = ""
    if item.state.kind == .ring {
      let id = w.shadow(dx: 0, dy: 2, blur: 3, color: Color(white: 0), opacity: 0.3)
      filter = " filter=\"url(#\(id))\""
    }
    w.body.append(
      "<ellipse cx=\"\(n(b.midX))\" cy=\"\(n(b.midY))\" rx=\"\(n(b.width / 2))\" "
        + "ry=\"\(n(b.height / 2))\" \(SVGWriter.fill(colour))\(filter)/>")
    return true
  }

  private static func haloDots(
    _ item: DrawnNode, _ canvas: inout CharCanvas, _ context: TerminalContext
  ) -> Bool {
    guard item.opacity >= 0.05 else { return true }
    let screenRect = item.toScreen.apply(to: item.state.bounds)
    let centre = screenRect.center
    let radius = screenRect.width / 2
    guard radius * canvas.scale >= 1, radius.isFinite,
      canvas.visibleBox(canvas.box(screenRect)) != nil
    else { return true }
    let steps = max(12, Int(min(4096, radius * canvas.scale * 8)))
    for k in 0..<steps {
      let angle = Double(k) / Double(steps) * 2 * .pi
      let p = Point(x: centre.x + radius * cosine(angle), y: centre.y + radius * sine(angle))
      let c = canvas.cell(p)
      canvas.shade(c.col, c.row, context.glyphs.dotted)
    }
    return true
  }

  /// A pulsing pin in the terminal: a dot at its centre and its id beside it.
  static func pinGlyph(_ item: DrawnNode, _ canvas: inout CharCanvas, _ context: TerminalContext)
    -> Bool
  {
    let id = item.state.id
    let c = canvas.cell(item.toScreen.apply(to: item.state.bounds).center)
    canvas.put(c.col, c.row, context.glyphs.bullet)
    canvas.text(c.col + 1, c.row, id, maxLength: id.count)
    return true
  }
}
