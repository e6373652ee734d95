import SimGeometry
import SimMotion
public import SimScene

/// CFAWindowTransitionType.
public enum WindowTransition: String, Sendable {
  /// CFAWindowTransitionTypePush (0).
  case push
  /// CFAWindowTransitionTypePop (1); pop-all uses it too.
  case pop
  /// CFAWindowTransitionTypeRoot (2).
  case root
}

/// What a push, pop or pop-all call reported, besides its events.
public enum WindowCallResult: Hashable, Sendable {
  /// The transition started (or finished at once).
  case started
  /// Push at an occupied level: the release build runs the completion, nothing changes.
  case levelOccupied(NavigationLevel, by: NodeID)
  /// The original's log "No windows to pop!".
  case nothingToPop
  /// The original's log "cannot pop controller, not part of the window's hierarchy!".
  case notInHierarchy
  /// Pop-all's return value: the controllers that go.
  case popped([NodeID])
}

/// CFAWindowAnimationContext: what an animator receives.
public struct WindowAnimationContext: Sendable {
  /// The transition.
  public var type: WindowTransition
  /// topFromWindow.
  public var from: NodeID?
  /// topToWindow.
  public var to: NodeID
  /// underlyingFromWindows (nil or a list).
  public var underlyingFrom: [NodeID]?
  /// underlyingToWindows (nil or a list).
  public var underlyingTo: [NodeID]?
}

extension Scene {
  /// Shared end of every transition: runs animationFinished now when the animator is
  /// skipped (no animator, the app not active, or, for push and pop, the top unchanged);
  /// otherwise reports the context and runs the demo WindowAnimator, whose completion calls
  /// animationFinished.
  mutating func runTransition(
    _ context: WindowAnimationContext, source: NodeID, animated: Bool, checkTop: Bool,
    finished: @escaping @Sendable (inout Scene) -> Void
  ) {
    let topChanges = !checkTop || context.from != context.to
    guard animated, appState == .active, topChanges else {
      finished(&self)
      return
    }
    func list(_ ids: [NodeID]?) -> String {
      ids.map { "[" + $0.joined(separator: ", ") + "]" } ?? "nil"
    }
    if navigation.customAnimator {
      // The user's animator gets animateWindowTransition: (hooks on the event below are its
      // code), and nothing ends until it calls animationFinished, which it may do at once.
      navigation.unfinished.append(
        UnfinishedTransition(
          navigation: source, what: "\(context.type.rawValue) \(context.to)", finish: finished))
    }
    emit(
      source, "animateWindowTransition",
      [
        .init("type", context.type.rawValue), .init("from", context.from ?? "nil"),
        .init("to", context.to), .init("underlyingFrom", list(context.underlyingFrom)),
        .init("underlyingTo", list(context.underlyingTo)),
      ])
    if navigation.customAnimator { return }
    animateWindows(context, finished: finished)
  }

  /// pushController:atWindowLevel:withAnimator:completion: — a new window for the controller
  /// at the level (windowLevel = the navigation window's + level × 0.1), stored at once.
  public mutating func pushWindow(
    _ controller: NodeID, level: NavigationLevel, animated: Bool
  ) throws(SceneError) -> WindowCallResult {
    guard var nav = currentNavigation else {
      throw .notAllowed(controller, reason: "there is no navigation window; use window root first")
    }
    let windowID = Scene.windowID(for: controller)
    if let occupant = nav.slots[level] {
      // NSAssert is off in release builds: the completion runs and nothing changes.
      emit(nav.id, "completion", [.init("transition", "push")])
      return .levelOccupied(level, by: navigation.controllers[occupant] ?? occupant)
    }
    for taken in [controller, windowID] where contains(taken) { throw .duplicateID(taken) }
    prepareCanary()
    let from = nav.windows.last ?? nav.id
    let underlyingFrom = nav.windows.filter { $0 != from }
    let bounds = node(nav.id)?.layer.bounds ?? screen.windowBounds
    let level0 = windowLevel(nav.id) ?? 0
    try addWindow(
      windowID, band: level.name, windowLevel: level0 + Double(level.rawValue) * 0.1,
      frame: bounds)
    var view = LayerChanges()
    view.alpha = 0
    // CFANavigationWindow.m 199-200: the navigation window's tint and background colour
    // (scenesim models no tint).
    view.color = node(nav.id)?.layer.color
    try setLayer(windowID, view)
    try addView(controller, frame: bounds, in: windowID)
    try setAutoresizing(controller, .fill)
    if screen.windowsStayPortrait { placeRootView(of: windowID) }
    nav.slots[level] = windowID
    var state = navigation
    state.navigations[nav.id] = nav
    state.controllers[windowID] = controller
    state.levels[windowID] = level
    navigation = state
    let managedTop = nav.windows.last ?? windowID
    let to = topWithAppWindow(managedTop, nav)
    let fromSeen = quirk("windows-push-from-ignores-app") ? from : topWithAppWindow(from, nav)
    let context = WindowAnimationContext(
      type: .push, from: fromSeen, to: to, underlyingFrom: underlyingFrom, underlyingTo: nil)
    let navID = nav.id
    var held = navigation
    held.heldByPush[to, default: 0] += 1
    navigation = held
    runTransition(context, source: navID, animated: animated, checkTop: true) { scene in
      for id in scene.navigation.navigations[navID]?.windows ?? [] { scene.showInScreen(id) }
      scene.reviveHeldWindow(to)
      try? scene.makeKeyAndVisible(to)
      scene.emit(navID, "completion", [.init("transition", "push")])
    }
    return .started
  }

