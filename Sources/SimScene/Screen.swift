public import SimGeometry
public import SimMotion

/// Interface orientation of the screen: UIInterfaceOrientation's four.
public enum Orientation: String, CaseIterable, Sendable {
  /// UIInterfaceOrientationPortrait: taller than wide, the home button below.
  case portrait
  /// UIInterfaceOrientationLandscapeRight (the Simulator's Rotate Left): wider than tall,
  /// the home button on the right. Written `landscape`, as scenesim has always printed it.
  case landscape
  /// UIInterfaceOrientationPortraitUpsideDown.
  case portraitUpsideDown = "portrait-upside-down"
  /// UIInterfaceOrientationLandscapeLeft: the home button on the left.
  case landscapeLeft = "landscape-left"

  /// The words commands take: the names, and landscape-right for landscape.
  public static let words = [
    "portrait", "portrait-upside-down", "landscape", "landscape-left", "landscape-right",
  ]

  /// The orientation a word names (landscape-right is landscape).
  public init?(word: String) {
    if word == "landscape-right" {
      self = .landscape
    } else {
      self.init(rawValue: word)
    }
  }

  /// Whether it is wider than tall.
  public var isLandscape: Bool { self == .landscape || self == .landscapeLeft }

  /// Quarter turns clockwise on screen from portrait that UIKit gives a root view in it
  /// up to iOS 7 (SVProgressHUD a0ebe91 SVProgressHUD.m 454-464: LandscapeRight M_PI/2,
  /// LandscapeLeft -M_PI/2, PortraitUpsideDown M_PI).
  var quarterTurns: Int {
    switch self {
    case .portrait: 0
    case .landscape: 1
    case .portraitUpsideDown: 2
    case .landscapeLeft: 3
    }
  }

  /// How many quarter turns lie between two orientations, the short way: 0, 1 or 2.
  public func quarterTurns(to other: Orientation) -> Int {
    let d = (other.quarterTurns - quarterTurns + 4) % 4
    return d == 3 ? 1 : d
  }
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
  /// windows) lays out this orientation: on away from portrait up to iOS 7.
  public mutating func follow(iosVersion: Int?) {
    windowsStayPortrait = orientation != .portrait && (iosVersion.map { $0 <= 7 } ?? false)
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
    orientation.isLandscape ? portraitSize.transposed : portraitSize
  }

  /// The screen's bounds in interface coordinates.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The bounds a window takes in this orientation: the interface's, or the portrait
  /// screen's while windows stay portrait.
  public var windowBounds: Rect {
    windowsStayPortrait ? Rect(origin: .zero, size: portraitSize) : bounds
  }

  /// The transform UIKit up to iOS 7 gives a root view controller's view in this
  /// orientation, inside a portrait window: CGAffineTransformMakeRotation of M_PI/2 in
  /// landscape (landscape right), -M_PI/2 in landscape left, M_PI upside down, exact
  /// (SVProgressHUD a0ebe91 SVProgressHUD.m 454-464 turns its view by the same angles for
  /// the same reason); none in portrait, or while windows follow the interface.
  public var rootViewTransform: Transform {
    windowsStayPortrait ? Screen.quarterTurns(orientation.quarterTurns) : .identity
  }

  /// Window coordinates to the interface's (the screen as the user holding the device
  /// sees it, where touches and pictures are given): the identity, unless windows stay
  /// portrait, where it undoes the root view's turn.
  public var windowToInterface: Transform {
    guard windowsStayPortrait, orientation != .portrait else { return .identity }
    return Transform.translation(-portraitSize.width / 2, -portraitSize.height / 2)
      .concatenating(Screen.quarterTurns(4 - orientation.quarterTurns))
      .concatenating(.translation(size.width / 2, size.height / 2))
  }

  /// `n` quarter turns clockwise on screen, with exact entries.
  static func quarterTurns(_ n: Int) -> Transform {
    switch n % 4 {
    case 1: Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    case 2: Transform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
    case 3: Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
    default: .identity
    }
  }

  /// How long the interface takes to turn a quarter: UIApplication's
  /// statusBarOrientationAnimationDuration, 0.3 s on a phone and 0.4 s on a screen as wide
  /// as an iPad's (768 points or more). The value is not published; these are a choice.
  public var rotationDuration: SimTime {
    portraitSize.width >= 768 ? .milliseconds(400) : .milliseconds(300)
  }

  /// How long a turn from this orientation to `other` takes: a quarter's time per quarter
  /// turn, so a half turn (portrait to upside down, one landscape to the other) twice as
  /// long: the turn covers twice the angle at the same pace.
  public func rotationDuration(to other: Orientation) -> SimTime {
    SimTime(
      microseconds: rotationDuration.microseconds * Int64(orientation.quarterTurns(to: other)))
  }
}
