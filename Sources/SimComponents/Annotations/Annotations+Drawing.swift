import SimGeometry
import SimRender
import SimScene

extension Annotations {
  /// How the annotation manager's kinds are drawn: annotation views as popovers with their
  /// label's text; the radial container's dimming with its spotlights; the manager's view
  /// and the spotlights themselves draw nothing. The live page looks through the overlay.
  static let drawings: [KindDrawing] = [
    {
      var view = Popover.drawing(.annotation)
      view.labelText = { scene, id in scene.annotationLabelText(id) }
      return view
    }(),
    KindDrawing(.annotationContainer, svg: dimming, terminal: shading, isSeeThrough: true),
    KindDrawing(
      .annotationManager, svg: { _, _, _ in true }, terminal: { _, _, _ in true },
      isSeeThrough: true),
    KindDrawing(
      .spotlight, svg: { _, _, _ in true }, terminal: { _, _, _ in true }, isSeeThrough: true),
  ]

  /// The spotlights of a radial container among the nodes drawn: centre, clear radius,
  /// feather radius and the accessory ring's radii (zero for none), in the container's
  /// coordinates.
  private static func spotlights(in container: DrawnNode, _ items: [DrawnNode])
    -> [(centre: Point, clear: Double, feather: Double, ring: Size)]
  {
    items.filter { $0.state.kind == .spotlight && $0.state.parent == container.state.id }
      .compactMap { spot in
        guard let c = spot.numbers("centre"), c.count == 2,
          let clear = spot.numbers("clearRadius")?.first,
          let feather = spot.numbers("featherRadius")?.first
        else { return nil }
        // The default ring: radius 21 in a 50-pt image, growing with the mask.
        var ring = Size(width: 21 * clear / clearRadius, height: 21 * clear / clearRadius)
        if spot.string("accessory") == "none" {
          ring = .zero
        } else if let size = spot.numbers("accessory"), size.count == 2 {
          ring = Size(width: size[0] * 21 / 50, height: size[1] * 21 / 50)
        }
        return (Point(x: c[0], y: c[1]), clear, feather, ring)
      }
  }

  /// The radial container's dimming: its colour everywhere except the spotlights, each a
  /// clear core fading out to the feather radius (the mask image's luminance, 1.6t - 0.6t²),
  /// with the accessory ring at its centre.
  private static func dimming(_ item: DrawnNode, _ w: inout SVGWriter, _ context: SVGContext)
    -> Bool
  {
    guard item.string("type") == "radial" else { return true }
    let b = item.state.bounds
    let dimming =
      item.string("dimming").flatMap(Color.init(parsing:)) ?? Color(white: 0, alpha: 0.5)
    let mask = w.newID("mask")
    var maskBody =
      "<mask id=\"\(mask)\" maskUnits=\"userSpaceOnUse\" x=\"\(SVGWriter.n(b.minX))\" y=\"\(SVGWriter.n(b.minY))\" "
      + "width=\"\(SVGWriter.n(b.width))\" height=\"\(SVGWriter.n(b.height))\">"
      + SVGWriter.rect(b, "fill=\"#FFFFFF\"")
    var rings: [String] = []
    for (c, clear, feather, ring) in spotlights(in: item, context.items) where feather > 0 {
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
        "<radialGradient id=\"\(gradient)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(SVGWriter.n(c.x))\" "
          + "cy=\"\(SVGWriter.n(c.y))\" r=\"\(SVGWriter.n(feather))\">\(stops)</radialGradient>")
      maskBody +=
        "<circle cx=\"\(SVGWriter.n(c.x))\" cy=\"\(SVGWriter.n(c.y))\" r=\"\(SVGWriter.n(feather))\" fill=\"url(#\(gradient))\"/>"
      let paint = "fill=\"#FFFFFF\" fill-opacity=\"0.3\" stroke=\"#FFFFFF\" stroke-width=\"3\"/>"
      let centre = "cx=\"\(SVGWriter.n(c.x))\" cy=\"\(SVGWriter.n(c.y))\" "
      if ring.width > 0.5 && ring.width == ring.height {
        rings.append("<circle " + centre + "r=\"\(SVGWriter.n(ring.width))\" " + paint)
      } else if ring.width > 0.5 && ring.height > 0.5 {
        rings.append(
          "<ellipse " + centre + "rx=\"\(SVGWriter.n(ring.width))\" "
            + "ry=\"\(SVGWriter.n(ring.height))\" " + paint)
      }
    }
    w.defs.append(maskBody + "</mask>")
    w.body.append(SVGWriter.rect(b, SVGWriter.fill(dimming) + " mask=\"url(#\(mask))\""))
    w.body += rings
    return true
  }

  /// The radial dimming in the terminal: empty cells shaded, so what is under it stays
  /// readable, lighter in a spotlight's feather and clear in its core.
  private static func shading(
    _ item: DrawnNode, _ canvas: inout CharCanvas, _ context: TerminalContext
  ) -> Bool {
    guard item.string("type") == "radial" else { return true }
    let g = context.glyphs
    let spots = spotlights(in: item, context.items).map { spot in
      (item.toScreen.apply(to: spot.centre), spot.clear, spot.feather)
    }
    let screenRect = item.toScreen.apply(to: item.state.bounds)
    guard let (l, t, r, b) = canvas.visibleBox(canvas.box(screenRect)) else { return true }
    for row in t...b {
      for col in l...r {
        let p = Point(
          x: (Double(col) + 0.5) / canvas.scale, y: (Double(row) + 0.5) * 2 / canvas.scale)
        var ch: Character? = g.dim
        for (centre, clear, feather) in spots {
          let d = ((p.x - centre.x) * (p.x - centre.x) + (p.y - centre.y) * (p.y - centre.y))
            .squareRoot()
          if d <= clear {
            ch = nil
            break
          }
          if d <= feather { ch = g.feather }
        }
        if let ch { canvas.shade(col, row, ch) }
      }
    }
    return true
  }
}
