import SimCommands
import SimScene

extension Component {
  /// FWTAnnotationManager 1.2.2: annotations over a view controller's view, one manager per
  /// controller, in a default or radial (spotlight) container.
  public static let annotations = Component(
    name: "annotations", commands: Annotations.annotationCommands,
    drawings: Annotations.drawings, quirks: Annotations.quirks + [Annotations.radialQuirk],
    eras: [Eras.fwtEra],
    settings: [
      Setting("dismiss-on-background", order: 20) { scene in
        let host = scene.keyRootView ?? Scene.rootViewID
        return scene[annotationsOn: host].dismissOnBackgroundTouch ? "on" : "off"
      }
    ],
    events: [
      .annotation: Popover.events,
      .annotationManager: ["didEndPresent", "didEndDismiss", "didTapAnnotation", "exception"],
      .annotationContainer: ["addAnnotation", "removeAnnotation", "cancel"],
    ])
}
