import SimGeometry
public import SimScene

extension Drawings {
  /// The screen now as an SVG document at `scale` pixels per point: windows and views with
  /// their colours and alpha, each component's kinds as their drawings draw them, label
  /// text, and under the screen a caption band with the virtual time. With `labels`, views
  /// without a colour are outlined and named.
  public func svg(_ scene: Scene, scale: Double = 1, labels: Bool = true) -> String {
    let size = scene.screen.bounds.size
    var writer = SVGWriter(prefix: "s")
    drawScene(scene, into: &writer, labels: labels)
    Picture.caption(scene, into: &writer)
    let height = size.height + Picture.captionHeight
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGWriter.n(size.width * scale))\" "
      + "height=\"\(SVGWriter.n(height * scale))\" viewBox=\"0 0 \(SVGWriter.n(size.width)) "
      + "\(SVGWriter.n(height))\">\n"
      + "<defs>" + writer.defs.joined() + "</defs>\n" + writer.body.joined(separator: "\n")
      + "\n</svg>\n"
  }

  /// The picture's elements (in screen points) into `writer`.
  func drawScene(_ scene: Scene, into w: inout SVGWriter, labels: Bool) {
    let size = scene.screen.bounds.size
    w.body.append(
      "<rect x=\"0\" y=\"0\" width=\"\(SVGWriter.n(size.width))\" height=\"\(SVGWriter.n(size.height))\" fill=\"#F4F4F2\"/>"
    )
    let items = Picture.items(scene)
    let context = SVGContext(scene: scene, items: items)
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
      if self[item.state.kind]?.clipsToBounds == true
        || (item.isPart && parentKind.flatMap { self[$0]?.clipsParts } == true)
      {
        let clip = w.newID("clip")
        let b = item.state.bounds
        w.defs.append(
          "<clipPath id=\"\(clip)\"><rect x=\"\(SVGWriter.n(b.minX))\" y=\"\(SVGWriter.n(b.minY))\" "
            + "width=\"\(SVGWriter.n(b.width))\" height=\"\(SVGWriter.n(b.height))\"/></clipPath>")
        attributes += " clip-path=\"url(#\(clip))\""
      }
      w.body.append("<g \(attributes)>")
      open.append(item.state.depth)
      drawNode(item, context: context, into: &w, labels: labels)
    }
    for _ in open { w.body.append("</g>") }
  }

  private func drawNode(
    _ item: DrawnNode, context: SVGContext, into w: inout SVGWriter, labels: Bool
  ) {
    let s = item.state
    let b = s.bounds
    switch s.kind {
    case .window:
      drawWindow(item, into: &w)
      return
    case .label:
      drawLabel(item, scene: context.scene, into: &w)
      return
    default:
      if let draw = self[s.kind]?.svg, draw(item, &w, context) { return }
    }
    if let colour = s.color {
      w.body.append(SVGWriter.rect(b, SVGWriter.fill(colour)))
    } else if let part = partDrawing(item, in: context.scene), part(item, &w, context) {
      return
    } else if labels, !item.isPart, s.id != Scene.rootViewID {
      w.body.append(
        SVGWriter.rect(
          b, "fill=\"none\" stroke=\"#8A9096\" stroke-width=\"0.5\" stroke-dasharray=\"3 2\""))
      // Views that share a corner would write their ids over each other: each goes a line
      // lower until it overlaps none, as long as it stays inside its view.
      var y = b.minY + 9
      let width = Double(s.id.count) * 4.6 + 2
      func onScreen(_ y: Double) -> Rect {
        item.toScreen.apply(to: Rect(x: b.minX + 2, y: y - 8, width: width, height: 9))
      }
      while w.placedIDs.contains(where: { $0.intersects(onScreen(y)) }), y + 9 <= b.maxY {
        y += 9
      }
      w.placedIDs.append(onScreen(y))
      // scenesim's own mark, not the app's text: never cut, the id is what the next command
      // names.
      w.text(s.id, x: b.minX + 2, y: y, size: 8, color: Color(white: 0.4))
    }
  }

  /// A window: its colour, or a light pane where it has none, its edge, and its id at its
  /// top right (views' ids go top left), so every window shows (a CFA window on its way in is seen even before
  /// its views draw anything).
  private func drawWindow(_ item: DrawnNode, into w: inout SVGWriter) {
    let b = item.state.bounds
    let fill = item.state.color.map(SVGWriter.fill) ?? "fill=\"#FFFFFF\" fill-opacity=\"0.45\""
    w.body.append(SVGWriter.rect(b, fill + " stroke=\"#6E7781\" stroke-width=\"0.75\""))
    let id = item.state.id
    w.clipped(to: b) {
      $0.text(id, x: b.maxX - 3, y: b.minY + 9, size: 8, color: Color(white: 0.35), anchor: "end")
    }
  }

  /// A label: its colour, then its text as its holder lays it out.
  private func drawLabel(_ item: DrawnNode, scene: Scene, into w: inout SVGWriter) {
    let b = item.state.bounds
    if let colour = item.state.color { w.body.append(SVGWriter.rect(b, SVGWriter.fill(colour))) }
    guard let label = labelText(item.state.id, in: scene) else { return }
    // Aligned by the text's anchor, so the line sits right in whatever font draws it.
    let (x, anchor) =
      switch label.alignment {
      case .left: (b.minX, "start")
      case .center: (b.midX, "middle")
      case .right: (b.maxX, "end")
      }
    // Clipped to the label's frame, as UILabel clips: a font put in for the one named
    // that runs wider stays inside.
    guard !label.lines.isEmpty else { return }
    w.clipped(to: b) { w in
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
    }
  }
}

extension Picture {
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
}
