import SimGeometry
import SimMotion
public import SimScene

/// GIKCalloutView's mode.
public enum CalloutMode: String, Sendable {
  /// CalloutModeDefault: the title bubble.
  case `default`
  /// CalloutModeDetail: expanded beside the pin around the detail view.
  case detail
}

/// GIKCalloutView's calloutBias: which way the bubble expands.
public enum CalloutBias: String, Sendable {
  /// LeftBias: the pin is right of the map's centre; the bubble expands to its left.
  case left
  /// RightBias: the pin is left of (or at) the centre; the bubble expands to its right.
  case right
}

/// A CADisplayLink stepping an arrow image strip: one frame per screen refresh after it
/// started, frames 1 to 14, until it was invalidated.
public struct ArrowStrip: Hashable, Sendable {
  /// When the link was added.
  public var start: SimTime
  /// When it was invalidated.
  public var stop: SimTime

  /// The frame shown at `now`.
  public func frame(at now: SimTime) -> Int {
    var t = start
    var frame = 0
    let end = min(now, stop)
    while frame < GIK.arrowFrames - 1 {
      let next = DisplayRefresh.next(after: t)
      guard next <= end else { break }
      frame += 1
      t = next
    }
    return frame
  }
}

/// GIKAnimatedCallout d345568's constants.
public enum GIK {
  /// Frames per arrow strip (ARROW_ANIMATION_FRAMES).
  public static let arrowFrames = 15
  /// CALLOUT_HEIGHT.
  public static let calloutHeight = 70.0
  /// CENTER_OFFSET_VERTICAL.
  public static let centerOffsetY = -59.0
  /// SIDE_WIDTH + SIDE_INSET + BOTTOM_ARROW_CENTER: the arrow tip's least distance from the
  /// bubble's edge.
  public static let arrowInset = 38.0
  /// BOTTOM_ARROW_CENTER.
  public static let arrowCenter = 18.0
  /// The content view's inset in the bubble (CONTENT_HORIZONTAL_INSET, CONTENT_VERTICAL_INSET).
  public static let contentInset = Point(x: 13, y: 4)
  /// DEFAULT_CONTENT_HEIGHT.
  public static let contentHeight = 35.0
  /// RIGHT_ACCESSORY_SIZE.
  public static let accessorySize = 29.0
  /// RIGHT_ACCESSORY_INSET_TOP.
  public static let accessoryTop = 4.0
  /// The title's font size (boldSystemFontOfSize:17).
  public static let titleFontSize = 17.0
  /// The subtitle's font size (beyond GIK).
  public static let subtitleFontSize = 12.0
  /// The pop-in's scales, each reached in 0.1 s ease-out.
  public static let popScales: [Double] = [1.1, 0.95, 1.0]
  /// The expansion's phases, 0.3 s each, ease-in-out.
  public static let phaseDuration = SimTime.milliseconds(300)
  /// How long map selections stay off after a touch on the callout.
  public static let reselectDelay = SimTime.milliseconds(1000)
  /// Where the detail view sits in the content view.
  public static let detailOrigin = Point(x: 0, y: 40)
}

/// GIK's callout annotation and its view.
public struct CalloutState: Sendable {
  /// The selected pin it belongs to.
  public var parent: Int32
  /// Its view's id.
  public var viewID: NodeID
  /// Whether its view is on the map now.
  public var hasView = false
  /// The view object's number.
  public var serial = 0
  /// The frame the parent pin's view had when the pin was removed while this callout
  /// stayed (quirk callout-outlives-pin): the callout keeps that view object, which an
  /// expansion reads.
  public var removedParentFrame: Rect?
  /// The detail table's contentOffset.y.
  public var tableOffset = 0.0
  /// Counts the views it was given, so work for an older one does nothing.
  public var token = 0
  /// calloutMode.
  public var mode = CalloutMode.default
  /// calloutBias.
  public var bias = CalloutBias.right
  /// MKAnnotationView.centerOffset.
  public var centerOffset = Point.zero
  /// bottomArrowHorizontalOffset.
  public var bottomArrowOffset = 0.0
  /// The down arrow's strip (phase 1), if it ran.
  public var downStrip: ArrowStrip?
  /// The side arrow's strip (phase 2), if it ran.
  public var sideStrip: ArrowStrip?
  /// The frames the side arrows showed before (a reused view keeps its images).
  public var staleSideFrames = (left: 0, right: 0)
  /// Whether an expansion started.
  public var isExpanding = false
  /// MKAnnotationView.enabled of the callout view (GIK starts it off).
  public var isEnabled = false

