import SimComponents
import SimGeometry
public import SimScene

/// The characters a terminal picture is drawn with.
struct Glyphs {
  var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
  var dim, feather, pin, pulsing, halo, up, down, left, right, accessory, ellipsis: Character

  static let unicode = Glyphs(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─",
    vertical: "│", dim: "░", feather: "·", pin: "▼", pulsing: "●", halo: "·", up: "▲",
    down: "▼", left: "◀", right: "▶", accessory: "›", ellipsis: "…")
  static let ascii = Glyphs(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
    vertical: "|", dim: ":", feather: ".", pin: "v", pulsing: "o", halo: ".", up: "^",
    down: "v", left: "<", right: ">", accessory: ">", ellipsis: "~")
}

/// A grid of characters over the screen: one column is `1 / scale` points wide and one row
/// twice that high (a terminal cell is about twice as high as wide).
struct CharCanvas {
  let columns: Int
  let rows: Int
  let scale: Double
  var cells: [[Character]]
  /// Cells outside this box (left, top, right, bottom) are left alone: a map clips its
  /// annotation views.
  var clip: (Int, Int, Int, Int)?
  /// The drawing-order index of the item being drawn; each cell remembers the item that
  /// drew it last, so a label shows only where its item is not hidden.
  var current: Int32 = -1
  var owners: [[Int32]]
  /// Labels, placed after every outline is drawn (see ``placeLabels(glyphs:)``).
  var labels: [Label] = []

  /// Text to place: an id on its outline's top edge, or free text (a pin's id, a label).
  struct Label {
    var col, row: Int
    var text: String
    var maxLength: Int
    var owner: Int32
    /// The clip in force when its item was drawn.
    var clip: (Int, Int, Int, Int)?
    /// On its own outline: only cells its item drew may hold it.
    var onEdge: Bool
  }

  /// The most rows a picture has: a tall screen is drawn narrower instead.
  static let maxRows = 500

  /// A canvas at most `columns` wide and `rows` high (cells twice as high as wide).
  init(screen: Size, columns: Int, rows maxRows: Int? = nil) {
    let width = max(screen.width, 1)
    let height = max(screen.height, 1)
    let limit = Double(min(CharCanvas.maxRows, max(4, maxRows ?? CharCanvas.maxRows)))
    let scale = min(Double(columns) / width, 2 * limit / height)
    self.scale = scale
    // Whole cells that hold the screen's last point, so its right and bottom edges show.
    self.columns = max(1, min(columns, Int((width * scale - 1e-9).rounded(.up))))
    rows = max(1, min(Int(limit), Int((height * scale / 2 - 1e-9).rounded(.up))))
    cells = Array(repeating: Array(repeating: " ", count: self.columns), count: rows)
    owners = Array(repeating: Array(repeating: -1, count: self.columns), count: rows)
  }

  /// A box's cells within the canvas (and the clip), or nil when none are.
  func visibleBox(_ box: (Int, Int, Int, Int)) -> (Int, Int, Int, Int)? {
    var (l, t, r, b) = (max(box.0, 0), max(box.1, 0), min(box.2, columns - 1), min(box.3, rows - 1))
    if let (cl, ct, cr, cb) = clip {
      (l, t, r, b) = (max(l, cl), max(t, ct), min(r, cr), min(b, cb))
    }
    return l <= r && t <= b ? (l, t, r, b) : nil
  }

  /// The cell holding a screen point.
  func cell(_ p: Point) -> (col: Int, row: Int) {
    let c = (p.x * scale).rounded(.down)
    let r = (p.y * scale / 2).rounded(.down)
    let clamp = { (v: Double) -> Int in Int(max(-1e6, min(1e6, v.isFinite ? v : -1e6))) }
    return (clamp(c), clamp(r))
  }

  func visible(_ col: Int, _ row: Int) -> Bool {
    guard row >= 0, row < rows, col >= 0, col < columns else { return false }
    guard let (l, t, r, b) = clip else { return true }
    return col >= l && col <= r && row >= t && row <= b
  }

