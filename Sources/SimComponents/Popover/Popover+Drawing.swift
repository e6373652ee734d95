import SimGeometry
import SimRender
import SimScene

extension Popover {
  /// How a popover, or an annotation view (an FWTPopoverView too), is drawn: the background
  /// outline of its last present (fill, stroke, shadow, a PNG body), with its arrow; labels
  /// inside it keep to its body.
  static func drawing(_ kind: NodeKind) -> KindDrawing {
    KindDrawing(
      kind, svg: svg, terminal: terminal, bubble: { scene, id in scene.popoverBody(id) })
  }

  private static func svg(_ item: DrawnNode, _ w: inout SVGWriter, _ context: SVGContext)
    -> Bool
  {
    let scene = context.scene
    let id = item.state.id
    let b = item.state.bounds
    guard let style = scene.popovers[id], let path = try? scene.popoverPath(id), !path.isEmpty
    else { return false }
    let d = pathData(path)
    if style.shadowOpacity > 0 {
      let shadow = w.shadow(
        dx: style.shadowOffset.width, dy: style.shadowOffset.height, blur: style.shadowRadius,
        color: style.shadowColor, opacity: style.shadowOpacity)
      w.body.append(
        "<path d=\"\(d)\" fill=\"#000000\" fill-opacity=\"0.001\" filter=\"url(#\(shadow))\"/>")
    }
    // A PNG background covers the body; the helper's drawing shows only around it (the
    // arrow).
    var clip = ""
    let image = scene.popoverImageSlices(id)
    if let image {
      let clipID = w.newID("clip")
      // The stroke along the body's edge goes too, both halves of it.
      let half = style.lineWidth / 2
      let outer = b.insetBy(dx: -style.lineWidth, dy: -style.lineWidth)
      let hole = image.body.insetBy(dx: -half, dy: -half)
      w.defs.append(
        "<clipPath id=\"\(clipID)\"><path clip-rule=\"evenodd\" d=\"\(SVGWriter.rectPath(outer))\(SVGWriter.rectPath(hole))\"/>"
          + "</clipPath>")
      clip = " clip-path=\"url(#\(clipID))\""
    }
    let stroke =
      "stroke=\"\(SVGWriter.color(style.strokeColor))\" "
      + "stroke-opacity=\"\(SVGWriter.n(style.strokeColor.alpha))\" stroke-width=\"\(SVGWriter.n(style.lineWidth))\" "
      + "stroke-linejoin=\"\(style.lineJoin)\"\(Scene.strokeStyle(style))\(clip)/>"
    if let inner = style.drawn?.innerBorder,
      let innerPath = try? scene.popoverPath(id, inset: inner.inset)
    {
      // FWTPopoverBackgroundHelper.m 196-210: the fill, then drawPathBlock, then the stroke.
      let clipID = w.newID("clip")
      w.defs.append("<clipPath id=\"\(clipID)\"><path d=\"\(d)\"/></clipPath>")
      w.body.append("<path d=\"\(d)\" \(SVGWriter.fill(style.fillColor))\(clip)/>")
      w.body.append(
        "<path d=\"\(pathData(innerPath))\" fill=\"none\" stroke=\"\(SVGWriter.color(inner.color))\" "
          + "stroke-opacity=\"\(SVGWriter.n(inner.color.alpha))\" stroke-width=\"\(SVGWriter.n(inner.width))\" "
          + "stroke-linejoin=\"round\" style=\"mix-blend-mode:color-dodge\" clip-path=\"url(#\(clipID))\"/>"
      )
      w.body.append("<path d=\"\(d)\" fill=\"none\" " + stroke)
    } else {
      w.body.append("<path d=\"\(d)\" \(SVGWriter.fill(style.fillColor)) " + stroke)
    }
    if let image {
      // Each piece: the image's part shown through a viewport of the piece's size.
      let href = SVGWriter.escape(image.image.name)
      for (source, destination) in image.slices {
        w.body.append(
          "<svg x=\"\(SVGWriter.n(destination.origin.x))\" y=\"\(SVGWriter.n(destination.origin.y))\" "
            + "width=\"\(SVGWriter.n(destination.size.width))\" height=\"\(SVGWriter.n(destination.size.height))\" "
            + "viewBox=\"\(SVGWriter.n(source.origin.x)) \(SVGWriter.n(source.origin.y)) "
            + "\(SVGWriter.n(source.size.width)) \(SVGWriter.n(source.size.height))\" preserveAspectRatio=\"none\">"
            + "<image width=\"\(SVGWriter.n(image.image.size.width))\" height=\"\(SVGWriter.n(image.image.size.height))\" "
            + "preserveAspectRatio=\"none\" href=\"\(href)\"/></svg>")
      }
    }
    return true
  }

