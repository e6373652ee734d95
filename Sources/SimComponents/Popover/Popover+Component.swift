import SimCommands
import SimScene

extension Component {
  /// FWTPopoverView 1.3.0: popovers with a pointing arrow.
  public static let popover = Component(
    name: "popover", commands: Popover.popoverCommands + [Popover.animationCommand],
    drawings: [Popover.drawing(.popover)],
    quirks: Popover.quirks, eras: [Eras.fwtEra],
    events: [.popover: Popover.events])
}
