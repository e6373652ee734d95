import SimCommands
import SimMotion
import SimScene

extension Popover {
  /// `popover animation`: the animation helper's blocks and options, for popovers and the
  /// views of `kinds` (FWTPopoverView subclasses).
  static func animationCommand(_ kinds: [NodeKind]) -> CommandSpec {
    CommandSpec(
      ["popover", "animation"], group: groupPopovers,
      abstract: "the animation helper's prepare, present and dismiss blocks as command lines",
      discussion: """
        FWTPopoverAnimationHelper's prepareBlock, presentAnimationsBlock and
        dismissAnimationsBlock set alpha to 0, 1 and 0 (FWTPopoverAnimationHelper.m 50-55);
        an app replaces them, as the demo does to drop views in and turn them out
        (CustomAnnotationView.m 62-77). `popover animation ID present LINE` adds a line to
        the present block (the popover named by its id, as in `view set tip transform
        scale:1`); the lines of prepare run before the view is added, not animated
        (FWTPopoverView.m 246-249), those of present and dismiss inside the original's
        UIView block (253-262, 291-305), so what they change animates with the helper's
        duration, delay and curve, and the completions run when it ends. `default` puts the
        helper's block back; with ID alone the blocks are listed. `popover set ID
        present-curve|dismiss-curve CURVE` sets presentOptions and dismissOptions (ease-in by
        default). Annotation views take them too.
        """
    ) { p in
      let id = p.positional("ID", .node(kinds: kinds), help: "a popover or an annotation view")
      let block = p.optionalPositional(
        "BLOCK", .choice(PopoverBlock.allCases.map(\.rawValue), as: PopoverBlock.init(rawValue:)),
        help: "prepare, present or dismiss")
      let line = p.optionalPositional("LINE", .rest, help: "a command for the block, or default")
      return { session, args throws(CommandError) in
        let node = args[id]
        guard var state = session.scene.popovers[node] else {
          throw CommandError("'\(clip(node))' is no popover", column: args.column(of: id))
        }
        guard let block = args[block] else {
          return PopoverBlock.allCases.map { block in
            "\(node) \(block.name): "
              + (state.blocks[block].map { $0.joined(separator: "; ") } ?? "the helper's own")
          }
        }
        guard let line = args[line], !line.isEmpty else {
          throw CommandError(
            "missing the line to add", column: args.endColumn,
            hint: "as in popover animation \(node) present view set \(node) transform identity")
        }
        if line == "default" {
          state.blocks[block] = nil
        } else {
          state.blocks[block, default: []].append(line)
        }
        session.scene.popovers[node] = state
        return []
      }
    }
  }
}
