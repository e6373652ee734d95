import SimGeometry
import SimMotion
public import SimScene

extension Scene {
  /// The annotation manager's state.
  public var annotationManager: AnnotationManagerState {
    get { self[Annotations.storage] ?? AnnotationManagerState() }
    set { self[Annotations.storage] = newValue }
  }

  /// Whether the manager's overlay is shown (`visible`: the container has a superview).
  public var annotationsVisible: Bool {
    annotationManager.containerCreated && node(Annotations.containerID)?.parent != nil
  }

  /// Sets the container type; only before the container exists, as the original creates it
  /// once, lazily.
  public mutating func setAnnotationContainer(_ type: AnnotationContainerType) throws(SceneError) {
    guard !annotationManager.containerCreated else {
      throw .notAllowed(
        Annotations.containerID, reason: "the container already exists; set its type first")
    }
    annotationManager.containerType = type
  }

  /// fwt_addAnnotation: — sets up the overlay, creates the annotation's view (a popover of
  /// kind `annotation` sized to its text and image), adds it to the model and presents it
  /// after its own delay. Annotations added together all run at once.
  public mutating func addAnnotation(_ id: NodeID, _ annotation: Annotation) throws(SceneError) {
    let parts = Scene.popoverParts(id)
    for taken in [id, parts.background, parts.content, id + ".label", id + ".image"]
    where contains(taken) {
      throw .duplicateID(taken)
    }
    guard contains(Scene.rootViewID) else { throw .unknownNode(Scene.rootViewID) }
    try setUpAnnotationViews()
    // 2–4: the view, its label and image, its delay.
    var style = annotation.style
    style.presentDelay = annotation.delay
    try addPopover(id, style, kind: .annotation)
    if annotation.text != nil {
      var label = LayerChanges()
      label.color = annotation.label.backgroundColor
      try addView(id + ".label", kind: .label, frame: .zero, in: parts.content, changes: label)
      describe(kind: .label) { scene, id in scene.annotationLabelFields(id) }
    }
    if annotation.image != nil {
      try addView(id + ".image", kind: .image, frame: .zero, in: parts.content)
    }
    // 5–6: the model and the present counter.
    var manager = annotationManager
    manager.order.append(id)
    manager.annotations[id] = annotation
    manager.needsToPresent += 1
    annotationManager = manager
    // 7: the radial container schedules the spotlight.
    if annotationManager.containerType == .radial {
      scheduleSpotlight(id, delay: annotation.delay)
    }
    // 8: present from the rect for the current orientation.
    sizeAnnotationView(id, annotation)
    try presentPopover(
      id, from: annotation.rect(for: screen.orientation), in: Annotations.containerID,
      arrow: .mask(annotation.arrow), animated: annotation.animated
    ) { scene in
      scene.annotationDidPresent()
    }
    layOutAnnotationView(id, annotation)
    if let tip = spotlightRect(id) { spotlightTips[id] = tip }
  }

  /// Whether removing the annotation again now makes the original raise: its view is being
  /// dismissed, and the second dismissal's didDismissBlock finds no annotation for the view
  /// (annotationForView: returns nil, FWTAnnotationModel.m 69-82) and removes nil
  /// (removeObjectForKey: nil, line 60).
  func removalRaisesTwice(_ id: NodeID) -> Bool {
    annotationManager.dismissing.contains(id) && quirk("annotations-double-removal")
  }

  /// Why removing `id` would end the app in the original, if it would.
  func removalFailure(_ id: NodeID) -> String? {
    if removalWouldThrow(id) {
      return "its spotlight has not opened yet: the radial container throws here (no "
        + "observer to remove), which ends the app (quirk annotations-early-removal)"
    }
    if removalRaisesTwice(id) {
      return "it is already being dismissed: when the second dismissal ends the model "
        + "removes nil (removeObjectForKey: nil) and raises, which ends the app (quirk "
        + "annotations-double-removal)"
    }
    return nil
  }

  /// removeAnnotation: — the view is dismissed (animated as the annotation says). Removing
  /// one whose dismissal runs either fails as the original would (quirk on) or does nothing.
  public mutating func removeAnnotation(_ id: NodeID) throws(SceneError) {
    guard let annotation = annotationManager.annotations[id] else { throw .unknownNode(id) }
    if let reason = removalFailure(id) { throw .notAllowed(id, reason: reason) }
    if annotationManager.dismissing.contains(id) { return }
    if annotationManager.containerType == .radial { closeSpotlight(id) }
    try dismissPopover(id, animated: annotation.animated) { scene in
      scene.annotationDidDismiss(id)
    }
    annotationManager.dismissing.insert(id)
  }

