import SimCommands
import SimGeometry
import SimMotion
import SimScene

extension Popover {
  static let groupPopovers = CommandGroup("Popovers (FWTPopoverView 1.3.0)", order: 500)

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
        shrink in proportion, so the outline never crosses itself. `rect X,Y,W,H` gives
        bezierPathForRect: of that rect in the drawn image's coordinates (corners and arrow
        as the helper makes them); `rect frame` gives the helper's pathFrame, then its path.
        """,
      positionals: [.positional("ID", popoverOrAnnotation, help: "the popover or annotation view")],
      options: [
        .option(
          "stretched", "B", .bool,
          help: "as displayed, stretched to the view (default on), or as drawn"),
        .option(
          "rect", "X,Y,W,H|frame", .text,
          help: "bezierPathForRect: of a rect, or of the pathFrame (as drawn)"),
      ]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID") else { return [] }
      var path: [PathElement]
      var lines: [String] = []
      do throws(SceneError) {
        path = try session.scene.popoverPath(id, stretched: args.bool("stretched") ?? true)
      } catch {
        throw error.commandError(column: args.column(of: "ID"))
      }
      if let text = args.word("rect") {
        guard let drawn = session.scene.popovers[id]?.drawn.map(Scene.helperImage) else {
          return []
        }
        var rect = Scene.pathFrame(drawn)
        if text == "frame" {
          lines.append("pathFrame \(rect.formatted)")
        } else {
          guard let v = try? Values.numbers(text, count: 4), v[2] >= 0, v[3] >= 0 else {
            throw CommandError(
              "expected X,Y,W,H or frame for 'rect', got '\(clip(text))'",
              column: args.column(of: "rect"))
          }
          rect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        path = Scene.bezierPath(for: rect, drawn)
      }
      return lines
        + path.map { element in
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
