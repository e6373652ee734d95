import SimGeometry
public import SimScene

/// What CFANavigationWindow asks of the controllers it holds besides their windows: a
/// controller presented over a window's root controller, which cfa_destroy dismisses
/// (UIWindow+CFA.m 112-121), and the orientations a controller supports, which the
/// canary window's controller forwards from the key window's top controller
/// (UIWindow+CFA.m 45-75).
extension Scene {
  /// presentViewController:animated:NO on `window`'s root controller: the controller's
  /// view `id` fills the window, in front of the root controller's view.
  public mutating func presentController(_ id: NodeID, on window: NodeID) throws(SceneError) {
    guard let node = node(window), node.window != nil else { throw .unknownNode(window) }
    if let shown = navigation.presented[window] {
      throw .notAllowed(window, reason: "its root controller already presents \(shown)")
    }
    guard node.children.first != nil else {
      throw .notAllowed(window, reason: "it has no root controller to present from")
    }
    try addView(id, kind: .view, frame: node.layer.bounds, in: window)
    try setAutoresizing(id, .fill)
    navigation.presented[window] = id
    // The completion block (nil in the original's calls; quiet unless `then` waits for it).
    emit(window, "completion", [.init("transition", "present")], quiet: true)
  }

  /// Views that left the scene take their controllers' presentations and orientations.
  mutating func forgetControllers(_ gone: RemovedNodes) {
    let state = navigation
    guard
      state.presented.contains(where: { gone.contains($0.key) || gone.contains($0.value) })
        || state.supported.keys.contains(where: gone.contains)
    else { return }
    navigation.presented = state.presented.filter {
      !gone.contains($0.key) && !gone.contains($0.value)
    }
    navigation.supported = state.supported.filter { !gone.contains($0.key) }
  }

  /// dismissViewControllerAnimated:NO of `window`'s root controller: the presented
  /// controller hears viewWillDisappear: and its view goes at once.
  public mutating func dismissPresented(on window: NodeID) throws(SceneError) {
    guard let id = navigation.presented[window] else {
      throw .notAllowed(window, reason: "its root controller presents nothing")
    }
    emit(id, "viewWillDisappear", [.init("animated", "false")])
    navigation.presented[window] = nil
    if contains(id) { deleteSubtree(id) }
    emit(window, "completion", [.init("transition", "dismiss")], quiet: true)
  }

  /// supportedInterfaceOrientations of the controller whose view is `id` (nil: every
  /// orientation, as scenesim turns without asking).
  public mutating func setSupportedOrientations(_ orientations: [Orientation]?, of id: NodeID)
    throws(SceneError)
  {
    guard contains(id) else { throw .unknownNode(id) }
    navigation.supported[id] = orientations
  }

  /// The key window's top controller: the one its root controller presents, or the root.
  var keyTopController: NodeID? {
    guard let key = keyWindow else { return nil }
    let state = navigation
    return state.presented[key] ?? state.controllers[key] ?? state.navigations[key]?.rootController
  }

  /// Why the interface does not turn to `orientation`: the canary window's controller
  /// answers shouldAutorotate and supportedInterfaceOrientations with the key window's top
  /// controller's (UIWindow+CFA.m 45-75), and that controller does not support it.
  func canaryRefusal(_ orientation: Orientation) -> String? {
    guard contains(Navigation.canaryID), let top = keyTopController,
      let supported = navigation.supported[top], !supported.contains(orientation)
    else { return nil }
    let names = supported.map(\.rawValue).joined(separator: ", ")
    return "the interface stays \(screen.orientation.rawValue): the key window's top controller, "
      + "\(top), supports \(names), as the canary window's controller answers for it"
  }
}
