public import SimGeometry

/// The characters a terminal picture is drawn with.
public struct Glyphs: Sendable {
  /// An outline's top-left corner.
  public var topLeft: Character
  /// An outline's top-right corner.
  public var topRight: Character
  /// An outline's bottom-left corner.
  public var bottomLeft: Character
  /// An outline's bottom-right corner.
  public var bottomRight: Character
  /// An outline's top and bottom edges.
  public var horizontal: Character
  /// An outline's left and right edges.
  public var vertical: Character
  /// A dimmed area (an overlay's shade).
  public var dim: Character
  /// A soft edge between a clear area and a dimmed one.
  public var feather: Character
  /// A marker's point on a map.
  public var marker: Character
  /// A round dot.
  public var bullet: Character
  /// A dotted ring.
  public var dotted: Character
  /// An arrow pointing up.
  public var up: Character
  /// An arrow pointing down.
  public var down: Character
  /// An arrow pointing left.
  public var left: Character
  /// An arrow pointing right.
  public var right: Character
  /// A disclosure chevron.
  public var chevron: Character
  /// The end of a label cut short.
  public var ellipsis: Character

  /// Box-drawing characters and symbols.
  public static let unicode = Glyphs(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─",
    vertical: "│", dim: "░", feather: "·", marker: "▼", bullet: "●", dotted: "·", up: "▲",
    down: "▼", left: "◀", right: "▶", chevron: "›", ellipsis: "…")
  /// Plain ASCII.
  public static let ascii = Glyphs(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
    vertical: "|", dim: ":", feather: ".", marker: "v", bullet: "o", dotted: ".", up: "^",
    down: "v", left: "<", right: ">", chevron: ">", ellipsis: "~")
}

/// A grid of characters over the screen: one column is `1 / scale` points wide and one row
/// twice that high (a terminal cell is about twice as high as wide).
public struct CharCanvas: Sendable {
  /// Its width in columns.
  public let columns: Int
  /// Its height in rows.
  public let rows: Int
  /// Columns per point.
  public let scale: Double
  var cells: [[Character]]
  /// Cells outside this box (left, top, right, bottom) are left alone: a node that clips
  /// to its bounds keeps what it holds inside them.
  public internal(set) var clip: (Int, Int, Int, Int)?
  /// The drawing-order index of the item being drawn; each cell remembers the item that
  /// drew it last, so a label shows only where its item is not hidden.
  var current: Int32 = -1
  var owners: [[Int32]]
  /// Labels, placed after every outline is drawn (see ``placeLabels(glyphs:)``).
  var labels: [Label] = []

  /// Text to place: an id on its outline's top edge, or free text (a marker's name, a label).
  struct Label {
    var col, row: Int
    var text: String
    var maxLength: Int
    var owner: Int32
    /// The clip in force when its item was drawn.
    public internal(set) var clip: (Int, Int, Int, Int)?
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
  public func visibleBox(_ box: (Int, Int, Int, Int)) -> (Int, Int, Int, Int)? {
    var (l, t, r, b) = (max(box.0, 0), max(box.1, 0), min(box.2, columns - 1), min(box.3, rows - 1))
    if let (cl, ct, cr, cb) = clip {
      (l, t, r, b) = (max(l, cl), max(t, ct), min(r, cr), min(b, cb))
    }
    return l <= r && t <= b ? (l, t, r, b) : nil
  }

  /// The cell holding a screen point.
  public func cell(_ p: Point) -> (col: Int, row: Int) {
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

  /// A character at a cell, within the canvas and the clip.
  public mutating func put(_ col: Int, _ row: Int, _ ch: Character) {
    guard visible(col, row) else { return }
    cells[row][col] = ch
    owners[row][col] = current
  }

  /// Shades an empty cell (a translucent overlay leaves what is behind it readable).
  public mutating func shade(_ col: Int, _ row: Int, _ ch: Character) {
    guard visible(col, row), cells[row][col] == " " else { return }
    // Shading lies under everything: it does not hide labels.
    cells[row][col] = ch
  }

  /// Free text at a cell, at most `maxLength` long, placed with the other labels at the end.
  public mutating func text(_ col: Int, _ row: Int, _ s: String, maxLength: Int) {
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
      // Columns, as a terminal shows them: a wide character (an emoji, CJK) takes two.
      let widths = label.text.map(DisplayWidth.columns)
      let wanted = min(widths.reduce(0, +), max(0, label.maxLength))
      if label.col - 1 >= 0, label.col - 1 < columns, taken[row][label.col - 1] { continue }
      var room = 0
      while room < wanted, free(label.col + room) { room += 1 }
      // Keep a gap before the next label on the row.
      if room > 0, label.col + room < columns, taken[row][label.col + room] { room -= 1 }
      var text = Array(label.text)
      if room < widths.reduce(0, +) {
        guard room >= 2 else { continue }
        // As many characters as fit in room - 1 columns, then the ellipsis.
        var used = 0
        var kept: [Character] = []
        for (ch, w) in zip(text, widths) where used + w <= room - 1 {
          kept.append(ch)
          used += w
        }
        text = kept + [g.ellipsis]
      }
      var col = label.col
      for ch in text {
        let w = DisplayWidth.columns(ch)
        cells[row][col] = ch
        taken[row][col] = true
        if w == 2, col + 1 < columns {
          // The second column of a wide character: nothing of its own.
          cells[row][col + 1] = CharCanvas.continuation
          taken[row][col + 1] = true
        }
        col += w
      }
    }
    labels = []
  }

  /// The cells of a screen rect: (left, top, right, bottom), inclusive.
  public func box(_ r: Rect) -> (Int, Int, Int, Int) {
    let a = cell(Point(x: r.minX, y: r.minY))
    let b = cell(Point(x: r.maxX - 0.001, y: r.maxY - 0.001))
    return (a.col, a.row, max(a.col, b.col), max(a.row, b.row))
  }

  /// An outlined box with its interior cleared and a label in the top edge.
  public mutating func frame(_ r: Rect, label: String?, glyphs g: Glyphs) {
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

  /// The cell after a wide character, which the character covers.
  static let continuation: Character = "\u{0}"

  var lines: [String] {
    cells.map { row in
      // Built in place, with no array of the characters first.
      var line = ""
      line.reserveCapacity(row.count)
      for cell in row where cell != CharCanvas.continuation { line.append(cell) }
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
