public import SimGeometry
public import SimMotion
public import SimScene

/// FWTAnnotation: where and how one annotation is shown.
public struct Annotation: Sendable {
  /// presentingRectPortrait (CGRectZero).
  public var portraitRect: Rect = .zero
  /// presentingRectLandscape (CGRectZero).
  public var landscapeRect: Rect = .zero
  /// arrowDirection (none).
  public var arrow: ArrowDirection = .none
  /// delay (0): the popover's presentDelay, and the spotlight's.
  public var delay: SimTime = .zero
  /// animated (YES).
  public var animated = true
  /// dismissOnTouch (YES).
  public var dismissOnTouch = true
  /// text (nil): shown in the view's label, which sizes the view.
  public var text: String?
  /// image (nil): a name and a size; left-aligned and vertically centred.
  public var image: (name: String, size: Size)?
  /// The view's popover properties (viewForAnnotationBlock's style for this annotation).
  public var style = PopoverState()
  /// The view's contentViewEdgeInsets (5 on each side).
  public var contentInsets = Annotations.contentInsets

  /// The defaults.
  public init() {}

  /// presentingRectForInterfaceOrientation:.
  public func rect(for orientation: Orientation) -> Rect {
    orientation == .landscape ? landscapeRect : portraitRect
  }
}

/// FWTAnnotationManager's container types.
public enum AnnotationContainerType: String, CaseIterable, Sendable {
  /// FWTAnnotationContainerView: a plain view with no background.
  case `default`
  /// FWTRadialAnnotationsContainerView: dims the screen around spotlights.
  case radial
}

/// The manager of the root view controller, as FWTAnnotationManager 1.2.2 keeps it.
public struct AnnotationManagerState: Sendable {
  /// annotationContainerViewType, fixed once the container exists.
  public var containerType: AnnotationContainerType = .default
  /// Whether the container view has been created.
  public var containerCreated = false
  /// The model: annotations in the order they were added.
  public var order: [NodeID] = []
  /// The annotations, by the id of their view.
  public var annotations: [NodeID: Annotation] = [:]
  /// needsToPresentCounter.
  public var needsToPresent = 0
  /// needsToDismissCounter.
  public var needsToDismiss = 0
  /// dismissOnBackgroundTouch (YES).
  public var dismissOnBackgroundTouch = true
  /// The annotations whose view is being dismissed: still in the model until the
  /// dismissal ends.
  public var dismissing: Set<NodeID> = []

  /// No annotations.
  public init() {}
}

/// FWTAnnotationManager 1.2.2 on the root view controller.
public enum Annotations {
  /// Where the manager's state lives in ``Scene/extensions``.
  public static let storageKey = "annotations"
  /// The manager's view: transparent, over the root view, swallowing touches while shown.
  public static let managerID: NodeID = "annotations"
  /// The container view inside it.
  public static let containerID: NodeID = "annotations.container"
  /// FWT_AV_CONTENT_VIEW_EDGE_INSETS.
  public static let contentInsets = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
  /// Space between image and label.
  public static let imageSpacing = 5.0
  /// The container's fade when it has a background colour.
  public static let fadeDuration = SimTime.milliseconds(200)
  /// The radial container's dimming colour.
  public static let radialBackground = Color(white: 0, alpha: 0.5)

  /// The quirks of FWTAnnotationManager 1.2.2.
  public static let quirks: [Quirk] = [
    Quirk(
      name: "annotations-remove-ignores-argument",
      summary: "removeAnnotations: removes every annotation, whichever were asked for "
        + "(off: only those)"),
    Quirk(
      name: "annotations-dismiss-counter",
      summary: "a removal by code leaves the dismiss counter below zero, so the overlay is "
        + "never torn down and didEndDismiss never fires (off: removals by code count)"),
    Quirk(
      name: "annotations-double-removal",
      summary: "removing an annotation again (by code or a tap) before its dismissal ends "
        + "makes the model remove nil when the second dismissal ends, which raises and ends "
        + "the app; scenesim refuses it (off: the second removal does nothing)"),
    Quirk(
      name: "annotations-touch-lock",
      summary: "a tap that dismisses nothing leaves the manager deaf to touches until a "
        + "dismissal ends (off: it listens again at once)"),
  ]
}
