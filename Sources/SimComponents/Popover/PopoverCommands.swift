import SimCommands
import SimGeometry
import SimMotion
import SimScene

extension Popover {
  static let groupPopovers = CommandGroup("Popovers (FWTPopoverView 1.3.0)", order: 500)

  /// The properties `popover add` and `popover set` take.
  static let popoverOptions: [Parameter] = [
    .option("size", "WxH", .size, help: "contentSize (default 160x60)"),
    .option("adjust", "B", .bool, help: "adjustPositionInSuperviewEnabled (default on)"),
    .option("arrow-size", "WxH", .size, help: "arrow.size: base width x length (default 10x10)"),
    .option(
      "corner-offset", "N", .number(-100_000...100_000),
      help: "arrow.cornerOffset: moves only the tip along the edge (default 0)"),
    .option(
      "corner-radius", "R", .number(0...100_000),
      help: "backgroundHelper.cornerRadius (default 6)"),
    .option("fill", "C", .color, help: "backgroundHelper.fillColor (default black at 0.5)"),
    .option("stroke", "C", .color, help: "backgroundHelper.strokeColor (default black)"),
    .option("line-width", "N", .number(0...1000), help: "backgroundHelper.lineWidth (default 1)"),
    .option(
      "line-join", "JOIN", .choice(["round", "miter", "bevel"]),
      help: "backgroundHelper.lineJoin (default round)"),
    .option(
      "line-cap", "CAP", .choice(["butt", "round", "square"]),
      help: "backgroundHelper.lineCap (default butt)"),
    .option(
      "miter-limit", "N", .number(0...1000), help: "backgroundHelper.miterLimit (default 10)"),
    .option("dash", "A,B,...", .text, help: "backgroundHelper.lineDashPattern (default none)"),
    .option(
      "dash-phase", "N", .number(-100_000...100_000),
      help: "backgroundHelper.lineDashPhase (default 0)"),
    .option("shadow-radius", "N", .number(0...1000), help: "shadowRadius (default 5)"),
    .option("shadow-offset", "DX,DY", .text, help: "shadowOffset (default 0,1)"),
    .option("shadow-color", "C", .color, help: "shadowColor (default black)"),
    .option("shadow-opacity", "A", .number(0...1), help: "shadowOpacity (default 0.7)"),
    .option("present-duration", "D", .duration, help: "presentDuration (default 0.25s)"),
    .option("dismiss-duration", "D", .duration, help: "dismissDuration (default 0.25s)"),
    .option("adjust-duration", "D", .duration, help: "adjustPositionDuration (default 0.25s)"),
    .option("present-delay", "D", .duration, help: "presentDelay (default 0)"),
    .option("dismiss-delay", "D", .duration, help: "dismissDelay (default 0)"),
    .option("present-curve", "CURVE", .curve, help: "presentOptions' curve (default ease-in)"),
    .option("dismiss-curve", "CURVE", .curve, help: "dismissOptions' curve (default ease-in)"),
    .variadic(
      "background-image", "NAME WxH", ellipsis: false,
      help: "a PNG shown as the body, stretched by its caps (not in 1.3.0); none removes it"),
    .option(
      "caps", "T,L,B,R", .text,
      help: "the background image's cap insets, left unstretched (default 0,0,0,0)"),
  ]

  static func popoverState(_ args: ParsedArguments, from base: PopoverState)
    throws(CommandError) -> PopoverState
  {
    var s = base
    if let text = args.word("shadow-offset") {
      guard let v = try? Values.numbers(text, count: 2) else {
        throw CommandError(
          "expected DX,DY for 'shadow-offset', got '\(clip(text))'",
          column: args.column(of: "shadow-offset"))
      }
      s.shadowOffset = Size(width: v[0], height: v[1])
    }
    if let v = args.number("shadow-radius") { s.shadowRadius = v }
    if let v = args.color("shadow-color") { s.shadowColor = v }
    if let v = args.number("shadow-opacity") { s.shadowOpacity = v }
    if let v = args.size("size") { s.contentSize = v }
    if let v = args.bool("adjust") { s.adjustsPosition = v }
    if let v = args.size("arrow-size") { s.arrowSize = v }
    if let v = args.number("corner-offset") { s.cornerOffset = v }
    if let v = args.number("corner-radius") { s.cornerRadius = v }
    if let v = args.color("fill") { s.fillColor = v }
    if let v = args.color("stroke") { s.strokeColor = v }
    if let v = args.number("line-width") { s.lineWidth = v }
    if let v = args.word("line-join") { s.lineJoin = v }
    if let v = args.word("line-cap") { s.lineCap = v }
    if let v = args.number("miter-limit") { s.miterLimit = v }
    if let v = args.number("dash-phase") { s.dashPhase = v }
    if let text = args.word("dash") {
      let parts = text == "none" ? [] : text.split(separator: ",").map { Double($0) }
      guard parts.allSatisfy({ $0.map { $0 >= 0 && $0 <= 100_000 } ?? false }) else {
        throw CommandError(
          "expected lengths A,B,... (0 to 100000) or none for 'dash', got '\(clip(text))'",
          column: args.column(of: "dash"))
      }
      s.dashPattern = parts.compactMap { $0 }
    }
    if let v = args.duration("present-duration") { s.presentDuration = v }
    if let v = args.duration("dismiss-duration") { s.dismissDuration = v }
    if let v = args.duration("adjust-duration") { s.adjustDuration = v }
    if let v = args.duration("present-delay") { s.presentDelay = v }
    if let v = args.duration("dismiss-delay") { s.dismissDelay = v }
    if let v = args.curve("present-curve") { s.presentCurve = v }
    if let v = args.curve("dismiss-curve") { s.dismissCurve = v }
    try backgroundImage(args, into: &s)
    return s
  }