  /// removeAnnotations: — every annotation in the model (the argument is ignored, as in the
  /// original, unless the quirk is off).
  public mutating func removeAnnotations(_ ids: [NodeID]) throws(SceneError) {
    let manager = annotationManager
    for id in ids where manager.annotations[id] == nil { throw .unknownNode(id) }
    let chosen = quirk("annotations-remove-ignores-argument") ? manager.order : ids
    for id in chosen {
      if let reason = removalFailure(id) { throw .notAllowed(id, reason: reason) }
    }
    for id in chosen { try removeAnnotation(id) }
  }

  /// fwt_removeAnnotation(s) from code: the same removals, which leave the dismiss counter
  /// below zero while the quirk is on.
  public mutating func removeAnnotationsByCode(_ ids: [NodeID], all: Bool) throws(SceneError) {
    let manager = annotationManager
    for id in ids where manager.annotations[id] == nil { throw .unknownNode(id) }
    if !quirk("annotations-dismiss-counter") {
      // Only the removals that start a dismissal count: one already running is refused or,
      // with annotations-double-removal off, left alone.
      let chosen =
        all || quirk("annotations-remove-ignores-argument") && ids.count > 1 ? manager.order : ids
      let count = chosen.filter { !manager.dismissing.contains($0) }.count
      annotationManager.needsToDismiss = max(annotationManager.needsToDismiss, 0) + count
    }
    if all || ids.count > 1 {
      try removeAnnotations(all ? manager.order : ids)
    } else if let id = ids.first {
      try removeAnnotation(id)
    }
  }

  /// _setupViews: the manager's view on top of the root view, and the container in it,
  /// fading in over 0.2 s when it has a background colour (the radial one reports clear).
  mutating func setUpAnnotationViews() throws(SceneError) {
    let manager = Annotations.managerID
    let bounds = node(Scene.rootViewID)?.layer.bounds ?? .zero
    if !contains(manager) {
      try addDetachedView(manager, kind: .annotationManager, frame: bounds)
      try setAutoresizing(manager, .fill)
      // touchesMoved: and touchesEnded: both call _didTouchAtPoint:
      // (FWTAnnotationManager.m 158–166).
      handleTouches(kind: .annotationManager) { scene, _, touch in
        if touch.phase != .began { scene.annotationTouch(at: touch.location) }
      }
      observeRotation(Annotations.storage.name) { scene in scene.rotateAnnotations() }
    }
    if node(manager)?.parent == nil {
      try addSubview(manager, to: Scene.rootViewID)
      var frame = LayerChanges()
      frame.frame = bounds
      try setLayer(manager, frame)
    }
    if !annotationManager.containerCreated {
      try addDetachedView(Annotations.containerID, kind: .annotationContainer, frame: .zero)
      try setAutoresizing(Annotations.containerID, .fill)
      if annotationManager.containerType == .radial {
        // The radial container keeps its dimming colour apart and reports clear.
        var clear = LayerChanges()
        clear.color = Color(white: 0, alpha: 0)
        try setLayer(Annotations.containerID, clear)
      }
      annotationManager.containerCreated = true
      describe(kind: .annotationContainer) { scene, _ in scene.containerFields() }
    }
    guard node(Annotations.containerID)?.parent == nil else { return }
    let fades = node(Annotations.containerID)?.layer.color != nil
    var changes = LayerChanges()
    changes.frame = node(manager)?.layer.bounds ?? bounds
    if fades { changes.alpha = 0 }
    try setLayer(Annotations.containerID, changes)
    try addSubview(Annotations.containerID, to: manager)
    if fades { try fade(Annotations.containerID, to: 1, duration: Annotations.fadeDuration) }
  }

  /// The manager's shared didPresentBlock: when the last pending present ends,
  /// didEndPresent fires.
  mutating func annotationDidPresent() {
    annotationManager.needsToPresent -= 1
    if annotationManager.needsToPresent == 0 { emit(Annotations.managerID, "didEndPresent") }
  }

