import SimGeometry
import SimMotion
public import SimScene

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

  /// The callouts of removed pins (quirk callout-outlives-pin), annotations of their own,
  /// whose views stay: those whose coordinate is in one of the map rects the map looks at.
  func calloutsKeptInSight(_ map: NodeID, _ rects: [Rect]) -> Set<Int32> {
    guard let state = mapState(map) else { return [] }
    let orphans = callouts(on: map).list.filter { $0.hasView && !state.isLive($0.parent) }
    var seen = Set<Int32>()
    for rect in rects {
      for callout in orphans where rect.contains(state.points[Int(callout.parent)]) {
        seen.insert(callout.parent)
      }
    }
    return seen
  }

  /// Each callout view appears or goes with its parent pin's view (`wanted`: the pins whose
  /// views the map keeps); a removed pin's callout keeps its view while it is in sight
  /// (`orphansSeen`).
  mutating func syncCalloutViews(_ map: NodeID, wanted: Set<Int32>, orphansSeen: Set<Int32>) {
    guard let state = mapState(map) else { return }
    for callout in callouts(on: map).list {
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
    guard let callout = callouts(on: map).callout(of: parent), callout.hasView else { return }
    let frames = callout.sideFrames(at: now)
    withCallouts(map) { c in
      c.updateCallout(of: parent) {
        $0.hasView = false
        $0.token += 1
        $0.staleSideFrames = frames
      }
      c.arrowMemory[callout.serial] = [frames.left, frames.right]
    }
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.enqueueSerial(callout.serial, "GIKCallout")
    }
    deleteSubtree(callout.viewID)
  }

  /// mapView:viewForAnnotation: for the callout annotation, then setAnnotation: and
  /// didMoveToSuperview: a bubble for the parent's title, in default mode, placed by
  /// calculateOffsets, popping in.
  mutating func makeCalloutView(_ map: NodeID, _ parent: Int32) {
    guard let state = mapState(map), let callout = callouts(on: map).callout(of: parent),
      let parentNode = node(state.pins[Int(callout.parent)].id), let mapNode = node(map)
    else { return }
    let settings = calloutsState
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
    let pin = state.pins[Int(callout.parent)].id
    guard let id = try? addPart(callout.name, of: pin, kind: .callout, frame: frame, in: map)
    else { return }
    let content = Scene.partID("content", of: id)
    _ = try? addPart(
      "content", of: id,
      frame: Rect(
        x: GIK.contentInset.x, y: GIK.contentInset.y, width: cw, height: GIK.contentHeight),
      in: id)
    try? setAutoresizing(content, .fill)
    var textX = 4.0
    if let left = settings.leftAccessory {
      _ = try? addPart(
        "left", of: id,
        frame: Rect(
          x: 4, y: ((GIK.contentHeight - left.height) / 2).rounded(), width: left.width,
          height: left.height), in: content)
      textX += left.width + 4
    }
    let titleSize = TextMeasure.singleLineSize(title, fontSize: GIK.titleFontSize, bold: true)
    if let subtitle = details.subtitle {
      let subSize = TextMeasure.singleLineSize(subtitle, fontSize: GIK.subtitleFontSize)
      _ = try? addPart(
        "title", of: id, kind: .label,
        frame: Rect(x: textX, y: 1, width: titleSize.width, height: titleSize.height), in: content)
      _ = try? addPart(
        "subtitle", of: id, kind: .label,
        frame: Rect(x: textX, y: 20, width: subSize.width, height: subSize.height), in: content)
    } else {
      let th = max(titleSize.height, (GIK.lineHeight(GIK.titleFontSize)))
      _ = try? addPart(
        "title", of: id, kind: .label,
        frame: Rect(
          x: textX, y: (GIK.contentHeight / 2 - th / 2).rounded(), width: titleSize.width,
          height: th), in: content)
    }
    _ = try? addPart(
      "accessory", of: id, kind: .calloutAccessory,
      frame: Rect(
        x: cw - GIK.accessorySize, y: GIK.accessoryTop, width: GIK.accessorySize,
        height: GIK.accessorySize),
      in: content)
    let detail = settings.detailSize
    var hidden = LayerChanges()
    hidden.isHidden = true
    _ = try? addPart(
      "detail", of: id, frame: Rect(origin: GIK.detailOrigin, size: detail), in: content,
      changes: hidden)

    var token = 0
    let keepsArrows = quirk("callout-reuse-keeps-side-arrow")
    var serial = 0
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      serial = s.dequeueSerial("GIKCallout")
    }
    withCallouts(map) { c in
      let memory = c.arrowMemory[serial] ?? [0, 0]
      c.updateCallout(of: parent) {
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
    guard let callout = callouts(on: map).callout(of: parent), let view = node(callout.viewID)
    else {
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
    guard let callout = callouts(on: map).callout(of: parent), callout.token == token,
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
    let settings = calloutsState
    guard settings.autopan, let callout = callouts(on: map).callout(of: parent),
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
