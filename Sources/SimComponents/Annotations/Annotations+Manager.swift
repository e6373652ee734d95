import SimGeometry
import SimMotion
public import SimScene

extension Scene {
  /// Every view controller's annotation manager.
  public var annotationManagers: AnnotationManagers {
    get { self[Annotations.storage] ?? AnnotationManagers() }
    set { self[Annotations.storage] = newValue }
  }

  /// The annotation manager of the view controller whose view is `host` (a new one when it
  /// has none yet).
  public subscript(annotationsOn host: NodeID) -> AnnotationManagerState {
    get { annotationManagers.byHost[host] ?? AnnotationManagerState(host: host) }
    // A manager goes with its view, even one that only holds settings so far.
    set { annotationManagers.byHost[host] = newValue }
  }

  /// The host view of the manager that holds annotation `id`.
  public func annotationHost(of id: NodeID) -> NodeID? { annotationManagers.hostOf[id] }

  /// Annotation `id` as its manager keeps it.
  public func annotationRecord(_ id: NodeID) -> Annotation? {
    annotationHost(of: id).flatMap { self[annotationsOn: $0].annotations[id] }
  }

  /// What annotation view `id` was made from: its annotation, in the model or dropped
  /// from it (`annotation forget`), as the view keeps its text and image.
  func annotationLook(_ id: NodeID) -> Annotation? {
    annotationHost(of: id).flatMap {
      self[annotationsOn: $0].annotations[id] ?? self[annotationsOn: $0].forgotten[id]
    }
  }

  /// Whether `host`'s manager shows its overlay (`visible`: the container has a superview).
  public func annotationsVisible(on host: NodeID) -> Bool {
    let manager = self[annotationsOn: host]
    return manager.containerCreated && node(manager.containerID)?.parent != nil
  }

  /// Sets the container type of `host`'s manager and makes the container; only before it
  /// exists, as the original makes it once, of the type set then.
  public mutating func setAnnotationContainer(_ type: AnnotationContainerType, on host: NodeID)
    throws(SceneError)
  {
    guard !self[annotationsOn: host].containerCreated else {
      throw .notAllowed(
        self[annotationsOn: host].containerID,
        reason: "the container already exists; set its type first")
    }
    self[annotationsOn: host].containerType = type
    try makeAnnotationContainer(on: host)
  }

  /// The manager's annotationsContainerView, made once, of its type, kept aside until the
  /// overlay shows it: from then on its methods take hooks, as a subclass overrides them.
  mutating func makeAnnotationContainer(on host: NodeID) throws(SceneError) {
    let state = self[annotationsOn: host]
    guard !state.containerCreated else { return }
    let container = state.containerID
    try addDetachedPart("container", of: state.managerID, kind: .annotationContainer, frame: .zero)
    try setAutoresizing(container, .fill)
    if state.containerType == .radial {
      // The radial container keeps its dimming colour apart and reports clear.
      var clear = LayerChanges()
      clear.color = Color(white: 0, alpha: 0)
      try setLayer(container, clear)
    }
    self[annotationsOn: host].containerCreated = true
  }