  /// The down arrow's frame now.
  public func downFrame(at now: SimTime) -> Int { downStrip?.frame(at: now) ?? 0 }

  /// The side arrows' frames now (left, right).
  public func sideFrames(at now: SimTime) -> (left: Int, right: Int) {
    guard let strip = sideStrip else { return staleSideFrames }
    let moving = strip.frame(at: now)
    var frames = staleSideFrames
    // Until the first refresh of phase 2 the animating arrow shows its old image.
    let shown = moving == 0 && now >= strip.start ? nil : moving
    switch bias {
    case .right:
      frames.right = 0
      if let shown { frames.left = shown }
    case .left:
      frames.left = 0
      if let shown { frames.right = shown }
    }
    return frames
  }
}

extension Scene {
  /// The callout's content width for a title (and, beyond GIK, a subtitle and a left
  /// accessory): 4 + text + 4 + 29, made even (+viewWithLabelText:).
  func calloutContentWidth(title: String, subtitle: String?, left: Size?) -> Double {
    let titleWidth = TextMeasure.singleLineSize(title, fontSize: GIK.titleFontSize, bold: true)
      .width
    let subtitleWidth = subtitle.map {
      TextMeasure.singleLineSize($0, fontSize: GIK.subtitleFontSize).width
    }
    var width = 4 + max(titleWidth, subtitleWidth ?? 0) + 4 + GIK.accessorySize
    if let left { width += left.width + 4 }
    if width.truncatingRemainder(dividingBy: 2) > 0 { width += 1 }
    return width
  }

  /// calculateOffsets: the bias, centerOffset and the down arrow's place from the map's
  /// centre and the parent view's origin.
  static func calloutOffsets(
    mapCenterX: Double, parentOriginX: Double, width: Double
  ) -> (bias: CalloutBias, offset: Point, arrow: Double) {
    let d = (mapCenterX - parentOriginX).rounded(.towardZero)
    let bias: CalloutBias = d >= 0 ? .right : .left
    let half = (width / 2).rounded()
    if abs(d) < half - GIK.arrowInset {
      return (bias, Point(x: d, y: GIK.centerOffsetY), half - d - GIK.arrowCenter)
    }
    if d > 0 {
      return (bias, Point(x: half - GIK.arrowInset, y: GIK.centerOffsetY), 20)
    }
    return (bias, Point(x: -(half - GIK.arrowInset), y: GIK.centerOffsetY), width - 55)
  }

  /// Each callout view appears or goes with its parent pin's view; a removed pin's callout
  /// keeps its view while its coordinate is in sight (`orphansSeen`).
  mutating func syncCalloutViews(_ map: NodeID, wanted: Set<Int32>, orphansSeen: Set<Int32>) {
    guard let state = mapState(map) else { return }
    for callout in state.callouts {
      // A removed pin's callout keeps its view while in sight, and cannot make a new one.
      let shouldHave =
        state.isLive(callout.parent)
        ? wanted.contains(callout.parent) && state.views[callout.parent] != nil
        : orphansSeen.contains(callout.parent)
      if callout.hasView, !shouldHave {
        removeCalloutView(map, callout.parent)
      } else if !callout.hasView, shouldHave {
        makeCalloutView(map, callout.parent)
      }
    }
  }

