public import SimScene

/// Removing annotations: from the manager, from code, and from the model alone.
extension Scene {
  /// Whether removing the annotation again now makes the original raise: its view is being
  /// dismissed, and the second dismissal's didDismissBlock finds no annotation for the view
  /// (annotationForView: returns nil, FWTAnnotationModel.m 69-82) and removes nil
  /// (removeObjectForKey: nil, line 60).
  func removalRaisesTwice(_ id: NodeID) -> Bool {
    guard let host = annotationHost(of: id) else { return false }
    return self[annotationsOn: host].dismissing.contains(id) && quirk("annotations-double-removal")
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
    guard let host = annotationHost(of: id), let annotation = annotationRecord(id) else {
      throw .unknownNode(id)
    }
    if let reason = removalFailure(id) { throw .notAllowed(id, reason: reason) }
    if self[annotationsOn: host].dismissing.contains(id) { return }
    // The container's removeAnnotation:withView:, then the dismissal (.m 257-265).
    let container = self[annotationsOn: host].containerID
    emit(container, "removeAnnotation", [.init("annotation", id)], quiet: true)
    if annotationRecord(id) == nil {
      throw .notAllowed(
        id,
        reason: "the container's removeAnnotation:withView: took it out of the model: the "
          + "dismissal's end would find no annotation and remove nil (removeObjectForKey: "
          + "nil), which ends the app")
    }
    guard !self[annotationsOn: host].dismissing.contains(id) else { return }
    if self[annotationsOn: host].containerType == .radial { closeSpotlight(id) }
    // Dismissing before the dismiss block's lines run: one that removes it again is refused.
    self[annotationsOn: host].dismissing.insert(id)
    do {
      try dismissPopover(id, animated: annotation.animated) { scene in
        scene.annotationDidDismiss(id, on: host)
      }
    } catch {
      self[annotationsOn: host].dismissing.remove(id)
      throw error
    }
  }

  /// removeAnnotations: — every annotation in `host`'s model (the argument is ignored, as
  /// in the original, unless the quirk is off).
  public mutating func removeAnnotations(_ ids: [NodeID], on host: NodeID) throws(SceneError) {
    let manager = self[annotationsOn: host]
    for id in ids where manager.annotations[id] == nil { throw .unknownNode(id) }
    let chosen = quirk("annotations-remove-ignores-argument") ? manager.order : ids
    for id in chosen {
      if let reason = removalFailure(id) { throw .notAllowed(id, reason: reason) }
    }
    for id in chosen { try removeAnnotation(id) }
  }

  /// fwt_removeAnnotation(s) from code on `host`'s manager: the same removals, which leave
  /// the dismiss counter below zero while the quirk is on.
  public mutating func removeAnnotationsByCode(_ ids: [NodeID], all: Bool, on host: NodeID)
    throws(SceneError)
  {
    let manager = self[annotationsOn: host]
    for id in ids where manager.annotations[id] == nil { throw .unknownNode(id) }
    if !quirk("annotations-dismiss-counter") {
      // Only the removals that start a dismissal count: one already running is refused or,
      // with annotations-double-removal off, left alone.
      let chosen =
        all || quirk("annotations-remove-ignores-argument") && ids.count > 1 ? manager.order : ids
      let count = chosen.filter { !manager.dismissing.contains($0) }.count
      self[annotationsOn: host].needsToDismiss =
        max(self[annotationsOn: host].needsToDismiss, 0) + count
    }
    if all || ids.count > 1 {
      try removeAnnotations(all ? manager.order : ids, on: host)
    } else if let id = ids.first {
      try removeAnnotation(id)
    }
  }

  /// removeAnnotation: of the model alone: the annotation leaves the model, its view stays
  /// in the container, no longer the manager's (FWTAnnotationModel.m 58-62).
  public mutating func forgetAnnotation(_ id: NodeID) throws(SceneError) {
    guard let host = annotationHost(of: id), annotationRecord(id) != nil else {
      throw .unknownNode(id)
    }
    if self[annotationsOn: host].dismissing.contains(id) {
      throw .notAllowed(id, reason: "it is being dismissed, and the dismissal's end looks it up")
    }
    self[annotationsOn: host].order.removeAll { $0 == id }
    self[annotationsOn: host].forgotten[id] = self[annotationsOn: host].annotations[id]
    self[annotationsOn: host].annotations[id] = nil
  }
}