  /// fwt_addAnnotation: on the view controller whose view is `host` — sets up its overlay,
  /// creates the annotation's view (a popover of kind `annotation` sized to its text and
  /// image), adds it to the model and presents it after its own delay. Annotations added
  /// together all run at once.
  public mutating func addAnnotation(
    _ id: NodeID, _ annotation: Annotation, on host: NodeID = Scene.rootViewID
  ) throws(SceneError) {
    if let taken = firstTakenID(id, parts: Scene.popoverPartNames + ["label", "image"]) {
      throw .duplicateID(taken)
    }
    guard let hostNode = node(host) else { throw .unknownNode(host) }
    guard hostNode.window == nil else {
      throw .notAllowed(host, reason: "a window holds its root view controller's view: name that")
    }
    try setUpAnnotationViews(on: host)
    // 2–4: the view, its label and image, its delay.
    var style = annotation.style
    style.presentDelay = annotation.delay
    try addPopover(id, style, kind: .annotation)
    let content = Scene.partID("content", of: id)
    if annotation.text != nil {
      var label = LayerChanges()
      label.color = annotation.label.backgroundColor
      try addPart("label", of: id, kind: .label, frame: .zero, in: content, changes: label)
    }
    if annotation.image != nil {
      try addPart("image", of: id, kind: .image, frame: .zero, in: content)
    }
    // 5–6: the model and the present counter.
    var manager = self[annotationsOn: host]
    manager.order.append(id)
    manager.annotations[id] = annotation
    manager.needsToPresent += 1
    self[annotationsOn: host] = manager
    annotationManagers.hostOf[id] = host
    // 7: the container's addAnnotation:withView:: the radial container schedules the
    // spotlight, then the lines of a subclass's override run (as hooks, after super).
    if manager.containerType == .radial {
      scheduleSpotlight(id, delay: annotation.delay)
    }
    emit(manager.containerID, "addAnnotation", [.init("annotation", id)], quiet: true)
    guard contains(id) else {
      throw .notAllowed(
        id,
        reason: "the lines of the container's addAnnotation:withView: removed its view "
          + "before it could present")
    }
    // 8: present from the rect for the current orientation.
    sizeAnnotationView(id, annotation)
    try presentPopover(
      id, from: annotation.rect(for: screen.orientation), in: manager.containerID,
      arrow: .mask(annotation.arrow), animated: annotation.animated
    ) { scene in
      scene.annotationDidPresent(on: host)
    }
    layOutAnnotationView(id, annotation)
    if let tip = spotlightRect(id) { spotlightTips[id] = tip }
  }

  /// _setupViews: `host`'s manager view on top of it, and the container in it, fading in
  /// over 0.2 s when it has a background colour (the radial one reports clear).
  mutating func setUpAnnotationViews(on host: NodeID) throws(SceneError) {
    let state = self[annotationsOn: host]
    let manager = state.managerID
    let container = state.containerID
    let bounds = node(host)?.layer.bounds ?? .zero
    if !contains(manager) {
      try addDetachedView(manager, kind: .annotationManager, frame: bounds)
      try setAutoresizing(manager, .fill)
    }
    self[annotationsOn: host] = state
    if node(manager)?.parent == nil {
      try addSubview(manager, to: host)
      var frame = LayerChanges()
      frame.frame = bounds
      try setLayer(manager, frame)
    }
    try makeAnnotationContainer(on: host)
    guard node(container)?.parent == nil else { return }
    let fades = node(container)?.layer.color != nil
    var changes = LayerChanges()
    changes.frame = node(manager)?.layer.bounds ?? bounds
    if fades { changes.alpha = 0 }
    try setLayer(container, changes)
    try addSubview(container, to: manager)
    if fades { try fade(container, to: 1, duration: Annotations.fadeDuration) }
  }

  /// A touch on a manager's view: touchesMoved: and touchesEnded: both call
  /// _didTouchAtPoint:.
  mutating func annotationManagerTouch(_ id: NodeID, _ touch: Touch) {
    guard touch.phase == .moved || touch.phase == .ended, let host = annotationHost(ofManager: id)
    else { return }
    annotationTouch(at: touch.location, on: host)
  }

  /// The host view of the manager whose view (or container) is `id`.
  func annotationHost(ofManager id: NodeID) -> NodeID? {
    annotationManagers.byHost.values.first { $0.managerID == id || $0.containerID == id }?.host
  }

