import SimGeometry
public import SimScene

/// CFANavigationWindowLevel.
public enum NavigationLevel: Int, CaseIterable, Sendable {
  /// CFANavigationWindowLevelLow (1).
  case low = 1
  /// CFANavigationWindowLevelMedium (2).
  case medium = 2
  /// CFANavigationWindowLevelHigh (3).
  case high = 3

  /// `low`, `medium`, `high` (spelled out: describing the case by reflection costs more
  /// than the rest of scenesim's start-up).
  public var name: String {
    switch self {
    case .low: "low"
    case .medium: "medium"
    case .high: "high"
    }
  }
}

/// A transition given to a user's animator: animationFinished, which the animator "MUST"
/// call (CFAWindowAnimationContext.h), runs when `window finish` says so.
public struct UnfinishedTransition: Sendable {
  /// The navigation window whose transition it is.
  public var navigation: NodeID
  /// What it does: `push menu.window`.
  public var what: String
  /// animationFinished.
  public var finish: @Sendable (inout Scene) -> Void
}

/// A CFANavigationWindow: its root controller and one slot per level.
public struct NavigationWindow: Sendable {
  /// The window's id.
  public var id: NodeID
  /// The id of its root controller's view; nil once cfa_destroy cleared it
  /// (UIWindow+CFA.m 119).
  public var rootController: NodeID?
  /// The window pushed at each level.
  public var slots: [NavigationLevel: NodeID] = [:]
  /// ignoreNonManagedWindows (NO).
  public var ignoresNonManagedWindows = false

  /// `windows`: the navigation window, then the occupied slots low to high.
  public var windows: [NodeID] {
    [id] + NavigationLevel.allCases.compactMap { slots[$0] }
  }
}

/// CFANavigationWindow 27671aa's state in the scene.
public struct NavigationState: Sendable {
  /// Every navigation window, by id (the old ones stay until released).
  public var navigations: [NodeID: NavigationWindow] = [:]
  /// appDelegate.window.
  public var delegateWindow: NodeID = Scene.rootWindowID
  /// The controller each managed window holds, by window.
  public var controllers: [NodeID: NodeID] = [:]
  /// The level each managed window was pushed at (cfa_navigationLevel), by window.
  public var levels: [NodeID: NavigationLevel] = [:]
  /// The to-windows of pushes still running, with how many hold each: their completion
  /// blocks hold them (two pushes under an app window share it).
  public var heldByPush: [NodeID: Int] = [:]
  /// Windows destroyed while a push held them, as they were: the push's completion brings
  /// them back (quirk windows-push-revives-destroyed).
  public var heldDestroyed: [NodeID: HeldWindow] = [:]
  /// Whether animated transitions go to a user's CFAWindowAnimator (`windows set animator
  /// custom`) instead of the demo's WindowAnimator.
  public var customAnimator = false
  /// Transitions handed to the user's animator that have not called animationFinished
  /// yet, oldest first.
  public var unfinished: [UnfinishedTransition] = []
  /// The controller each window's root controller presents (its view's id), by window.
  public var presented: [NodeID: NodeID] = [:]
  /// supportedInterfaceOrientations of the controllers that set it, by their view's id.
  public var supported: [NodeID: [Orientation]] = [:]

  /// The starting state: the app's own window is the delegate's.
  public init() {}
}

/// A destroyed window that a running push's completion block still holds: what
/// cfa_destroy left of it (no controller, hidden) and where it was.
public struct HeldWindow: Sendable {
  /// Its band.
  public var band: String
  /// Its windowLevel.
  public var windowLevel: Double
  /// Its layer when it was destroyed (its frame, alpha and transform stay).
  public var layer: LayerState
}

/// CFANavigationWindow 27671aa.
public enum Navigation {
  /// Where the state lives in `Scene.extensions`.
  public static let storage = SceneStorageKey<NavigationState>("navigation")
  /// The hidden helper window (CFAInvisibleWindow).
  public static let canaryID: NodeID = "cfa.canary"

