import SimMotion
import SimScene

extension Scene {
  /// UIView animateWithDuration:delay:options:animations:completion: of alpha alone, the
  /// fade the components share.
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
    options.era = Eras.fwt
    try animate(id, changes, options: options, completion: completion)
  }
}
