import SimGeometry
import SimRender
import SimScene

extension Scene {
  /// FWTAnnotationView's self-sizing before present: the content height grows to fit the
  /// text in the label's font (wrapped at the width left by the insets, the 5-pt gap and the
  /// image, whatever the label's numberOfLines) and the image; the width never changes, and
  /// the height only ever grows.
  mutating func sizeAnnotationView(_ id: NodeID, _ annotation: Annotation) {
    guard var state = popovers[id] else { return }
    let insets = annotation.contentInsets
    let imageSize = annotation.image?.size ?? .zero
    // Only a view with a label sizes itself; the 5-pt gap counts even with no image.
    guard let text = annotation.text else { return }
    let available =
      state.contentSize.width
      - (insets.left + insets.right + Annotations.imageSpacing + imageSize.width)
    let textHeight =
      TextMeasure.size(
        text, fontSize: annotation.label.fontSize, bold: annotation.label.bold, maxWidth: available
      ).height + insets.top + insets.bottom
    state.contentSize.height = max(state.contentSize.height, max(textHeight, imageSize.height))
    popovers[id] = state
  }

  /// FWTAnnotationView layoutSubviews: the content view further inset by the content insets,
  /// the label filling it (right of the image and the gap), the image left-aligned and
  /// vertically centred.
  mutating func layOutAnnotationView(_ id: NodeID, _ annotation: Annotation) {
    guard let content = part("content", of: id), let frame = node(content)?.layer.frame
    else { return }
    var inset = LayerChanges()
    inset.frame = frame.inset(by: annotation.contentInsets)
    try? setLayer(content, inset)
    let size = inset.frame?.size ?? .zero
    let imageSize = annotation.image?.size ?? .zero
    if annotation.text != nil {
      var label = LayerChanges()
      var rect = Rect(origin: .zero, size: size)
      if annotation.image != nil {
        rect.origin.x += imageSize.width + Annotations.imageSpacing
        rect.size.width -= imageSize.width + Annotations.imageSpacing
      }
      label.frame = rect
      if let part = part("label", of: id) { try? setLayer(part, label) }
    }
    if annotation.image != nil {
      var image = LayerChanges()
      image.frame = Rect(
        x: 0, y: (size.height - imageSize.height) / 2, width: imageSize.width,
        height: imageSize.height)
      if let part = part("image", of: id) { try? setLayer(part, image) }
    }
  }

  /// An annotation's label in `print`: its text, how many lines it draws and whether text
  /// was left out; `dump` also gives the lines as drawn. Callout labels add nothing.
  func annotationLabelFields(_ id: NodeID) -> [FrameField] {
    guard let label = annotationLabelText(id) else { return [] }
    return [
      FrameField("text", .string(label.text)),
      FrameField("lines", .number(Double(label.lines.count))),
      FrameField("truncated", .bool(label.isTruncated)),
      FrameField("drawn", .string(label.lines.joined(separator: "\n")), printed: false),
    ]
  }

  /// What an annotation's label (`ID.label`) shows: its text as FWTAnnotationView's UILabel
  /// lays it out, in the annotation's label style.
  func annotationLabelText(_ id: NodeID) -> LabelText? {
    guard let node = node(id), node.kind == .label, let link = partLink(of: id),
      link.name == "label",
      let annotation = annotationLook(link.owner), let text = annotation.text
    else { return nil }
    let style = annotation.label
    let layout = LabelLayout(
      text, in: node.layer.bounds.size, fontSize: style.fontSize, bold: style.bold,
      numberOfLines: style.numberOfLines, alignment: style.alignment)
    return LabelText(
      text: text, fontSize: style.fontSize, bold: style.bold, color: style.textColor,
      lines: layout.lines, xs: layout.xs, alignment: style.alignment, top: layout.top,
      lineHeight: layout.lineHeight, isTruncated: layout.isTruncated,
      shadowColor: style.shadowColor, shadowOffset: style.shadowOffset)
  }
}
