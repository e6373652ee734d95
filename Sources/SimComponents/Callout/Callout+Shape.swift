import SimGeometry
import SimRender
import SimScene

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
  /// What a callout's title or subtitle label (CALLOUT.title, CALLOUT.subtitle inside
  /// CALLOUT.content) shows: the title in bold 17 pt on one line, the subtitle in 12 pt,
  /// in white.
  func calloutLabelText(_ id: NodeID) -> LabelText? {
    guard let node = node(id), node.kind == .label, let link = partLink(of: id),
      let map = mapOfCallout(link.owner), let state = mapState(map),
      let c = callouts(on: map).callout(view: link.owner)
    else { return nil }
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
    if link.name.hasPrefix(GIK.rowPrefix) {
      return calloutCellLabelText(id, link.name, callout: link.owner)
    }
    let details = state.details(of: c.parent)
    if link.name == "title" { return make(details.title ?? "", GIK.titleFontSize, bold: true) }
    if link.name == "subtitle", let subtitle = details.subtitle {
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
    guard let map = mapOfCallout(id), let state = mapState(map),
      let c = callouts(on: map).callout(view: id),
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
}
