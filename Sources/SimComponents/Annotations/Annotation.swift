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
  /// The view's textLabel, which the library creates and never configures.
  public var label = AnnotationLabel()

  /// The defaults.
  public init() {}

  /// presentingRectForInterfaceOrientation:.
  public func rect(for orientation: Orientation) -> Rect {
    orientation.isLandscape ? landscapeRect : portraitRect
  }
}

/// An annotation view's textLabel: `[[UILabel alloc] init]` with UIKit's defaults of iOS 5
/// and 6 unless the app sets them (the 17 pt system font, one line cut at the tail, left
/// aligned, black text on an opaque white background, no shadow).
public struct AnnotationLabel: Hashable, Sendable {
  /// font.pointSize.
  public var fontSize = TextMeasure.systemFontSize
  /// boldSystemFontOfSize: rather than systemFontOfSize:.
  public var bold = false
  /// numberOfLines: 0 for as many as the label's height holds.
  public var numberOfLines = 1
  /// textAlignment.
  public var alignment: LabelLayout.Alignment = .left
  /// textColor.
  public var textColor = Color(white: 0)
  /// backgroundColor (nil: clear).
  public var backgroundColor: Color? = Color(white: 1)
  /// shadowColor (nil: none) and shadowOffset (0, -1 by default).
  public var shadowColor: Color? = nil
  /// shadowOffset.
  public var shadowOffset = Size(width: 0, height: -1)

  /// UIKit's defaults.
  public init() {}
}

/// Named looks for an annotation's view, applied before the options given with it.
public enum AnnotationViewStyle: String, CaseIterable, Sendable {
  /// FWTAnnotationView as the library makes it: nothing configured.
  case plain
  /// The sample app's CustomAnnotationView (FWAnnotationManager_Test), the look of the
  /// README's screenshot: content 160x40, arrow 18x30 with corner offset 10, corner radius 9,
  /// a 0.3 s dismissal, and a centred bold 12 pt label of as many lines as it needs, white
  /// 0.91 on clear with a black shadow at half opacity 0.7 pt above (CustomAnnotationView.m
  /// 19-35, 56); its drawPathBlock's inner border (36-53); and its animation blocks
  /// (62-77): it drops in from a superview's height above and leaves turned a quarter and
  /// dropped a superview's height, the superview being the controller's view.
  case demo

  /// Sets the look on `annotation`, the view `id` of the manager over `host`.
  public func apply(to annotation: inout Annotation, id: NodeID, host: NodeID) {
    switch self {
    case .plain:
      break
    case .demo:
      annotation.style.innerBorder = InnerBorder()
      // frame = CGRectOffset(frame, 0, ±H) moves the centre by H, whatever the transform.
      let h = "\(host).frame.height"
      let move = { (sign: String) in
        "view set \(id) center {\(id).center.x},{\(id).center.y \(sign) \(h)}"
      }
      // arc4random() % 1000 > 500 picks the quarter turn's way; scenesim's coin is the id's
      // FNV-1a hash, the same on every run.
      let coin = id.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
      annotation.style.blocks[.prepare] = [move("-")]
      annotation.style.blocks[.present] = [move("+")]
      annotation.style.blocks[.dismiss] = [
        "view set \(id) transform rotate:\(coin % 1000 > 500 ? "90" : "-90")", move("+"),
      ]
      annotation.style.contentSize = Size(width: 160, height: 40)
      annotation.style.arrowSize = Size(width: 18, height: 30)
      annotation.style.cornerOffset = 10
      annotation.style.cornerRadius = 9
      annotation.style.dismissDuration = .milliseconds(300)
      var label = AnnotationLabel()
      label.alignment = .center
      label.backgroundColor = nil
      label.numberOfLines = 0
      label.fontSize = 12
      label.bold = true
      label.textColor = Color(white: 0.91)
      label.shadowOffset = Size(width: 0, height: -0.7)
      label.shadowColor = Color(white: 0, alpha: 0.5)
      annotation.label = label
    }
  }
}

/// FWTAnnotationManager's container types.
public enum AnnotationContainerType: String, CaseIterable, Sendable {
  /// FWTAnnotationContainerView: a plain view with no background.
  case `default`
  /// FWTRadialAnnotationsContainerView: dims the screen around spotlights.
  case radial
}

/// The manager of one view controller, as FWTAnnotationManager 1.2.2 keeps it (the
/// category makes one per controller, UIViewController+FWTAnnotationManager.m 18-28).
public struct AnnotationManagerState: Sendable {
  /// The view standing for the view controller's view.
  public var host: NodeID
  /// The manager's view: `annotations` on `root`, HOST.annotations elsewhere.
  public var managerID: NodeID { Annotations.managerID(on: host) }
  /// The container view inside it.
  public var containerID: NodeID { Scene.partID("container", of: managerID) }
  /// annotationContainerViewType, fixed once the container exists.
  public var containerType: AnnotationContainerType = .default
  /// Whether the container view has been created.
  public var containerCreated = false
  /// The model: annotations in the order they were added.
  public var order: [NodeID] = []
  /// The annotations, by the id of their view.
  public var annotations: [NodeID: Annotation] = [:]
  /// Annotations the model dropped while their views stay (`annotation forget`).
  public var forgotten: [NodeID: Annotation] = [:]
  /// needsToPresentCounter.
  public var needsToPresent = 0
  /// needsToDismissCounter.
  public var needsToDismiss = 0
  /// dismissOnBackgroundTouch (YES).
  public var dismissOnBackgroundTouch = true
  /// The radial container's backgroundColor (realBackgroundColor): the dimming.
  public var dimmingColor = Annotations.radialBackground
  /// The radial container's radialMaskImage and accessoryImage.
  public var images = SpotlightImages.standard
  /// The annotations whose view is being dismissed: still in the model until the
  /// dismissal ends.
  public var dismissing: Set<NodeID> = []

  /// No annotations, on `host`.
  public init(host: NodeID) { self.host = host }
}

/// Every view controller's annotation manager, by the view standing for the controller's
/// view, and which one holds each annotation.
public struct AnnotationManagers: Sendable {
  /// The managers made so far, by host view.
  public var byHost: [NodeID: AnnotationManagerState] = [:]
  /// The host view of each annotation in a model.
  public var hostOf: [NodeID: NodeID] = [:]
  /// No managers yet.
  public init() {}
}

/// FWTAnnotationManager 1.2.2 on the root view controller.
public enum Annotations {
  /// Where the managers' state lives in `Scene.extensions`.
  public static let storage = SceneStorageKey<AnnotationManagers>("annotations")
  /// The manager's view over `host`: transparent, swallowing touches while shown;
  /// `annotations` over `root`, HOST.annotations over any other view.
  public static func managerID(on host: NodeID) -> NodeID {
    host == Scene.rootViewID ? "annotations" : Scene.partID("annotations", of: host)
  }
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

extension NodeKind {
  /// FWTAnnotationView: a popover with a label and an image.
  public static let annotation = NodeKind("annotation")
  /// FWTAnnotationManager's view, over the root view controller's view, taking touches.
  public static let annotationManager = NodeKind("annotation-manager")
  /// Its container (default, or radial with the dimming and spotlights).
  public static let annotationContainer = NodeKind("annotation-container")
  /// A radial container's spotlight on one annotation's rect.
  public static let spotlight = NodeKind("spotlight")
}
