public import SimGeometry
public import SimScene

/// How the nodes of one kind look: drawn in the SVG picture and in the terminal picture,
/// what they clip, the text of labels inside them, and how the live page treats them. A
/// component declares one for each of its kinds; a kind without one is drawn as a plain
/// view (its colour, or outlined and named).
public struct KindDrawing: Sendable {
  /// Draws a node into the SVG picture, in its own bounds coordinates; returns false to
  /// have it drawn as a plain view instead.
  public typealias SVG = @Sendable (DrawnNode, inout SVGWriter, SVGContext) -> Bool
  /// Draws a node into the terminal picture; returns false to have it drawn as a plain view
  /// instead.
  public typealias Terminal = @Sendable (DrawnNode, inout CharCanvas, TerminalContext) -> Bool

  /// The kind.
  public var kind: NodeKind
  /// Its SVG drawing; nil: a plain view.
  public var svg: SVG?
  /// Its terminal drawing; nil: a plain view.
  public var terminal: Terminal?
  /// Whether it clips what it holds to its bounds, in both pictures (MKMapView does).
  public var clipsToBounds = false
  /// Whether its parts right under it (ID.content) clip what they hold to their bounds, in
  /// the SVG picture.
  public var clipsParts = false
  /// Drawings of its named parts (ID.NAME) that have no colour of their own, in the SVG
  /// picture.
  public var parts: [String: SVG] = [:]
  /// The text a label inside it shows (the label's id given), or nil.
  public var labelText: (@Sendable (Scene, NodeID) -> LabelText?)?
  /// The rect labels inside it keep to, in its bounds coordinates; labels inside a node of
  /// a kind with none keep to what holds that node.
  public var bubble: (@Sendable (Scene, NodeID) -> Rect?)?
  /// Whether the live page looks through it when it picks the node under the pointer (an
  /// overlay that covers the screen).
  public var isSeeThrough = false

  /// The drawing of `kind`.
  public init(
    _ kind: NodeKind, svg: SVG? = nil, terminal: Terminal? = nil, clipsToBounds: Bool = false,
    clipsParts: Bool = false, parts: [String: SVG] = [:],
    labelText: (@Sendable (Scene, NodeID) -> LabelText?)? = nil,
    bubble: (@Sendable (Scene, NodeID) -> Rect?)? = nil, isSeeThrough: Bool = false
  ) {
    self.kind = kind
    self.svg = svg
    self.terminal = terminal
    self.clipsToBounds = clipsToBounds
    self.clipsParts = clipsParts
    self.parts = parts
    self.labelText = labelText
    self.bubble = bubble
    self.isSeeThrough = isSeeThrough
  }
}

/// What an SVG drawing may look at besides its node: the scene and every node drawn.
public struct SVGContext: Sendable {
  /// The scene being drawn.
  public var scene: Scene
  /// Every node drawn, in drawing order.
  public var items: [DrawnNode]
}

/// What a terminal drawing may look at besides its node.
public struct TerminalContext: Sendable {
  /// The scene being drawn.
  public var scene: Scene
  /// Every node drawn, in drawing order.
  public var items: [DrawnNode]
  /// The characters to draw with.
  public var glyphs: Glyphs
}

/// Text a label shows, and how.
public struct LabelText: Hashable, Sendable {
  /// The text.
  public var text: String
  /// The font size in points.
  public var fontSize: Double
  /// Bold (boldSystemFont) or regular.
  public var bold: Bool
  /// The text colour.
  public var color: Color
  /// The lines drawn, the last one cut at the tail when text is left over.
  public var lines: [String]
  /// Where each line starts, in the label's coordinates.
  public var xs: [Double]
  /// How the lines are aligned across the label.
  public var alignment: Alignment = .left
  /// The top of the first line, in the label's coordinates.
  public var top: Double
  /// One line's height.
  public var lineHeight: Double
  /// Whether text was left out.
  public var isTruncated = false
  /// The text's shadow, drawn under it at `shadowOffset` (nil: none).
  public var shadowColor: Color? = nil
  /// Where the shadow is drawn, relative to the text.
  public var shadowOffset = Size.zero

  /// NSTextAlignment: how lines sit across the label.
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    /// Flush with the left edge (NSTextAlignmentLeft).
    case left
    /// Centred (NSTextAlignmentCenter).
    case center
    /// Flush with the right edge (NSTextAlignmentRight).
    case right
  }

  /// A label's text.
  public init(
    text: String, fontSize: Double, bold: Bool, color: Color, lines: [String], xs: [Double],
    alignment: Alignment = .left, top: Double, lineHeight: Double, isTruncated: Bool = false,
    shadowColor: Color? = nil, shadowOffset: Size = .zero
  ) {
    self.text = text
    self.fontSize = fontSize
    self.bold = bold
    self.color = color
    self.lines = lines
    self.xs = xs
    self.alignment = alignment
    self.top = top
    self.lineHeight = lineHeight
    self.isTruncated = isTruncated
    self.shadowColor = shadowColor
    self.shadowOffset = shadowOffset
  }
}

/// The drawings of every kind a session knows: the pictures of `render`, `render svg`,
/// films and the live page. Kinds without one are drawn as plain views.
public struct Drawings: Sendable {
  private let byKind: [NodeKind: KindDrawing]

  /// The drawings; a later one of a kind replaces an earlier.
  public init(_ drawings: [KindDrawing]) {
    var byKind: [NodeKind: KindDrawing] = [:]
    for drawing in drawings { byKind[drawing.kind] = drawing }
    self.byKind = byKind
  }

  /// The drawing of `kind`, if it has one.
  public subscript(kind: NodeKind) -> KindDrawing? { byKind[kind] }

  /// The kinds the live page looks through, sorted by name.
  public var seeThroughKinds: [NodeKind] {
    byKind.values.filter(\.isSeeThrough).map(\.kind).sorted { $0.name < $1.name }
  }

  /// What label `id` shows: the text the label's own drawing gives (an app's label), else
  /// the text its nearest holder with a ``KindDrawing/labelText`` gives.
  public func labelText(_ id: NodeID, in scene: Scene) -> LabelText? {
    guard scene.node(id)?.kind == .label else { return nil }
    if let own = byKind[.label]?.labelText?(scene, id) { return own }
    var current = scene.node(id)?.parent
    while let holder = current, let node = scene.node(holder) {
      if let text = byKind[node.kind]?.labelText { return text(scene, id) }
      current = node.parent
    }
    return nil
  }

  /// The drawing of a named part with no colour of its own, from its owner's kind.
  func partDrawing(_ item: DrawnNode, in scene: Scene) -> KindDrawing.SVG? {
    guard item.isPart, let link = scene.partLink(of: item.state.id),
      let kind = scene.node(link.owner)?.kind
    else { return nil }
    return byKind[kind]?.parts[link.name]
  }
}
