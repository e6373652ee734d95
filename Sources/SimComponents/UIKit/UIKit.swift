import SimCommands
import SimGeometry
import SimRender
import SimScene

extension NodeKind {
  /// UIButton.
  public static let button = NodeKind("button")
}

/// UIKit's own content, made by the app rather than a library: labels, buttons and image
/// views (`label add`, `button add`, `image add`). The kinds are open: libraries whose
/// views hold labels and images (an annotation's label, a callout's title) add to them.
public enum UIKitContent {
  /// What the app set on a node of its own: a label's text and style, a button's title and
  /// state, an image view's image and content mode.
  public enum Content: Hashable, Sendable {
    /// A UILabel's text and style.
    case label(LabelStyle)
    /// A UIButton's title and state.
    case button(ButtonState)
    /// A UIImageView's image and content mode.
    case image(ImageState)
  }

  /// UILabel's text and the properties that lay it out.
  public struct LabelStyle: Hashable, Sendable {
    /// label.text.
    public var text: String
    /// The font's size in points (systemFontOfSize: 17 by default).
    public var fontSize = 17.0
    /// boldSystemFontOfSize:, or a font whose name says Bold.
    public var bold = false
    /// The font's name as given (`system`, `bold`, `Helvetica-Bold`).
    public var fontName = "system"
    /// label.textColor (black by default).
    public var textColor = Color(white: 0)
    /// label.textAlignment (left: NSTextAlignmentLeft, and natural in a left-to-right
    /// language).
    public var alignment = LabelText.Alignment.left
    /// label.numberOfLines: 1 by default, 0 for as many as the height holds.
    public var numberOfLines = 1
  }

  /// UIButton's title and control state.
  public struct ButtonState: Hashable, Sendable {
    /// The title for UIControlStateNormal.
    public var title: String
    /// UIControl.enabled.
    public var isEnabled = true
    /// UIControl.highlighted: while a touch that went down on it is inside.
    public var isHighlighted = false
    /// The iOS era whose default button type it is: rounded rect before 7, system from 7.
    public var era: Int
  }

  /// UIImageView's image (its size; scenesim draws a placeholder) and content mode.
  public struct ImageState: Hashable, Sendable {
    /// The image's size in points, or nil for no image.
    public var size: Size?
    /// UIView.contentMode.
    public var mode = ContentMode.scaleToFill
  }

  /// UIViewContentMode, as an image view draws its image.
  public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// UIViewContentModeScaleToFill: the image fills the bounds.
    case scaleToFill = "scale-to-fill"
    /// UIViewContentModeScaleAspectFit: scaled to fit inside, centred.
    case aspectFit = "aspect-fit"
    /// UIViewContentModeScaleAspectFill: scaled to cover, centred.
    case aspectFill = "aspect-fill"
    /// UIViewContentModeCenter: its own size, centred.
    case center
  }

  /// The content of the app's labels, buttons and image views.
  public static let storage = SceneStorageKey<[NodeID: Content]>("uikit")

  /// UIKit's era for the app's own views: `ios N` when set; under `ios auto`, iOS 7, the
  /// flat style (clear labels, borderless system buttons).
  public static let era = Era(
    what: "UIKit content (label, button, image)", shortName: "UIKit", version: 7, order: 5)

  /// The era a node made now follows.
  static func era(of scene: Scene) -> Int { scene.iosVersion ?? era.version }

  /// A button's title font size (the system button's 15 pt; the rounded rect's bold 15 pt).
  static let buttonFontSize = 15.0

  /// How far outside its bounds a touch may move and still count as inside a control
  /// (UIControl's tracking slop).
  static let trackingSlop = 70.0
}

extension Scene {
  /// What the app set on node `id`, if it is one of its labels, buttons or image views.
  public func uikitContent(_ id: NodeID) -> UIKitContent.Content? {
    self[UIKitContent.storage]?[id]
  }

  /// Sets or forgets what the app set on `id`.
  mutating func setUIKitContent(_ id: NodeID, _ content: UIKitContent.Content?) {
    var all = self[UIKitContent.storage] ?? [:]
    all[id] = content
    self[UIKitContent.storage] = all.isEmpty ? nil : all
  }

  /// The text a label of the app's shows, laid out as UILabel lays it out in its bounds.
  func userLabelText(_ id: NodeID) -> LabelText? {
    guard case .label(let style)? = uikitContent(id), let node = node(id) else { return nil }
    let layout = LabelLayout(
      style.text, in: node.layer.bounds.size, fontSize: style.fontSize, bold: style.bold,
      numberOfLines: style.numberOfLines, alignment: style.alignment)
    return LabelText(
      text: style.text, fontSize: style.fontSize, bold: style.bold, color: style.textColor,
      lines: layout.lines, xs: layout.xs, alignment: style.alignment, top: layout.top,
      lineHeight: layout.lineHeight, isTruncated: layout.isTruncated)
  }

