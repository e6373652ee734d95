import SimComponents
import SimGeometry
public import SimScene

/// SVG text, built up element by element.
struct SVGWriter {
  var body: [String] = []
  var defs: [String] = []
  /// Makes ids unique within one document (a film holds many pictures).
  let prefix: String
  private var counter = 0

  init(prefix: String) { self.prefix = prefix }

  mutating func newID(_ kind: String) -> String {
    counter += 1
    return "\(prefix)\(kind)\(counter)"
  }

  static func n(_ v: Double) -> String { NumberFormat.string(v.isFinite ? v : 0) }

  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default:
        // XML 1.0 allows no control characters but tab, newline and return.
        if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r" {
          out += "?"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  static func color(_ c: Color) -> String {
    let hex = c.hexString
    return String(hex.prefix(7))
  }

  /// `fill="#RRGGBB"` and, when not opaque, `fill-opacity`.
  static func fill(_ c: Color) -> String {
    c.alpha < 1
      ? "fill=\"\(color(c))\" fill-opacity=\"\(n(c.alpha))\"" : "fill=\"\(color(c))\""
  }

  /// A drop shadow filter; returns its id.
  mutating func shadow(dx: Double, dy: Double, blur: Double, color: Color, opacity: Double)
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

  mutating func text(
    _ s: String, x: Double, y: Double, size: Double, bold: Bool = false, color: Color,
    anchor: String = "start"
  ) {
    body.append(
      "<text x=\"\(SVGWriter.n(x))\" y=\"\(SVGWriter.n(y))\" font-family=\"Helvetica, Arial, sans-serif\" "
        + "font-size=\"\(SVGWriter.n(size))\"" + (bold ? " font-weight=\"bold\"" : "")
        + " text-anchor=\"\(anchor)\" \(SVGWriter.fill(color))>\(SVGWriter.escape(s))</text>")
  }
}

