import SimMotion

/// An animation on a node's layer, as `addAnimation:forKey:` left it.
struct AttachedAnimation: Sendable {
  /// The key it was added under; adding another under the same key replaces it.
  var key: String
  var animation: LayerAnimation
  /// The instant it was added: its parent time zero.
  var addedAt: SimTime
  /// The UIView block animation it belongs to, if any.
  var block: Int?
  /// The scheduled end, if it ends.
  var ticket: UInt64?
  /// Its place among all animations added, for listing in the order they were added.
  var serial = 0
  /// Whether its stop is an event (an animation a component adds for itself has no
  /// delegate to tell).
  var reportsStop = true

  /// When its active duration is over, or nil when it never ends.
  var end: SimTime? {
    let seconds = animation.timing.beginTime + animation.timing.activeDurationInParent
    // Rounded to the nearest microsecond: times given in microseconds come back exactly.
    let micros = (seconds * 1_000_000).rounded()
    guard micros.isFinite, micros < Double(SimTime.max.microseconds) else { return nil }
    let end = addedAt + SimTime(microseconds: Int64(micros))
    return end < SimTime.max ? end : nil
  }
}

/// An animation on a node under a key.
struct AnimationRef: Hashable, Sendable {
  var node: NodeID
  var key: String
}

/// One `animateWithDuration:…completion:` call: the animations it still drives (on the node
/// and on subviews that resized with it) and whether any of them was stopped early.
struct BlockAnimation: Sendable {
  var node: NodeID
  /// A list, not a set: a block drives a few animations, and a set would hash two strings
  /// for each as it is made and as each stops. One that stops leaves with every equal one.
  var remaining: [AnimationRef]
  /// Called instead of the `completion` event, for a component's own animations.
  var completion: (@Sendable (inout Scene, Bool) -> Void)?
  var interrupted = false
  /// Set when nothing was animated and only the completion is pending.
  var ticket: UInt64?
}
