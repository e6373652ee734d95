import SimCommands
import SimGeometry
import SimMotion
import SimScene

extension Popover {
  /// The properties `popover add` and `popover set` take, declared in this order: the
  /// view's own, then its background and animation helpers' (``Look``).
  struct PopoverArgs {
    let size: OptionalArg<Size>
    let adjust: OptionalArg<Bool>
    let arrowSize: OptionalArg<Size>
    let cornerOffset: OptionalArg<Double>
    let cornerRadius: OptionalArg<Double>
    let look: Look

    /// Every property, declared in this order.
    init(_ p: inout Parameters) {
      size = p.option("size", "WxH", .size, help: "contentSize (default 160x60)")
      adjust = p.option("adjust", "B", .bool, help: "adjustPositionInSuperviewEnabled (default on)")
      arrowSize = p.option(
        "arrow-size", "WxH", .size, help: "arrow.size: base width x length (default 10x10)")
      cornerOffset = p.option(
        "corner-offset", "N", .number(-100_000...100_000),
        help: "arrow.cornerOffset: moves only the tip along the edge (default 0)")
      cornerRadius = p.option(
        "corner-radius", "R", .number(0...100_000),
        help: "backgroundHelper.cornerRadius (default 6)")
      look = Look(&p)
    }

    /// The properties an annotation view takes besides those `annotation add` declares
    /// itself (its size, arrow size, corner offset and radius, given here).
    init(
      _ p: inout Parameters, size: OptionalArg<Size>, arrowSize: OptionalArg<Size>,
      cornerOffset: OptionalArg<Double>, cornerRadius: OptionalArg<Double>
    ) {
      self.size = size
      self.arrowSize = arrowSize
      self.cornerOffset = cornerOffset
      self.cornerRadius = cornerRadius
      adjust = p.option("adjust", "B", .bool, help: "adjustPositionInSuperviewEnabled (default on)")
      look = Look(&p)
    }

    /// The background and animation helpers' properties.
    struct Look {
      let fill: OptionalArg<Color>
      let stroke: OptionalArg<Color>
      let lineWidth: OptionalArg<Double>
      let lineJoin: OptionalArg<String>
      let lineCap: OptionalArg<String>
      let miterLimit: OptionalArg<Double>
      let dash: OptionalArg<String>
      let innerBorder: OptionalArg<String>
      let innerBorderWidth: OptionalArg<Double>
      let innerBorderColor: OptionalArg<Color>
      let dashPhase: OptionalArg<Double>
      let shadowRadius: OptionalArg<Double>
      let shadowOffset: OptionalArg<String>
      let shadowColor: OptionalArg<Color>
      let shadowOpacity: OptionalArg<Double>
      let presentDuration: OptionalArg<SimTime>
      let dismissDuration: OptionalArg<SimTime>
      let adjustDuration: OptionalArg<SimTime>
      let presentDelay: OptionalArg<SimTime>
      let dismissDelay: OptionalArg<SimTime>
      let presentCurve: OptionalArg<TimingFunction>
      let dismissCurve: OptionalArg<TimingFunction>
      let presentFlags: OptionalArg<String>
      let dismissFlags: OptionalArg<String>
      let backgroundImage: OptionalArg<[Word]>
      let caps: OptionalArg<String>

