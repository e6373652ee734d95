/// An animation attached to a layer (a CAAnimation added with `addAnimation:forKey:`):
/// timing, and either one animated key path or a group of children.
///
/// `Key` names a property of the layer; the scene decides what key paths exist.
public struct LayerAnimation<Key: Hashable & Sendable>: Sendable {
  /// The animated property; nil for a group.
  public var keyPath: Key?
  /// What it interpolates; nil for a group.
  public var content: AnimationContent?
  /// CAPropertyAnimation.additive: the value is added to the model value.
  public var isAdditive = false
  /// Its timing.
  public var timing: MediaTiming
  /// CAAnimation.removedOnCompletion.
  public var removedOnCompletion = true
  /// A group's children, run in the group's local time and clipped to its duration.
  public var children: [LayerAnimation] = []

  /// A property animation.
  public init(keyPath: Key, content: AnimationContent, timing: MediaTiming) {
    self.keyPath = keyPath
    self.content = content
    self.timing = timing
  }

  /// A group (CAAnimationGroup).
  public init(group children: [LayerAnimation], timing: MediaTiming) {
    self.children = children
    self.timing = timing
  }

  /// Calls `apply` with each (key path, value, additive) this animation shows at
  /// `elapsed` seconds of its parent's time, children in order.
  public func sample(
    elapsed: Double, _ apply: (Key, AnimVector, Bool) -> Void
  ) {
    guard let local = timing.localTime(atParent: elapsed) else { return }
    if let keyPath, let content {
      apply(keyPath, content.value(local: local, duration: timing.duration), isAdditive)
      return
    }
    // Children see the group's local time; beyond the group's duration nothing plays.
    for child in children { child.sample(elapsed: local, apply) }
  }

  /// Every key path this animation drives.
  public var keyPaths: [Key] {
    keyPath.map { [$0] } ?? children.flatMap(\.keyPaths)
  }
}
