import SimCommands
import SimGeometry
import SimMotion
import SimScene

extension Popover {
  static let groupPopovers = CommandGroup("Popovers (FWTPopoverView 1.3.0)", order: 500)

  /// The popover commands; `set`, `adjust`, `path` and `animation` also take the views of
  /// `kinds`, FWTPopoverView subclasses.
  static func popoverCommands(_ kinds: [NodeKind]) -> [CommandSpec] {
    let popoverOrSubclass = ArgType.node(kinds: [.popover] + kinds)
    return [
      CommandSpec(
        ["popover", "add"], group: groupPopovers,
        abstract: "create a popover with FWTPopoverView's defaults (not yet shown)",
        discussion: """
          [[FWTPopoverView alloc] init] with its properties: a view outside any window holding
          ID.background (the background image view) and ID.content (the content view, where
          your own views go). Properties apply from the next present.
          """
      ) { p in
        let id = p.positional("ID", .newID, help: "the popover's id")
        let options = PopoverArgs(&p)
        return { session, args throws(CommandError) in
          let state = try popoverState(args, options, from: PopoverState())
          try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
            try session.scene.addPopover(args[id], state)
          }
          return []
        }
      },
      CommandSpec(
        ["popover", "set"], group: groupPopovers,
        abstract: "change a popover's properties (they apply from the next present)"
      ) { p in
        let id = p.positional("ID", popoverOrSubclass, help: "the popover or annotation view")
        let options = PopoverArgs(&p)
        return { session, args throws(CommandError) in
          let node = args[id]
          let current = try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
            try session.scene.popover(node)
          }
          let state = try popoverState(args, options, from: current)
          try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
            try session.scene.setPopover(node, state)
          }
          return []
        }
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
          """
      ) { p in
        let id = p.positional("ID", .node(kinds: [.popover]), help: "the popover")
        p.completion { _, args in CompletionEvent(args[id], "didPresent") }
        let from = p.requiredOption(
          "from", "X,Y,W,H|ID", .customValue(rectOrNode),
          help: "the rect to point at, in VIEW's coordinates, or a node (its frame there)")
        let parent = p.option(
          "in", "VIEW", .node(kinds: nil),
          help: "the superview (default: the key window's root view)")
        let arrow = p.option(
          "arrow", "DIR", .custom(arrowDirection(auto: true)),
          help: "up, down, left, right, none, a combination such as down+left, a mask 0-31, "
            + "or auto (default none)")
        let animated = p.option("animated", "B", .bool, help: "fade in (default on)")
        return { session, args throws(CommandError) in
          let choice = try arrowChoice(args[arrow] ?? "none", column: args.column(of: arrow))
          let view = try args.parentView(parent, key: "in", in: session.scene)
          let rect = try Self.rect(
            args[from], in: view, of: session.scene, column: args.column(of: from))
          try sceneCall(at: args.column(of: parent) ?? args.column(of: id)) {
            () throws(SceneError) in
            try session.scene.presentPopover(
              args[id], from: rect, in: view, arrow: choice,
              animated: args[animated] ?? true)
          }
          return []
        }
      },
      CommandSpec(
        ["popover", "adjust"], group: groupPopovers,
        abstract: "adjustPositionToRect:animated: - move to point at another rect",
        discussion: """
          A new origin from the current size, corner offset and old arrow offset, shifted
          inside the superview but not made integral; the arrow offset and background stay as
          they were. Animated over 0.25 s with UIKit's default curve.
          """
      ) { p in
        let id = p.positional("ID", popoverOrSubclass, help: "the popover or annotation view")
        let to = p.requiredOption("to", "X,Y,W,H", .signedRect, help: "the rect to point at")
        let animated = p.option("animated", "B", .bool, help: "animate the move (default on)")
        return { session, args throws(CommandError) in
          try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
            try session.scene.adjustPopover(
              args[id], to: args[to], animated: args[animated] ?? true)
          }
          return []
        }
      },
      CommandSpec(
        ["popover", "dismiss"], group: groupPopovers,
        abstract: "dismissPopoverAnimated: - fade out, leave the superview, didDismiss",
        discussion: """
          Animated, it fades out over 0.25 s, ease-in, then leaves its superview and fires
          didDismiss; otherwise both at once. As in the original nothing stops a second dismiss:
          didDismiss fires again.
          """
      ) { p in
        let id = p.positional("ID", .node(kinds: [.popover]), help: "the popover")
        p.completion { _, args in CompletionEvent(args[id], "didDismiss") }
        let animated = p.option("animated", "B", .bool, help: "fade out (default on)")
        return { session, args throws(CommandError) in
          try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
            try session.scene.dismissPopover(args[id], animated: args[animated] ?? true)
          }
          return []
        }
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
          """
      ) { p in
        let id = p.positional("ID", popoverOrSubclass, help: "the popover or annotation view")
        let stretched = p.option(
          "stretched", "B", .bool,
          help: "as displayed, stretched to the view (default on), or as drawn")
        let rect = p.option(
          "rect", "X,Y,W,H|frame", .text,
          help: "bezierPathForRect: of a rect, or of the pathFrame (as drawn)")
        return { session, args throws(CommandError) in
          let node = args[id]
          var lines: [String] = []
          var path = try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
            try session.scene.popoverPath(node, stretched: args[stretched] ?? true)
          }
          if let text = args[rect] {
            // Nothing drawn before the first present: no path.
            guard let drawn = session.scene.popovers[node]?.drawn.map(Scene.helperImage) else {
              return []
            }
            var frame = Scene.pathFrame(drawn)
            if text == "frame" {
              lines.append("pathFrame \(frame.formatted)")
            } else {
              guard let v = try? Values.numbers(text, count: 4), v[2] >= 0, v[3] >= 0 else {
                throw CommandError(
                  "expected X,Y,W,H or frame for 'rect', got '\(clip(text))'",
                  column: args.column(of: rect))
              }
              frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            }
            path = Scene.bezierPath(for: frame, drawn)
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
        }
      },
    ]
  }
}
