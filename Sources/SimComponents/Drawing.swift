public import SimGeometry
public import SimScene

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
  public var alignment: LabelLayout.Alignment = .left
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
}

/// A GIK callout's bubble as it is drawn now, in the callout view's coordinates: the body,
/// and the arrows as far as their image strips stick out.
public struct CalloutShape: Hashable, Sendable {
  /// The visible body of the 15-piece bubble.
  public var body: Rect
  /// The down arrow: its tip (nil once the strip is flat).
  public var downTip: Point?
  /// Half the down arrow's base.
  public var downHalfWidth: Double
  /// The side arrow in detail mode: its tip (nil while flat or in default mode).
  public var sideTip: Point?
  /// Half the side arrow's base.
  public var sideHalfHeight: Double
}

extension Scene {
  /// What a label node shows: an annotation's text as its UILabel draws it (see
  /// ``AnnotationLabel``), or a callout's title (bold 17 pt, one line) and subtitle (12 pt),
  /// in white.
  public func labelText(_ id: NodeID) -> LabelText? {
    guard let node = node(id), node.kind == "label", let parent = node.parent else { return nil }
    let width = node.layer.bounds.width
    func make(_ text: String, _ size: Double, bold: Bool) -> LabelText {
      let lines =
        bold || size < TextMeasure.systemFontSize
        ? [text] : TextMeasure.lines(text, fontSize: size, maxWidth: width)
      return LabelText(
        text: text, fontSize: size, bold: bold, color: Color(white: 1), lines: lines,
        xs: lines.map { _ in 0 }, top: 0,
        lineHeight: GIK.lineHeight(size))
    }
    // An annotation's label: ID.label inside ID.content.
    if id.hasSuffix(".label") {
      let owner = String(id.dropLast(".label".count))
      if let annotation = annotationManager.annotations[owner], let text = annotation.text {
        let style = annotation.label
        let layout = LabelLayout(
          text, in: node.layer.bounds.size, fontSize: style.fontSize, bold: style.bold,
          numberOfLines: style.numberOfLines, alignment: style.alignment)
        return LabelText(
          text: text, fontSize: style.fontSize, bold: style.bold, color: style.textColor,
          lines: layout.lines, xs: layout.xs,
          alignment: style.alignment, top: layout.top, lineHeight: layout.lineHeight,
          isTruncated: layout.isTruncated, shadowColor: style.shadowColor,
          shadowOffset: style.shadowOffset)
      }
    }
    // A callout's title or subtitle: CALLOUT.title inside CALLOUT.content.
    guard let callout = self.node(parent)?.parent, let map = mapOfCallout(callout),
      let state = mapState(map), let c = state.callout(view: callout)
    else { return nil }
    let details = state.details(of: c.parent)
    if id == callout + ".title" { return make(details.title ?? "", GIK.titleFontSize, bold: true) }
    if id == callout + ".subtitle", let subtitle = details.subtitle {
      var text = make(subtitle, GIK.subtitleFontSize, bold: false)
      text.color = Color(white: 0.85)
      return text
    }
    return nil
  }

  /// The callout bubble as drawn now: the body spans x 7 to W - 8 and y 2 to H - 26 (the
  /// opaque parts of GIK's border images); the down arrow's tip is 14 points below the
  /// body at frame 0 and one point less per frame; the side arrow sticks out one point per
  /// frame beside the pin.
  public func calloutShape(_ id: NodeID) -> CalloutShape? {
    guard let map = mapOfCallout(id), let state = mapState(map), let c = state.callout(view: id),
      let layer = presentation(of: id)
    else { return nil }
    let w = layer.bounds.width
    let h = layer.bounds.height
    let body = Rect(x: 7, y: 2, width: max(0, w - 15), height: max(0, h - 28))
    let down = c.downFrame(at: now)
    let downTip =
      down < GIK.arrowFrames - 1
      ? Point(x: c.bottomArrowOffset + GIK.arrowCenter, y: body.maxY + 14 - Double(down)) : nil
    var sideTip: Point?
    if c.mode == .detail, let pin = node(state.pins[Int(c.parent)].id) {
      let frames = c.sideFrames(at: now)
      let n = c.bias == .right ? frames.left : frames.right
      // The arrow's row: 24 + (the pin view's top in the bubble - 24 - 9), 35 high.
      let rowCentre = pin.layer.frame.minY - layer.frame.minY - 9 + 17.5
      if n > 0 {
        sideTip =
          c.bias == .right
          ? Point(x: body.minX - Double(n), y: rowCentre)
          : Point(x: body.maxX + Double(n), y: rowCentre)
      }
    }
    return CalloutShape(
      body: body, downTip: downTip, downHalfWidth: 13, sideTip: sideTip, sideHalfHeight: 12)
  }

  /// A popover's or annotation's background style (FWTPopoverBackgroundHelper).
  public func popoverStyle(_ id: NodeID) -> PopoverState? { popovers[id] }
}