      init(_ p: inout Parameters) {
        fill = p.option(
          "fill", "C", .color, help: "backgroundHelper.fillColor (default black at 0.5)")
        stroke = p.option(
          "stroke", "C", .color, help: "backgroundHelper.strokeColor (default black)")
        lineWidth = p.option(
          "line-width", "N", .number(0...1000), help: "backgroundHelper.lineWidth (default 1)")
        lineJoin = p.option(
          "line-join", "JOIN", .choice(["round", "miter", "bevel"]),
          help: "backgroundHelper.lineJoin (default round)")
        lineCap = p.option(
          "line-cap", "CAP", .choice(["butt", "round", "square"]),
          help: "backgroundHelper.lineCap (default butt)")
        miterLimit = p.option(
          "miter-limit", "N", .number(0...1000), help: "backgroundHelper.miterLimit (default 10)")
        dash = p.option(
          "dash", "A,B,...", .text, help: "backgroundHelper.lineDashPattern (default none)")
        innerBorder = p.option(
          "inner-border", "N|none", .text,
          help: "drawPathBlock: the demo's inner border, the pathFrame inset by N (default none)")
        innerBorderWidth = p.option(
          "inner-border-width", "W", .number(0...1000), help: "its line width (default 5)")
        innerBorderColor = p.option(
          "inner-border-color", "C", .color, help: "its colour (default white at 0.5)")
        dashPhase = p.option(
          "dash-phase", "N", .number(-100_000...100_000),
          help: "backgroundHelper.lineDashPhase (default 0)")
        shadowRadius = p.option(
          "shadow-radius", "N", .number(0...1000), help: "shadowRadius (default 5)")
        shadowOffset = p.option("shadow-offset", "DX,DY", .text, help: "shadowOffset (default 0,1)")
        shadowColor = p.option("shadow-color", "C", .color, help: "shadowColor (default black)")
        shadowOpacity = p.option(
          "shadow-opacity", "A", .number(0...1), help: "shadowOpacity (default 0.7)")
        presentDuration = p.option(
          "present-duration", "D", .duration, help: "presentDuration (default 0.25s)")
        dismissDuration = p.option(
          "dismiss-duration", "D", .duration, help: "dismissDuration (default 0.25s)")
        adjustDuration = p.option(
          "adjust-duration", "D", .duration, help: "adjustPositionDuration (default 0.25s)")
        presentDelay = p.option("present-delay", "D", .duration, help: "presentDelay (default 0)")
        dismissDelay = p.option("dismiss-delay", "D", .duration, help: "dismissDelay (default 0)")
        presentCurve = p.option(
          "present-curve", "CURVE", .curve, help: "presentOptions' curve (default ease-in)")
        dismissCurve = p.option(
          "dismiss-curve", "CURVE", .curve, help: "dismissOptions' curve (default ease-in)")
        presentFlags = p.option(
          "present-options", "FLAGS", .custom(Popover.animationFlags),
          help: "presentOptions beside the curve: begin-from-current, repeat, autoreverse, "
            + "joined by commas, or none (default)")
        dismissFlags = p.option(
          "dismiss-options", "FLAGS", .custom(Popover.animationFlags),
          help: "dismissOptions beside the curve (default none)")
        backgroundImage = p.variadic(
          "background-image", "NAME WxH", ellipsis: false,
          help: "a PNG shown as the body, stretched by its caps (not in 1.3.0); none removes it")
        caps = p.option(
          "caps", "T,L,B,R", .text,
          help: "the background image's cap insets, left unstretched (default 0,0,0,0)")
      }
    }
  }