  /// What `print` and `dump` add for the app's content: a label's text (and how many lines
  /// it draws, whether it was cut), a button's title and state, an image's size and mode.
  func uikitFields(_ id: NodeID) -> [FrameField] {
    switch uikitContent(id) {
    case .label(let style)?:
      var fields = style.text.isEmpty ? [] : [FrameField("text", .string(style.text))]
      if style.fontName != "system" || style.fontSize != 17 {
        fields.append(
          FrameField("font", .string("\(style.fontName) \(NumberFormat.string(style.fontSize))")))
      }
      if style.alignment != .left {
        fields.append(FrameField("align", .string(style.alignment.rawValue)))
      }
      if style.numberOfLines != 1 {
        fields.append(FrameField("lines", .number(Double(style.numberOfLines))))
      }
      if let shown = userLabelText(id) {
        if shown.isTruncated { fields.append(FrameField("truncated", .bool(true))) }
        fields.append(
          FrameField("drawn", .string(shown.lines.joined(separator: "\n")), printed: false))
      }
      return fields
    case .button(let state)?:
      var fields = state.title.isEmpty ? [] : [FrameField("title", .string(state.title))]
      if !state.isEnabled { fields.append(FrameField("disabled", .bool(true))) }
      if state.isHighlighted { fields.append(FrameField("highlighted", .bool(true))) }
      return fields
    case .image(let state)?:
      var fields = [FrameField("image", state.size.map { .string($0.formatted) } ?? .null)]
      if state.mode != .scaleToFill {
        fields.append(FrameField("mode", .string(state.mode.rawValue)))
      }
      return fields
    case nil:
      return []
    }
  }
}

extension UIKitContent {
  /// A recursiveDescription value without its quotes (`'Sign in'` is `Sign in`).
  /// `\u4e0b` escapes, as Cycript and lldb write text that is not ASCII, are decoded.
  static func unquoted(_ text: String) -> String {
    let inner =
      text.count >= 2 && text.first == "'" && text.last == "'"
      ? text.dropFirst().dropLast() : Substring(text)
    guard inner.contains("\\u") else { return String(inner) }
    var out = ""
    var rest = inner
    while let slash = rest.firstIndex(of: "\\") {
      out += rest[..<slash]
      let hex = rest[slash...].dropFirst(2).prefix(4)
      if rest[slash...].dropFirst().first == "u", hex.count == 4,
        let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value)
      {
        out.unicodeScalars.append(scalar)
        rest = rest[slash...].dropFirst(6)
      } else {
        out.append("\\")
        rest = rest[rest.index(after: slash)...]
      }
    }
    return out + rest
  }

  /// A label read from a file: a recursiveDescription's `text = '…'` or a dump's `text`.
  static let restoreLabel: KindRestorer = { scene, id, read in
    var style = LabelStyle(text: read.fields["text"].map(unquoted) ?? "")
    // Values a file gives are taken within the ranges label add takes.
    if let n = read.fields["lines"].flatMap(Int.init), (0...1000).contains(n) {
      style.numberOfLines = n
    }
    // A recursiveDescription does not give the font: the largest system size up to 17 pt
    // whose line fits the label (apps size labels to their text).
    if read.fields["size"] == nil, style.numberOfLines == 1,
      let size = scene.node(id)?.layer.bounds.size,
      !style.text.isEmpty
    {
      let byHeight = size.height / TextMeasure.lineHeightEm
      let width = TextMeasure.width(of: style.text[...], fontSize: 17)
      let byWidth = width > 0 ? 17 * size.width / width : 17
      style.fontSize = max(1, min(17, byHeight, byWidth).rounded(.down))
    }
    if let v = read.fields["size"].flatMap(Double.init), v.isFinite, (1...500).contains(v) {
      style.fontSize = v
    }
    scene.setUIKitContent(id, .label(style))
  }

  /// A button read from a file: a dump's `title`, or the text of the UIButtonLabel under a
  /// recursiveDescription's UIButton.
  static let restoreButton: KindRestorer = { scene, id, read in
    let titleLabel = read.children.firstIndex { $0.className == "UIButtonLabel" }
    let title =
      read.fields["title"]
      ?? titleLabel.flatMap { read.children[$0].fields["text"] }.map(unquoted) ?? ""
    // The button draws its title itself: the UIButtonLabel under it goes.
    if let titleLabel, let child = scene.node(id)?.children.dropFirst(titleLabel).first {
      scene.deleteSubtree(child)
    }
    scene.setUIKitContent(
      id,
      .button(
        ButtonState(
          title: title,
          isEnabled: read.fields["disabled"] != "true"
            && read.fields["enabled"] != "NO",
          era: era(of: scene))))
  }

  /// An image view read from a file: a dump's `image` size, else the view's own size.
  static let restoreImage: KindRestorer = { scene, id, read in
    let given = read.fields["image"].flatMap { text -> Size? in
      let parts = text.split(separator: "x").compactMap { Double($0) }
      guard parts.count == 2, parts.allSatisfy({ $0.isFinite && (0...1e9).contains($0) }) else {
        return nil
      }
      return Size(width: parts[0], height: parts[1])
    }
    let mode = read.fields["mode"].flatMap(ContentMode.init(rawValue:)) ?? .scaleToFill
    scene.setUIKitContent(
      id, .image(ImageState(size: given ?? scene.node(id)?.layer.bounds.size, mode: mode)))
  }
}