  private static func terminal(
    _ item: DrawnNode, _ canvas: inout CharCanvas, _ context: TerminalContext
  ) -> Bool {
    let scene = context.scene
    let g = context.glyphs
    let id = item.state.id
    let path = (try? scene.popoverPath(id)) ?? []
    guard let body = scene.popoverBody(id) else {
      canvas.frame(item.toScreen.apply(to: item.state.bounds), label: id, glyphs: g)
      return true
    }
    canvas.frame(item.toScreen.apply(to: body), label: id, glyphs: g)
    if case .object(let arrow)? = item.field("arrow"),
      case .string(let direction)? = arrow.first?.value,
      let tip = arrowTip(path, direction: direction)
    {
      let c = canvas.cell(item.toScreen.apply(to: tip))
      let ch = ["up": g.up, "down": g.down, "left": g.left, "right": g.right][direction] ?? g.up
      canvas.put(c.col, c.row, ch)
    }
    return true
  }

  /// The tip of a popover's arrow in its bounds coordinates: the outline's point furthest
  /// in the arrow's direction, or nil with no arrow.
  static func arrowTip(_ path: [PathElement], direction: String) -> Point? {
    var points: [Point] = []
    for element in path {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quad(_, let p): points.append(p)
      case .close: break
      }
    }
    switch direction {
    case "up": return points.min { $0.y < $1.y }
    case "down": return points.max { $0.y < $1.y }
    case "left": return points.min { $0.x < $1.x }
    case "right": return points.max { $0.x < $1.x }
    default: return nil
    }
  }

  /// Path elements as SVG path data.
  private static func pathData(_ path: [PathElement]) -> String {
    path.map { element -> String in
      switch element {
      case .move(let p): "M\(SVGWriter.n(p.x)) \(SVGWriter.n(p.y))"
      case .line(let p): "L\(SVGWriter.n(p.x)) \(SVGWriter.n(p.y))"
      case .quad(let c, let p):
        "Q\(SVGWriter.n(c.x)) \(SVGWriter.n(c.y)) \(SVGWriter.n(p.x)) \(SVGWriter.n(p.y))"
      case .close: "Z"
      }
    }.joined(separator: " ")
  }
}

extension Scene {
  /// The body of a popover's background as its last present drew it (the drawn size inset
  /// by that present's edge insets), in the popover's coordinates; nil before a present.
  func popoverBody(_ id: NodeID) -> Rect? {
    guard let drawn = popovers[id]?.drawn else { return nil }
    return Rect(origin: .zero, size: drawn.size).inset(by: drawn.edgeInsets)
  }
}

extension Scene {
  /// The CAShapeLayer stroke properties that differ from the helper's defaults, for `dump`.
  static func strokeFields(_ state: PopoverState) -> [FrameField] {
    var fields: [FrameField] = []
    if state.lineJoin != "round" { fields.append(FrameField("lineJoin", .string(state.lineJoin))) }
    if state.lineCap != "butt" { fields.append(FrameField("lineCap", .string(state.lineCap))) }
    if state.miterLimit != 10 { fields.append(FrameField("miterLimit", .number(state.miterLimit))) }
    if !state.dashPattern.isEmpty {
      fields.append(FrameField("lineDashPattern", .numbers(state.dashPattern)))
    }
    if state.dashPhase != 0 { fields.append(FrameField("lineDashPhase", .number(state.dashPhase))) }
    if let inner = state.innerBorder {
      fields.append(
        FrameField(
          "drawPathBlock",
          .object([
            FrameField("innerBorderInset", .number(inner.inset)),
            FrameField("lineWidth", .number(inner.width)),
            FrameField("color", .string(inner.color.hexString)),
          ])))
    }
    return fields
  }

  /// The SVG stroke attributes besides the join that the helper's layer sets apart from
  /// SVG's defaults: its cap, its miter limit where joins are mitred, its dashes.
  static func strokeStyle(_ style: PopoverState) -> String {
    var text = ""
    if style.lineCap != "butt" { text += " stroke-linecap=\"\(style.lineCap)\"" }
    if style.lineJoin == "miter" {
      text += " stroke-miterlimit=\"\(SVGWriter.n(style.miterLimit))\""
    }
    if !style.dashPattern.isEmpty {
      text += " stroke-dasharray=\"\(style.dashPattern.map(SVGWriter.n).joined(separator: " "))\""
    }
    if style.dashPhase != 0 { text += " stroke-dashoffset=\"\(SVGWriter.n(style.dashPhase))\"" }
    return text
  }
}
