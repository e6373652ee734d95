public import SimGeometry
public import SimMotion

/// One delivery of a touch to the node that handles it (touchesBegan, touchesMoved,
/// touchesEnded), with what the recognizers make of the whole touch.
public struct Touch: Hashable, Sendable {
  /// The responder method this delivery stands for.
  public enum Phase: Hashable, Sendable {
    /// touchesBegan: the finger went down.
    case began
    /// touchesMoved: the finger moved.
    case moved
    /// touchesEnded: the finger lifted.
    case ended
    /// Not a responder call: the long-press recognizer began, 0.5 s after touch-down, for
    /// a touch that is a long press (``Gestures/isLongPress``).
    case longPressBegan
  }

  /// A pan recognizer's progress at this delivery: where the finger is less the hysteresis
  /// it crossed, now and at the previous delivery (at the delivery where the pan begins,
  /// the touch-down point), both on the screen.
  public struct PanStep: Hashable, Sendable {
    /// The point at the previous delivery.
    public var previous: Point
    /// The point at this delivery.
    public var current: Point
  }

  /// What the recognizers make of the whole touch.
  public var gestures: Gestures
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
  /// Set from the delivery at which the finger is more than the pan hysteresis from where
  /// it went down.
  public var pan: PanStep?
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
  /// What the recognizers made of the whole touch.
  public var gestures: Gestures
}

extension Scene {
  /// The longest drag or press one command may make.
  public static let longestTouch = SimTime(microseconds: 60_000_000)

  /// A tap at a screen point: the hit test, then the first node from the one hit up through
  /// its superviews that handles touches gets touchesBegan and touchesEnded at the same
  /// instant, in its own coordinates.
  @discardableResult
  public mutating func tap(screenPoint: Point) -> TouchOutcome {
    let path = TouchPath(from: screenPoint, to: screenPoint, duration: .zero)
    var touch = beginTouch(path)
    deliver(&touch, .ended, at: screenPoint)
    return touch.outcome
  }

  /// A finger held still at a screen point for `duration` (at least
  /// ``Gestures/longPressMinimum``), then, when `to` is given, moved at constant speed to
  /// `to` over the rest of the duration: touchesBegan now, touchesMoved at every screen
  /// refresh of the move and at `to`, touchesEnded at the end.
  @discardableResult
  public mutating func longPress(screenPoint: Point, to: Point? = nil, duration: SimTime)
    throws(SceneError) -> TouchOutcome
  {
    guard duration >= Gestures.longPressMinimum, duration <= Scene.longestTouch,
      to == nil || duration > Gestures.longPressMinimum
    else {
      throw .notAllowed(
        "touch",
        reason: to == nil
          ? "a long press lasts from 0.5 s (the recognizer's minimum) to 60 s"
          : "a long press that moves lasts more than 0.5 s (the recognizer's minimum) and at most 60 s"
      )
    }
    return try touch(
      TouchPath(
        from: screenPoint, to: to ?? screenPoint,
        hold: to == nil ? duration : Gestures.longPressMinimum, duration: duration))
  }

  /// A finger put down at `from` and moved at constant speed to `to` over `duration`:
  /// touchesBegan now, touchesMoved at every screen refresh on the way (the 60 Hz grid of
  /// `DisplayRefresh`), and at the end a last touchesMoved at `to` and touchesEnded.
  /// Scheduled work and animations run between the deliveries, as the clock advances.
  @discardableResult
  public mutating func drag(from: Point, to: Point, duration: SimTime) throws(SceneError)
    -> TouchOutcome
  {
    guard duration > .zero, duration <= Scene.longestTouch else {
      throw .notAllowed("touch", reason: "a drag lasts more than 0 s and at most 60 s")
    }
    return try touch(TouchPath(from: from, to: to, duration: duration))
  }

  /// A touch along `path`, starting now: touchesBegan, touchesMoved at every refresh after
  /// the hold (none during it, even for a move of no length) and once where the move ends,
  /// touchesEnded at the lift.
  mutating func touch(_ path: TouchPath) throws(SceneError) -> TouchOutcome {
    let start = now
    let end = start + path.duration
    guard end < SimTime.max else { throw .timeOverflow }
    var touch = beginTouch(path)
    // The long press begins between deliveries, at its own instant.
    var press = path.gestures.isLongPress ? start + Gestures.longPressMinimum : nil
    func pressIfDue(by t: SimTime, _ scene: inout Scene) throws(SceneError) {
      guard let at = press, at <= t else { return }
      press = nil
      try scene.advance(to: at)
      scene.deliver(&touch, .longPressBegan, at: path.location(after: Gestures.longPressMinimum))
    }
    if path.hold < path.duration {
      var t = DisplayRefresh.next(after: start + path.hold)
      while t < end {
        try pressIfDue(by: t, &self)
        try advance(to: t)
        deliver(&touch, .moved, at: path.location(after: t - start))
        t = DisplayRefresh.next(after: t)
      }
    }
    try pressIfDue(by: end, &self)
    try advance(to: end)
    if path.hold < path.duration { deliver(&touch, .moved, at: path.to) }
    deliver(&touch, .ended, at: path.to)
    return touch.outcome
  }

  /// A touch under way: the node it is bound to from touch-down on.
  struct ActiveTouch {
    var gestures: Gestures
    var start: Point
    var last: Point
    /// The pan's hysteresis, from touch-down towards where the finger crossed it.
    var hysteresis: Point?
    var lastPan: Point?
    var outcome: TouchOutcome
  }

  /// Touch-down: the hit test, then up the responder chain to the first node that handles
  /// touches (and, for a touch that pans, does not pass pans up), which gets touchesBegan.
  mutating func beginTouch(_ path: TouchPath) -> ActiveTouch {
    let gestures = path.gestures
    var touch = ActiveTouch(
      gestures: gestures, start: path.from, last: path.from,
      outcome: TouchOutcome(gestures: gestures))
    guard let hit = hitTest(screenPoint: path.from) else { return touch }
    touch.outcome.hit = hit
    var current: NodeID? = hit.node
    while let id = current, let node = nodes[id] {
      let kind = rules[node.kind]
      let passesUp = gestures.pans && (kind?.passesPansUp?(self, id, gestures) ?? false)
      if kind?.touches != nil, !passesUp {
        touch.outcome.handler = id
        deliver(&touch, .began, at: path.from)
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
    var pan: Touch.PanStep?
    if touch.hysteresis == nil {
      let distance = touch.start.distance(to: point)
      if distance > Gestures.panHysteresis {
        let f = Gestures.panHysteresis / distance
        touch.hysteresis = Point(x: (point.x - touch.start.x) * f, y: (point.y - touch.start.y) * f)
      }
    }
    if let h = touch.hysteresis {
      pan = Touch.PanStep(previous: touch.lastPan ?? touch.start, current: point - h)
      touch.lastPan = point - h
    }
    guard touch.outcome.cancelledAt == nil, let id = touch.outcome.handler else { return }
    guard let node = nodes[id], let handler = rules[node.kind]?.touches else {
      touch.outcome.cancelledAt = now
      return
    }
    guard let local = convertFromScreen(point, to: id) else { return }
    handler(
      &self, id,
      Touch(
        gestures: touch.gestures, phase: phase, screenLocation: point,
        previousScreenLocation: phase == .began ? point : touch.last,
        startScreenLocation: touch.start, location: local, pan: pan))
  }
}