  static func popoverState(_ args: ParsedArguments, _ o: PopoverArgs, from base: PopoverState)
    throws(CommandError) -> PopoverState
  {
    var s = base
    if let text = args[o.look.shadowOffset] {
      guard let v = try? Values.numbers(text, count: 2) else {
        throw CommandError(
          "expected DX,DY for 'shadow-offset', got '\(clip(text))'",
          column: args.column(of: o.look.shadowOffset))
      }
      s.shadowOffset = Size(width: v[0], height: v[1])
    }
    if let v = args[o.look.shadowRadius] { s.shadowRadius = v }
    if let v = args[o.look.shadowColor] { s.shadowColor = v }
    if let v = args[o.look.shadowOpacity] { s.shadowOpacity = v }
    if let v = args[o.size] { s.contentSize = v }
    if let v = args[o.adjust] { s.adjustsPosition = v }
    if let v = args[o.arrowSize] { s.arrowSize = v }
    if let v = args[o.cornerOffset] { s.cornerOffset = v }
    if let v = args[o.cornerRadius] { s.cornerRadius = v }
    if let v = args[o.look.fill] { s.fillColor = v }
    if let v = args[o.look.stroke] { s.strokeColor = v }
    if let v = args[o.look.lineWidth] { s.lineWidth = v }
    if let v = args[o.look.lineJoin] { s.lineJoin = v }
    if let v = args[o.look.lineCap] { s.lineCap = v }
    if let v = args[o.look.miterLimit] { s.miterLimit = v }
    if let v = args[o.look.dashPhase] { s.dashPhase = v }
    if let text = args[o.look.innerBorder] {
      if text == "none" {
        s.innerBorder = nil
      } else {
        guard let v = Double(text), v.isFinite, abs(v) <= 100_000 else {
          throw CommandError(
            "expected a number or none for 'inner-border', got '\(clip(text))'",
            column: args.column(of: o.look.innerBorder))
        }
        s.innerBorder = s.innerBorder ?? InnerBorder()
        s.innerBorder?.inset = v
      }
    }
    if (args[o.look.innerBorderWidth] != nil) || (args[o.look.innerBorderColor] != nil) {
      guard s.innerBorder != nil else {
        throw CommandError(
          "there is no inner border to change",
          column: args.column(of: o.look.innerBorderWidth)
            ?? args.column(of: o.look.innerBorderColor),
          hint: "give inner-border N first")
      }
      if let v = args[o.look.innerBorderWidth] { s.innerBorder?.width = v }
      if let c = args[o.look.innerBorderColor] { s.innerBorder?.color = c }
    }
    if let text = args[o.look.dash] {
      let parts = text == "none" ? [] : text.split(separator: ",").map { Double($0) }
      guard parts.allSatisfy({ $0.map { $0 >= 0 && $0 <= 100_000 } ?? false }) else {
        throw CommandError(
          "expected lengths A,B,... (0 to 100000) or none for 'dash', got '\(clip(text))'",
          column: args.column(of: o.look.dash))
      }
      s.dashPattern = parts.compactMap { $0 }
    }
    if let v = args[o.look.presentDuration] { s.presentDuration = v }
    if let v = args[o.look.dismissDuration] { s.dismissDuration = v }
    if let v = args[o.look.adjustDuration] { s.adjustDuration = v }
    if let v = args[o.look.presentDelay] { s.presentDelay = v }
    if let v = args[o.look.dismissDelay] { s.dismissDelay = v }
    if let v = args[o.look.presentCurve] { s.presentCurve = v }
    if let v = args[o.look.dismissCurve] { s.dismissCurve = v }
    if let v = args[o.look.presentFlags].flatMap(PopoverAnimationFlags.init(parsing:)) {
      s.presentFlags = v
    }
    if let v = args[o.look.dismissFlags].flatMap(PopoverAnimationFlags.init(parsing:)) {
      s.dismissFlags = v
    }
    try backgroundImage(args, o, into: &s)
    return s
  }

