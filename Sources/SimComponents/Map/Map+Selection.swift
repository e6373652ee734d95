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
  /// selectAnnotation:animated: then the delegate's mapView:didSelectAnnotationView:, where
  /// the presenters show what they show for it.
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
    for presenter in pinPresenters { presenter.didSelect(&self, map, n) }
    return .done
  }

  /// The app's pin view's selectionEnabled: while off, the view does not show itself
  /// selected (its setSelected:animated: does nothing).
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

  /// deselectAnnotation:animated: then the delegate's mapView:didDeselectAnnotationView:.
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
  /// then the delegate hears of it, and what the presenters said they do as it went, they
  /// do.
  mutating func deselect(_ map: NodeID, _ n: Int32) {
    guard let state = mapState(map) else { return }
    let enabled = state.views[n]?.selectionEnabled ?? true
    let answering = pinPresenters.filter { $0.willDeselect(self, map, n, enabled) }
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.selected = nil
      if enabled { s.views[n]?.isSelected = false }
    }
    if state.standardCallout == n { hideStandardCallout(map) }
    emit(map, "didDeselectAnnotationView", [.init("annotation", state.pins[Int(n)].id)])
    for presenter in answering { presenter.didDeselect(&self, map, n) }
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
}
