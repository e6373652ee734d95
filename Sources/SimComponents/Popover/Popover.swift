public import SimGeometry
public import SimMotion
public import SimScene

/// FWTPopoverView 1.3.0: a bubble with a pointing arrow, presented from a rect in a view.
///
/// A popover is a detachable view of kind `popover` with two subviews: `ID.background`
/// (the background image view) and `ID.content` (the content view), as the original lays
/// them out. Its state lives in the scene under ``Popover/storage``.
public enum Popover {
  /// The events a popover view fires: its blocks (FWTPopoverView.m 242, 258-262, 299-311),
  /// the animation helper's completion blocks quiet unless a hook listens.
  public static let events = ["didPresent", "didDismiss", "presentCompletion", "dismissCompletion"]

  /// Where every popover's state is kept in the scene, by id.
  public static let storage = SceneStorageKey<[NodeID: PopoverState]>("popover")

  /// FWT_PV_SUGGESTED_EDGE_INSETS: the transparent margin around the body, for the shadow.
  public static let suggestedEdgeInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

  /// The quirks of FWTPopoverView 1.3.0.
  public static let quirks: [Quirk] = [
    Quirk(
      name: "popover-abs-truncation",
      summary: "the arrow offset clamp compares C's integer abs(): 68.7 is not clamped "
        + "against 68 (off: compares the exact value)"),
    Quirk(
      name: "popover-shared-sign",
      summary: "one sign for both axes when shifting inside the superview: a top overflow "
        + "also flips the horizontal arrow offset (off: a sign per axis)"),
    Quirk(
      name: "popover-max-offset-1.3",
      summary: "the largest arrow offset keeps the corner radius clear, as 1.3.0 does "
        + "(off: half the arrow width, as the later dev branch does)"),
    Quirk(
      name: "popover-offset-leak",
      summary: "the arrow offset left by the previous present shifts the next origin "
        + "(off: each present starts from offset 0)"),
  ]
}

/// FWTPopoverArrowDirection: a bit mask, stored as given (no automatic choice).
public struct ArrowDirection: OptionSet, Hashable, Sendable {
  /// The mask as given.
  public let rawValue: Int
  /// The directions whose bits are set in `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// FWTPopoverArrowDirectionNone (1): no arrow, centred on the anchor.
  public static let none = ArrowDirection(rawValue: 1)
  /// Up (2): the arrow on the top edge; the popover sits below the anchor.
  public static let up = ArrowDirection(rawValue: 2)
  /// Down (4): the arrow on the bottom edge; the popover sits above the anchor.
  public static let down = ArrowDirection(rawValue: 4)
  /// Left (8): the arrow on the left edge; the popover sits right of the anchor.
  public static let left = ArrowDirection(rawValue: 8)
  /// Right (16): the arrow on the right edge; the popover sits left of the anchor.
  public static let right = ArrowDirection(rawValue: 16)

  /// The single directions with their names, in bit order.
  public static let named: [(name: String, direction: ArrowDirection)] = [
    ("none", .none), ("up", .up), ("down", .down), ("left", .left), ("right", .right),
  ]

  /// `up`, `down+left`, or `0` for no bit.
  public var name: String {
    let words = ArrowDirection.named.filter { contains($0.direction) }.map(\.name)
    return words.isEmpty ? "0" : words.joined(separator: "+")
  }
}

