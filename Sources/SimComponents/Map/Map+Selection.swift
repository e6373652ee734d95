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
    showStandardCallout(map, n)
    emit(map, "didSelectAnnotationView", [.init("annotation", pinID)])
    gikDidSelect(map, n)
    return .done
  }

  /// GIKPinAnnotationView.selectionEnabled, set by the app: while off, the view does not
  /// show itself selected (setSelected:animated: does nothing, GIKPinAnnotationView.m 33-37).
  public mutating func setSelectionEnabled(_ pinID: String, _ enabled: Bool) throws(SceneError) {
    guard let (map, n) = pinRef(pinID), let state = mapState(map) else {
      throw .unknownNode(pinID)
    }
    guard state.views[n] != nil else {
      throw .notAllowed(pinID, reason: "it has no annotation view now (it is out of sight)")
    }
    try withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.views[n]?.selectionEnabled = enabled
    }
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
  /// GIK removes the pin's callout at once while selection is enabled.
  mutating func deselect(_ map: NodeID, _ n: Int32) {
    guard let state = mapState(map) else { return }
    let enabled = state.views[n]?.selectionEnabled ?? true
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.selected = nil
      if enabled { s.views[n]?.isSelected = false }
    }
    if state.standardCallout == n { hideStandardCallout(map) }
    emit(map, "didDeselectAnnotationView", [.init("annotation", state.pins[Int(n)].id)])
    if enabled, state.details(of: n).style != .pulsing, state.callout(of: n) != nil {
      removeCallout(map, n)
    }
  }

  /// removeAnnotation: of pin `parent`'s callout annotation: its view goes at once, no
  /// animation.
  mutating func removeCallout(_ map: NodeID, _ parent: Int32) {
    removeCalloutView(map, parent)
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.callouts.removeAll { $0.parent == parent }
    }
  }

  /// GIK's didSelect: a callout for a GIKAnnotation (pins and image pins; pulsing pins are
  /// not GIK annotations), unless the pin's own callout is still on the map. Other pins'
  /// callouts stay: only a deselect removes them (GIKMapViewController.m 70–87).
  mutating func gikDidSelect(_ map: NodeID, _ n: Int32) {
    guard let state = mapState(map), state.details(of: n).style != .pulsing,
      state.callout(of: n) == nil
    else { return }
    let pinID = state.pins[Int(n)].id
    var viewID = pinID + ".callout"
    var k = 2
    // The nodes the callout makes take ids under its own.
    while contains(viewID) || hasNodes(under: viewID) {
      viewID = pinID + ".callout\(k)"
      k += 1
    }
    let id = viewID
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.callouts.append(CalloutState(parent: n, viewID: id))
    }
    emit(map, "detailForAnnotation", [.init("annotation", pinID)])
    if state.views[n] != nil { makeCalloutView(map, n) }
  }

  /// A touch on the map, or one that pans from an annotation view. MKMapView's pan
  /// recognizer begins once the finger is more than 10 pt from where it went down and
  /// scrolls the map with the finger from there, the 10 pt left out
  /// (``Gestures/panHysteresis``); the delegate hears of the new region once, when the finger
  /// lifts. The map stops where the finger lifts: the deceleration after a flick is not
  /// modelled. A tap deselects, unless the pan began, which prevents the map's tap.
  mutating func mapTouch(_ map: NodeID, _ touch: Touch) {
    switch touch.phase {
    case .ended where touch.pan != nil:
      emit(map, "regionDidChange", [.init("animated", "false")])
    case .ended where touch.gestures.isTap: tapMap(map)
    case .moved:
      guard let pan = touch.pan, let state = mapState(map),
        let from = convertFromScreen(pan.previous, to: map),
        let to = convertFromScreen(pan.current, to: map), from != to
      else { return }
      try? moveMap(
        map,
        center: Point(
          x: state.center.x + (from.x - to.x) * state.scale,
          y: state.center.y + (from.y - to.y) * state.scale),
        scale: state.scale, animated: false, reports: false)
    default: break
    }
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
    maps.maps.values.sorted { $0.id < $1.id }.first { $0.callout(view: id) != nil }?.id
  }

  /// disableMapSelections (a tap or long press on the callout): the parent's selection and
  /// every other annotation view on the map, callout views included, turn off
  /// (GIKCalloutView.m 497–513). After 1 s the parent is selected again and each of them
  /// turns back on, each on its own timer: removing the parent pin in between does not
  /// keep the others off.
  public mutating func disableMapSelections(_ calloutID: NodeID) {
    guard let map = mapOfCallout(calloutID), let state = mapState(map),
      let callout = state.callout(view: calloutID)
    else { return }
    let parent = callout.parent
    // The view objects, by number: a view that goes to the reuse queue and comes back for
    // another pin within the second is still the one GIK turns on.
    var disabled: [Int] = []
    var callouts: [Int] = []
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.views[parent]?.selectionEnabled = false
      for n in s.views.keys.sorted() where n != parent {
        s.views[n]?.isEnabled = false
        disabled.append(s.views[n]?.serial ?? 0)
      }
      for i in s.callouts.indices where s.callouts[i].hasView {
        s.callouts[i].isEnabled = false
        callouts.append(s.callouts[i].serial)
      }
    }
    emit(calloutID, "disableMapSelections")
    let pinID = state.pins[Int(parent)].id
    let at = now + GIK.reselectDelay
    schedule(
      at: at,
      ScheduledWork(owner: map, label: "re-enable map selections (\(pinID))") { scene in
        scene.enableParentSelection(map, parent: parent, pinID: pinID)
      })
    let siblings = disabled
    let calloutViews = callouts
    schedule(
      at: at,
      ScheduledWork(
        owner: map, label: "re-enable \(siblings.count + calloutViews.count) annotation views"
      ) { scene in
        scene.enableSiblings(map, siblings, callouts: calloutViews)
      })
  }

  /// enableParentAnnotationSelection: selectAnnotation: of the parent (nothing when it left
  /// the map), then its selection on again.
  mutating func enableParentSelection(_ map: NodeID, parent: Int32, pinID: String) {
    guard let state = mapState(map) else { return }
    emit(map, "enableMapSelections", [.init("annotation", pinID)])
    guard state.isLive(parent), state.pins[Int(parent)].id == pinID else { return }
    if state.views[parent] != nil, state.selected != parent {
      if let old = state.selected { deselect(map, old) }
      try? withMap(map) { (s: inout MapViewState) throws(SceneError) in s.selected = parent }
      showStandardCallout(map, parent)
      emit(map, "didSelectAnnotationView", [.init("annotation", pinID)])
      gikDidSelect(map, parent)
    }
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.views[parent]?.selectionEnabled = true
    }
  }

  /// enableSiblingAnnotationView: for each view turned off: enabled again. GIK does not
  /// remember which the app had turned off itself, and enables those too (quirk
  /// `callout-enables-disabled-pins`).
  mutating func enableSiblings(_ map: NodeID, _ siblings: [Int], callouts: [Int]) {
    let all = quirk("callout-enables-disabled-pins")
    let views = Set(siblings)
    let calloutViews = Set(callouts)
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      let turnedOff = s.views.filter { views.contains($0.value.serial) }.keys.sorted()
      for n in turnedOff {
        let enabled = all || s.details(of: n).enabled
        s.views[n]?.isEnabled = enabled
      }
      for i in s.callouts.indices
      where s.callouts[i].hasView && calloutViews.contains(s.callouts[i].serial) {
        s.callouts[i].isEnabled = true
      }
    }
  }
}
