import SimGeometry
import SimRender
import SimScene

extension GIK {
  /// How a callout is drawn: its bubble with the arrows as far as their strips stick out,
  /// its content clipped, its title and subtitle, its accessory button, and its detail view
  /// as the sample's grouped table.
  static let drawings: [KindDrawing] = [
    KindDrawing(
      .callout, svg: bubble, terminal: bubbleOutline, clipsParts: true,
      parts: ["detail": detailTable],
      labelText: { scene, id in scene.calloutLabelText(id) },
      bubble: { scene, id in scene.calloutShape(id)?.body }),
    KindDrawing(.calloutAccessory, svg: accessory, terminal: accessoryGlyph),
    KindDrawing(.calloutTable, clipsToBounds: true),
    KindDrawing(.calloutTableRow, svg: tableRow),
  ]

  private static func bubble(_ item: DrawnNode, _ w: inout SVGWriter, _ context: SVGContext)
    -> Bool
  {
    guard let shape = context.scene.calloutShape(item.state.id) else { return true }
    let n = SVGWriter.n
    var parts = [SVGWriter.rect(shape.body, "rx=\"7\" fill=\"#202226\"")]
    if let tip = shape.downTip {
      let base = shape.body.maxY - 1
      parts.append(
        "<path d=\"M\(n(tip.x - shape.downHalfWidth)) \(n(base))L\(n(tip.x)) "
          + "\(n(tip.y))L\(n(tip.x + shape.downHalfWidth)) \(n(base))Z\" fill=\"#202226\"/>"
      )
    }
    if let tip = shape.sideTip {
      let base = tip.x < shape.body.minX ? shape.body.minX + 1 : shape.body.maxX - 1
      parts.append(
        "<path d=\"M\(n(base)) \(n(tip.y - shape.sideHalfHeight))L\(n(tip.x)) "
          + "\(n(tip.y))L\(n(base)) \(n(tip.y + shape.sideHalfHeight))Z\" fill=\"#202226\"/>"
      )
    }
    let shadow = w.shadow(dx: 0, dy: 2, blur: 4, color: Color(white: 0), opacity: 0.5)
    w.body.append("<g opacity=\"0.92\" filter=\"url(#\(shadow))\">" + parts.joined() + "</g>")
    return true
  }

  private static func bubbleOutline(
    _ item: DrawnNode, _ canvas: inout CharCanvas, _ context: TerminalContext
  ) -> Bool {
    guard let shape = context.scene.calloutShape(item.state.id) else { return true }
    let g = context.glyphs
    canvas.frame(item.toScreen.apply(to: shape.body), label: nil, glyphs: g)
    if let tip = shape.downTip {
      let c = canvas.cell(item.toScreen.apply(to: tip))
      canvas.put(c.col, c.row, g.down)
    }
    if let tip = shape.sideTip {
      let c = canvas.cell(item.toScreen.apply(to: tip))
      canvas.put(c.col, c.row, tip.x < shape.body.minX ? g.left : g.right)
    }
    return true
  }

  /// GIK's detail view: a grouped table's background, with the rows of its table, or,
  /// when it is a plain view, rows 44 high as the sample's table shows them.
  private static func detailTable(
    _ item: DrawnNode, _ w: inout SVGWriter, _ context: SVGContext
  ) -> Bool {
    let b = item.state.bounds
    w.body.append(SVGWriter.rect(b, "rx=\"8\" fill=\"#F2F2F7\""))
    if let callout = context.scene.partLink(of: item.state.id)?.owner,
      context.scene.part("table", of: callout) != nil
    {
      return true
    }
    var y = b.minY + 10
    var rows = 0
    while y + 44 <= b.maxY, rows < 40 {
      rows += 1
      w.body.append(
        SVGWriter.rect(
          Rect(x: b.minX + 10, y: y, width: b.width - 20, height: 43), "rx=\"6\" fill=\"#FFFFFF\""
        ))
      y += 44
    }
    return true
  }

  /// A row of the detail's table: a white cell with the separator below it.
  private static func tableRow(_ item: DrawnNode, _ w: inout SVGWriter, _ context: SVGContext)
    -> Bool
  {
    let b = item.state.bounds
    w.body.append(
      SVGWriter.rect(
        Rect(x: b.minX, y: b.minY, width: b.width, height: max(0, b.height - 1)),
        "rx=\"6\" fill=\"#FFFFFF\""))
    return true
  }

  private static func accessory(_ item: DrawnNode, _ w: inout SVGWriter, _ context: SVGContext)
    -> Bool
  {
    let b = item.state.bounds
    let n = SVGWriter.n
    let r = min(b.width, b.height) / 2 - 2
    w.body.append(
      "<circle cx=\"\(n(b.midX))\" cy=\"\(n(b.midY))\" r=\"\(n(r))\" "
        + "fill=\"#2D6FD8\" stroke=\"#FFFFFF\" stroke-width=\"2\"/>")
    w.body.append(
      "<path d=\"M\(n(b.midX - 2.5)) \(n(b.midY - 5))L\(n(b.midX + 2.5)) "
        + "\(n(b.midY))L\(n(b.midX - 2.5)) \(n(b.midY + 5))\" fill=\"none\" "
        + "stroke=\"#FFFFFF\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    )
    return true
  }

  private static func accessoryGlyph(
    _ item: DrawnNode, _ canvas: inout CharCanvas, _ context: TerminalContext
  ) -> Bool {
    let c = canvas.cell(item.toScreen.apply(to: item.state.bounds).center)
    canvas.put(c.col, c.row, context.glyphs.chevron)
    return true
  }
}
