import SimGeometry
import SimMotion
import SimScene

/// FWTPopoverAnimationHelper's blocks as command lines (`popover animation`): the lines of
/// prepareBlock run as they are, those of the present and dismiss blocks inside the
/// original's UIView block, so what they change animates with the helper's duration,
/// delay and curve.
extension Scene {
  /// Runs a block's lines, or the helper's own block: the view's alpha set to `alpha`.
  mutating func runBlock(_ id: NodeID, _ block: PopoverBlock, _ state: PopoverState, alpha: Double)
  {
    if let lines = state.blocks[block], runLines(lines, node: id, block: block.name) { return }
    var change = LayerChanges()
    change.alpha = alpha
    try? setLayer(id, change)
  }

  /// animateWithDuration:delay:options:animations:completion: around a block: what its lines
  /// change animates and `completion` runs when the block ends. A block that animates
  /// nothing completes at once (at the next tick), as UIKit calls such a completion without
  /// waiting; removing the view first completes it unfinished.
  mutating func animateBlock(
    _ id: NodeID, _ block: PopoverBlock, _ state: PopoverState, alpha: Double,
    duration: SimTime, delay: SimTime, curve: TimingFunction, flags: PopoverAnimationFlags = [],
    completion: @escaping @Sendable (inout Scene, Bool) -> Void
  ) {
    var options = AnimationOptions()
    options.duration = duration
    options.delay = delay
    options.curve = curve
    options.era = Popover.era.version
    flags.apply(to: &options)
    let number = animateChanges(options: options, owner: id, completion: completion) { scene in
      scene.runBlock(id, block, state, alpha: alpha)
    }
    guard number == nil, contains(id) else { return }
    var at = options
    at.duration = .zero
    at.delay = .zero
    _ = try? animate(id, LayerChanges(), options: at, completion: completion)
  }
}