extension Picture {
  /// The screen now as an SVG document at `scale` pixels per point: windows and views with
  /// their colours and alpha, popovers and annotations drawn from their outline (fill,
  /// stroke, shadow), the radial dimming with its spotlight gradients, map pins, pulsing
  /// halos, GIK callouts with their arrows, label text, and the virtual time in a corner.
  /// With `labels`, views without a colour are outlined and named.
  public static func svg(_ scene: Scene, scale: Double = 1, labels: Bool = true) -> String {
    let size = scene.screen.bounds.size
    var writer = SVGWriter(prefix: "s")
    drawScene(scene, into: &writer, labels: labels)
    caption(scene, into: &writer)
    let height = size.height + captionHeight
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGWriter.n(size.width * scale))\" "
      + "height=\"\(SVGWriter.n(height * scale))\" viewBox=\"0 0 \(SVGWriter.n(size.width)) "
      + "\(SVGWriter.n(height))\">\n"
      + "<defs>" + writer.defs.joined() + "</defs>\n" + writer.body.joined(separator: "\n")
      + "\n</svg>\n"
  }

  /// The picture's elements (in screen points) into `writer`.
  static func drawScene(_ scene: Scene, into w: inout SVGWriter, labels: Bool) {
    let size = scene.screen.bounds.size
    w.body.append(
      "<rect x=\"0\" y=\"0\" width=\"\(SVGWriter.n(size.width))\" height=\"\(SVGWriter.n(size.height))\" fill=\"#F4F4F2\"/>"
    )
    let items = items(scene)
    var open: [Int] = []
    for item in items {
      while let depth = open.last, depth >= item.state.depth {
        open.removeLast()
        w.body.append("</g>")
      }
      let t = item.local
      var attributes =
        "id=\"\(w.prefix)-\(SVGWriter.escape(item.state.id))\" "
        + "transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGWriter.n).joined(separator: " ")))\""
      if item.state.alpha < 1 { attributes += " opacity=\"\(SVGWriter.n(item.state.alpha))\"" }
      let parentKind = item.state.parent.flatMap { scene.node($0)?.kind }
      if item.state.kind == "map" || (parentKind == "callout" && item.isPart) {
        // MKMapView clips its annotation views to its bounds, GIK's content view its
        // detail view.
        let clip = w.newID("clip")
        let b = item.state.bounds
        w.defs.append(
          "<clipPath id=\"\(clip)\"><rect x=\"\(SVGWriter.n(b.minX))\" y=\"\(SVGWriter.n(b.minY))\" "
            + "width=\"\(SVGWriter.n(b.width))\" height=\"\(SVGWriter.n(b.height))\"/></clipPath>")
        attributes += " clip-path=\"url(#\(clip))\""
      }
      w.body.append("<g \(attributes)>")
      open.append(item.state.depth)
      drawNode(item, items: items, scene: scene, into: &w, labels: labels)
    }
    for _ in open { w.body.append("</g>") }
  }

  /// The height of the caption band under the screen, in points.
  public static let captionHeight = 22.0

  /// The caption band under the screen: the virtual time, the screen and its orientation.
  /// It lies outside the screen, so it covers nothing.
  static func caption(_ scene: Scene, into w: inout SVGWriter) {
    let size = scene.screen.bounds.size
    w.body.append(
      "<rect x=\"0\" y=\"\(SVGWriter.n(size.height))\" width=\"\(SVGWriter.n(size.width))\" "
        + "height=\"\(SVGWriter.n(captionHeight))\" fill=\"#FFFFFF\"/>")
    let screen =
      "\(NumberFormat.string(size.width))x\(NumberFormat.string(size.height)) "
      + scene.screen.orientation.rawValue
    w.text(
      "t=" + timeText(scene), x: 6, y: size.height + 15, size: 12, color: Color(white: 0.15),
      anchor: "start")
    w.text(
      screen, x: size.width - 6, y: size.height + 15, size: 12, color: Color(white: 0.45),
      anchor: "end")
  }

  /// A closed rectangle as path data.
  private static func rectPath(_ r: Rect) -> String {
    "M\(SVGWriter.n(r.minX)) \(SVGWriter.n(r.minY))H\(SVGWriter.n(r.maxX))V\(SVGWriter.n(r.maxY))"
      + "H\(SVGWriter.n(r.minX))Z"
  }

  private static func rect(_ r: Rect, _ extra: String) -> String {
    "<rect x=\"\(SVGWriter.n(r.minX))\" y=\"\(SVGWriter.n(r.minY))\" width=\"\(SVGWriter.n(r.width))\" "
      + "height=\"\(SVGWriter.n(r.height))\" \(extra)/>"
  }

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

  private static func drawNode(
    _ item: DrawItem, items: [DrawItem], scene: Scene, into w: inout SVGWriter, labels: Bool
  ) {
    let s = item.state
    let b = s.bounds
    switch s.kind {
    case "popover", "annotation":
      guard let style = scene.popoverStyle(s.id), let path = try? scene.popoverPath(s.id),
        !path.isEmpty
      else { break }
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
      let image = scene.popoverImageSlices(s.id)
      if let image {
        let id = w.newID("clip")
        // The stroke along the body's edge goes too, both halves of it.
        let half = style.lineWidth / 2
        let outer = b.insetBy(dx: -style.lineWidth, dy: -style.lineWidth)
        let hole = image.body.insetBy(dx: -half, dy: -half)
        w.defs.append(
          "<clipPath id=\"\(id)\"><path clip-rule=\"evenodd\" d=\"\(rectPath(outer))\(rectPath(hole))\"/>"
            + "</clipPath>")
        clip = " clip-path=\"url(#\(id))\""
      }
      w.body.append(
        "<path d=\"\(d)\" \(SVGWriter.fill(style.fillColor)) stroke=\"\(SVGWriter.color(style.strokeColor))\" "
          + "stroke-opacity=\"\(SVGWriter.n(style.strokeColor.alpha))\" stroke-width=\"\(SVGWriter.n(style.lineWidth))\" "
          + "stroke-linejoin=\"round\"\(clip)/>")
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
      return
    case "annotation-container":
      drawDimming(item, items: items, into: &w)
      return
    case "annotation-manager", "spotlight":
      return
    case "map":
      w.body.append(rect(b, "fill=\"#E9E5DC\""))
      // A light street grid, so the map reads as a map; it moves with the map's region.
      if let region = scene.mapRegion(s.id) {
        let step = 40.0 * region.scale
        let r = region.rect
        var x = (r.minX / step).rounded(.up) * step
        var lines: [String] = []
        while x < r.maxX, lines.count < 200 {
          let px = (x - r.minX) / region.scale + b.minX
          lines.append("M\(SVGWriter.n(px)) \(SVGWriter.n(b.minY))V\(SVGWriter.n(b.maxY))")
          x += step
        }
        var y = (r.minY / step).rounded(.up) * step
        while y < r.maxY, lines.count < 400 {
          let py = (y - r.minY) / region.scale + b.minY
          lines.append("M\(SVGWriter.n(b.minX)) \(SVGWriter.n(py))H\(SVGWriter.n(b.maxX))")
          y += step
        }
        w.body.append(
          "<path d=\"\(lines.joined(separator: " "))\" stroke=\"#F7F5EF\" stroke-width=\"2\"/>")
      }
      return
    case "pin":
      switch item.string("style") {
      case "pulsing":
        return
      case "image":
        w.body.append(rect(b, "fill=\"#B0BEC5\" stroke=\"#546E7A\" stroke-width=\"1\""))
        return
      default:
        let offset = item.numbers("centerOffset") ?? [8, -15]
        let tip = Point(x: b.midX - offset[0], y: b.midY - offset[1])
        let colour =
          item.string("pinColor").flatMap(Color.init(parsing:))
          ?? Color(red: 0.85, green: 0.13, blue: 0.13)
        w.body.append(
          "<path d=\"M\(SVGWriter.n(tip.x)) \(SVGWriter.n(tip.y))V\(SVGWriter.n(tip.y - 20))\" stroke=\"#555555\" stroke-width=\"1.5\"/>"
        )
        w.body.append(
          "<circle cx=\"\(SVGWriter.n(tip.x))\" cy=\"\(SVGWriter.n(tip.y - 24))\" r=\"6.5\" "
            + "\(SVGWriter.fill(colour)) stroke=\"#000000\" stroke-opacity=\"0.4\" stroke-width=\"0.75\"/>"
        )
        w.body.append(
          "<circle cx=\"\(SVGWriter.n(tip.x - 2))\" cy=\"\(SVGWriter.n(tip.y - 26))\" r=\"2\" fill=\"#FFFFFF\" fill-opacity=\"0.6\"/>"
        )
        if item.field("selected") == .bool(true) {
          w.body.append(
            "<circle cx=\"\(SVGWriter.n(tip.x))\" cy=\"\(SVGWriter.n(tip.y - 24))\" r=\"9\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"1.5\"/>"
          )
        }
        return
      }
    case "halo" where s.color == nil:
      // The iOS 6 look: the halo shows a ring image (radius 20, 35 or 50, stretched over
      // the halo, so always 6/7 of it across) glowing in the annotation colour.
      guard let pin = s.parent.flatMap({ id in items.first { $0.state.id == id } }),
        let ring = pin.numbers("haloRing")?.first, ring > 0,
        let dot = items.first(where: { $0.state.id == pin.state.id + ".dot" })?.state.color
      else { return }
      let radius = b.width / 2 * 6 / 7
      let glow = w.shadow(dx: 0, dy: 0, blur: radius / 6, color: dot, opacity: 1)
      w.body.append(
        "<circle cx=\"\(SVGWriter.n(b.midX))\" cy=\"\(SVGWriter.n(b.midY))\" r=\"\(SVGWriter.n(radius - radius / 48))\" "
          + "fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"\(SVGWriter.n(radius / 24))\" filter=\"url(#\(glow))\"/>"
      )
      return
    case "halo", "ring", "dot":
      guard let colour = s.color else { return }
      var filter = ""
      if s.kind == "ring" {
        let id = w.shadow(dx: 0, dy: 2, blur: 3, color: Color(white: 0), opacity: 0.3)
        filter = " filter=\"url(#\(id))\""
      }
      w.body.append(
        "<ellipse cx=\"\(SVGWriter.n(b.midX))\" cy=\"\(SVGWriter.n(b.midY))\" rx=\"\(SVGWriter.n(b.width / 2))\" "
          + "ry=\"\(SVGWriter.n(b.height / 2))\" \(SVGWriter.fill(colour))\(filter)/>")
      return
    case "callout":
      guard let shape = scene.calloutShape(s.id) else { return }
      var parts = [rect(shape.body, "rx=\"7\" fill=\"#202226\"")]
      if let tip = shape.downTip {
        let base = shape.body.maxY - 1
        parts.append(
          "<path d=\"M\(SVGWriter.n(tip.x - shape.downHalfWidth)) \(SVGWriter.n(base))L\(SVGWriter.n(tip.x)) "
            + "\(SVGWriter.n(tip.y))L\(SVGWriter.n(tip.x + shape.downHalfWidth)) \(SVGWriter.n(base))Z\" fill=\"#202226\"/>"
        )
      }
      if let tip = shape.sideTip {
        let base = tip.x < shape.body.minX ? shape.body.minX + 1 : shape.body.maxX - 1
        parts.append(
          "<path d=\"M\(SVGWriter.n(base)) \(SVGWriter.n(tip.y - shape.sideHalfHeight))L\(SVGWriter.n(tip.x)) "
            + "\(SVGWriter.n(tip.y))L\(SVGWriter.n(base)) \(SVGWriter.n(tip.y + shape.sideHalfHeight))Z\" fill=\"#202226\"/>"
        )
      }
      let shadow = w.shadow(dx: 0, dy: 2, blur: 4, color: Color(white: 0), opacity: 0.5)
      w.body.append(
        "<g opacity=\"0.92\" filter=\"url(#\(shadow))\">" + parts.joined() + "</g>")
      return
    case "callout-accessory":
      let r = min(b.width, b.height) / 2 - 2
      w.body.append(
        "<circle cx=\"\(SVGWriter.n(b.midX))\" cy=\"\(SVGWriter.n(b.midY))\" r=\"\(SVGWriter.n(r))\" "
          + "fill=\"#2D6FD8\" stroke=\"#FFFFFF\" stroke-width=\"2\"/>")
      w.body.append(
        "<path d=\"M\(SVGWriter.n(b.midX - 2.5)) \(SVGWriter.n(b.midY - 5))L\(SVGWriter.n(b.midX + 2.5)) "
          + "\(SVGWriter.n(b.midY))L\(SVGWriter.n(b.midX - 2.5)) \(SVGWriter.n(b.midY + 5))\" fill=\"none\" "
          + "stroke=\"#FFFFFF\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
      )
      return
    case "label":
      if let colour = s.color { w.body.append(rect(b, SVGWriter.fill(colour))) }
      guard let label = scene.labelText(s.id) else { return }
      // Aligned by the text's anchor, so the line sits right in whatever font draws it.
      let (x, anchor) =
        switch label.alignment {
        case .left: (b.minX, "start")
        case .center: (b.midX, "middle")
        case .right: (b.maxX, "end")
        }
      for (k, line) in label.lines.enumerated() {
        let y = b.minY + label.top + Double(k) * label.lineHeight + label.fontSize * 0.95
        if let shadow = label.shadowColor {
          w.text(
            line, x: x + label.shadowOffset.width, y: y + label.shadowOffset.height,
            size: label.fontSize, bold: label.bold, color: shadow, anchor: anchor)
        }
        w.text(
          line, x: x, y: y, size: label.fontSize, bold: label.bold, color: label.color,
          anchor: anchor)
      }
      return
    case "window":
      return
    default:
      break
    }
    if let colour = s.color {
      w.body.append(rect(b, SVGWriter.fill(colour)))
    } else if s.id.hasSuffix(".detail") && item.isPart {
      // GIK's detail view: the sample's grouped table.
      w.body.append(rect(b, "rx=\"8\" fill=\"#F2F2F7\""))
      var y = b.minY + 10
      var rows = 0
      while y + 44 <= b.maxY, rows < 40 {
        rows += 1
        w.body.append(
          rect(
            Rect(x: b.minX + 10, y: y, width: b.width - 20, height: 43), "rx=\"6\" fill=\"#FFFFFF\""
          ))
        y += 44
      }
    } else if labels, !item.isPart, s.id != Scene.rootViewID {
      w.body.append(
        rect(b, "fill=\"none\" stroke=\"#8A9096\" stroke-width=\"0.5\" stroke-dasharray=\"3 2\""))
      w.text(s.id, x: b.minX + 2, y: b.minY + 9, size: 8, color: Color(white: 0.4))
    }
  }

  /// The radial container's dimming: its colour everywhere except the spotlights, each a
  /// clear core fading out to the feather radius (the mask image's luminance, 1.6t - 0.6t²),
  /// with the accessory ring at its centre.
  private static func drawDimming(_ item: DrawItem, items: [DrawItem], into w: inout SVGWriter) {
    guard item.string("type") == "radial" else { return }
    let b = item.state.bounds
    let dimming =
      item.string("dimming").flatMap(Color.init(parsing:)) ?? Color(white: 0, alpha: 0.5)
    let mask = w.newID("mask")
    var maskBody =
      "<mask id=\"\(mask)\" maskUnits=\"userSpaceOnUse\" x=\"\(SVGWriter.n(b.minX))\" y=\"\(SVGWriter.n(b.minY))\" "
      + "width=\"\(SVGWriter.n(b.width))\" height=\"\(SVGWriter.n(b.height))\">"
      + rect(b, "fill=\"#FFFFFF\"")
    var rings: [String] = []
    for spot in items where spot.state.kind == "spotlight" && spot.state.parent == item.state.id {
      guard let c = spot.numbers("centre"), c.count == 2,
        let clear = spot.numbers("clearRadius")?.first,
        let feather = spot.numbers("featherRadius")?.first, feather > 0
      else { continue }
      let gradient = w.newID("spot")
      var stops = "<stop offset=\"\(SVGWriter.n(clear / feather))\" stop-color=\"#000000\"/>"
      for k in 1...8 {
        let t = Double(k) / 8
        let luminance = 1.6 * t - 0.6 * t * t
        let offset = (clear + (feather - clear) * t) / feather
        let grey = Int((luminance * 255).rounded())
        let hex = String(grey, radix: 16, uppercase: true)
        let pair = hex.count == 1 ? "0" + hex : hex
        stops += "<stop offset=\"\(SVGWriter.n(offset))\" stop-color=\"#\(pair)\(pair)\(pair)\"/>"
      }
      w.defs.append(
        "<radialGradient id=\"\(gradient)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(SVGWriter.n(c[0]))\" "
          + "cy=\"\(SVGWriter.n(c[1]))\" r=\"\(SVGWriter.n(feather))\">\(stops)</radialGradient>")
      maskBody +=
        "<circle cx=\"\(SVGWriter.n(c[0]))\" cy=\"\(SVGWriter.n(c[1]))\" r=\"\(SVGWriter.n(feather))\" fill=\"url(#\(gradient))\"/>"
      let ring = 21 * clear / Annotations.clearRadius
      if ring > 0.5 {
        rings.append(
          "<circle cx=\"\(SVGWriter.n(c[0]))\" cy=\"\(SVGWriter.n(c[1]))\" r=\"\(SVGWriter.n(ring))\" "
            + "fill=\"#FFFFFF\" fill-opacity=\"0.3\" stroke=\"#FFFFFF\" stroke-width=\"3\"/>")
      }
    }
    w.defs.append(maskBody + "</mask>")
    w.body.append(rect(b, SVGWriter.fill(dimming) + " mask=\"url(#\(mask))\""))
    w.body += rings
  }
}