  /// The push that held `id` has ended. A window destroyed meanwhile is still the block's
  /// toWindow: makeKeyAndVisible shows it again, empty, where and as it was (with quirk
  /// windows-push-revives-destroyed). scenesim assumes UIKit keeps a shown key window on
  /// screen once the block that held it is gone; a window made since under the same id
  /// keeps its place and the old one stays gone.
  mutating func reviveHeldWindow(_ id: NodeID) {
    var state = navigation
    let holders = (state.heldByPush[id] ?? 1) - 1
    state.heldByPush[id] = holders > 0 ? holders : nil
    let held = state.heldDestroyed.removeValue(forKey: id)
    navigation = state
    guard let held, node(id) == nil, quirk("windows-push-revives-destroyed") else { return }
    guard
      (try? addWindow(
        id, band: held.band, windowLevel: held.windowLevel, frame: held.layer.frame)) != nil
    else { return }
    var look = LayerChanges()
    look.alpha = held.layer.alpha
    look.transform = held.layer.transform
    try? setLayer(id, look)
  }

  /// popController:withAnimator:completion: — the window leaves when the transition ends.
  public mutating func popWindow(_ controller: NodeID, animated: Bool) throws(SceneError)
    -> WindowCallResult
  {
    guard let nav = currentNavigation else {
      throw .notAllowed(controller, reason: "there is no navigation window; use window root first")
    }
    guard nav.windows.count > 1 else {
      emit(nav.id, "completion", [.init("transition", "pop")])
      return .nothingToPop
    }
    let state = navigation
    guard let remove = nav.windows.dropFirst().first(where: { state.controllers[$0] == controller })
    else {
      emit(nav.id, "completion", [.init("transition", "pop")])
      return .notInHierarchy
    }
    prepareCanary()
    let dismissing = nav.windows.last ?? nav.id
    let rest = nav.windows.filter { $0 != remove }
    let presenting = topWithAppWindow(rest.last ?? nav.id, nav)
    let underlyingTo = nav.windows.filter { $0 != presenting && $0 != dismissing }
    let context = WindowAnimationContext(
      type: .pop, from: dismissing, to: presenting, underlyingFrom: nil,
      underlyingTo: underlyingTo)
    let navID = nav.id
    runTransition(context, source: navID, animated: animated, checkTop: true) { scene in
      scene.unslot(remove, from: navID)
      for id in scene.navigation.navigations[navID]?.windows ?? [] { scene.showInScreen(id) }
      let presentingIsApp = scene.node(presenting)?.window?.band == "app"
      if !presentingIsApp || scene.quirk("windows-pop-resets-app-window") {
        scene.showInScreen(presenting)
      }
      try? scene.makeKeyAndVisible(presenting)
      scene.emit(navID, "completion", [.init("transition", "pop")])
    }
    return .started
  }

