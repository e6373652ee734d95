import SimGeometry
import SimRender
import SimScene

extension Maps {
  /// How maps and their annotation views are drawn: a map clips what it holds and shows a
  /// light street grid that moves with its region; a pin is a needle with a coloured head,
  /// unless its style draws it otherwise (an image pin is a grey box).
  static let drawings: [KindDrawing] = [
    KindDrawing(.map, svg: streets, clipsToBounds: true),
    KindDrawing(.pin, svg: pin, terminal: pinGlyph),
    KindDrawing(
      .standardCallout, svg: standardCallout,
      labelText: { scene, id in scene.standardCalloutLabelText(id) },
      bubble: { scene, id in
        scene.node(id).map {
          Rect(
            x: 0, y: 0, width: $0.layer.bounds.width,
            height: $0.layer.bounds.height - Maps.standardCalloutArrow.height)
        }
      }),
  ]

  /// MapKit's callout: a white rounded bubble over a down arrow, with a soft shadow.
  private static func standardCallout(
    _ item: DrawnNode, _ w: inout SVGWriter, _ context: SVGContext
  ) -> Bool {
    let b = item.state.bounds
    let n = SVGWriter.n
    let arrow = Maps.standardCalloutArrow
    let body = Rect(x: b.minX, y: b.minY, width: b.width, height: b.height - arrow.height)
    let shadow = w.shadow(dx: 0, dy: 1, blur: 3, color: Color(white: 0), opacity: 0.3)
    w.body.append(
      "<g filter=\"url(#\(shadow))\">" + SVGWriter.rect(body, "rx=\"8\" fill=\"#FFFFFF\"")
        + "<path d=\"M\(n(b.midX - arrow.width / 2)) \(n(body.maxY - 1))L\(n(b.midX)) "
        + "\(n(b.maxY))L\(n(b.midX + arrow.width / 2)) \(n(body.maxY - 1))Z\" fill=\"#FFFFFF\"/></g>"
    )
    return true
  }

  private static func streets(_ item: DrawnNode, _ w: inout SVGWriter, _ context: SVGContext)
    -> Bool
  {
    let b = item.state.bounds
    let n = SVGWriter.n
    w.body.append(SVGWriter.rect(b, "fill=\"#E9E5DC\""))
    // A light street grid, so the map reads as a map; it moves with the map's region.
    if let region = context.scene.mapRegion(item.state.id) {
      let step = 40.0 * region.scale
      let r = region.rect
      var x = (r.minX / step).rounded(.up) * step
      var lines: [String] = []
      while x < r.maxX, lines.count < 200 {
        let px = (x - r.minX) / region.scale + b.minX
        lines.append("M\(n(px)) \(n(b.minY))V\(n(b.maxY))")
        x += step
      }
      var y = (r.minY / step).rounded(.up) * step
      while y < r.maxY, lines.count < 400 {
        let py = (y - r.minY) / region.scale + b.minY
        lines.append("M\(n(b.minX)) \(n(py))H\(n(b.maxX))")
        y += step
      }
      w.body.append(
        "<path d=\"\(lines.joined(separator: " "))\" stroke=\"#F7F5EF\" stroke-width=\"2\"/>")
    }
    return true
  }

  /// An image pin: a grey box the image's size.
  static func imagePin(_ item: DrawnNode, _ w: inout SVGWriter, _ context: SVGContext) -> Bool {
    w.body.append(
      SVGWriter.rect(
        item.state.bounds, "fill=\"#B0BEC5\" stroke=\"#546E7A\" stroke-width=\"1\""))
    return true
  }

  /// The style a pin's view shows in its frame state.
  private static func style(_ item: DrawnNode, in scene: Scene) -> PinStyle? {
    item.string("style").flatMap(scene.pinStyle(named:))
  }

  private static func pin(_ item: DrawnNode, _ w: inout SVGWriter, _ context: SVGContext) -> Bool {
    if let drawn = style(item, in: context.scene)?.svg { return drawn(item, &w, context) }
    let b = item.state.bounds
    let n = SVGWriter.n
    let offset = item.numbers("centerOffset") ?? [8, -15]
    let tip = Point(x: b.midX - offset[0], y: b.midY - offset[1])
    let colour =
      item.string("pinColor").flatMap(Color.init(parsing:))
      ?? Color(red: 0.85, green: 0.13, blue: 0.13)
    w.body.append(
      "<path d=\"M\(n(tip.x)) \(n(tip.y))V\(n(tip.y - 20))\" stroke=\"#555555\" stroke-width=\"1.5\"/>"
    )
    w.body.append(
      "<circle cx=\"\(n(tip.x))\" cy=\"\(n(tip.y - 24))\" r=\"6.5\" "
        + "\(SVGWriter.fill(colour)) stroke=\"#000000\" stroke-opacity=\"0.4\" stroke-width=\"0.75\"/>"
    )
    w.body.append(
      "<circle cx=\"\(n(tip.x - 2))\" cy=\"\(n(tip.y - 26))\" r=\"2\" fill=\"#FFFFFF\" fill-opacity=\"0.6\"/>"
    )
    if item.field("selected") == .bool(true) {
      w.body.append(
        "<circle cx=\"\(n(tip.x))\" cy=\"\(n(tip.y - 24))\" r=\"9\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"1.5\"/>"
      )
    }
    return true
  }

  /// A pin in the terminal: a mark at its tip and its id beside it, unless its style draws
  /// it otherwise.
  private static func pinGlyph(
    _ item: DrawnNode, _ canvas: inout CharCanvas, _ context: TerminalContext
  ) -> Bool {
    if let drawn = style(item, in: context.scene)?.terminal { return drawn(item, &canvas, context) }
    let id = item.state.id
    let bounds = item.state.bounds
    let offset = item.numbers("centerOffset") ?? [0, 0]
    let tip = item.toScreen.apply(
      to: Point(x: bounds.midX - offset[0], y: bounds.midY - offset[1]))
    let c = canvas.cell(tip)
    canvas.put(c.col, c.row, context.glyphs.marker)
    canvas.text(c.col + 1, c.row, id, maxLength: id.count)
    return true
  }
}