  mutating func put(_ col: Int, _ row: Int, _ ch: Character) {
    guard visible(col, row) else { return }
    cells[row][col] = ch
    owners[row][col] = current
  }

  /// Shades an empty cell (a translucent overlay leaves what is behind it readable).
  mutating func shade(_ col: Int, _ row: Int, _ ch: Character) {
    guard visible(col, row), cells[row][col] == " " else { return }
    // Shading lies under everything: it does not hide labels.
    cells[row][col] = ch
  }

  /// Free text at a cell, at most `maxLength` long, placed with the other labels at the end.
  mutating func text(_ col: Int, _ row: Int, _ s: String, maxLength: Int) {
    labels.append(
      Label(
        col: col, row: row, text: s, maxLength: maxLength, owner: current, clip: clip,
        onEdge: false))
  }

  /// Places the labels, front ones first. A label goes only where its item shows (an id
  /// on the cells of its own outline; free text where nothing in front of its item has
  /// drawn), never onto another label nor right beside one; one that does not fit whole
  /// ends in an ellipsis, and one with room for less than two characters is left out. So
  /// no two labels run together into a word that names nothing.
  mutating func placeLabels(glyphs g: Glyphs) {
    var taken = Array(repeating: Array(repeating: false, count: columns), count: rows)
    let order = labels.indices.sorted { (labels[$0].owner, $0) > (labels[$1].owner, $1) }
    for k in order {
      let label = labels[k]
      guard label.row >= 0, label.row < rows else { continue }
      let row = label.row
      func free(_ col: Int) -> Bool {
        guard col >= 0, col < columns, !taken[row][col] else { return false }
        if let (l, t, r, b) = label.clip, !(col >= l && col <= r && row >= t && row <= b) {
          return false
        }
        let owner = owners[row][col]
        return label.onEdge ? owner == label.owner : owner <= label.owner
      }
      let wanted = min(label.text.count, max(0, label.maxLength))
      if label.col - 1 >= 0, label.col - 1 < columns, taken[row][label.col - 1] { continue }
      var room = 0
      while room < wanted, free(label.col + room) { room += 1 }
      // Keep a gap before the next label on the row.
      if room > 0, label.col + room < columns, taken[row][label.col + room] { room -= 1 }
      var text = Array(label.text)
      if room < text.count {
        guard room >= 2 else { continue }
        text = Array(text.prefix(room - 1)) + [g.ellipsis]
      }
      for (i, ch) in text.enumerated() {
        cells[row][label.col + i] = ch
        taken[row][label.col + i] = true
      }
    }
    labels = []
  }

  /// The cells of a screen rect: (left, top, right, bottom), inclusive.
  func box(_ r: Rect) -> (Int, Int, Int, Int) {
    let a = cell(Point(x: r.minX, y: r.minY))
    let b = cell(Point(x: r.maxX - 0.001, y: r.maxY - 0.001))
    return (a.col, a.row, max(a.col, b.col), max(a.row, b.row))
  }

  /// An outlined box with its interior cleared and a label in the top edge.
  mutating func frame(_ r: Rect, label: String?, glyphs g: Glyphs) {
    let (l, t, rt, b) = box(r)
    guard rt > l, b > t else {
      put(l, t, g.topLeft)
      return
    }
    // Only the cells on the canvas are visited, however large the box.
    guard let (vl, vt, vr, vb) = visibleBox((l, t, rt, b)) else { return }
    for row in vt...vb {
      for col in vl...vr {
        let ch: Character
        switch (row, col) {
        case (t, l): ch = g.topLeft
        case (t, rt): ch = g.topRight
        case (b, l): ch = g.bottomLeft
        case (b, rt): ch = g.bottomRight
        case (t, _), (b, _): ch = g.horizontal
        case (_, l), (_, rt): ch = g.vertical
        default: ch = " "
        }
        put(col, row, ch)
      }
    }
    if let label {
      labels.append(
        Label(
          col: l + 1, row: t, text: label, maxLength: rt - l - 1, owner: current, clip: clip,
          onEdge: true))
    }
  }

  var lines: [String] {
    cells.map { row in
      var s = String(row)
      while s.last == " " { s.removeLast() }
      return s
    }
  }
}