/// One popover's properties, with FWTPopoverView's defaults.
public struct PopoverState: Sendable {
  /// contentSize (FWT_PV_CONTENT_SIZE 160x60).
  public var contentSize = Size(width: 160, height: 60)
  /// adjustPositionInSuperviewEnabled (YES).
  public var adjustsPosition = true
  /// arrow.direction, as last presented.
  public var direction: ArrowDirection = .none
  /// arrow.size: base width along the edge, length out of it (10x10).
  public var arrowSize = Size(width: 10, height: 10)
  /// arrow.offset: from the body's centre to the arrow's centre line, set by present.
  public var arrowOffset = 0.0
  /// arrow.cornerOffset: moves only the tip along the edge (0).
  public var cornerOffset = 0.0
  /// backgroundHelper.cornerRadius (6).
  public var cornerRadius = 6.0
  /// backgroundHelper.fillColor (black at alpha 0.5).
  public var fillColor = Color(white: 0, alpha: 0.5)
  /// backgroundHelper.strokeColor (black).
  public var strokeColor = Color(white: 0)
  /// backgroundHelper.lineWidth (1).
  public var lineWidth = 1.0
  /// backgroundHelper.lineJoin: kCALineJoinRound (FWTPopoverBackgroundHelper.m 16, 56).
  public var lineJoin = "round"
  /// backgroundHelper.lineCap: CAShapeLayer's kCALineCapButt.
  public var lineCap = "butt"
  /// backgroundHelper.miterLimit: CAShapeLayer's 10.
  public var miterLimit = 10.0
  /// backgroundHelper.drawPathBlock (nil), as the demo's inner border.
  public var innerBorder: InnerBorder?
  /// backgroundHelper.lineDashPattern (nil: a solid line).
  public var dashPattern: [Double] = []
  /// backgroundHelper.lineDashPhase (0).
  public var dashPhase = 0.0
  /// backgroundHelper.shadowRadius (5).
  public var shadowRadius = 5.0
  /// backgroundHelper.shadowOffset (0, 1).
  public var shadowOffset = Size(width: 0, height: 1)
  /// backgroundHelper.shadowColor (black).
  public var shadowColor = Color(white: 0)
  /// backgroundHelper.shadowOpacity (0.7).
  public var shadowOpacity = 0.7
  /// animationHelper.presentDuration (0.25 s), ease-in.
  public var presentDuration = SimTime.milliseconds(250)
  /// animationHelper.dismissDuration (0.25 s), ease-in.
  public var dismissDuration = SimTime.milliseconds(250)
  /// animationHelper.adjustPositionDuration (0.25 s), UIKit's default curve.
  public var adjustDuration = SimTime.milliseconds(250)
  /// animationHelper.presentDelay (0).
  public var presentDelay = SimTime.zero
  /// animationHelper.dismissDelay (0).
  public var dismissDelay = SimTime.zero
  /// animationHelper.presentOptions' curve (UIViewAnimationOptionCurveEaseIn).
  public var presentCurve = TimingFunction.easeIn
  /// animationHelper.dismissOptions' curve (UIViewAnimationOptionCurveEaseIn).
  public var dismissCurve = TimingFunction.easeIn
  /// animationHelper.presentOptions beside the curve (none).
  public var presentFlags = PopoverAnimationFlags()
  /// animationHelper.dismissOptions beside the curve (none).
  public var dismissFlags = PopoverAnimationFlags()
  /// prepareBlock, presentAnimationsBlock and dismissAnimationsBlock as command lines; nil
  /// for the helper's own (FWTPopoverAnimationHelper.m 50-55: alpha 0, 1 and 0).
  public var blocks: [PopoverBlock: [String]] = [:]
  /// The insets of the last present: the suggested ones plus the arrow's length on its side.
  public var edgeInsets = Popover.suggestedEdgeInsets
  /// What the background image was last drawn with (at present only, as the original).
  public var drawn: PopoverDrawing?
  /// A PNG to show as the bubble instead of the helper's drawing (nil: the helper draws).
  public var backgroundImage: PopoverBackgroundImage?

  /// The defaults.
  public init() {}
}

/// A PNG background for a popover, as UIPopoverBackgroundView takes one (FWTPopover's README
/// announces it for a later release; not in 1.3.0): `[UIImage imageNamed:]` made resizable
/// with its cap insets in UIImageResizingModeStretch. The image covers the body (the view's
/// bounds inset by the present's edge insets, where the helper draws its rounded rectangle):
/// the corners keep their size, the edges stretch along their length and the centre both
/// ways. The helper still draws the arrow, in its fill colour.
public struct PopoverBackgroundImage: Hashable, Sendable {
  /// The image's name (a path, for the pictures).
  public var name: String
  /// Its size in points.
  public var size: Size
  /// The cap insets: the parts of the image that are not stretched.
  public var caps: EdgeInsets

  /// An image; the caps must leave room in it (left + right ≤ width, top + bottom ≤ height).
  public init?(name: String, size: Size, caps: EdgeInsets) {
    guard size.width > 0, size.height > 0, caps.left >= 0, caps.right >= 0, caps.top >= 0,
      caps.bottom >= 0, caps.left + caps.right <= size.width,
      caps.top + caps.bottom <= size.height
    else { return nil }
    self.name = name
    self.size = size
    self.caps = caps
  }

  /// The nine pieces that draw it over `body`: each part of the image (in image points) and
  /// where it goes, corners first row by row, empty ones left out. A body smaller than the
  /// caps shrinks them in proportion, as the stretched centre has nothing left to give.
  public func slices(in body: Rect) -> [(source: Rect, destination: Rect)] {
    let body = body.standardized
    func cuts(_ near: Double, _ far: Double, image: Double, shown: Double)
      -> (source: [Double], destination: [Double])
    {
      let scale = near + far > shown ? shown / (near + far) : 1
      return (
        [0, near, image - far, image],
        [0, near * scale, shown - far * scale, shown]
      )
    }
    let xs = cuts(caps.left, caps.right, image: size.width, shown: body.size.width)
    let ys = cuts(caps.top, caps.bottom, image: size.height, shown: body.size.height)
    var result: [(source: Rect, destination: Rect)] = []
    for row in 0..<3 {
      for column in 0..<3 {
        let source = Rect(
          x: xs.source[column], y: ys.source[row],
          width: xs.source[column + 1] - xs.source[column],
          height: ys.source[row + 1] - ys.source[row])
        let destination = Rect(
          x: body.origin.x + xs.destination[column], y: body.origin.y + ys.destination[row],
          width: xs.destination[column + 1] - xs.destination[column],
          height: ys.destination[row + 1] - ys.destination[row])
        guard source.size.width > 0, source.size.height > 0, destination.size.width > 0,
          destination.size.height > 0
        else { continue }
        result.append((source, destination))
      }
    }
    return result
  }
}

