import SimGeometry
import SimMotion
import SimScene

/// FWTRadialAnnotationsContainerView's spotlights: a 200-pt square centred on the arrow tip,
/// clear out to 32 pt and back to full dimming by 96 pt at full size, opening and closing
/// over 0.25 s ease-in-out. A spotlight is a node of kind `spotlight` below its annotation's
/// view; its mask radius shows as the node's scale.
extension Annotations {
  /// Side of the spotlight square (twice FWT_RACV_RADIAL_GRADIENT_RADIUS).
  public static let spotlightSide = 200.0
  /// Radius left fully clear at full size.
  public static let clearRadius = 32.0
  /// Radius where the dimming is whole again at full size.
  public static let featherRadius = 96.0
  /// The spotlight's open and close animations (Core Animation's default duration).
  public static let spotlightDuration = SimTime.milliseconds(250)
  /// How much earlier than a delayed popover its spotlight starts opening.
  public static let spotlightLead = SimTime.milliseconds(250)

  /// Where arrow tips are kept, by annotation, for spotlights that open after their view.
  static let tipsStorage = SceneStorageKey<[NodeID: Rect]>("annotations.tips")
  /// Where the tickets of spotlights still to open are kept, by annotation.
  static let pendingSpotlightsStorage = SceneStorageKey<[NodeID: UInt64]>("annotations.spotlights")
  /// Where each annotation's current spotlight node is kept.
  static let spotlightNodesStorage = SceneStorageKey<[NodeID: NodeID]>("annotations.spotlightNodes")

  /// The quirk of the radial container.
  public static let radialQuirk = Quirk(
    name: "annotations-early-removal",
    summary: "removing an annotation before its delayed spotlight opened throws in the "
      + "radial container, which ends the app; scenesim refuses the removal "
      + "(off: the pending spotlight is cancelled and the annotation goes)")
}

extension Scene {
  /// Arrow tips remembered when each view was presented, for a spotlight that opens after
  /// its view has gone.
  var spotlightTips: [NodeID: Rect] {
    get { self[Annotations.tipsStorage] ?? [:] }
    set { self[Annotations.tipsStorage] = newValue }
  }

  /// Spotlights still to open, by annotation: the scheduled work.
  var pendingSpotlights: [NodeID: UInt64] {
    get { self[Annotations.pendingSpotlightsStorage] ?? [:] }
    set { self[Annotations.pendingSpotlightsStorage] = newValue }
  }

  /// The spotlight node of each annotation's current view (a view gets its own, even when
  /// an earlier one of the same id is still closing).
  var spotlightNodes: [NodeID: NodeID] {
    get { self[Annotations.spotlightNodesStorage] ?? [:] }
    set { self[Annotations.spotlightNodesStorage] = newValue }
  }

  /// Whether removing the annotation now makes the radial container throw: its spotlight
  /// has not opened yet, so there is no observer to remove (the original ends there).
  func removalWouldThrow(_ id: NodeID) -> Bool {
    guard let host = annotationHost(of: id) else { return false }
    return self[annotationsOn: host].containerType == .radial && pendingSpotlights[id] != nil
      && quirk("annotations-early-removal")
  }

  /// The container of the manager holding annotation `id`.
  func annotationContainer(of id: NodeID) -> NodeID? {
    annotationHost(of: id).map { self[annotationsOn: $0].containerID }
  }

  /// addAnnotation:withView: of the radial container: the spotlight opens after the
  /// annotation's delay, a quarter of a second earlier when the delay is longer than that.
  mutating func scheduleSpotlight(_ id: NodeID, delay: SimTime) {
    let lead = delay > Annotations.spotlightLead ? delay - Annotations.spotlightLead : delay
    guard let container = annotationContainer(of: id) else { return }
    let ticket = schedule(
      at: now + lead,
      ScheduledWork(owner: container, label: "spotlight for \(id)") { scene in
        scene.openSpotlight(id, in: container)
      })
    pendingSpotlights[id] = ticket
  }

  /// _rectForAnnotationView: the spotlight's square in the container, centred on the arrow
  /// rect and moved half the arrow's length outwards and along by the corner offset
  /// (FWTRadialAnnotationsContainerView.m 226-255). With no direction bit (mask 0) the
  /// arrow rect sits at the view's origin (FWTPopoverView.m 315-348) and the square is
  /// centred there; with `none` it is empty. Every annotation gets one.
  func spotlightRect(_ id: NodeID) -> Rect? {
    guard let state = popovers[id], let frame = node(id)?.layer.frame else { return nil }
    let r = PopoverGeometry.arrowRect(
      frame: frame, direction: state.direction, arrowSize: state.arrowSize,
      offset: state.arrowOffset, edgeInsets: state.edgeInsets)
    let half = state.arrowSize.height / 2
    let co = state.cornerOffset
    let c = r.center
    let d = state.direction
    let centre: Point
    if d.contains(.up) {
      centre = Point(x: c.x + co, y: c.y - half)
    } else if d.contains(.down) {
      centre = Point(x: c.x + co, y: c.y + half)
    } else if d.contains(.left) {
      centre = Point(x: c.x - half, y: c.y + co)
    } else if d.contains(.right) {
      centre = Point(x: c.x + half, y: c.y + co)
    } else if d.contains(.none) {
      return .zero
    } else {
      centre = c
    }
    let side = Annotations.spotlightSide
    return Rect(center: centre, size: Size(width: side, height: side))
  }