  /// Nodes left the scene: a manager whose host or view went goes with its annotations,
  /// and its views kept aside (detached) go too; an annotation whose view went leaves its
  /// model, and its spotlight goes.
  mutating func forgetAnnotations(_ gone: RemovedNodes) {
    guard self[Annotations.storage] != nil else { return }
    if spotlightImages.keys.contains(where: gone.contains) {
      spotlightImages = spotlightImages.filter { !gone.contains($0.key) }
    }
    var managers = annotationManagers
    var leftovers: [NodeID] = []
    for (host, manager) in managers.byHost.sorted(by: { $0.key < $1.key }) {
      if gone.contains(host) || gone.contains(manager.managerID)
        || gone.contains(manager.containerID)
      {
        managers.byHost[host] = nil
        for (id, owner) in annotationManagers.hostOf where owner == host {
          managers.hostOf[id] = nil
        }
        leftovers += [manager.managerID, manager.containerID].filter { !gone.contains($0) }
        continue
      }
      // Views the model dropped (annotation forget) are the manager's still.
      let lost = annotationManagers.hostOf.keys.filter {
        gone.contains($0) && annotationManagers.hostOf[$0] == host
      }.sorted()
      guard !lost.isEmpty else { continue }
      // Their spotlights, which are the container's, go too.
      leftovers += lost.compactMap { spotlightNodes[$0] }.filter { !gone.contains($0) }
      managers.byHost[host]?.order.removeAll(where: gone.contains)
      for id in lost {
        managers.byHost[host]?.annotations[id] = nil
        managers.byHost[host]?.forgotten[id] = nil
        managers.byHost[host]?.dismissing.remove(id)
        managers.hostOf[id] = nil
      }
    }
    guard
      managers.byHost.count != annotationManagers.byHost.count
        || managers.hostOf.count != annotationManagers.hostOf.count
    else { return }
    annotationManagers = managers
    let forgotten = Set(leftovers)
    spotlightTips = spotlightTips.filter {
      !gone.contains($0.key) && !forgotten.contains($0.key) && managers.hostOf[$0.key] != nil
    }
    for (id, ticket) in pendingSpotlights where managers.hostOf[id] == nil {
      cancelScheduled(ticket)
      pendingSpotlights[id] = nil
    }
    spotlightNodes = spotlightNodes.filter { managers.hostOf[$0.key] != nil }
    deleteSubtrees(leftovers.filter(contains))
  }

  /// The manager's shared didPresentBlock: when the last pending present ends,
  /// didEndPresent fires.
  mutating func annotationDidPresent(on host: NodeID) {
    guard annotationManagers.byHost[host] != nil else { return }
    self[annotationsOn: host].needsToPresent -= 1
    let manager = self[annotationsOn: host]
    if manager.needsToPresent == 0 { emit(manager.managerID, "didEndPresent") }
  }

  /// The manager's shared didDismissBlock: the annotation leaves the model; when the model
  /// is empty and no dismissal is pending the overlay goes (after a 0.2 s fade for the
  /// radial container) and didEndDismiss fires.
  mutating func annotationDidDismiss(_ id: NodeID, on host: NodeID) {
    guard annotationManagers.byHost[host] != nil else { return }
    var manager = self[annotationsOn: host]
    manager.order.removeAll { $0 == id }
    manager.annotations[id] = nil
    manager.dismissing.remove(id)
    manager.needsToDismiss -= 1
    self[annotationsOn: host] = manager
    annotationManagers.hostOf[id] = nil
    try? removeView(id)
    if manager.order.isEmpty && manager.needsToDismiss == 0 {
      if node(manager.containerID)?.layer.color != nil {
        try? fade(manager.containerID, to: 0, duration: Annotations.fadeDuration) {
          scene, _ in scene.tearDownAnnotations(on: host)
        }
      } else {
        tearDownAnnotations(on: host)
      }
    } else if manager.needsToDismiss == 0 {
      try? setUserInteraction(manager.managerID, true)
    }
  }

  mutating func tearDownAnnotations(on host: NodeID) {
    let manager = self[annotationsOn: host]
    try? removeFromSuperview(manager.containerID)
    try? removeFromSuperview(manager.managerID)
    try? setUserInteraction(manager.managerID, true)
    emit(manager.managerID, "didEndDismiss")
  }