/// The values the background image is drawn from, taken at present time: later property
/// changes do not redraw it, as in the original.
public struct PopoverDrawing: Sendable {
  /// The size from present's step 3, before CGRectIntegral.
  public var size: Size
  /// The insets of that present.
  public var edgeInsets: EdgeInsets
  /// The direction drawn.
  public var direction: ArrowDirection
  /// The corner radius.
  public var cornerRadius: Double
  /// The arrow's size.
  public var arrowSize: Size
  /// The arrow's offset.
  public var arrowOffset: Double
  /// The arrow's corner offset.
  public var cornerOffset: Double
  /// The PNG background shown instead of the helper's body, if one was set.
  public var image: PopoverBackgroundImage? = nil
  /// The drawPathBlock of that present, if one was set.
  public var innerBorder: InnerBorder? = nil
}

/// A drawPathBlock as the annotation demo writes it (CustomAnnotationView.m 36-53): inside
/// the outline (clipped to it), bezierPathForRect: of the pathFrame inset by `inset`,
/// stroked in `color` at `width` with round joins and the colour-dodge blend, after the
/// fill and before the outline's stroke (FWTPopoverBackgroundHelper.m 204).
public struct InnerBorder: Hashable, Sendable {
  /// How far the border lies inside the pathFrame (2).
  public var inset = 2.0
  /// The stroke's width (5).
  public var width = 5.0
  /// The stroke's colour (white at alpha 0.5).
  public var color = Color(white: 1, alpha: 0.5)
  /// The demo's border.
  public init() {}
}

/// FWTPopoverAnimationHelper's blocks an app can replace.
public enum PopoverBlock: String, CaseIterable, Sendable {
  /// prepareBlock: before the view is added, not animated.
  case prepare
  /// presentAnimationsBlock: inside the present's UIView block.
  case present
  /// dismissAnimationsBlock: inside the dismissal's UIView block.
  case dismiss

  /// The helper's name for it, as printed before its lines.
  public var name: String {
    switch self {
    case .prepare: "prepareBlock"
    case .present: "presentAnimationsBlock"
    case .dismiss: "dismissAnimationsBlock"
    }
  }
}

extension Scene {
  /// Every popover's state, by id.
  public var popovers: [NodeID: PopoverState] {
    get { self[Popover.storage] ?? [:] }
    set { self[Popover.storage] = newValue }
  }

  /// The state of the popover `id`, checking that it exists.
  public func popover(_ id: NodeID) throws(SceneError) -> PopoverState {
    guard contains(id), let state = popovers[id] else { throw .unknownNode(id) }
    return state
  }

  /// The names of a popover's parts: its background image view and its content view.
  public static let popoverPartNames = ["background", "content"]

  /// `[[FWTPopoverView alloc] init]` with the given properties: a view out of any window,
  /// holding its background image view (part `background`) and its content view (part
  /// `content`).
  public mutating func addPopover(_ id: NodeID, _ state: PopoverState, kind: NodeKind = .popover)
    throws(SceneError)
  {
    if let taken = firstTakenID(id, parts: Scene.popoverPartNames) { throw .duplicateID(taken) }
    try addDetachedView(id, kind: kind, frame: .zero)
    try addPart("background", of: id, kind: .image, frame: .zero, in: id)
    try addPart("content", of: id, frame: .zero, in: id)
    popovers[id] = state
  }

  /// The first of `id` and the ids its parts `names` would have that a node has already.
  func firstTakenID(_ id: NodeID, parts names: [String]) -> NodeID? {
    ([id] + names.map { Scene.partID($0, of: id) }).first(where: contains)
  }

  /// Changes a popover's properties; they apply from the next present.
  public mutating func setPopover(_ id: NodeID, _ state: PopoverState) throws(SceneError) {
    _ = try popover(id)
    popovers[id] = state
  }
}

extension NodeKind {
  /// FWTPopoverView: the bubble, holding `ID.background` and `ID.content`.
  public static let popover = NodeKind("popover")
}
