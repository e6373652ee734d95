public import SimGeometry
public import SimMotion

/// The path of one finger from touch-down to lift-off: still at `from` for `hold`, then at
/// constant speed to `to`, which it reaches `duration` after touch-down.
public struct TouchPath: Hashable, Sendable {
  /// Where the finger goes down, on the screen.
  public var from: Point
  /// Where the finger lifts, on the screen.
  public var to: Point
  /// How long the finger stays still at `from` before it moves (at most `duration`).
  public var hold: SimTime
  /// From touch-down to lift-off.
  public var duration: SimTime

  /// A path from `from` to `to`; a `hold` longer than `duration` is cut to it.
  public init(from: Point, to: Point, hold: SimTime = .zero, duration: SimTime) {
    self.from = from
    self.to = to
    self.hold = min(hold, duration)
    self.duration = duration
  }

  /// How far the finger goes from where it went down: it moves along one line, away from
  /// `from`, so this is also the farthest it gets.
  public var distance: Double { from.distance(to: to) }

  /// Where the finger is `elapsed` after touch-down.
  public func location(after elapsed: SimTime) -> Point {
    guard elapsed > hold, duration > hold else { return elapsed >= duration ? to : from }
    let f = min(1, Double((elapsed - hold).microseconds) / Double((duration - hold).microseconds))
    return Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
  }

  /// What UIKit's recognizers make of this touch (``Gestures``).
  public var gestures: Gestures {
    return Gestures(
      isTap: duration <= Gestures.tapMaximumDuration && distance <= Gestures.tapMovement,
      isLongPress: duration >= Gestures.longPressMinimum
        && from.distance(to: location(after: Gestures.longPressMinimum))
          <= Gestures.longPressMovement,
      pans: distance > Gestures.panHysteresis)
  }
}

/// What the recognizers scenesim models make of a whole touch, each on its own: whether one
/// recognizer prevents another is the handling component's rule (a pan on the map prevents
/// the map's tap; a GIK callout lets its three recognize together).
///
/// | recognizer | moves at most | time | source |
/// | --- | --- | --- | --- |
/// | tap | 45 pt from touch-down | lifts within 0.75 s | UIKitCore's UITapRecognizer (allowableMovement) and UITapGestureRecognizer (maximumSingleTapDuration) |
/// | long press | 10 pt until it begins | begins 0.5 s after touch-down, ends at the lift; moves freely once begun | UILongPressGestureRecognizer's documented minimumPressDuration and allowableMovement defaults |
/// | pan | begins once more than 10 pt from touch-down; the translation leaves out those 10 pt | any | UIKitCore's UIPanGestureRecognizer (_defaultHysteresis, _removeHysteresisFromTranslation) |
public struct Gestures: Hashable, Sendable {
  /// UITapGestureRecognizer fails once the finger has gone farther than this.
  public static let tapMovement = 45.0
  /// ... or has stayed down longer than this.
  public static let tapMaximumDuration = SimTime(microseconds: 750_000)
  /// UILongPressGestureRecognizer begins this long after touch-down (minimumPressDuration)...
  public static let longPressMinimum = SimTime(microseconds: 500_000)
  /// ... if the finger has not gone farther than this by then (allowableMovement).
  public static let longPressMovement = 10.0
  /// UIPanGestureRecognizer begins once the finger is farther than this from touch-down.
  public static let panHysteresis = 10.0

  /// A tap recognizer recognizes the touch at the lift.
  public var isTap: Bool
  /// A long-press recognizer begins (0.5 s after touch-down) and ends at the lift.
  public var isLongPress: Bool
  /// A pan recognizer begins at some move.
  public var pans: Bool
}