extension Picture {
  /// The screen as text: every visible node's outline with its id, popovers and callouts
  /// with their arrows, the radial dimming (shading the empty cells, so what is under it
  /// stays readable) with its spotlights, pins, halos and label text.
  /// `columns` wide; box-drawing characters when `unicode`, plain ASCII otherwise.
  public static func terminal(_ scene: Scene, columns: Int, rows: Int? = nil, unicode: Bool)
    -> [String]
  {
    let g = unicode ? Glyphs.unicode : Glyphs.ascii
    let screen = scene.screen.bounds.size
    // The header takes a row of the height.
    var canvas = CharCanvas(
      screen: screen, columns: max(8, min(columns, 1000)), rows: rows.map { $0 - 1 })
    let items = items(scene)
    var clips: [NodeID: (Int, Int, Int, Int)] = [:]
    for (index, item) in items.enumerated() where item.opacity >= 0.01 {
      canvas.current = Int32(index)
      canvas.clip = item.state.parent.flatMap { clips[$0] }
      if item.state.kind == "map" {
        // Inside a map, only the map's own cells (within any outer clip).
        var box = canvas.box(item.toScreen.apply(to: item.state.bounds))
        if let outer = canvas.clip {
          box = (max(box.0, outer.0), max(box.1, outer.1), min(box.2, outer.2), min(box.3, outer.3))
        }
        clips[item.state.id] = box
      } else if let parent = item.state.parent, let inherited = clips[parent] {
        clips[item.state.id] = inherited
      }
      draw(item, index: index, items: items, scene: scene, canvas: &canvas, glyphs: g)
    }
    canvas.placeLabels(glyphs: g)
    let header =
      "t=\(timeText(scene)) screen=\(NumberFormat.string(screen.width))x"
      + "\(NumberFormat.string(screen.height)) \(scene.screen.orientation): "
      + "\(canvas.columns)x\(canvas.rows) characters, 1 column = "
      + "\(NumberFormat.string(1 / canvas.scale)) points"
    return [header] + canvas.lines
  }

