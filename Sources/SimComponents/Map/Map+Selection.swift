import SimGeometry
import SimMotion
public import SimScene

/// What a selection call did, for the command to word.
public enum PinSelectionResult: Sendable, Equatable {
  /// It happened (events tell the rest).
  case done
  /// Nothing to do: already so.
  case unchanged
  /// selectAnnotation:animated: does nothing for an annotation without a view.
  case noView
  /// The view is not enabled, so it cannot be selected.
  case notEnabled
}

extension Scene {
  /// selectAnnotation:animated: then GIKMapViewController's mapView:didSelectAnnotationView:
  /// — the selected pin's (GIK) annotation gets a callout annotation at its coordinate,
  /// unless its callout is still on the map; the data source is asked for the detail.
  @discardableResult
  public mutating func selectPin(_ pinID: String) throws(SceneError) -> PinSelectionResult {
    guard let (map, n) = pinRef(pinID), let state = mapState(map) else {
      throw .unknownNode(pinID)
    }
    guard let record = state.views[n] else { return .noView }
    guard record.isEnabled else { return .notEnabled }
    guard state.selected != n else { return .unchanged }
    if let old = state.selected { deselect(map, old) }
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.selected = n
      if s.views[n]?.selectionEnabled == true { s.views[n]?.isSelected = true }
    }
    emit(map, "didSelectAnnotationView", [.init("annotation", pinID)])
    gikDidSelect(map, n)
    return .done
  }

  /// deselectAnnotation:animated: then GIK's mapView:didDeselectAnnotationView:.
  @discardableResult
  public mutating func deselectPin(_ pinID: String) throws(SceneError) -> PinSelectionResult {
    guard let (map, n) = pinRef(pinID), let state = mapState(map) else {
      throw .unknownNode(pinID)
    }
    guard state.selected == n else { return .unchanged }
    deselect(map, n)
    return .done
  }

  /// MapKit drops the selection; the view's look follows unless selection is disabled;
  /// GIK removes the callout at once while selection is enabled.
  mutating func deselect(_ map: NodeID, _ n: Int32) {
    guard let state = mapState(map) else { return }
    let enabled = state.views[n]?.selectionEnabled ?? true
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.selected = nil
      if enabled { s.views[n]?.isSelected = false }
    }
    emit(map, "didDeselectAnnotationView", [.init("annotation", state.pins[Int(n)].id)])
    if enabled, state.details(of: n).style != .pulsing, state.callout?.parent == n {
      removeCallout(map)
    }
  }

  /// removeAnnotation: of the callout annotation: its view goes at once, no animation.
  mutating func removeCallout(_ map: NodeID) {
    removeCalloutView(map)
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in s.callout = nil }
  }

  /// GIK's didSelect: a callout for a GIKAnnotation (pins and image pins; pulsing pins are
  /// not GIK annotations).
  mutating func gikDidSelect(_ map: NodeID, _ n: Int32) {
    guard let state = mapState(map), state.details(of: n).style != .pulsing else { return }
    if let callout = state.callout {
      // Its callout is still on the map: nothing more.
      if callout.parent == n { return }
      removeCallout(map)
    }
    let pinID = state.pins[Int(n)].id
    var viewID = pinID + ".callout"
    var k = 2
    while contains(viewID) {
      viewID = pinID + ".callout\(k)"
      k += 1
    }
    let id = viewID
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.callout = CalloutState(parent: n, viewID: id)
    }
    emit(map, "detailForAnnotation", [.init("annotation", pinID)])
    if state.views[n] != nil { makeCalloutView(map) }
  }

  /// A tap on the map where no annotation view took it: the selection goes.
  mutating func tapMap(_ map: NodeID) {
    guard let state = mapState(map), let n = state.selected else { return }
    deselect(map, n)
  }

  /// A tap on an annotation view: MapKit selects it when it is enabled; otherwise the tap
  /// falls through to the map.
  mutating func tapPin(_ pinID: NodeID) {
    guard let (map, n) = pinRef(pinID), let state = mapState(map) else { return }
    if state.views[n]?.isEnabled == true {
      _ = try? selectPin(pinID)
    } else {
      tapMap(map)
    }
  }

  /// The map holding the callout view `id`.
  func mapOfCallout(_ id: NodeID) -> NodeID? {
    maps.maps.values.sorted { $0.id < $1.id }.first { $0.callout?.viewID == id }?.id
  }

  /// disableMapSelections (a tap or long press on the callout): the parent's selection and
  /// every other annotation view turn off; after 1 s the parent is selected again and all
  /// of them turn back on.
  public mutating func disableMapSelections(_ calloutID: NodeID) {
    guard let map = mapOfCallout(calloutID), let state = mapState(map),
      let callout = state.callout
    else { return }
    let parent = callout.parent
    var disabled: [Int32] = []
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.views[parent]?.selectionEnabled = false
      for n in s.views.keys.sorted() where n != parent {
        s.views[n]?.isEnabled = false
        disabled.append(n)
      }
    }
    emit(calloutID, "disableMapSelections")
    let siblings = disabled
    let pinID = state.pins[Int(parent)].id
    schedule(
      at: now + GIK.reselectDelay,
      ScheduledWork(owner: map, label: "re-enable map selections (\(pinID))") { scene in
        scene.enableMapSelections(
          map, parent: parent, disabled: siblings)
      })
  }

  /// The delayed half of disableMapSelections.
  mutating func enableMapSelections(
    _ map: NodeID, parent: Int32, disabled: [Int32]
  ) {
    guard let state = mapState(map), state.isLive(parent) else { return }
    let pinID = state.pins[Int(parent)].id
    emit(map, "enableMapSelections", [.init("annotation", pinID)])
    if state.views[parent] != nil, state.selected != parent {
      if let old = state.selected { deselect(map, old) }
      try? withMap(map) { (s: inout MapViewState) throws(SceneError) in s.selected = parent }
      emit(map, "didSelectAnnotationView", [.init("annotation", pinID)])
      gikDidSelect(map, parent)
    }
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.views[parent]?.selectionEnabled = true
      // Views come back on, except those whose annotation turned them off itself.
      for n in disabled where s.details(of: n).enabled { s.views[n]?.isEnabled = true }
      s.callout?.isEnabled = true
    }
  }
}
