/// An animation attached to a layer (a CAAnimation added with `addAnimation:forKey:`):
/// timing, and either one animated key path or a group of children.
///
/// The value is immutable and shared between copies (a change makes a new one), so
/// attaching, listing and sampling animations never copies their contents.
public struct LayerAnimation: Sendable {
  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let keyPath: LayerKeyPath?
    @usableFromInline let isAdditive: Bool
    @usableFromInline let timing: MediaTiming
    @usableFromInline let removedOnCompletion: Bool
    @usableFromInline let children: [LayerAnimation]
    // The content taken apart for sampling, so nothing large is copied per sample.
    let from: AnimVector
    let to: AnimVector
    let motion: Motion

    enum Motion {
      case curve
      case spring(Spring)
      case keyframes(Keyframes)
      case none
    }

    /// The value at `elapsed` seconds of the parent's time, or nil when not applied; for
    /// a property animation only.
    @usableFromInline
    func value(elapsed: Double) -> AnimVector? {
      guard let local = timing.localTime(atParent: elapsed) else { return nil }
      switch motion {
      case .curve: return lerp(from, to, local / timing.duration)
      case .spring(let spring): return lerp(from, to, spring.progress(local))
      case .keyframes(let frames): return frames.value(at: local / timing.duration)
      case .none: return nil
      }
    }

    init(
      keyPath: LayerKeyPath?, from: AnimVector, to: AnimVector, motion: Motion,
      timing: MediaTiming, isAdditive: Bool = false, removedOnCompletion: Bool = true,
      children: [LayerAnimation] = []
    ) {
      self.keyPath = keyPath
      self.from = from
      self.to = to
      self.motion = motion
      self.timing = timing
      self.isAdditive = isAdditive
      self.removedOnCompletion = removedOnCompletion
      self.children = children
    }

    convenience init(keyPath: LayerKeyPath, content: AnimationContent, timing: MediaTiming) {
      switch content {
      case .basic(let a, let b):
        self.init(keyPath: keyPath, from: a, to: b, motion: .curve, timing: timing)
      case .spring(let a, let b, let spring):
        self.init(keyPath: keyPath, from: a, to: b, motion: .spring(spring), timing: timing)
      case .keyframes(let frames):
        // Paced modes ignore keyTimes and the animation's timingFunction: the key times
        // give a constant velocity (Apple's documentation of kCAAnimationPaced and
        // kCAAnimationCubicPaced).
        var timing = timing
        if frames.mode == .paced || frames.mode == .cubicPaced { timing.timingFunction = nil }
        self.init(
          keyPath: keyPath, from: AnimVector(), to: AnimVector(), motion: .keyframes(frames),
          timing: timing)
      }
    }

    func with(
      timing: MediaTiming? = nil, isAdditive: Bool? = nil, removedOnCompletion: Bool? = nil
    ) -> Storage {
      Storage(
        keyPath: keyPath, from: from, to: to, motion: motion, timing: timing ?? self.timing,
        isAdditive: isAdditive ?? self.isAdditive,
        removedOnCompletion: removedOnCompletion ?? self.removedOnCompletion, children: children)
    }
  }

  @usableFromInline var storage: Storage

  /// A property animation.
  public init(keyPath: LayerKeyPath, content: AnimationContent, timing: MediaTiming) {
    storage = Storage(keyPath: keyPath, content: content, timing: timing)
  }

  /// A group (CAAnimationGroup).
  public init(group children: [LayerAnimation], timing: MediaTiming) {
    storage = Storage(
      keyPath: nil, from: AnimVector(), to: AnimVector(), motion: .none, timing: timing,
      children: children)
  }

  /// The animated property; nil for a group.
  public var keyPath: LayerKeyPath? { storage.keyPath }
  /// A group's children, run in the group's local time and clipped to its duration.
  public var children: [LayerAnimation] { storage.children }

  /// Its timing.
  public var timing: MediaTiming {
    get { storage.timing }
    set { storage = storage.with(timing: newValue) }
  }

  /// CAPropertyAnimation.additive: the value is added to the model value.
  public var isAdditive: Bool {
    get { storage.isAdditive }
    set { storage = storage.with(isAdditive: newValue) }
  }

  /// CAAnimation.removedOnCompletion.
  public var removedOnCompletion: Bool {
    get { storage.removedOnCompletion }
    set { storage = storage.with(removedOnCompletion: newValue) }
  }

  /// Calls `apply` with each (key path, value, additive) this animation shows at
  /// `elapsed` seconds of its parent's time, children in order.
  @inlinable
  public func sample(elapsed: Double, _ apply: (LayerKeyPath, AnimVector, Bool) -> Void) {
    if let keyPath = storage.keyPath {
      if let value = storage.value(elapsed: elapsed) { apply(keyPath, value, storage.isAdditive) }
      return
    }
    // Children see the group's local time; beyond the group's duration nothing plays.
    guard let local = storage.timing.localTime(atParent: elapsed) else { return }
    for child in storage.children { child.sample(elapsed: local, apply) }
  }

  /// Every key path this animation drives.
  public var keyPaths: [LayerKeyPath] {
    keyPath.map { [$0] } ?? children.flatMap(\.keyPaths)
  }
}
