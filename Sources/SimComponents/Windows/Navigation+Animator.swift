import SimGeometry
import SimMotion
import SimScene

extension Scene {
  /// The demo WindowAnimator: underlying windows hidden, then a critically damped spring
  /// (UIKit's spring with damping 1, velocity 0): push and pop over 1 s, root over 0.5 s.
  mutating func animateWindows(
    _ context: WindowAnimationContext,
    finished: @escaping @Sendable (inout Scene) -> Void
  ) {
    for id in (context.underlyingFrom ?? []) + (context.underlyingTo ?? []) {
      var hide = LayerChanges()
      hide.isHidden = true
      try? setLayer(id, hide)
    }
    let to = context.to
    let from = context.from
    let bounds = from.flatMap { node($0)?.layer.bounds } ?? screen.windowBounds
    var options = AnimationOptions()
    options.era = Navigation.era.version
    options.springDamping = 1
    options.springVelocity = 0
    options.duration = context.type == .root ? .milliseconds(500) : .seconds(1)
    func set(_ id: NodeID?, _ edit: (inout LayerChanges) -> Void) {
      guard let id else { return }
      var c = LayerChanges()
      edit(&c)
      try? setLayer(id, c)
    }
    // One animateWithDuration block moves both windows, with one completion
    // (WindowAnimator.m 48-64, 72-90, 101-119): it runs when every animation of the block
    // has stopped, whichever window's was replaced.
    var parts: [(NodeID, LayerChanges)] = []
    func animate(_ id: NodeID?, _ edit: (inout LayerChanges) -> Void) {
      guard let id, contains(id) else { return }
      var c = LayerChanges()
      edit(&c)
      parts.append((id, c))
    }
    // Every transition ends with the new top whole, opaque and filling the screen.
    let arrive: (inout LayerChanges) -> Void = {
      $0.transform = .identity
      $0.alpha = 1
      $0.frame = bounds
    }
    let w = bounds.size.width
    let h = bounds.size.height
    switch context.type {
    case .push:
      set(to) { $0.frame = bounds.offsetBy(dx: 0, dy: h) }
      set(to) { $0.transform = .scale(0.6, 0.6) }
      animate(to, arrive)
      animate(from) { $0.transform = .scale(0.8, 0.8) }
    case .pop:
      set(to) { $0.transform = .scale(0.8, 0.8) }
      animate(from) {
        $0.frame = bounds.offsetBy(dx: 0, dy: h)
        $0.transform = .scale(0.6, 0.6)
        $0.alpha = 0
      }
      animate(to, arrive)
    case .root:
      set(to) { $0.frame = bounds.offsetBy(dx: w, dy: 0) }
      set(to) {
        $0.transform = .scale(0.6, 0.6)
        $0.alpha = 0
        $0.isHidden = false
      }
      animate(to, arrive)
      animate(from) {
        $0.frame = bounds.offsetBy(dx: -w, dy: 0)
        $0.transform = .scale(0.8, 0.8)
        $0.alpha = 0
      }
    }
    guard !parts.isEmpty else { return }
    _ = try? self.animate(parts, options: options) { scene, _ in finished(&scene) }
  }
}
