import SimCommands
import SimScene

/// The iOS release each library was written for. Its UIView blocks follow that release's
/// animation model unless the scene names one (`Scene.iosVersion`): before iOS 8 a block
/// replaces a running animation of the same key path, from iOS 8 layout and transform
/// animations add up.
public enum Eras {
  /// FWTPopoverView 1.3.0 and FWTAnnotationManager 1.2.2: deployment target iOS 5.0,
  /// written in 2012–13 against the iOS 6 SDK.
  public static let fwt = 6
  /// GIKAnimatedCallout: its project refers to the iOS 4.2 SDK; MapKit's own moves in it
  /// (pin drops, pins riding a region change) go with it.
  public static let gik = 4
  /// CFANavigationWindow: deployment target iOS 9.0; its demo WindowAnimator counts on
  /// iOS 8's additive animations.
  public static let cfa = 9

  /// The FWT libraries' era, as `ios` lists it.
  static let fwtEra = Era(
    what: "popovers, annotations (FWT)", shortName: "FWT", version: fwt, order: 10)
  /// GIK's and MapKit's.
  static let gikEra = Era(
    what: "maps, callouts (GIK, MapKit)", shortName: "GIK and MapKit", version: gik, order: 20)
  /// CFANavigationWindow's.
  static let cfaEra = Era(
    what: "windows (CFANavigationWindow)", shortName: "CFANavigationWindow", version: cfa,
    order: 30)
}