  /// popAllControllersWithAnimator:completion: — every pushed window leaves when the
  /// transition ends; returns the controllers that go.
  public mutating func popAllWindows(animated: Bool) throws(SceneError) -> WindowCallResult {
    guard let nav = currentNavigation else {
      throw .notAllowed("windows", reason: "there is no navigation window; use window root first")
    }
    guard nav.windows.count > 1 else {
      emit(nav.id, "completion", [.init("transition", "pop-all")])
      return .nothingToPop
    }
    prepareCanary()
    let dismissing = nav.windows.last ?? nav.id
    var presenting = nav.id
    if let app = eligibleAppWindow(nav), let appLevel = windowLevel(app),
      let navLevel = windowLevel(nav.id),
      quirk("windows-app-window-wins-ties") ? appLevel >= navLevel : appLevel > navLevel
    {
      presenting = app
    }
    var hidden = nav.windows.filter { $0 != presenting && $0 != dismissing }
    if !quirk("windows-pop-all-destroys-nav") { hidden.removeAll { $0 == nav.id } }
    let state = navigation
    let returned = (hidden + [dismissing]).map {
      state.controllers[$0] ?? state.navigations[$0]?.rootController ?? "NSNull"
    }
    let context = WindowAnimationContext(
      type: .pop, from: dismissing, to: presenting, underlyingFrom: hidden, underlyingTo: nil)
    let navID = nav.id
    let (goners, top) = (hidden + [dismissing], presenting)
    runTransition(context, source: navID, animated: animated, checkTop: false) { scene in
      for id in goners { scene.unslot(id, from: navID) }
      scene.showInScreen(top)
      try? scene.makeKeyAndVisible(top)
      scene.emit(navID, "completion", [.init("transition", "pop-all")])
    }
    return .popped(returned)
  }

  /// cfa_replaceRootWindowWithController:withAnimator:completion: — a new navigation window
  /// becomes the delegate's window at once; the old windows go when the transition ends.
  public mutating func replaceRootWindow(_ controller: NodeID, animated: Bool) throws(SceneError) {
    let windowID = Scene.windowID(for: controller)
    for taken in [controller, windowID] where contains(taken) { throw .duplicateID(taken) }
    prepareCanary()
    var state = navigation
    let old = state.delegateWindow
    let oldNode = node(old)
    var visibleDismissing: NodeID? = old
    var hiddenDismissing: [NodeID] = []
    if let oldNav = state.navigations[old] {
      visibleDismissing = oldNav.windows.last
      hiddenDismissing = oldNav.windows.filter { $0 != visibleDismissing }
    } else if oldNode == nil {
      visibleDismissing = nil
    }
    let frame = oldNode?.layer.bounds ?? .zero
    try addWindow(
      windowID, band: "root", windowLevel: oldNode?.window?.windowLevel ?? 0, frame: frame)
    try addView(controller, frame: frame, in: windowID)
    try setAutoresizing(controller, .fill)
    if screen.windowsStayPortrait { placeRootView(of: windowID) }
    state.navigations[windowID] = NavigationWindow(id: windowID, rootController: controller)
    state.delegateWindow = windowID
    navigation = state
    var clear = LayerChanges()
    clear.alpha = 0
    // UIWindow+CFA.m 158-162: the new window takes the old delegate window's level, tint
    // and background colour (scenesim models no tint).
    clear.color = oldNode?.layer.color
    try setLayer(windowID, clear)
    let context = WindowAnimationContext(
      type: .root, from: visibleDismissing, to: windowID, underlyingFrom: hiddenDismissing,
      underlyingTo: [])
    let (hiddenOld, visibleOld) = (hiddenDismissing, visibleDismissing)
    runTransition(context, source: windowID, animated: animated, checkTop: false) { scene in
      for id in hiddenOld { scene.destroyWindow(id) }
      if let visibleOld { scene.destroyWindow(visibleOld) }
      scene.showInScreen(windowID)
      try? scene.makeKeyAndVisible(windowID)
      scene.emit(windowID, "completion", [.init("transition", "root")])
    }
  }

  /// removeWindow: — the window leaves its slot and is destroyed.
  mutating func unslot(_ id: NodeID, from navID: NodeID) {
    var state = navigation
    if let level = state.levels[id], state.navigations[navID]?.slots[level] == id {
      state.navigations[navID]?.slots[level] = nil
    }
    navigation = state
    destroyWindow(id)
  }

  /// A plain app window (not managed) at `windowLevel`, shown.
  public mutating func addAppWindow(_ controller: NodeID, windowLevel: Double) throws(SceneError) {
    let windowID = Scene.windowID(for: controller)
    for taken in [controller, windowID] where contains(taken) { throw .duplicateID(taken) }
    try addWindow(windowID, band: "app", windowLevel: windowLevel, frame: screen.windowBounds)
    try addView(controller, frame: screen.windowBounds, in: windowID)
    try setAutoresizing(controller, .fill)
    if screen.windowsStayPortrait { placeRootView(of: windowID) }
    navigation.controllers[windowID] = controller
  }
}