  private static func draw(
    _ item: DrawItem, index: Int, items: [DrawItem], scene: Scene, canvas: inout CharCanvas,
    glyphs g: Glyphs
  ) {
    let s = item.state
    let bounds = s.bounds
    let screenRect = item.toScreen.apply(to: bounds)
    switch s.kind {
    case "popover", "annotation":
      let path = (try? scene.popoverPath(s.id)) ?? []
      guard let style = scene.popoverStyle(s.id), let drawn = style.drawn else {
        canvas.frame(screenRect, label: s.id, glyphs: g)
        return
      }
      let body = Rect(origin: .zero, size: drawn.size).inset(by: drawn.edgeInsets)
      canvas.frame(item.toScreen.apply(to: body), label: s.id, glyphs: g)
      if case .object(let arrow)? = item.field("arrow"),
        case .string(let direction)? = arrow.first?.value,
        let tip = arrowTip(path, direction: direction)
      {
        let c = canvas.cell(item.toScreen.apply(to: tip))
        let ch = ["up": g.up, "down": g.down, "left": g.left, "right": g.right][direction] ?? g.up
        canvas.put(c.col, c.row, ch)
      }
    case "annotation-container":
      guard item.string("type") == "radial" else { return }
      let spots = items.filter { $0.state.kind == "spotlight" && $0.state.parent == s.id }
        .compactMap { spot -> (Point, Double, Double)? in
          guard let c = spot.numbers("centre"), c.count == 2,
            let clear = spot.numbers("clearRadius"),
            let feather = spot.numbers("featherRadius")
          else { return nil }
          return (item.toScreen.apply(to: Point(x: c[0], y: c[1])), clear[0], feather[0])
        }
      guard let (l, t, r, b) = canvas.visibleBox(canvas.box(screenRect)) else { return }
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
    case "annotation-manager", "spotlight", "ring", "dot":
      return
    case "image" where item.isPart:
      return
    case "halo":
      guard item.opacity >= 0.05 else { return }
      let centre = screenRect.center
      let radius = screenRect.width / 2
      guard radius * canvas.scale >= 1, radius.isFinite,
        canvas.visibleBox(canvas.box(screenRect)) != nil
      else { return }
      let steps = max(12, Int(min(4096, radius * canvas.scale * 8)))
      for k in 0..<steps {
        let angle = Double(k) / Double(steps) * 2 * .pi
        let p = Point(x: centre.x + radius * cosine(angle), y: centre.y + radius * sine(angle))
        let c = canvas.cell(p)
        canvas.shade(c.col, c.row, g.halo)
      }
    case "pin":
      if item.string("style") == "pulsing" {
        let c = canvas.cell(screenRect.center)
        canvas.put(c.col, c.row, g.pulsing)
        canvas.text(c.col + 1, c.row, s.id, maxLength: s.id.count)
        return
      }
      let offset = item.numbers("centerOffset") ?? [0, 0]
      let tip = item.toScreen.apply(
        to: Point(x: bounds.midX - offset[0], y: bounds.midY - offset[1]))
      let c = canvas.cell(tip)
      canvas.put(c.col, c.row, g.pin)
      canvas.text(c.col + 1, c.row, s.id, maxLength: s.id.count)
    case "callout":
      guard let shape = scene.calloutShape(s.id) else { return }
      canvas.frame(item.toScreen.apply(to: shape.body), label: nil, glyphs: g)
      if let tip = shape.downTip {
        let c = canvas.cell(item.toScreen.apply(to: tip))
        canvas.put(c.col, c.row, g.down)
      }
      if let tip = shape.sideTip {
        let c = canvas.cell(item.toScreen.apply(to: tip))
        canvas.put(c.col, c.row, tip.x < shape.body.minX ? g.left : g.right)
      }
    case "callout-accessory":
      let c = canvas.cell(screenRect.center)
      canvas.put(c.col, c.row, g.accessory)
    case "label":
      guard let label = scene.labelText(s.id) else { return }
      var (l, t, r, b) = canvas.box(screenRect)
      // Text stays inside its bubble's outline, even when the cells are coarse.
      if let owner = bubble(of: item, items: items, scene: scene) {
        let (ol, ot, orr, ob) = canvas.box(owner)
        l = max(l, ol + 1)
        r = min(r, orr - 1)
        t = max(t, ot + 1)
        b = max(t, min(b, ob - 1))
      }
      // Each line goes to the cell its start falls in, kept inside the box.
      let local = s.bounds
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
        let text = line.replacing("\u{2026}", with: String(g.ellipsis))
        canvas.text(col, row, text, maxLength: r - col + 1)
        lastRow = row
      }
    case "window":
      canvas.frame(screenRect, label: s.id + "[" + (item.string("level") ?? "") + "]", glyphs: g)
    default:
      if item.isPart && s.color == nil { return }
      // The root view fills its window; the window's outline stands for both.
      if s.id == Scene.rootViewID { return }
      canvas.frame(screenRect, label: s.id, glyphs: g)
    }
  }
}

extension Picture {
  /// The screen rect of the bubble a label sits in: its popover's or annotation's body, or
  /// its callout's.
  static func bubble(of item: DrawItem, items: [DrawItem], scene: Scene) -> Rect? {
    var parent = item.state.parent
    while let id = parent {
      guard let owner = items.first(where: { $0.state.id == id }) else { return nil }
      switch owner.state.kind {
      case "popover", "annotation":
        guard let drawn = scene.popoverStyle(id)?.drawn else { return nil }
        let body = Rect(origin: .zero, size: drawn.size).inset(by: drawn.edgeInsets)
        return owner.toScreen.apply(to: body)
      case "callout":
        return scene.calloutShape(id).map { owner.toScreen.apply(to: $0.body) }
      default:
        parent = owner.state.parent
      }
    }
    return nil
  }
}

/// Cosine and sine without Foundation, by the rotation the geometry layer already has.
func cosine(_ angle: Double) -> Double { Transform.rotation(angle).a }
func sine(_ angle: Double) -> Double { Transform.rotation(angle).b }
