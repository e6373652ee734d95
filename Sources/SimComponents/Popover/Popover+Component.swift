import SimCommands
import SimScene

extension Component {
  /// FWTPopoverView 1.3.0: popovers with a pointing arrow.
  public static let popover = Component(
    name: "popover", commands: Popover.popoverCommands + [Popover.animationCommand],
    kinds: [
      KindDeclaration(
        .popover, describe: { scene, id in scene.popoverFields(id) }, events: Popover.events)
    ],
    drawings: [Popover.drawing(.popover)], storage: [.perNode(Popover.storage)],
    quirks: Popover.quirks, eras: [Popover.era])
}