  /// _didTouchAtPoint: — ignored while a present is pending or a dismissal runs; otherwise
  /// the manager stops listening, reports the tap, and removes the annotation tapped (if it
  /// dismisses on touch) or, on the background, all of them.
  mutating func annotationTouch(at point: Point, on host: NodeID) {
    let before = self[annotationsOn: host]
    let managerID = before.managerID
    guard before.needsToPresent == 0, node(managerID)?.isUserInteractionEnabled == true
    else { return }
    try? setUserInteraction(managerID, false)
    // viewAtPoint: the first view whose frame (margins included) holds the point.
    let hit = before.order.first { id in node(id)?.layer.frame.contains(point) == true }
    emit(managerID, "didTapAnnotation", [.init("annotation", hit ?? "nil")])
    // didTapAnnotationBlock may have changed the model: the rest reads it afresh.
    guard annotationManagers.byHost[host] != nil else { return }
    let manager = self[annotationsOn: host]
    let removing =
      hit.map { manager.annotations[$0]?.dismissOnTouch == true ? [$0] : [] }
      ?? (manager.dismissOnBackgroundTouch ? manager.order : [])
    if let failing = removing.first(where: removalWouldThrow) {
      emit(
        managerID, "exception",
        [.init("reason", "no observer for \(failing)'s spotlight; the app ends here")])
      return
    }
    if let failing = removing.first(where: removalRaisesTwice) {
      emit(
        managerID, "exception",
        [
          .init(
            "reason",
            "\(failing) is already being dismissed; removeObjectForKey: nil ends the app here")
        ])
      return
    }
    if let hit, manager.annotations[hit]?.dismissOnTouch == true {
      self[annotationsOn: host].needsToDismiss = 1
      try? removeAnnotation(hit)
    } else if hit == nil && manager.dismissOnBackgroundTouch {
      self[annotationsOn: host].needsToDismiss = manager.order.count
      try? removeAnnotations(manager.order, on: host)
    } else if !quirk("annotations-touch-lock") {
      try? setUserInteraction(managerID, true)
    }
  }

  /// cancel — pending spotlights are cancelled and painted ones vanish; every view is
  /// dismissed without animation and leaves the model. The dismiss counter goes below zero
  /// and the present counter is not reset, as in the original.
  public mutating func cancelAnnotations(on host: NodeID) {
    emit(self[annotationsOn: host].containerID, "cancel", quiet: true)
    let manager = self[annotationsOn: host]
    if manager.containerType == .radial {
      // The radial container forgets every spotlight it keeps (.m 164-179), those of
      // annotations the model dropped too.
      let spots = Set(spotlightNodes.keys).union(pendingSpotlights.keys)
      cancelSpotlights(spots.filter { annotationHost(of: $0) == host }.sorted())
    }
    for id in manager.order {
      try? dismissPopover(id, animated: false) { scene in scene.annotationDidDismiss(id, on: host) }
    }
  }

  /// willAnimateRotationToInterfaceOrientation: of every controller with a manager — each
  /// view moves to its annotation's rect for the new orientation (adjustPositionToRect:, so
  /// the arrow offset and background stay).
  mutating func rotateAnnotations() {
    for (_, manager) in annotationManagers.byHost.sorted(by: { $0.key < $1.key }) {
      for id in manager.order {
        guard let annotation = manager.annotations[id] else { continue }
        try? adjustPopover(id, to: annotation.rect(for: screen.orientation), animated: false)
        moveSpotlight(id)
      }
    }
  }

  /// A radial container's setBackgroundColor: the colour becomes the dimming; a default
  /// container, a plain view, takes it as its background (false).
  mutating func setContainerColor(_ id: NodeID, _ colour: Color) -> Bool {
    guard let host = annotationHost(ofManager: id),
      self[annotationsOn: host].containerType == .radial
    else { return false }
    self[annotationsOn: host].dimmingColor = colour
    return true
  }

  func containerFields(_ id: NodeID) -> [FrameField] {
    guard let host = annotationHost(ofManager: id) else { return [] }
    let manager = self[annotationsOn: host]
    var fields = [FrameField("type", .string(manager.containerType.rawValue))]
    if manager.containerType == .radial {
      fields.append(FrameField("dimming", .string(manager.dimmingColor.hexString)))
      fields += containerImageFields(manager.images)
    }
    return fields
  }
}
