import SimGeometry
import SimMotion
import SimScene

/// MKAnnotationView's drag: a draggable view that the user touches and holds (the long
/// press of ``Gestures``) follows the finger, and its annotation takes the coordinate
/// under it when the finger lifts. The map's delegate hears each state change
/// (mapView:annotationView:didChangeDragState:fromOldState:). As MKPinAnnotationView does
/// for itself, the view moves on from starting to dragging, and from ending to none, at
/// once; MapKit does not document a duration for the lift and the drop, and scenesim
/// animates neither.
extension Scene {
  /// Whether pin `id`'s view can be dragged now.
  func isDraggable(_ id: NodeID) -> Bool {
    guard let (map, n) = pinRef(id), let state = mapState(map) else { return false }
    // A view that is not enabled ignores touches (MKAnnotationView.enabled).
    return state.details(of: n).draggable && state.views[n]?.isEnabled == true
  }

  /// The drag state of pin `id`'s view.
  func dragState(_ id: NodeID) -> DragState {
    guard let (map, n) = pinRef(id) else { return .none }
    return mapState(map)?.views[n]?.dragState ?? .none
  }

  /// The long press began on a draggable view: starting, then dragging.
  mutating func beginPinDrag(_ id: NodeID, finger: Point) {
    guard isDraggable(id), dragState(id) == .none, let (map, n) = pinRef(id),
      let center = node(id)?.layer.center, let local = convertFromScreen(finger, to: map)
    else { return }
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.views[n]?.dragOffset = Point(x: center.x - local.x, y: center.y - local.y)
    }
    setDragState(id, .starting)
    setDragState(id, .dragging)
  }

  /// The finger moved while the view is dragged: the view follows it.
  mutating func movePinDrag(_ id: NodeID, finger: Point) {
    guard dragState(id) == .dragging, let (map, n) = pinRef(id),
      let offset = mapState(map)?.views[n]?.dragOffset,
      let local = convertFromScreen(finger, to: map)
    else { return }
    var change = LayerChanges()
    change.center = Point(x: local.x + offset.x, y: local.y + offset.y)
    try? setLayer(id, change)
  }

  /// The finger lifted: ending, the annotation takes the coordinate under the view's anchor
  /// (setCoordinate:), then none.
  mutating func endPinDrag(_ id: NodeID, finger: Point) {
    guard dragState(id) == .dragging, let (map, n) = pinRef(id), let state = mapState(map)
    else { return }
    movePinDrag(id, finger: finger)
    setDragState(id, .ending)
    let offset = state.details(of: n).centerOffset
    if let center = node(id)?.layer.center,
      let under = mapCoordinate(map, at: Point(x: center.x - offset.x, y: center.y - offset.y))
    {
      // Past the antimeridian the longitude comes round again.
      var longitude = (under.longitude + 180).truncatingRemainder(dividingBy: 360)
      if longitude < 0 { longitude += 360 }
      let coordinate = Coordinate(
        latitude: min(85, max(-85, under.latitude)), longitude: longitude - 180)
      try? movePin(id, to: coordinate)
    }
    setDragState(id, .none, from: .ending)
  }

  /// setDragState: with the delegate told.
  private mutating func setDragState(_ id: NodeID, _ new: DragState, from known: DragState? = nil) {
    guard let (map, n) = pinRef(id) else { return }
    // The view may have gone to the reuse queue as the pin moved: the state it had.
    let old = known ?? dragState(id)
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in s.views[n]?.dragState = new }
    emit(
      map, "didChangeDragState",
      [.init("annotation", id), .init("newState", new.rawValue), .init("oldState", old.rawValue)])
  }
}