  /// The quirks of CFANavigationWindow (A17).
  public static let quirks: [Quirk] = [
    Quirk(
      name: "windows-app-window-wins-ties",
      summary: "an app window at the same level as the managed top is taken as the top "
        + "(off: the managed window wins ties)"),
    Quirk(
      name: "windows-push-from-ignores-app",
      summary: "a push's from-window ignores app windows though its to-window counts them, "
        + "so an app window on top still gets animated (off: both count them)"),
    Quirk(
      name: "windows-pop-resets-app-window",
      summary: "a pop resets the presenting window even when it is an app window (its frame "
        + "becomes the screen's) (off: only managed windows are reset)"),
    Quirk(
      name: "windows-pop-all-destroys-nav",
      summary: "pop-all with an app window on top destroys the navigation window itself "
        + "(off: it stays)"),
    Quirk(
      name: "windows-push-revives-destroyed",
      summary: "a window popped or replaced while its own push runs comes back, empty, shown "
        + "and key, when the push ends: the push's completion holds it and calls "
        + "makeKeyAndVisible (off: it stays gone)"),
  ]
}

extension Scene {
  /// The navigation state.
  public var navigation: NavigationState {
    get { self[Navigation.storage] ?? NavigationState() }
    set { self[Navigation.storage] = newValue }
  }

  /// currentNavigationWindow: the delegate's window when it is a navigation window.
  public var currentNavigation: NavigationWindow? {
    let state = navigation
    return state.navigations[state.delegateWindow]
  }

  /// The window id for a controller.
  public static func windowID(for controller: NodeID) -> NodeID {
    Scene.partID("window", of: controller)
  }

  /// prepareInvisibleWindowIfNeeded: the hidden helper window at level -1, the size of the
  /// delegate's window, made once.
  mutating func prepareCanary() {
    guard !contains(Navigation.canaryID), let frame = node(navigation.delegateWindow)?.layer.frame
    else { return }
    try? addWindow(Navigation.canaryID, band: "canary", windowLevel: -1, frame: frame)
    try? setUserInteraction(Navigation.canaryID, false)
  }

  /// otherEligibleAppWindows' last: the front-most plain app window not managed by `nav`,
  /// unless the navigation window ignores them.
  func eligibleAppWindow(_ nav: NavigationWindow) -> NodeID? {
    guard !nav.ignoresNonManagedWindows else { return nil }
    let managed = Set(nav.windows)
    return windowsBackToFront.last { id in
      node(id)?.window?.band == "app" && !managed.contains(id)
    }
  }

  /// The top after the tie rule: the app window wins unless `top` is strictly higher (or,
  /// with the quirk off, at least as high).
  func topWithAppWindow(_ top: NodeID, _ nav: NavigationWindow) -> NodeID {
    guard let app = eligibleAppWindow(nav), let appLevel = windowLevel(app),
      let topLevel = windowLevel(top)
    else { return top }
    let managedWins =
      quirk("windows-app-window-wins-ties") ? topLevel > appLevel : topLevel >= appLevel
    return managedWins ? top : app
  }

  /// cfa_showInScreen: alpha 1, shown, identity transform, the helper window's bounds.
  mutating func showInScreen(_ id: NodeID) {
    guard contains(id) else { return }
    var changes = LayerChanges()
    changes.alpha = 1
    changes.isHidden = false
    changes.transform = .identity
    try? setLayer(id, changes)
    var frame = LayerChanges()
    frame.frame = node(Navigation.canaryID)?.layer.bounds ?? screen.windowBounds
    try? setLayer(id, frame)
  }

  /// cfa_destroy: the window goes, with its controller (`rootViewController = nil`,
  /// UIWindow+CFA.m 119; a destroyed navigation window no longer names its root).
  mutating func destroyWindow(_ id: NodeID) {
    // cfa_destroy dismisses what the root controller presents, without animation
    // (UIWindow+CFA.m 114-117).
    if navigation.presented[id] != nil { try? dismissPresented(on: id) }
    var state = navigation
    if state.heldByPush[id] != nil, let node = node(id), let window = node.window {
      state.heldDestroyed[id] = HeldWindow(
        band: window.band, windowLevel: window.windowLevel, layer: node.layer)
    }
    state.controllers[id] = nil
    state.levels[id] = nil
    state.navigations[id]?.rootController = nil
    navigation = state
    if state.delegateWindow == id {
      // Still the delegate's window: it stays, hidden and without its controller.
      for child in node(id)?.children ?? [] { deleteSubtree(child) }
      var hide = LayerChanges()
      hide.isHidden = true
      try? setLayer(id, hide)
      return
    }
    try? removeWindow(id)
  }

  /// The frame-state values of a managed or navigation window.
  func navigationFields(_ id: NodeID) -> [FrameField] {
    let state = navigation
    var fields: [FrameField] = []
    if let controller = state.controllers[id] ?? state.navigations[id]?.rootController {
      fields.append(FrameField("controller", .string(controller)))
    }
    return fields
  }
}