  /// background-image NAME WxH [caps T,L,B,R], background-image none, or caps alone for the
  /// image already set.
  private static func backgroundImage(_ args: ParsedArguments, into s: inout PopoverState)
    throws(CommandError)
  {
    let words = args.words("background-image")
    let capsText = args.word("caps")
    guard words != nil || capsText != nil else { return }
    let column = args.column(of: "background-image") ?? args.column(of: "caps")
    if let words, words.count == 1, words[0].0 == "none" {
      guard capsText == nil else {
        throw CommandError("caps go with an image, not with none", column: args.column(of: "caps"))
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
          column: args.column(of: "caps"))
      }
      caps = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
    guard let image = PopoverBackgroundImage(name: name, size: size, caps: caps) else {
      throw CommandError(
        "the caps leave no room in a "
          + "\(NumberFormat.string(size.width))x\(NumberFormat.string(size.height)) image",
        column: args.column(of: "caps"),
        hint: "left + right must be at most the width, top + bottom at most the height")
    }
    s.backgroundImage = image
  }

  /// An arrow direction: up, down, left, right, none and `+` combinations of them (auto
  /// too, with `auto`).
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

  static let popoverCommands: [CommandSpec] = [
    CommandSpec(
      ["popover", "add"], group: groupPopovers,
      abstract: "create a popover with FWTPopoverView's defaults (not yet shown)",
      discussion: """
        [[FWTPopoverView alloc] init] with its properties: a view outside any window holding
        ID.background (the background image view) and ID.content (the content view, where
        your own views go). Properties apply from the next present.
        """,
      positionals: [.positional("ID", .newID, help: "the popover's id")],
      options: popoverOptions
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID") else { return [] }
      let state = try popoverState(args, from: PopoverState())
      do throws(SceneError) {
        try session.scene.addPopover(id, state)
      } catch {
        throw error.commandError(column: args.column(of: "ID"))
      }
      return []
    },
    CommandSpec(
      ["popover", "set"], group: groupPopovers,
      abstract: "change a popover's properties (they apply from the next present)",
      positionals: [.positional("ID", popoverOrAnnotation, help: "the popover or annotation view")],
      options: popoverOptions
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID") else { return [] }
      let current: PopoverState
      do throws(SceneError) {
        current = try session.scene.popover(id)
      } catch {
        throw error.commandError(column: args.column(of: "ID"))
      }
      let state = try popoverState(args, from: current)
      do throws(SceneError) {
        try session.scene.setPopover(id, state)
      } catch {
        throw error.commandError(column: args.column(of: "ID"))
      }
      return []
    },
    CommandSpec(
      ["popover", "present"], group: groupPopovers,
      abstract: "presentFromRect:inView:permittedArrowDirection:animated:",
      discussion: """
        As FWTPopoverView 1.3.0: the arrow direction is stored as given (a bit mask; several
        bits draw no arrow); the insets grow by the arrow's length on its side; the anchor is
        the rect's centre, or its origin on an axis where it is 1 pt; the origin leaves the
        arrow's old offset in (quirk popover-offset-leak); the frame is made integral, then
        shifted inside VIEW with one shared sign (popover-shared-sign) and the arrow offset
        clamped with C's integer abs() (popover-abs-truncation) to keep the corner radius
        clear (popover-max-offset-1.3). The tip stops 10 pt short of the anchor. Animated, it
        fades in over 0.25 s, ease-in; didPresent fires at the end (even unfinished), or at
        once when not animated. `arrow auto` (not in the original) places the popover with
        each of up, down, left and right as above, keeps those whose body (the frame less the
        10 pt margin and the arrow) leaves the anchor point free, edges included, and takes
        the one with the most of its body inside VIEW, ties in the order up, down, left,
        right; when every placement covers the anchor, the first that fits without moving,
        or up.
        """,
      positionals: [.positional("ID", .node(kinds: [.popover]), help: "the popover")],
      options: [
        .option("from", "X,Y,W,H", .signedRect, required: true, help: "the rect to point at"),
        .option(
          "in", "VIEW", .node(kinds: nil),
          help: "the superview (default: the key window's root view)"),
        .option(
          "arrow", "DIR", .custom(arrowDirection(auto: true)),
          help: "up, down, left, right, none, a combination such as down+left, a mask 0-31, "
            + "or auto (default none)"),
        .option("animated", "B", .bool, help: "fade in (default on)"),
      ]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID"), let rect = args.rect("from") else { return [] }
      let choice = try arrowChoice(args.word("arrow") ?? "none", column: args.column(of: "arrow"))
      let parent = try args.parentView("in", in: session.scene)
      do throws(SceneError) {
        try session.scene.presentPopover(
          id, from: rect, in: parent, arrow: choice,
          animated: args.bool("animated") ?? true)
      } catch {
        throw error.commandError(column: args.column(of: "in") ?? args.column(of: "ID"))
      }
      return []
    },
    CommandSpec(
      ["popover", "adjust"], group: groupPopovers,
      abstract: "adjustPositionToRect:animated: - move to point at another rect",
      discussion: """
        A new origin from the current size, corner offset and old arrow offset, shifted
        inside the superview but not made integral; the arrow offset and background stay as
        they were. Animated over 0.25 s with UIKit's default curve.
        """,
      positionals: [.positional("ID", popoverOrAnnotation, help: "the popover or annotation view")],
      options: [
        .option("to", "X,Y,W,H", .signedRect, required: true, help: "the rect to point at"),
        .option("animated", "B", .bool, help: "animate the move (default on)"),
      ]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID"), let rect = args.rect("to") else { return [] }
      do throws(SceneError) {
        try session.scene.adjustPopover(id, to: rect, animated: args.bool("animated") ?? true)
      } catch {
        throw error.commandError(column: args.column(of: "ID"))
      }
      return []
    },
    CommandSpec(
      ["popover", "dismiss"], group: groupPopovers,
      abstract: "dismissPopoverAnimated: - fade out, leave the superview, didDismiss",
      discussion: """
        Animated, it fades out over 0.25 s, ease-in, then leaves its superview and fires
        didDismiss; otherwise both at once. As in the original nothing stops a second dismiss:
        didDismiss fires again.
        """,
      positionals: [.positional("ID", .node(kinds: [.popover]), help: "the popover")],
      options: [.option("animated", "B", .bool, help: "fade out (default on)")]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID") else { return [] }
      do throws(SceneError) {
        try session.scene.dismissPopover(id, animated: args.bool("animated") ?? true)
      } catch {
        throw error.commandError(column: args.column(of: "ID"))
      }
      return []
    },
    CommandSpec(
      ["popover", "path"], group: groupPopovers, traits: [.readsOnly],
      abstract: "the background outline (bezierPathForRect:) as path commands",
      discussion: """
        As the last present drew the background image (later property changes do not redraw
        it), in the popover's coordinates: M (move), L (line), Q (quadratic curve: control
        point, then end point), Z (close). The body is the size before CGRectIntegral inset by
        the edge insets; corners are quadratic curves with the control point at the corner;
        the arrow triangle is drawn only for exactly one of up, down, left, right. The image
        is stretched to the view's integral bounds along the arrow's axis, so the outline
        shown (and drawn by render) ends where the content view does; stretched off gives it
        as drawn, before CGRectIntegral. Nothing before the first present. The image is
        drawn only as long as its caps plus one point along the stretched axis, and its caps
        keep their size (UIImage capInsets); when the view has less room than the two caps
        (a body shorter than two corner radii), which UIKit does not document, both caps
        shrink in proportion, so the outline never crosses itself.
        """,
      positionals: [.positional("ID", popoverOrAnnotation, help: "the popover or annotation view")],
      options: [
        .option(
          "stretched", "B", .bool,
          help: "as displayed, stretched to the view (default on), or as drawn")
      ]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID") else { return [] }
      let path: [PathElement]
      do throws(SceneError) {
        path = try session.scene.popoverPath(id, stretched: args.bool("stretched") ?? true)
      } catch {
        throw error.commandError(column: args.column(of: "ID"))
      }
      return path.map { element in
        switch element {
        case .move(let p): "M \(p.formatted)"
        case .line(let p): "L \(p.formatted)"
        case .quad(let c, let p): "Q \(c.formatted) \(p.formatted)"
        case .close: "Z"
        }
      }
    },
  ]
}
