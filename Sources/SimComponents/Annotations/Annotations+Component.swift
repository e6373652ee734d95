import SimCommands
import SimScene

extension Component {
  /// FWTAnnotationManager 1.2.2: annotations over a view controller's view, one manager per
  /// controller, in a default or radial (spotlight) container.
  public static let annotations = Component(
    name: "annotations", commands: Annotations.annotationCommands,
    kinds: [
      KindDeclaration(
        .annotation, describe: { scene, id in scene.popoverFields(id) }, events: Popover.events),
      // touchesMoved: and touchesEnded: both call _didTouchAtPoint:
      // (FWTAnnotationManager.m 158–166).
      KindDeclaration(
        .annotationManager,
        touches: { scene, id, touch in scene.annotationManagerTouch(id, touch) },
        events: ["didEndPresent", "didEndDismiss", "didTapAnnotation", "exception"]),
      // FWTRadialAnnotationsContainerView.m 71-75: setBackgroundColor: keeps the colour as
      // the dimming and sets clear on the view.
      KindDeclaration(
        .annotationContainer, describe: { scene, id in scene.containerFields(id) },
        events: ["addAnnotation", "removeAnnotation", "cancel"],
        backgroundColorSetter: { scene, id, colour in scene.setContainerColor(id, colour) }),
      KindDeclaration(.spotlight, describe: { scene, id in scene.spotlightFields(id) }),
    ],
    kindExtensions: [KindExtension(.label) { scene, id in scene.annotationLabelFields(id) }],
    drawings: Annotations.drawings,
    observers: [.rotation { scene in scene.rotateAnnotations() }],
    storage: [
      StorageDeclaration(Annotations.storage) { scene, removed in
        scene.forgetAnnotations(removed)
      },
      StorageDeclaration(Annotations.tipsStorage),
      StorageDeclaration(Annotations.pendingSpotlightsStorage),
      StorageDeclaration(Annotations.spotlightNodesStorage),
      StorageDeclaration(Annotations.spotlightImagesStorage),
    ],
    contributions: [Contribution(Popover.subclasses, NodeKind.annotation)],
    quirks: Annotations.quirks + [Annotations.radialQuirk], eras: [Popover.era],
    settings: [
      Setting("dismiss-on-background", order: 20) { scene in
        let host = scene.keyRootView ?? Scene.rootViewID
        return scene[annotationsOn: host].dismissOnBackgroundTouch ? "on" : "off"
      }
    ])
}
