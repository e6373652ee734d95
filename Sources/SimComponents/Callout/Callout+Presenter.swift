import SimGeometry
import SimScene

extension GIK {
  /// What a selected GIK pin shows: GIKMapViewController adds a callout annotation beside
  /// it, whose view, PIN.callout, is GIKCalloutView.
  static let presenter = PinPresenter(
    noun: ("callout", "callouts"), partName: "callout",
    didSelect: { scene, map, n in scene.gikDidSelect(map, n) },
    willDeselect: { scene, map, n, enabled in scene.gikWillDeselect(map, n, enabled: enabled) },
    didDeselect: { scene, map, n in scene.removeCallout(map, n) },
    willRemovePin: { scene, map, n in scene.calloutWillLosePin(map, n) },
    willRemoveAllPins: { scene, map in scene.calloutsWillLoseAllPins(map) },
    keptInSight: { scene, map, rects in scene.calloutsKeptInSight(map, rects) },
    syncViews: { scene, map, wanted, kept in
      scene.syncCalloutViews(map, wanted: wanted, orphansSeen: kept)
    },
    views: { scene, map, state, size in scene.calloutPlacements(map, state, size) },
    holds: { scene, id in scene.isCalloutPart(id) })
}

extension Scene {
  /// Whether a GIK pin's view: pins and image pins are GIKAnnotations; pulsing pins and
  /// other styles are not, and get no callout.
  func isGIKAnnotation(_ map: NodeID, _ n: Int32) -> Bool {
    guard let style = mapState(map)?.details(of: n).style else { return false }
    return style == .pin || style == .image
  }

  /// GIK's didSelect: a callout for a GIKAnnotation, unless the pin's own callout is still
  /// on the map. Other pins' callouts stay: only a deselect removes them
  /// (GIKMapViewController.m 70–87).
  mutating func gikDidSelect(_ map: NodeID, _ n: Int32) {
    guard let state = mapState(map), isGIKAnnotation(map, n),
      callouts(on: map).callout(of: n) == nil
    else { return }
    let pinID = state.pins[Int(n)].id
    // The first of callout, callout2 … that no node has, nor an id under it.
    var name = "callout"
    var k = 2
    while !isFreeCalloutName(name, of: pinID) {
      name = "callout\(k)"
      k += 1
    }
    let callout = CalloutState(parent: n, name: name, viewID: Scene.partID(name, of: pinID))
    withCallouts(map) { $0.list.append(callout) }
    emit(map, "detailForAnnotation", [.init("annotation", pinID)])
    if state.views[n] != nil { makeCalloutView(map, n) }
  }

  /// Whether a callout view of `pin` may take `name`: no node has its id, nor an id under
  /// it, which its parts would take.
  private func isFreeCalloutName(_ name: String, of pin: NodeID) -> Bool {
    let id = Scene.partID(name, of: pin)
    let under = id + "."
    return !contains(id) && !unorderedIDs.contains { $0.hasPrefix(under) }
  }

  /// Whether `id` is held for a callout view's parts: it is under the view's id, made or
  /// to come (an expanding callout makes more parts).
  func isCalloutPart(_ id: NodeID) -> Bool {
    guard let state = self[GIK.storage] else { return false }
    return state.byMap.keys.contains { map in
      callouts(on: map).list.contains { id.hasPrefix($0.viewID + ".") }
    }
  }

  /// GIK's didDeselect, after MapKit's: while the pin's selection is enabled, the callout
  /// of a GIKAnnotation goes at once. Whether it goes is settled as MapKit deselects,
  /// before the delegate hears of it.
  func gikWillDeselect(_ map: NodeID, _ n: Int32, enabled: Bool) -> Bool {
    enabled && isGIKAnnotation(map, n) && callouts(on: map).callout(of: n) != nil
  }

  /// removeAnnotation: of pin `parent`'s callout annotation: its view goes at once, no
  /// animation.
  mutating func removeCallout(_ map: NodeID, _ parent: Int32) {
    removeCalloutView(map, parent)
    withCallouts(map) { $0.list.removeAll { $0.parent == parent } }
  }

  /// Pin `n` is about to leave its map. MapKit tells the delegate nothing, so the callout
  /// stays and so does the selection (quirk callout-outlives-pin), the callout keeping the
  /// view object of the pin's view, whose frame an expansion reads; with the quirk off the
  /// pin is deselected and its callout goes.
  mutating func calloutWillLosePin(_ map: NodeID, _ n: Int32) {
    guard let state = mapState(map) else { return }
    // The pin's cells go with it.
    if calloutsState.cells[state.pins[Int(n)].id] != nil {
      calloutsState.cells[state.pins[Int(n)].id] = nil
    }
    if !quirk("callout-outlives-pin") {
      if state.selected == n { deselect(map, n) }
      if callouts(on: map).callout(of: n) != nil { removeCallout(map, n) }
    } else if callouts(on: map).callout(of: n) != nil,
      let frame = node(state.pins[Int(n)].id)?.layer.frame
    {
      withCallouts(map) { $0.updateCallout(of: n) { $0.removedParentFrame = frame } }
    }
  }

  /// Every pin is about to leave `map` (removeAnnotations:, GIK's viewWillDisappear:):
  /// every callout annotation goes too; the selection stays (quirk callout-outlives-pin; off,
  /// the pin is deselected first).
  mutating func calloutsWillLoseAllPins(_ map: NodeID) {
    guard let state = mapState(map) else { return }
    if !calloutsState.cells.isEmpty {
      let ids = Set(state.pins.map(\.id))
      calloutsState.cells = calloutsState.cells.filter { !ids.contains($0.key) }
    }
    if !quirk("callout-outlives-pin"), let n = state.selected { deselect(map, n) }
    hideStandardCallout(map)
    for callout in callouts(on: map).list { removeCallout(map, callout.parent) }
  }

  /// Where the model region puts each callout view on the map: its pin's point moved by its
  /// centerOffset.
  func calloutPlacements(_ map: NodeID, _ state: MapViewState, _ size: Size)
    -> [(id: NodeID, center: Point)]
  {
    callouts(on: map).list.filter(\.hasView).map { callout in
      let point = MapViewState.viewPoint(
        state.points[Int(callout.parent)], center: state.center, scale: state.scale, size: size)
      return (
        callout.viewID,
        Point(x: point.x + callout.centerOffset.x, y: point.y + callout.centerOffset.y)
      )
    }
  }
}