  /// _addAnnotationView: — the spotlight goes in just below its view and opens; once open
  /// the container paints it beneath every view.
  mutating func openSpotlight(_ id: NodeID, in container: NodeID) {
    pendingSpotlights[id] = nil
    guard let frame = spotlightRect(id) ?? spotlightTips[id], contains(container)
    else { return }
    // Named after its annotation, though it is the container's: it closes and goes on
    // its own time, whatever becomes of the annotation's view.
    var spot = Scene.partID("spotlight", of: id)
    var n = 2
    while contains(spot) {
      spot = Scene.partID("spotlight" + String(n), of: id)
      n += 1
    }
    var changes = LayerChanges()
    changes.transform = .scale(0, 0)
    let below = node(id)?.parent == container ? id : nil
    try? addView(
      spot, kind: .spotlight, frame: frame, in: container, changes: changes, below: below)
    // A layer in the original: it takes no touches.
    try? setUserInteraction(spot, false)
    spotlightNodes[id] = spot
    // The layer takes the container's images as it is made.
    if let host = annotationHost(ofManager: container),
      self[annotationsOn: host].images != .standard
    {
      spotlightImages[spot] = self[annotationsOn: host].images
    }
    var open = LayerChanges()
    open.transform = .identity
    var options = AnimationOptions()
    options.era = Popover.era.version
    options.duration = Annotations.spotlightDuration
    options.curve = .easeInEaseOut
    let opened = spot
    _ = try? animate(opened, open, options: options) { scene, _ in
      try? scene.sendToBack(opened)
    }
  }

  /// removeAnnotation:withView: of the radial container: the spotlight closes over 0.25 s,
  /// alongside the popover's fade, and goes; a pending one (quirk off) is cancelled.
  mutating func closeSpotlight(_ id: NodeID) {
    if let ticket = pendingSpotlights[id] {
      cancelScheduled(ticket)
      pendingSpotlights[id] = nil
    }
    guard let spot = spotlightNodes.removeValue(forKey: id), contains(spot) else { return }
    var close = LayerChanges()
    close.transform = .scale(0, 0)
    var options = AnimationOptions()
    options.era = Popover.era.version
    options.duration = Annotations.spotlightDuration
    _ = try? animate(spot, close, options: options) { scene, _ in
      try? scene.removeView(spot)
    }
  }

  /// cancel of the radial container: the pending spotlights of `ids` are cancelled and
  /// their painted ones vanish at once.
  mutating func cancelSpotlights(_ ids: [NodeID]) {
    for id in ids.sorted() {
      if let ticket = pendingSpotlights.removeValue(forKey: id) { cancelScheduled(ticket) }
      if let spot = spotlightNodes.removeValue(forKey: id) { try? removeView(spot) }
    }
  }

  /// The spotlight follows its view when the view moves (the container observes frames).
  mutating func moveSpotlight(_ id: NodeID) {
    guard let spot = spotlightNodes[id], contains(spot), let frame = spotlightRect(id) else {
      return
    }
    var changes = LayerChanges()
    changes.center = frame.center
    try? setLayer(spot, changes)
  }

  /// The dimming colour of the container a spotlight is in.
  func spotlightDimming(_ spot: NodeID) -> Color {
    let container = node(spot)?.parent
    let host = container.flatMap { annotationHost(ofManager: $0) }
    return host.map { self[annotationsOn: $0].dimmingColor } ?? Annotations.radialBackground
  }

  func spotlightFields(_ id: NodeID) -> [FrameField] {
    guard let layer = presentation(of: id) else { return [] }
    // The mask image is drawn into the layer's bounds: an empty spotlight (arrow none)
    // clears nothing.
    let s = abs(Decomposed(layer.transform).scaleX) * layer.bounds.width / Annotations.spotlightSide
    let images = images(ofSpotlight: id)
    return [
      FrameField("centre", .numbers([layer.center.x, layer.center.y])),
      FrameField("clearRadius", .number(images.clear * s)),
      FrameField("featherRadius", .number(images.feather * s)),
      FrameField("dimming", .number(spotlightDimming(id).alpha)),
    ] + spotlightImageFields(id, scale: s)
  }
}
