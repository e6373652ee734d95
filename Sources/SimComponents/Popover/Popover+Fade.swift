import SimCommands
import SimMotion
import SimScene

extension Popover {
  /// The FWT libraries' era, as `ios` lists it: FWTPopoverView 1.3.0 and
  /// FWTAnnotationManager 1.2.2 have deployment target iOS 5.0 and were written in 2012–13
  /// against the iOS 6 SDK, so their UIView blocks follow iOS 6's animation model (a new
  /// animation replaces one of the same key path) unless `ios` names another.
  public static let era = Era(
    what: "popovers, annotations (FWT)", shortName: "FWT", version: 6, order: 10)
}

extension Scene {
  /// UIView animateWithDuration:delay:options:animations:completion: of alpha alone, the
  /// fade FWTPopoverView and FWTAnnotationManager share.
  mutating func fade(
    _ id: NodeID, to alpha: Double, duration: SimTime, delay: SimTime = .zero,
    curve: TimingFunction = .easeInEaseOut,
    completion: @escaping @Sendable (inout Scene, Bool) -> Void = { _, _ in }
  ) throws(SceneError) {
    var changes = LayerChanges()
    changes.alpha = alpha
    var options = AnimationOptions()
    options.duration = duration
    options.delay = delay
    options.curve = curve
    options.era = Popover.era.version
    try animate(id, changes, options: options, completion: completion)
  }
}
