import SimCommands
import SimGeometry
import SimRender
import SimScene

extension UIKitContent {
  /// The system button's title colour, the default tint from iOS 7.
  static let tint = Color(red: 0, green: 122.0 / 255, blue: 1)
  /// The system button's title while highlighted: the tint at 20 %.
  static let dimmedTint = Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.2)
  /// The rounded-rect button's title colour before iOS 7.
  static let roundedTitle = Color(red: 50.0 / 255, green: 79.0 / 255, blue: 133.0 / 255)
  /// The rounded-rect button's highlight.
  static let roundedHighlight = Color(red: 4.0 / 255, green: 118.0 / 255, blue: 231.0 / 255)

  /// The app's labels draw their text through the label drawing (`labelText`); the libraries'
  /// labels take theirs from what holds them.
  static let labelDrawing = KindDrawing(.label, labelText: { scene, id in scene.userLabelText(id) })

  /// A button: the era's background and its title, centred on one line.
  static let buttonDrawing = KindDrawing(
    .button,
    svg: { item, w, context in
      guard case .button(let state)? = context.scene.uikitContent(item.state.id) else {
        return false
      }
      let b = item.state.bounds
      if let colour = item.state.color { w.body.append(SVGWriter.rect(b, SVGWriter.fill(colour))) }
      let rounded = state.era < 7
      if rounded {
        let fill =
          state.isHighlighted ? SVGWriter.fill(roundedHighlight) : SVGWriter.fill(Color(white: 1))
        w.body.append(
          SVGWriter.rect(b, "rx=\"9\" \(fill) stroke=\"#9A9A9A\" stroke-width=\"1\""))
      }
      let colour =
        rounded
        ? (state.isHighlighted ? Color(white: 1) : roundedTitle)
        : (state.isEnabled ? tint : Color(white: 0.6))
      let shown = TextMeasure.truncatingTail(
        state.title, fontSize: buttonFontSize, bold: rounded, maxWidth: max(b.width - 4, 0))
      let title = !rounded && state.isHighlighted ? dimmedTint : colour
      w.clipped(to: b) {
        $0.text(
          shown, x: b.midX, y: b.midY + buttonFontSize * 0.35, size: buttonFontSize,
          bold: rounded, color: title, anchor: "middle")
      }
      return true
    },
    terminal: { item, canvas, context in
      guard case .button(let state)? = context.scene.uikitContent(item.state.id) else {
        return false
      }
      let r = item.toScreen.apply(to: item.state.bounds)
      let c = canvas.cell(r.center)
      let (l, _, rt, _) = canvas.box(r)
      let text = state.isHighlighted ? "[*\(state.title)*]" : "[\(state.title)]"
      let width = max(1, rt - l + 1)
      canvas.text(max(l, c.col - text.count / 2), c.row, text, maxLength: width)
      return true
    })

  /// An image view: its background, and its image as a placeholder (a light box crossed
  /// corner to corner) laid out by the content mode.
  static let imageDrawing = KindDrawing(
    .image,
    svg: { item, w, context in
      guard case .image(let state)? = context.scene.uikitContent(item.state.id) else {
        return false
      }
      let b = item.state.bounds
      if let colour = item.state.color { w.body.append(SVGWriter.rect(b, SVGWriter.fill(colour))) }
      guard let size = state.size else { return true }
      let r = placed(size, in: b, mode: state.mode)
      w.body.append(SVGWriter.rect(r, "fill=\"#DCE3EA\" stroke=\"#8A9AAA\" stroke-width=\"0.5\""))
      w.body.append(
        "<path d=\"M\(SVGWriter.n(r.minX)) \(SVGWriter.n(r.minY))L\(SVGWriter.n(r.maxX)) "
          + "\(SVGWriter.n(r.maxY))M\(SVGWriter.n(r.maxX)) \(SVGWriter.n(r.minY))L"
          + "\(SVGWriter.n(r.minX)) \(SVGWriter.n(r.maxY))\" stroke=\"#8A9AAA\" stroke-width=\"0.5\"/>"
      )
      return true
    },
    terminal: { item, canvas, context in
      guard case .image? = context.scene.uikitContent(item.state.id) else { return false }
      canvas.frame(
        item.toScreen.apply(to: item.state.bounds), label: item.state.id, glyphs: context.glyphs)
      return true
    })

  /// Where an image of `size` is drawn in `bounds` under `mode` (UIViewContentMode).
  static func placed(_ size: Size, in b: Rect, mode: ContentMode) -> Rect {
    guard size.width > 0, size.height > 0 else { return b }
    let scale: Double
    switch mode {
    case .scaleToFill: return b
    case .center: scale = 1
    case .aspectFit: scale = min(b.width / size.width, b.height / size.height)
    case .aspectFill: scale = max(b.width / size.width, b.height / size.height)
    }
    let w = size.width * scale
    let h = size.height * scale
    return Rect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
  }
}

extension Scene {
  /// UIControl's tracking of a touch on a button: highlighted while inside (within the
  /// tracking slop of its bounds), touchUpInside or touchUpOutside as it lifts.
  mutating func buttonTouch(_ id: NodeID, _ touch: Touch) {
    guard case .button(var state)? = uikitContent(id), state.isEnabled,
      let bounds = node(id)?.layer.bounds
    else { return }
    let slop = UIKitContent.trackingSlop
    let inside = bounds.insetBy(dx: -slop, dy: -slop).contains(touch.location)
    switch touch.phase {
    case .began:
      state.isHighlighted = true
      setUIKitContent(id, .button(state))
      emit(id, "touchDown", quiet: true)
    case .moved:
      guard state.isHighlighted != inside else { return }
      state.isHighlighted = inside
      setUIKitContent(id, .button(state))
    case .ended:
      state.isHighlighted = false
      setUIKitContent(id, .button(state))
      emit(id, inside ? "touchUpInside" : "touchUpOutside")
    case .longPressBegan:
      return
    }
  }
}
