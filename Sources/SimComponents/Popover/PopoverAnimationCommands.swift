import SimCommands
import SimMotion
import SimScene

extension Popover {
  /// Popovers and annotation views (FWTPopoverView subclasses).
  static let popoverOrAnnotation = ArgKind.node(kinds: [.popover, .annotation])

  /// `popover animation`: the animation helper's blocks and options.
  static let animationCommand = CommandSpec(
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
      """,
    positionals: [
      .positional("ID", popoverOrAnnotation, help: "a popover or an annotation view"),
      .positional(
        "BLOCK", .choice(PopoverBlock.allCases.map(\.rawValue)), optional: true,
        help: "prepare, present or dismiss"),
      .positional("LINE", .rest, optional: true, help: "a command for the block, or default"),
    ]
  ) { session, args throws(CommandError) in
    guard let id = args.id("ID") else { return [] }
    guard var state = session.scene.popovers[id] else {
      throw CommandError("'\(clip(id))' is no popover", column: args.column(of: "ID"))
    }
    guard let name = args.word("BLOCK"), let block = PopoverBlock(rawValue: name) else {
      return PopoverBlock.allCases.map { block in
        "\(id) \(block.name): "
          + (state.blocks[block].map { $0.joined(separator: "; ") } ?? "the helper's own")
      }
    }
    guard let line = args.word("LINE"), !line.isEmpty else {
      throw CommandError(
        "missing the line to add", column: args.endColumn,
        hint: "as in popover animation \(id) present view set \(id) transform identity")
    }
    if line == "default" {
      state.blocks[block] = nil
    } else {
      state.blocks[block, default: []].append(line)
    }
    session.scene.popovers[id] = state
    return []
  }
}
