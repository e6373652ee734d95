import SimCommands
import SimGeometry
import SimRender
import SimScene

extension UIKitContent {
  static let group = CommandGroup("UIKit content", order: 350)

  /// Font names Tab offers; any name is taken (one whose name says Bold draws bold).
  static let fonts = CustomArgument(expectation: "a font: system, bold or a name") { _, _, _ in
    ["system", "bold", "Helvetica", "Helvetica-Bold"]
  }

  /// The options every label, button and image view takes when made.
  struct Common {
    let id: Arg<NodeID>
    let frame: Arg<Rect>
    let parent: OptionalArg<NodeID>
    let color: OptionalArg<Color>

    init(declaring p: inout Parameters, what: String) {
      id = p.positional("ID", .newID, help: "the new \(what)'s id")
      frame = p.requiredOption(
        "frame", "X,Y,W,H", .rect, help: "the frame in the parent's coordinates")
      parent = p.option(
        "in", "PARENT", .node(kinds: nil),
        help: "the superview, any view, a popover's content among them (default: the key "
          + "window's root view)")
      color = p.option("color", "C", .color, help: "background colour")
    }

    /// Adds the node of `kind`, with the background `defaultColor` unless one was given.
    func add(
      _ kind: NodeKind, _ session: inout Session, _ args: ParsedArguments,
      defaultColor: Color? = nil
    ) throws(CommandError) -> NodeID {
      let view = try args.parentView(parent, key: "in", in: session.scene)
      var changes = LayerChanges()
      changes.color = args[color] ?? defaultColor
      let id = args[id]
      try sceneCall(at: args.column(of: self.id)) { () throws(SceneError) in
        try session.scene.addView(id, kind: kind, frame: args[frame], in: view, changes: changes)
      }
      return id
    }
  }

  /// The style options of a label, for `label add` and `label set`.
  struct LabelOptions {
    let font: OptionalArg<String>
    let size: OptionalArg<Double>
    let textColor: OptionalArg<Color>
    let align: OptionalArg<String>
    let lines: OptionalArg<Double>

    init(declaring p: inout Parameters) {
      font = p.option(
        "font", "FONT", .custom(fonts),
        help: "system, bold (boldSystemFontOfSize:) or a font's name (default system)")
      size = p.option("size", "PT", .number(1...500), help: "the font's size (default 17)")
      textColor = p.option("text-color", "C", .color, help: "textColor (default black)")
      align = p.option(
        "align", "ALIGN", .choice(LabelText.Alignment.allCases.map(\.rawValue)),
        help: "textAlignment (default left)")
      lines = p.option(
        "lines", "N", .number(0...1000),
        help: "numberOfLines: 0 for as many as the height holds (default 1)")
    }

    func apply(_ args: ParsedArguments, to style: inout LabelStyle) {
      if let name = args[font] {
        style.fontName = name
        style.bold = name == "bold" || name.lowercased().contains("bold")
      }
      if let v = args[size] { style.fontSize = v }
      if let c = args[textColor] { style.textColor = c }
      if let a = args[align].flatMap(LabelText.Alignment.init(rawValue:)) { style.alignment = a }
      if let n = args[lines] { style.numberOfLines = Int(n) }
    }
  }

