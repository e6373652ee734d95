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
    let bounds = from.flatMap { node($0)?.layer.bounds } ?? screen.bounds
    var options = AnimationOptions()
    options.springDamping = 1
    options.springVelocity = 0
    options.duration = context.type == .root ? .milliseconds(500) : .seconds(1)
    func set(_ id: NodeID?, _ edit: (inout LayerChanges) -> Void) {
      guard let id else { return }
      var c = LayerChanges()
      edit(&c)
      try? setLayer(id, c)
    }
    func animate(_ id: NodeID?, _ edit: (inout LayerChanges) -> Void, last: Bool) {
      guard let id else { return }
      var c = LayerChanges()
      edit(&c)
      if last {
        _ = try? self.animate(id, c, options: options) { scene, _ in finished(&scene) }
      } else {
        _ = try? self.animate(id, c, options: options) { _, _ in }
      }
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
      animate(from, { $0.transform = .scale(0.8, 0.8) }, last: false)
      animate(to, arrive, last: true)
    case .pop:
      set(to) { $0.transform = .scale(0.8, 0.8) }
      animate(
        from,
        {
          $0.frame = bounds.offsetBy(dx: 0, dy: h)
          $0.transform = .scale(0.6, 0.6)
          $0.alpha = 0
        }, last: false)
      animate(to, arrive, last: true)
    case .root:
      set(to) { $0.frame = bounds.offsetBy(dx: w, dy: 0) }
      set(to) {
        $0.transform = .scale(0.6, 0.6)
        $0.alpha = 0
        $0.isHidden = false
      }
      animate(
        from,
        {
          $0.frame = bounds.offsetBy(dx: -w, dy: 0)
          $0.transform = .scale(0.8, 0.8)
          $0.alpha = 0
        }, last: false)
      animate(to, arrive, last: true)
    }
  }
}
