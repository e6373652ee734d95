public import SimGeometry
public import SimMotion

/// One delivery of a touch to the node that handles it (touchesBegan, touchesMoved,
/// touchesEnded), with the gesture the whole touch makes.
public struct Touch: Hashable, Sendable {
  /// What the finger does from touch-down to lift-off.
  public enum Gesture: Hashable, Sendable {
    /// Down and up at one point with no time between.
    case tap
    /// Down, moved along a line, up.
    case drag
    /// Down and held still past UILongPressGestureRecognizer's minimum, then up.
    case longPress
  }

  /// The responder method this delivery stands for.
  public enum Phase: Hashable, Sendable {
    case began, moved, ended
  }

  /// The gesture of the whole touch.
  public var gesture: Gesture
  /// This delivery.
  public var phase: Phase
  /// Where the finger is, on the screen.
  public var screenLocation: Point
  /// Where it was at the previous delivery (at `began`, the same point).
  public var previousScreenLocation: Point
  /// Where it went down.
  public var startScreenLocation: Point
  /// `screenLocation` in the handling node's bounds coordinates (model values).
  public var location: Point
}

/// What a touch landed on and who handled it.
public struct TouchOutcome: Hashable, Sendable {
  /// The node hit at touch-down, if any.
  public var hit: HitResult?
  /// The node whose handler received the touch, if any.
  public var handler: NodeID?
  /// Set when the handling node left the scene before the finger lifted: from then on the
  /// touch went nowhere, as UIKit cancels a touch whose view is removed.
  public var cancelledAt: SimTime?
}

extension Scene {
  /// The shortest hold UILongPressGestureRecognizer recognizes (its minimumPressDuration
  /// default, 0.5 s); a shorter press is not a long press.
  public static let longPressMinimum = SimTime(microseconds: 500_000)
  /// The longest drag or press one command may make.
  public static let longestTouch = SimTime(microseconds: 60_000_000)

  /// A tap at a screen point: the hit test, then the first node from the one hit up through
  /// its superviews that handles touches gets touchesBegan and touchesEnded at the same
  /// instant, in its own coordinates.
  @discardableResult
  public mutating func tap(screenPoint: Point) -> TouchOutcome {
    var touch = beginTouch(.tap, at: screenPoint)
    deliver(&touch, .ended, at: screenPoint)
    return touch.outcome
  }

  /// A finger held still at a screen point for `duration` (at least
  /// ``longPressMinimum``): touchesBegan now, the clock advances, touchesEnded at the end.
  @discardableResult
  public mutating func longPress(screenPoint: Point, duration: SimTime) throws(SceneError)
    -> TouchOutcome
  {
    guard duration >= Scene.longPressMinimum, duration <= Scene.longestTouch else {
      throw .notAllowed(
        "touch", reason: "a long press lasts from 0.5 s (the recognizer's minimum) to 60 s")
    }
    guard now + duration < SimTime.max else { throw .timeOverflow }
    var touch = beginTouch(.longPress, at: screenPoint)
    try advance(by: duration)
    deliver(&touch, .ended, at: screenPoint)
    return touch.outcome
  }

  /// A finger put down at `from` and moved at constant speed to `to` over `duration`:
  /// touchesBegan now, touchesMoved at every screen refresh on the way (the 60 Hz grid of
  /// ``DisplayRefresh``), and at the end a last touchesMoved at `to` and touchesEnded.
  /// Scheduled work and animations run between the deliveries, as the clock advances.
  @discardableResult
  public mutating func drag(from: Point, to: Point, duration: SimTime) throws(SceneError)
    -> TouchOutcome
  {
    guard duration > .zero, duration <= Scene.longestTouch else {
      throw .notAllowed("touch", reason: "a drag lasts more than 0 s and at most 60 s")
    }
    let start = now
    let end = start + duration
    guard end < SimTime.max else { throw .timeOverflow }
    var touch = beginTouch(.drag, at: from)
    var t = DisplayRefresh.next(after: start)
    while t < end {
      try advance(to: t)
      let f = Double((t - start).microseconds) / Double(duration.microseconds)
      deliver(
        &touch, .moved, at: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
      t = DisplayRefresh.next(after: t)
    }
    try advance(to: end)
    deliver(&touch, .moved, at: to)
    deliver(&touch, .ended, at: to)
    return touch.outcome
  }

  /// A touch under way: the node it is bound to from touch-down on.
  struct ActiveTouch {
    var gesture: Touch.Gesture
    var start: Point
    var last: Point
    var outcome: TouchOutcome
  }

  /// Touch-down: the hit test, then up the responder chain to the first node that handles
  /// touches, which gets touchesBegan.
  mutating func beginTouch(_ gesture: Touch.Gesture, at point: Point) -> ActiveTouch {
    var touch = ActiveTouch(gesture: gesture, start: point, last: point, outcome: TouchOutcome())
    guard let hit = hitTest(screenPoint: point) else { return touch }
    touch.outcome.hit = hit
    var current: NodeID? = hit.node
    while let id = current, let node = nodes[id] {
      if touchHandlers[node.kind] != nil, gesture != .drag || !dragsPassUp.contains(node.kind) {
        touch.outcome.handler = id
        deliver(&touch, .began, at: point)
        return touch
      }
      current = node.parent
    }
    return touch
  }

  /// Hands one phase of the touch to the node it is bound to, while that node is still in
  /// the scene.
  mutating func deliver(_ touch: inout ActiveTouch, _ phase: Touch.Phase, at point: Point) {
    defer { touch.last = point }
    guard touch.outcome.cancelledAt == nil, let id = touch.outcome.handler else { return }
    guard let node = nodes[id], let handler = touchHandlers[node.kind] else {
      touch.outcome.cancelledAt = now
      return
    }
    guard let local = convertFromScreen(point, to: id) else { return }
    handler(
      &self, id,
      Touch(
        gesture: touch.gesture, phase: phase, screenLocation: point,
        previousScreenLocation: phase == .began ? point : touch.last,
        startScreenLocation: touch.start, location: local))
  }
}
