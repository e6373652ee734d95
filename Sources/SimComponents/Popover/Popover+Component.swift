import SimCommands
import SimScene

extension Component {
  /// FWTPopoverView 1.3.0: popovers with a pointing arrow.
  public static let popover = Component(
    name: "popover",
    commandsUsing: { rules in
      let subclasses = rules[Popover.subclasses]
      return Popover.popoverCommands(subclasses) + [
        Popover.animationCommand([.popover] + subclasses)
      ]
    },
    kinds: [
      KindDeclaration(
        .popover, describe: { scene, id in scene.popoverFields(id) }, events: Popover.events)
    ],
    drawings: [Popover.drawing(.popover)], storage: [.perNode(Popover.storage)],
    extensionPoints: [DeclaredExtensionPoint(Popover.subclasses)],
    quirks: Popover.quirks, eras: [Popover.era])
}

extension Popover {
  /// Where components name kinds of theirs whose views are FWTPopoverViews (subclasses, as
  /// FWTAnnotationView is): the popover commands that work on any popover take them too.
  public static let subclasses = ExtensionPoint<NodeKind>("popover.subclasses")
}
