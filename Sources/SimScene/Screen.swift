public import SimGeometry
public import SimMotion

/// Interface orientation of the screen.
public enum Orientation: String, CaseIterable, Sendable {
  /// Taller than wide.
  case portrait
  /// Wider than tall.
  case landscape
}

/// UIApplicationState.
public enum AppState: String, CaseIterable, Sendable {
  /// UIApplicationStateActive (0): in front and receiving events.
  case active
  /// UIApplicationStateInactive (1): in front but not receiving events.
  case inactive
  /// UIApplicationStateBackground (2).
  case background
}

/// The device screen: a size in points given in portrait, and the current orientation.
public struct Screen: Hashable, Sendable {
  /// The screen's size in portrait, in points.
  public var portraitSize: Size
  /// The interface orientation.
  public var orientation: Orientation

  /// The iPhone preset: 320x480 points.
  public static let iphone = Size(width: 320, height: 480)
  /// The iPad preset: 768x1024 points.
  public static let ipad = Size(width: 768, height: 1024)

  /// A screen of `portraitSize` (the shorter side is taken as the width) in `orientation`.
  public init(portraitSize: Size, orientation: Orientation = .portrait) {
    let short = min(portraitSize.width, portraitSize.height)
    let long = max(portraitSize.width, portraitSize.height)
    self.portraitSize = Size(width: short, height: long)
    self.orientation = orientation
  }

  /// The size in the current orientation, as the interface sees it (iOS 8 and later).
  public var size: Size {
    orientation == .portrait ? portraitSize : portraitSize.transposed
  }

  /// The screen's bounds in interface coordinates.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// How long the interface takes to turn a quarter: UIApplication's
  /// statusBarOrientationAnimationDuration, 0.3 s on a phone and 0.4 s on a screen as wide
  /// as an iPad's (768 points or more). The value is not published; these are a choice.
  public var rotationDuration: SimTime {
    portraitSize.width >= 768 ? .milliseconds(400) : .milliseconds(300)
  }
}
