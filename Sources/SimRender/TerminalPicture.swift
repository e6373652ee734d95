import SimGeometry
public import SimScene

extension Drawings {
  /// The screen as text: every visible node's outline with its id, each component's kinds
  /// as their drawings draw them, and label text. `columns` wide; box-drawing characters
  /// when `unicode`, plain ASCII otherwise.
  public func terminal(_ scene: Scene, columns: Int, rows: Int? = nil, unicode: Bool)
    -> [String]
  {
    let g = unicode ? Glyphs.unicode : Glyphs.ascii
    let screen = scene.screen.bounds.size
    // The header takes a row of the height.
    var canvas = CharCanvas(
      screen: screen, columns: max(8, min(columns, 1000)), rows: rows.map { $0 - 1 })
    let items = Picture.items(scene)
    let context = TerminalContext(scene: scene, items: items, glyphs: g)
    var clips: [NodeID: (Int, Int, Int, Int)] = [:]
    for (index, item) in items.enumerated() where item.opacity >= 0.01 {
      canvas.current = Int32(index)
      canvas.clip = item.state.parent.flatMap { clips[$0] }
      if self[item.state.kind]?.clipsToBounds == true {
        // Inside it, only its own cells (within any outer clip).
        var box = canvas.box(item.toScreen.apply(to: item.state.bounds))
        if let outer = canvas.clip {
          box = (max(box.0, outer.0), max(box.1, outer.1), min(box.2, outer.2), min(box.3, outer.3))
        }
        clips[item.state.id] = box
      } else if let parent = item.state.parent, let inherited = clips[parent] {
        clips[item.state.id] = inherited
      }
      draw(item, context: context, canvas: &canvas)
    }
    canvas.placeLabels(glyphs: g)
    let header =
      "t=\(Picture.timeText(scene)) screen=\(NumberFormat.string(screen.width))x"
      + "\(NumberFormat.string(screen.height)) \(scene.screen.orientation.rawValue): "
      + "\(canvas.columns)x\(canvas.rows) characters, 1 column = "
      + "\(NumberFormat.string(1 / canvas.scale)) points"
    return [header] + canvas.lines
  }

  private func draw(_ item: DrawnNode, context: TerminalContext, canvas: inout CharCanvas) {
    let s = item.state
    let screenRect = item.toScreen.apply(to: s.bounds)
    switch s.kind {
    case .label:
      drawLabel(item, context: context, canvas: &canvas)
    case .image where item.isPart:
      return
    case .window:
      canvas.frame(
        screenRect, label: s.id + "[" + (item.string("level") ?? "") + "]", glyphs: context.glyphs)
    default:
      if let draw = self[s.kind]?.terminal, draw(item, &canvas, context) { return }
      if item.isPart && s.color == nil { return }
      // The root view fills its window; the window's outline stands for both.
      if s.id == Scene.rootViewID { return }
      canvas.frame(screenRect, label: s.id, glyphs: context.glyphs)
    }
  }

  /// A label's lines, each at the cell its start falls in, kept inside its bubble.
  private func drawLabel(_ item: DrawnNode, context: TerminalContext, canvas: inout CharCanvas) {
    guard let label = labelText(item.state.id, in: context.scene) else { return }
    var (l, t, r, b) = canvas.box(item.toScreen.apply(to: item.state.bounds))
    // Text stays inside its bubble's outline, even when the cells are coarse.
    if let owner = bubble(of: item, items: context.items, scene: context.scene) {
      let (ol, ot, orr, ob) = canvas.box(owner)
      l = max(l, ol + 1)
      r = min(r, orr - 1)
      t = max(t, ot + 1)
      b = max(t, min(b, ob - 1))
    }
    let local = item.state.bounds
    var lastRow = t - 1
    for (k, line) in label.lines.enumerated() {
      let start = item.toScreen.apply(
        to: Point(
          x: local.minX + label.xs[k],
          y: local.minY + label.top + (Double(k) + 0.5) * label.lineHeight))
      let cell = canvas.cell(start)
      let row = max(lastRow + 1, min(max(cell.row, t), b))
      guard row <= b else { break }
      let col = max(l, min(cell.col, r))
      let text = line.replacing("\u{2026}", with: String(context.glyphs.ellipsis))
      canvas.text(col, row, text, maxLength: r - col + 1)
      lastRow = row
    }
  }

  /// The screen rect of the bubble a label sits in: that of its nearest holder whose kind
  /// has a ``KindDrawing/bubble``.
  func bubble(of item: DrawnNode, items: [DrawnNode], scene: Scene) -> Rect? {
    var parent = item.state.parent
    while let id = parent {
      guard let owner = items.first(where: { $0.state.id == id }) else { return nil }
      if let bubble = self[owner.state.kind]?.bubble {
        return bubble(scene, id).map { owner.toScreen.apply(to: $0) }
      }
      parent = owner.state.parent
    }
    return nil
  }
}

/// Cosine and sine without Foundation, by the rotation the geometry layer already has.
public func cosine(_ angle: Double) -> Double { Transform.rotation(angle).a }
/// Sine, as ``cosine(_:)``.
public func sine(_ angle: Double) -> Double { Transform.rotation(angle).b }
