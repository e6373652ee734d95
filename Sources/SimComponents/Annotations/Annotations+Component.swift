import SimCommands
import SimScene

extension Component {
  /// FWTAnnotationManager 1.2.2: annotations over the root view controller's view, in a
  /// default or radial (spotlight) container.
  public static let annotations = Component(
    name: "annotations", commands: Annotations.annotationCommands,
    drawings: Annotations.drawings, quirks: Annotations.quirks + [Annotations.radialQuirk],
    eras: [Eras.fwtEra],
    settings: [
      Setting("dismiss-on-background", order: 20) { scene in
        scene.annotationManager.dismissOnBackgroundTouch ? "on" : "off"
      }
    ])
}
