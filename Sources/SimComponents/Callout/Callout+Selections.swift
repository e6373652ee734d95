import SimGeometry
import SimMotion
import SimScene

/// A touch on a callout turns the map's selections off for a second
/// (GIKCalloutView.m 497–513), and what a callout view shows in `print` and `dump`.
extension Scene {
  /// disableMapSelections (a tap or long press on the callout): the parent's selection and
  /// every other annotation view on the map, callout views included, turn off
  /// (GIKCalloutView.m 497–513). After 1 s the parent is selected again and each of them
  /// turns back on, each on its own timer: removing the parent pin in between does not
  /// keep the others off.
  public mutating func disableMapSelections(_ calloutID: NodeID) {
    guard let map = mapOfCallout(calloutID), let state = mapState(map),
      let callout = callouts(on: map).callout(view: calloutID)
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
    }
    withCallouts(map) { c in
      for i in c.list.indices where c.list[i].hasView {
        c.list[i].isEnabled = false
        callouts.append(c.list[i].serial)
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
      for presenter in pinPresenters { presenter.didSelect(&self, map, parent) }
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
    }
    guard mapState(map) != nil else { return }
    withCallouts(map) { c in
      for i in c.list.indices where c.list[i].hasView && calloutViews.contains(c.list[i].serial) {
        c.list[i].isEnabled = true
      }
    }
  }

  /// A callout view's values: its mode, bias, offsets and arrow frames now.
  func calloutFields(_ id: NodeID) -> [FrameField] {
    guard let map = mapOfCallout(id), let state = mapState(map),
      let callout = callouts(on: map).callout(view: id)
    else { return [] }
    let side = callout.sideFrames(at: now)
    var fields: [FrameField] = [
      FrameField("annotation", .string(state.pins[Int(callout.parent)].id)),
      FrameField("mode", .string(callout.mode.rawValue)),
      FrameField("bias", .string(callout.bias.rawValue)),
      FrameField("downArrow", .number(Double(callout.downFrame(at: now)))),
    ]
    if callout.mode == .detail {
      fields.append(
        FrameField(
          callout.bias == .right ? "leftArrow" : "rightArrow",
          .number(Double(callout.bias == .right ? side.left : side.right))))
    }
    fields += [
      FrameField("arrowOffset", .number(callout.bottomArrowOffset), printed: false),
      FrameField(
        "centerOffset", .numbers([callout.centerOffset.x, callout.centerOffset.y]), printed: false),
      FrameField("sideArrows", .numbers([Double(side.left), Double(side.right)]), printed: false),
      FrameField("enabled", .bool(callout.isEnabled), printed: false),
      FrameField("view", .number(Double(callout.serial)), printed: false),
    ]
    return fields
  }
}