  /// background-image NAME WxH [caps T,L,B,R], background-image none, or caps alone for the
  /// image already set.
  private static func backgroundImage(
    _ args: ParsedArguments, _ o: PopoverArgs, into s: inout PopoverState
  )
    throws(CommandError)
  {
    let words = args[o.look.backgroundImage]
    let capsText = args[o.look.caps]
    guard words != nil || capsText != nil else { return }
    let column = args.column(of: o.look.backgroundImage) ?? args.column(of: o.look.caps)
    if let words, words.count == 1, words[0].0 == "none" {
      guard capsText == nil else {
        throw CommandError(
          "caps go with an image, not with none", column: args.column(of: o.look.caps))
      }
      s.backgroundImage = nil
      return
    }
    var name = s.backgroundImage?.name
    var size = s.backgroundImage?.size
    if let words {
      guard words.count == 2,
        let v = try? Values.numbers(words[1].0, count: 2, separator: "x"), v[0] > 0, v[1] > 0
      else {
        throw CommandError(
          "expected an image name and a size WxH, or none", column: column,
          hint: "as in background-image bubble.png 40x40 caps 12,12,12,12")
      }
      name = words[0].0
      size = Size(width: v[0], height: v[1])
    }
    guard let name, let size else {
      throw CommandError(
        "caps need a background image", column: column,
        hint: "give background-image NAME WxH with them")
    }
    var caps = EdgeInsets.zero
    if let capsText {
      guard let v = try? Values.numbers(capsText, count: 4), v.allSatisfy({ $0 >= 0 }) else {
        throw CommandError(
          "expected T,L,B,R of 0 or more for 'caps', got '\(clip(capsText))'",
          column: args.column(of: o.look.caps))
      }
      caps = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
    guard let image = PopoverBackgroundImage(name: name, size: size, caps: caps) else {
      throw CommandError(
        "the caps leave no room in a "
          + "\(NumberFormat.string(size.width))x\(NumberFormat.string(size.height)) image",
        column: args.column(of: o.look.caps),
        hint: "left + right must be at most the width, top + bottom at most the height")
    }
    s.backgroundImage = image
  }

  /// An arrow direction: up, down, left, right, none and `+` combinations of them (auto
  /// too, with `auto`).
  /// `from`'s value: a rect `X,Y,W,H` (its width or height may be negative, as a CGRect
  /// passed along may be), or the id of a node, whose frame it stands for.
  static let rectOrNode = CustomArgument(
    expectation: "a rect X,Y,W,H or a node's id",
    parse: { text, scene throws(CommandError) in
      if text.contains(",") {
        guard let v = try? Values.numbers(text, count: 4) else {
          throw CommandError("expected a rect X,Y,W,H or a node's id, got '\(text)'")
        }
        return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
      }
      guard scene.node(text) != nil else {
        throw CommandError("no node '\(text)'", hint: "give a rect X,Y,W,H or a node's id")
      }
      return .id(text)
    },
    words: { scene, _, _ in scene.ids })

  /// The rect `from` points at in `view`'s coordinates: as given, or a node's bounds carried
  /// there (the box around its corners, when a transform turns it).
  static func rect(_ value: ArgValue, in view: NodeID, of scene: Scene, column: Int?)
    throws(CommandError) -> Rect
  {
    if case .rect(let rect) = value { return rect }
    guard case .id(let id) = value, let node = scene.node(id) else {
      throw CommandError("expected a rect or a node", column: column)
    }
    let b = node.layer.bounds
    let corners = [
      Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.maxY),
      Point(x: b.maxX, y: b.maxY),
    ].compactMap { corner in
      scene.convertToScreen(corner, from: id).flatMap { scene.convertFromScreen($0, to: view) }
    }
    guard corners.count == 4 else {
      throw CommandError("'\(id)' is not on the screen with \(view)", column: column)
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x = xs.min() ?? 0
    let y = ys.min() ?? 0
    return Rect(x: x, y: y, width: (xs.max() ?? x) - x, height: (ys.max() ?? y) - y)
  }

  static func arrowDirection(auto: Bool) -> CustomArgument {
    CustomArgument(expectation: "a word") { _, _, partial in
      let names = ArrowDirection.named.map(\.name)
      return Session.continuing(partial, separator: "+", with: names.filter { $0 != "none" })
        + names + (auto ? ["auto"] : [])
    }
  }

  /// `up`, `down+left`, `none`, a mask number 0…31, or `auto`.
  static func arrowChoice(_ text: String, column: Int?) throws(CommandError) -> ArrowChoice {
    if text == "auto" { return .automatic }
    if let n = Int(text), (0...31).contains(n) { return .mask(ArrowDirection(rawValue: n)) }
    var mask: ArrowDirection = []
    for word in text.split(separator: "+", omittingEmptySubsequences: false) {
      guard let match = ArrowDirection.named.first(where: { $0.name == word }) else {
        throw CommandError(
          "unknown arrow direction '\(clip(String(word)))'", column: column,
          hint: "use up, down, left, right, none, combinations such as down+left, a mask "
            + "0 to 31, or auto")
      }
      mask.formUnion(match.direction)
    }
    return .mask(mask)
  }
}
