public import SimGeometry
import SimMotion
public import SimScene

/// What `callout detail` did.
public enum CalloutDetailResult: Sendable, Equatable {
  /// The expansion started.
  case started
  /// The callout is already expanding or expanded: its accessory is gone.
  case alreadyExpanded
}

extension Scene {
  /// The map and callout view for a callout's id or its pin's id.
  public func calloutRef(_ id: String) -> (map: NodeID, view: NodeID)? {
    if let map = mapOfCallout(id) { return (map, id) }
    if let (map, n) = pinRef(id), let callout = callouts(on: map).callout(of: n), callout.hasView {
      return (map, callout.viewID)
    }
    return nil
  }

  /// The data source's detail view takes a new size: callouts made afterwards get it, and
  /// the detail views of callouts on the map change at once.
  public mutating func setCalloutDetailSize(_ size: Size) {
    calloutsState.detailSize = size
    for map in maps.maps.keys.sorted() {
      for id in callouts(on: map).viewIDs {
        guard let detailID = part("detail", of: id), let detail = node(detailID) else {
          continue
        }
        var change = LayerChanges()
        change.frame = Rect(origin: detail.layer.frame.origin, size: size)
        try? setLayer(detailID, change)
        setTableOffset(id, tableOffset(id))
      }
    }
  }

  /// accessoryButtonTapped → displayDetailCallout: phase 1 (0.3 s, ease-in-out) moves the
  /// bubble beside the pin at its new width while the down arrow shrinks a frame per
  /// refresh; phase 2 (0.3 s) grows it to the detail's height while the side arrow grows.
  public mutating func expandCallout(_ id: String) throws(SceneError) -> CalloutDetailResult {
    guard let (map, viewID) = calloutRef(id), let state = mapState(map),
      let callout = callouts(on: map).callout(view: viewID),
      let parentFrame = state.isLive(callout.parent)
        ? node(state.pins[Int(callout.parent)].id)?.layer.frame : callout.removedParentFrame,
      let view = node(viewID)
    else {
      throw .notAllowed(id, reason: "it has no callout on screen; select its pin first")
    }
    guard !callout.isExpanding else { return .alreadyExpanded }
    guard now + GIK.phaseDuration + GIK.phaseDuration < SimTime.max else { throw .timeOverflow }
    let detail = calloutsState.detailSize
    let newWidth = detail.width + 2 * GIK.contentInset.x
    let newX =
      callout.bias == .left ? parentFrame.minX - newWidth - 8 : parentFrame.minX + 24
    let current = view.layer.frame
    let phase1 = Rect(x: newX, y: current.minY, width: newWidth, height: GIK.calloutHeight)
    let token = callout.token
    let parent = callout.parent
    let start = now
    withCallouts(map) { c in
      c.updateCallout(of: parent) {
        $0.isExpanding = true
        $0.downStrip = ArrowStrip(start: start, stop: start + GIK.phaseDuration)
      }
    }
    emit(viewID, "accessoryButtonTapped")
    var options = AnimationOptions()
    options.era = Maps.era.version
    options.duration = GIK.phaseDuration
    options.curve = .easeInEaseOut
    // One block (GIKCalloutView.m 332-341): the bubble's new frame and, because of
    // UIViewAnimationOptionLayoutSubviews, GIKCalloutContentView's layoutSubviews in detail
    // mode with the content's new width, the detail's (GIKCalloutContentView.m 117-131):
    // the title (and subtitle) re-centred at roundf(width / 2), the accessory moved to
    // width - 29 and faded out.
    var change = LayerChanges()
    change.frame = phase1
    var parts = [(viewID, change)]
    let contentWidth = detail.width
    for name in ["title", "subtitle"] {
      guard let labelID = part(name, of: viewID), let label = node(labelID) else { continue }
      var centred = LayerChanges()
      centred.center = Point(x: (contentWidth / 2).rounded(), y: label.layer.center.y)
      parts.append((labelID, centred))
    }
    if let accessory = part("accessory", of: viewID) {
      var aside = LayerChanges()
      aside.frame = Rect(
        x: contentWidth - GIK.accessorySize, y: GIK.accessoryTop, width: GIK.accessorySize,
        height: GIK.accessorySize)
      aside.alpha = 0
      parts.append((accessory, aside))
    }
    _ = try? animate(parts, options: options) { scene, finished in
      scene.emit(
        viewID, "completion", [.init("phase", "1"), .init("finished", finished ? "true" : "false")])
      scene.calloutPhase2(
        map, parent, token: token, parentFrame: parentFrame, detail: detail)
    }
    return .started
  }

  /// Phase 1's completion: detail mode, the expanded frame and centerOffset, the detail view
  /// shown, and phase 2. `detail` is the detail view's size read at the accessory tap
  /// (GIKCalloutView.m 309–310, 349): a size changed in between does not count.
  mutating func calloutPhase2(
    _ map: NodeID, _ parent: Int32, token: Int, parentFrame: Rect, detail: Size
  ) {
    guard let callout = callouts(on: map).callout(of: parent), callout.token == token,
      let view = node(callout.viewID)
    else { return }
    let viewID = callout.viewID
    var expanded = view.layer.frame
    expanded.size.height = GIK.calloutHeight + detail.height + 5
    expanded.origin.y = parentFrame.minY - (expanded.height / 2).rounded() + 18
    let w = expanded.width
    let sign: Double = callout.bias == .left ? -1 : 1
    var offset = Point(x: sign * ((w / 2).rounded() + 16), y: -16)
    if !quirk("callout-offset-half-point"), let state = mapState(map) {
      let point = MapViewState.viewPoint(
        state.points[Int(callout.parent)], center: state.center, scale: state.scale,
        size: MapViewState.viewSize(self, map))
      offset = Point(x: expanded.midX - point.x, y: expanded.midY - point.y)
    }
    let start = now
    withCallouts(map) { c in
      c.updateCallout(of: parent) {
        $0.mode = .detail
        $0.centerOffset = offset
        $0.sideStrip = ArrowStrip(start: start, stop: start + GIK.phaseDuration)
      }
    }
    var show = LayerChanges()
    show.isHidden = false
    if let detail = part("detail", of: viewID) { try? setLayer(detail, show) }
    var options = AnimationOptions()
    options.era = Maps.era.version
    options.duration = GIK.phaseDuration
    options.curve = .easeInEaseOut
    var change = LayerChanges()
    change.frame = expanded
    _ = try? animate(viewID, change, options: options) { scene, finished in
      scene.emit(
        viewID, "completion", [.init("phase", "2"), .init("finished", finished ? "true" : "false")])
      scene.calloutSettled(map, parent, token: token)
    }
  }
}