  /// Pin `parent`'s callout view goes to the "GIKCallout" reuse queue.
  mutating func removeCalloutView(_ map: NodeID, _ parent: Int32) {
    guard let callout = mapState(map)?.callout(of: parent), callout.hasView else { return }
    let frames = callout.sideFrames(at: now)
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.updateCallout(of: parent) {
        $0.hasView = false
        $0.token += 1
        $0.staleSideFrames = frames
      }
      s.enqueueSerial(callout.serial, "GIKCallout")
      s.calloutArrowMemory[callout.serial] = [frames.left, frames.right]
    }
    deleteSubtree(callout.viewID)
  }

  /// mapView:viewForAnnotation: for the callout annotation, then setAnnotation: and
  /// didMoveToSuperview: a bubble for the parent's title, in default mode, placed by
  /// calculateOffsets, popping in.
  mutating func makeCalloutView(_ map: NodeID, _ parent: Int32) {
    guard let state = mapState(map), let callout = state.callout(of: parent),
      let parentNode = node(state.pins[Int(callout.parent)].id), let mapNode = node(map)
    else { return }
    let settings = maps
    let details = state.details(of: callout.parent)
    let title = details.title ?? ""
    let cw = calloutContentWidth(
      title: title, subtitle: details.subtitle, left: settings.leftAccessory)
    let fw = cw + 2 * GIK.contentInset.x
    let parentOrigin = parentNode.layer.frame.origin
    let size = mapNode.layer.bounds.size
    var mapCenterX = (size.width / 2).rounded()
    if quirk("callout-center-in-superview") { mapCenterX += mapNode.layer.frame.minX }
    let (bias, offset, arrow) = Scene.calloutOffsets(
      mapCenterX: mapCenterX, parentOriginX: parentOrigin.x, width: fw)
    let point = MapViewState.viewPoint(
      state.points[Int(callout.parent)], center: state.center, scale: state.scale, size: size)
    let frame = Rect(
      center: Point(x: point.x + offset.x, y: point.y + offset.y),
      size: Size(width: fw, height: GIK.calloutHeight))
    let id = callout.viewID
    guard (try? addView(id, kind: .callout, frame: frame, in: map)) != nil else { return }
    let content = id + ".content"
    try? addView(
      content, kind: .view,
      frame: Rect(
        x: GIK.contentInset.x, y: GIK.contentInset.y, width: cw, height: GIK.contentHeight),
      in: id)
    try? setAutoresizing(content, .fill)
    var textX = 4.0
    if let left = settings.leftAccessory {
      try? addView(
        id + ".left", kind: .view,
        frame: Rect(
          x: 4, y: ((GIK.contentHeight - left.height) / 2).rounded(), width: left.width,
          height: left.height), in: content)
      textX += left.width + 4
    }
    let titleSize = TextMeasure.singleLineSize(title, fontSize: GIK.titleFontSize, bold: true)
    if let subtitle = details.subtitle {
      let subSize = TextMeasure.singleLineSize(subtitle, fontSize: GIK.subtitleFontSize)
      try? addView(
        id + ".title", kind: .label,
        frame: Rect(x: textX, y: 1, width: titleSize.width, height: titleSize.height), in: content)
      try? addView(
        id + ".subtitle", kind: .label,
        frame: Rect(x: textX, y: 20, width: subSize.width, height: subSize.height), in: content)
    } else {
      let th = max(titleSize.height, (GIK.lineHeight(GIK.titleFontSize)))
      try? addView(
        id + ".title", kind: .label,
        frame: Rect(
          x: textX, y: (GIK.contentHeight / 2 - th / 2).rounded(), width: titleSize.width,
          height: th), in: content)
    }
    try? addView(
      id + ".accessory", kind: .calloutAccessory,
      frame: Rect(
        x: cw - GIK.accessorySize, y: GIK.accessoryTop, width: GIK.accessorySize,
        height: GIK.accessorySize),
      in: content)
    let detail = settings.detailSize
    var hidden = LayerChanges()
    hidden.isHidden = true
    try? addView(
      id + ".detail", kind: .view,
      frame: Rect(origin: GIK.detailOrigin, size: detail), in: content, changes: hidden)

    var token = 0
    let keepsArrows = quirk("callout-reuse-keeps-side-arrow")
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      let serial = s.dequeueSerial("GIKCallout")
      let memory = s.calloutArrowMemory[serial] ?? [0, 0]
      s.updateCallout(of: parent) {
        $0.hasView = true
        $0.serial = serial
        $0.token += 1
        token = $0.token
        $0.mode = .default
        $0.bias = bias
        $0.centerOffset = offset
        $0.bottomArrowOffset = arrow
        $0.downStrip = nil
        $0.sideStrip = nil
        $0.isExpanding = false
        $0.isEnabled = false
        $0.staleSideFrames = keepsArrows ? (memory[0], memory[1]) : (0, 0)
        $0.tableOffset = 0
      }
    }
    makeCalloutTable(id)
    orderViews(map)
    popInCallout(map, parent, token: token, step: 0)
  }

  /// The layer transform that scales pin `parent`'s bubble by `s` about the down arrow's
  /// tip.
  func calloutPopTransform(_ map: NodeID, _ parent: Int32, scale s: Double) -> Transform {
    guard let callout = mapState(map)?.callout(of: parent), let view = node(callout.viewID) else {
      return .identity
    }
    let w = view.layer.bounds.width
    let h = view.layer.bounds.height
    let hd = w / 2 - (callout.bottomArrowOffset + GIK.arrowCenter)
    let vd = (h / 2).rounded()
    return Transform(a: s, b: 0, c: 0, d: s, tx: hd * s - hd, ty: vd - vd * s)
  }

  /// displayDefaultCallout: scale 0.001, then 1.1, 0.95 and 1.0 in three chained 0.1 s
  /// ease-out animations about the arrow tip, then identity.
  mutating func popInCallout(_ map: NodeID, _ parent: Int32, token: Int, step: Int) {
    guard let callout = mapState(map)?.callout(of: parent), callout.token == token,
      callout.hasView
    else { return }
    let id = callout.viewID
    if step == 0 {
      var start = LayerChanges()
      start.transform = calloutPopTransform(map, parent, scale: 0.001)
      try? setLayer(id, start)
    }
    guard step < GIK.popScales.count else {
      var identity = LayerChanges()
      identity.transform = .identity
      try? setLayer(id, identity)
      calloutSettled(map, parent, token: token)
      return
    }
    var change = LayerChanges()
    change.transform = calloutPopTransform(map, parent, scale: GIK.popScales[step])
    var options = AnimationOptions()
    options.era = Maps.era.version
    options.duration = .milliseconds(100)
    options.curve = .easeOut
    let scale = GIK.popScales[step]
    _ = try? animate(id, change, options: options) { scene, finished in
      scene.emit(
        id, "completion",
        [.init("pop", NumberFormat.string(scale)), .init("finished", finished ? "true" : "false")])
      scene.popInCallout(map, parent, token: token, step: step + 1)
    }
  }

  /// Beyond GIK: with autopan on, once the bubble stands still, the map pans (animated) so
  /// it fits inside the map with the padding, as Leaflet's autoPan does (right and bottom
  /// first, then left and top win).
  mutating func calloutSettled(_ map: NodeID, _ parent: Int32, token: Int) {
    let settings = maps
    guard settings.autopan, let callout = mapState(map)?.callout(of: parent),
      callout.token == token,
      let view = node(callout.viewID), let mapNode = node(map)
    else { return }
    let frame = view.layer.frame
    let size = mapNode.layer.bounds.size
    let p = settings.autopanPadding
    var dx = 0.0
    var dy = 0.0
    if frame.maxX + p > size.width { dx = frame.maxX - size.width + p }
    if frame.minX - dx - p < 0 { dx = frame.minX - p }
    if frame.maxY + p > size.height { dy = frame.maxY - size.height + p }
    if frame.minY - dy - p < 0 { dy = frame.minY - p }
    guard dx != 0 || dy != 0 else { return }
    emit(
      map, "autopan", [.init("by", Point(x: dx, y: dy).formatted)])
    try? panMap(map, by: Point(x: dx, y: dy), animated: true)
  }
}

extension GIK {
  /// One line's height of the system font at `size`, in whole points.
  static func lineHeight(_ size: Double) -> Double {
    (TextMeasure.lineHeightEm * size).rounded(.up)
  }
}

extension NodeKind {
  /// GIKCalloutView: the bubble, holding `ID.content` with its title, subtitle, accessory
  /// and detail view.
  public static let callout = NodeKind("callout")
  /// The callout's accessory button, which expands it.
  public static let calloutAccessory = NodeKind("callout-accessory")
}