  /// The manager's shared didDismissBlock: the annotation leaves the model; when the model
  /// is empty and no dismissal is pending the overlay goes (after a 0.2 s fade for the
  /// radial container) and didEndDismiss fires.
  mutating func annotationDidDismiss(_ id: NodeID) {
    var manager = annotationManager
    manager.order.removeAll { $0 == id }
    manager.annotations[id] = nil
    manager.dismissing.remove(id)
    manager.needsToDismiss -= 1
    annotationManager = manager
    try? removeView(id)
    if manager.order.isEmpty && manager.needsToDismiss == 0 {
      if node(Annotations.containerID)?.layer.color != nil {
        try? fade(Annotations.containerID, to: 0, duration: Annotations.fadeDuration) {
          scene, _ in scene.tearDownAnnotations()
        }
      } else {
        tearDownAnnotations()
      }
    } else if manager.needsToDismiss == 0 {
      try? setUserInteraction(Annotations.managerID, true)
    }
  }

  mutating func tearDownAnnotations() {
    try? removeFromSuperview(Annotations.containerID)
    try? removeFromSuperview(Annotations.managerID)
    try? setUserInteraction(Annotations.managerID, true)
    emit(Annotations.managerID, "didEndDismiss")
  }

  /// _didTouchAtPoint: — ignored while a present is pending or a dismissal runs; otherwise
  /// the manager stops listening, reports the tap, and removes the annotation tapped (if it
  /// dismisses on touch) or, on the background, all of them.
  mutating func annotationTouch(at point: Point) {
    let manager = annotationManager
    guard manager.needsToPresent == 0,
      node(Annotations.managerID)?.isUserInteractionEnabled == true
    else { return }
    try? setUserInteraction(Annotations.managerID, false)
    // viewAtPoint: the first view whose frame (margins included) holds the point.
    let hit = manager.order.first { id in node(id)?.layer.frame.contains(point) == true }
    emit(Annotations.managerID, "didTapAnnotation", [.init("annotation", hit ?? "nil")])
    let removing =
      hit.map { manager.annotations[$0]?.dismissOnTouch == true ? [$0] : [] }
      ?? (manager.dismissOnBackgroundTouch ? manager.order : [])
    if let failing = removing.first(where: removalWouldThrow) {
      emit(
        Annotations.managerID, "exception",
        [.init("reason", "no observer for \(failing)'s spotlight; the app ends here")])
      return
    }
    if let failing = removing.first(where: removalRaisesTwice) {
      emit(
        Annotations.managerID, "exception",
        [
          .init(
            "reason",
            "\(failing) is already being dismissed; removeObjectForKey: nil ends the app here")
        ])
      return
    }
    if let hit, manager.annotations[hit]?.dismissOnTouch == true {
      annotationManager.needsToDismiss = 1
      try? removeAnnotation(hit)
    } else if hit == nil && manager.dismissOnBackgroundTouch {
      annotationManager.needsToDismiss = manager.order.count
      try? removeAnnotations(manager.order)
    } else if !quirk("annotations-touch-lock") {
      try? setUserInteraction(Annotations.managerID, true)
    }
  }

  /// cancel — pending spotlights are cancelled and painted ones vanish; every view is
  /// dismissed without animation and leaves the model. The dismiss counter goes below zero
  /// and the present counter is not reset, as in the original.
  public mutating func cancelAnnotations() {
    if annotationManager.containerType == .radial { cancelSpotlights() }
    for id in annotationManager.order {
      try? dismissPopover(id, animated: false) { scene in scene.annotationDidDismiss(id) }
    }
  }

  /// willAnimateRotationToInterfaceOrientation: — each view moves to its annotation's rect
  /// for the new orientation (adjustPositionToRect:, so the arrow offset and background
  /// stay).
  mutating func rotateAnnotations() {
    let manager = annotationManager
    for id in manager.order {
      guard let annotation = manager.annotations[id] else { continue }
      try? adjustPopover(id, to: annotation.rect(for: screen.orientation), animated: false)
      moveSpotlight(id)
    }
  }

  func containerFields() -> [FrameField] {
    let manager = annotationManager
    var fields = [FrameField("type", .string(manager.containerType.rawValue))]
    if manager.containerType == .radial {
      fields.append(FrameField("dimming", .string(Annotations.radialBackground.hexString)))
    }
    return fields
  }
}