  static let commands: [CommandSpec] = [
    CommandSpec(
      ["label", "add"], group: group, abstract: "a UILabel with text",
      discussion: """
        UILabel initWithFrame:, its text set, then addSubview: on PARENT (a popover's
        content view `in tip.content`, say). The era's defaults: systemFontOfSize:17, black,
        left-aligned, one line, cut at the tail with an ellipsis; a clear background from
        iOS 7, white before (ios). print shows its text; the pictures draw it as UILabel
        lays it out, wrapped and cut as print says (truncated).
        """
    ) { p in
      let common = Common(declaring: &p, what: "label")
      let text = p.requiredOption("text", "TEXT", .text, help: "the label's text")
      let options = LabelOptions(declaring: &p)
      return { session, args throws(CommandError) in
        let white = UIKitContent.era(of: session.scene) < 7 ? Color(white: 1) : nil
        let id = try common.add(.label, &session, args, defaultColor: white)
        var style = LabelStyle(text: args[text])
        options.apply(args, to: &style)
        session.scene.setUIKitContent(id, .label(style))
        return []
      }
    },
    CommandSpec(
      ["label", "set"], group: group, abstract: "change a label's text or style"
    ) { p in
      let id = p.positional("ID", .node(kinds: [.label]), help: "one of the app's labels")
      let text = p.option("text", "TEXT", .text, help: "the new text")
      let options = LabelOptions(declaring: &p)
      return { session, args throws(CommandError) in
        guard case .label(var style)? = session.scene.uikitContent(args[id]) else {
          throw CommandError(
            "'\(args[id])' is a library's label, not the app's", column: args.column(of: id),
            hint: "label set changes labels made with label add")
        }
        if let t = args[text] { style.text = t }
        options.apply(args, to: &style)
        session.scene.setUIKitContent(args[id], .label(style))
        return []
      }
    },
    CommandSpec(
      ["button", "add"], group: group, abstract: "a UIButton with a title",
      discussion: """
        [UIButton buttonWithType:] of the era's default type (ios): from iOS 7 the system
        button, its title in the tint colour (#007AFF) on no background, dimmed while
        highlighted; before, the rounded rect, white with a grey border and a bold dark-blue
        title, blue while highlighted. A touch that goes down on it highlights it while the
        finger stays within 70 pt of its bounds; lifted there it fires touchUpInside,
        elsewhere touchUpOutside (hook them with on ID touchUpInside LINE). A disabled
        button (enabled off) takes touches and does nothing.
        """
    ) { p in
      let common = Common(declaring: &p, what: "button")
      let title = p.requiredOption("title", "TITLE", .text, help: "the title for the normal state")
      let enabled = p.option("enabled", "B", .bool, help: "UIControl.enabled (default on)")
      return { session, args throws(CommandError) in
        let id = try common.add(.button, &session, args)
        session.scene.setUIKitContent(
          id,
          .button(
            ButtonState(
              title: args[title], isEnabled: args[enabled] ?? true,
              era: UIKitContent.era(of: session.scene))))
        return []
      }
    },
    CommandSpec(
      ["button", "set"], group: group, abstract: "change a button's title or enabled state"
    ) { p in
      let id = p.positional("ID", .node(kinds: [.button]), help: "the button")
      let title = p.option("title", "TITLE", .text, help: "the new title")
      let enabled = p.option("enabled", "B", .bool, help: "UIControl.enabled")
      return { session, args throws(CommandError) in
        guard case .button(var state)? = session.scene.uikitContent(args[id]) else {
          throw CommandError("'\(args[id])' has no button state", column: args.column(of: id))
        }
        if let t = args[title] { state.title = t }
        if let e = args[enabled] {
          state.isEnabled = e
          if !e { state.isHighlighted = false }
        }
        session.scene.setUIKitContent(args[id], .button(state))
        return []
      }
    },
    CommandSpec(
      ["image", "add"], group: group, abstract: "a UIImageView",
      discussion: """
        UIImageView initWithFrame: holding an image of WxH points (scenesim draws a
        placeholder of that size), laid out by its content mode: scale-to-fill (the
        default) fills the frame, aspect-fit fits inside it, aspect-fill covers it, center
        keeps the image's size.
        """
    ) { p in
      let common = Common(declaring: &p, what: "image view")
      let image = p.option("image", "WxH", .size, help: "the image's size (default none)")
      let mode = p.option(
        "mode", "MODE", .choice(ContentMode.allCases.map(\.rawValue)),
        help: "contentMode (default scale-to-fill)")
      return { session, args throws(CommandError) in
        let id = try common.add(.image, &session, args)
        session.scene.setUIKitContent(
          id,
          .image(
            ImageState(
              size: args[image],
              mode: args[mode].flatMap(ContentMode.init(rawValue:)) ?? .scaleToFill)))
        return []
      }
    },
  ]
}
