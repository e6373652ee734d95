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
  /// Whether, in landscape, windows keep the portrait bounds while each one's root view
  /// controller's view turns by a transform, as UIKit did up to iOS 7 (``follow(iosVersion:)``);
  /// always off in portrait.
  public var windowsStayPortrait = false

  /// Sets ``windowsStayPortrait`` as UIKit of `iosVersion` (nil: `ios auto`, which resizes
  /// windows) lays out this orientation: on in landscape up to iOS 7.
  public mutating func follow(iosVersion: Int?) {
    windowsStayPortrait = orientation == .landscape && (iosVersion.map { $0 <= 7 } ?? false)
  }

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

  /// The bounds a window takes in this orientation: the interface's, or the portrait
  /// screen's while windows stay portrait.
  public var windowBounds: Rect {
    windowsStayPortrait ? Rect(origin: .zero, size: portraitSize) : bounds
  }

  /// The transform UIKit up to iOS 7 gives a root view controller's view in this
  /// orientation, inside a portrait window: none in portrait, a quarter turn clockwise on
  /// screen (CGAffineTransformMakeRotation(M_PI_2), exact) in landscape, which is
  /// landscape right (SVProgressHUD a0ebe91 SVProgressHUD.m 454-464 turns its view by the
  /// same angles for the same reason: UIInterfaceOrientationLandscapeRight M_PI/2,
  /// LandscapeLeft -M_PI/2, PortraitUpsideDown M_PI).
  public var rootViewTransform: Transform {
    windowsStayPortrait && orientation == .landscape
      ? Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0) : .identity
  }

  /// Window coordinates to the interface's (the screen as the user holding the device
  /// sees it, where touches and pictures are given): the identity, unless windows stay
  /// portrait in landscape, where it undoes the root view's quarter turn.
  public var windowToInterface: Transform {
    guard windowsStayPortrait, orientation == .landscape else { return .identity }
    return Transform.translation(-portraitSize.width / 2, -portraitSize.height / 2)
      .concatenating(Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0))
      .concatenating(.translation(size.width / 2, size.height / 2))
  }

  /// How long the interface takes to turn a quarter: UIApplication's
  /// statusBarOrientationAnimationDuration, 0.3 s on a phone and 0.4 s on a screen as wide
  /// as an iPad's (768 points or more). The value is not published; these are a choice.
  public var rotationDuration: SimTime {
    portraitSize.width >= 768 ? .milliseconds(400) : .milliseconds(300)
  }
}
