import SimCommands
import SimGeometry
import SimScene

extension Navigation {
  static let groupWindows = CommandGroup("Windows (CFANavigationWindow 27671aa)", order: 700)

  static let levelChoice = ArgKind.choice(NavigationLevel.allCases.map(\.name))

  /// The id of a controller in the window stack.
  static let controller = CustomArgument(expectation: "a word") { scene, _, _ in
    Array(scene.navigation.controllers.values)
  }

  /// The lines a window call prints besides its events.
  static func lines(_ result: WindowCallResult) -> [String] {
    switch result {
    case .started: []
    case .levelOccupied(let level, let controller):
      [
        "push refused: level \(level.name) holds \(controller) "
          + "(a release build runs the completion and changes nothing)"
      ]
    case .nothingToPop: ["No windows to pop!"]
    case .notInHierarchy: ["cannot pop controller, not part of the window's hierarchy!"]
    case .popped(let controllers): ["popped: " + controllers.joined(separator: ", ")]
    }
  }

  static let windowCommands: [CommandSpec] = [
    CommandSpec(
      ["window", "root"], group: groupWindows,
      abstract: "cfa_replaceRootWindowWithController: a new navigation window holding ID",
      discussion: """
        A window ID.window with the controller's view ID becomes the delegate's window at
        once, alpha 0; with the animator (animated on, the demo WindowAnimator: a 0.5 s
        critically damped spring) it slides in from the right while the old one slides out;
        then the old windows are destroyed, the new one is reset and made key, and
        completion(transition: root) fires. Skipped when the app is not active.
        """,
      positionals: [.positional("ID", .newID, help: "the root controller")],
      options: [.option("animated", "B", .bool, help: "use the demo WindowAnimator (default on)")]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID") else { return [] }
      return try sceneCall(args, "ID") { () throws(SceneError) in
        try session.scene.replaceRootWindow(id, animated: args.bool("animated") ?? true)
        return []
      }
    },
    CommandSpec(
      ["window", "push"], group: groupWindows,
      abstract: "pushController:atWindowLevel:withAnimator: a window for ID at a level",
      discussion: """
        The window (ID.window, level = the navigation window's + 0.1 x 1, 2 or 3) is stored
        at once, alpha 0. The animator runs (a 1 s spring: the new window rises from below)
        unless the app is not active or the top window does not change; then every managed
        window is reset, the top is made key, and completion(transition: push) fires. At an
        occupied level the release build runs the completion and changes nothing.
        """,
      positionals: [.positional("ID", .newID, help: "the controller")],
      options: [
        .option("level", "LEVEL", levelChoice, required: true, help: "low, medium or high"),
        .option("animated", "B", .bool, help: "use the demo WindowAnimator (default on)"),
      ]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID"),
        let level = args.word("level").flatMap({ w in
          NavigationLevel.allCases.first { $0.name == w }
        })
      else { return [] }
      return try sceneCall(args, "ID") { () throws(SceneError) in
        lines(
          try session.scene.pushWindow(id, level: level, animated: args.bool("animated") ?? true))
      }
    },
    CommandSpec(
      ["window", "pop"], group: groupWindows,
      abstract: "popController:withAnimator: the window holding ID",
      discussion: """
        The window stays in its slot until the transition ends; the animator (1 s spring,
        the top window drops away) runs unless the app is not active or the top does not
        change (popping a window below the top). Then it is removed and destroyed, the rest
        are reset, the presenting window is made key, and completion(transition: pop) fires.
        """,
      positionals: [.positional("ID", .custom(controller), help: "the controller")],
      options: [.option("animated", "B", .bool, help: "use the demo WindowAnimator (default on)")]
    ) { session, args throws(CommandError) in
      guard let id = args.word("ID") else { return [] }
      return try sceneCall(args, "ID") { () throws(SceneError) in
        lines(try session.scene.popWindow(id, animated: args.bool("animated") ?? true))
      }
    },
    CommandSpec(
      ["window", "pop-all"], group: groupWindows,
      abstract: "popAllControllersWithAnimator: every pushed window",
      options: [.option("animated", "B", .bool, help: "use the demo WindowAnimator (default on)")]
    ) { session, args throws(CommandError) in
      try sceneCall(args, "animated") { () throws(SceneError) in
        lines(try session.scene.popAllWindows(animated: args.bool("animated") ?? true))
      }
    },
    CommandSpec(
      ["window", "finish"], group: groupWindows,
      abstract: "animationFinished of the oldest transition a custom animator holds",
      discussion: """
        What a CFAWindowAnimator calls when its animation is done: the windows are shown
        again, the new one made key, removals done and the completion runs, as
        CFANavigationWindow does then (see `windows set animator custom`).
        """
    ) { session, args throws(CommandError) in
      guard !session.scene.navigation.unfinished.isEmpty else {
        throw CommandError(
          "no transition waits for animationFinished", column: args.endColumn,
          hint: "windows set animator custom hands transitions to the user's animator")
      }
      let transition = session.scene.navigation.unfinished.removeFirst()
      transition.finish(&session.scene)
      return []
    },
    CommandSpec(
      ["window", "app"], group: groupWindows,
      abstract: "a plain, non-managed app window for ID at a window level",
      positionals: [.positional("ID", .newID, help: "the controller")],
      options: [
        .option("level", "N", .number(-10_000...10_000), required: true, help: "windowLevel")
      ]
    ) { session, args throws(CommandError) in
      guard let id = args.id("ID"), let level = args.number("level") else { return [] }
      return try sceneCall(args, "ID") { () throws(SceneError) in
        try session.scene.addAppWindow(id, windowLevel: level)
        return []
      }
    },
    CommandSpec(
      ["windows", "set"], group: groupWindows,
      abstract: "ignoreNonManagedWindows, or which animator animated transitions use",
      discussion: """
        animator custom hands every animated transition to a user's CFAWindowAnimator: the
        navigation window's animateWindowTransition event fires with the from and to
        windows (hook lines on it animate them, as the animator's code would), and nothing
        ends until `window finish` calls animationFinished, which the animator "MUST"
        call (CFAWindowAnimationContext.h); withheld, the transition stays unfinished, as
        in the original. demo, the default, is the demo app's WindowAnimator.
        """,
      options: [
        .option(
          "ignore-non-managed", "B", .bool,
          help: "leave app windows out of the top (default off; not copied to a new root)"),
        .option(
          "animator", "demo|custom", .choice(["demo", "custom"]),
          help: "the animator of animated transitions (default demo)"),
      ]
    ) { session, args throws(CommandError) in
      if let animator = args.word("animator") {
        session.scene.navigation.customAnimator = animator == "custom"
        if !args.has("ignore-non-managed") { return [] }
      }
      guard let nav = session.scene.currentNavigation, let b = args.bool("ignore-non-managed")
      else {
        if !args.has("ignore-non-managed") {
          throw CommandError(
            "nothing to set", column: args.endColumn,
            hint: "windows set ignore-non-managed B, or windows set animator demo|custom")
        }
        throw CommandError(
          "there is no navigation window", column: args.column(of: "ignore-non-managed"),
          hint: "use window root first")
      }
      session.scene.navigation.navigations[nav.id]?.ignoresNonManagedWindows = b
      return []
    },
    CommandSpec(
      ["windows"], group: groupWindows, traits: [.readsOnly],
      abstract: "the window stack front to back, each window's level and the key window"
    ) { session, _ throws(CommandError) in
      let scene = session.scene
      let state = scene.navigation
      var lines: [String] = []
      for id in scene.windowsBackToFront.reversed() {
        guard let node = scene.node(id), let info = node.window else { continue }
        var line = "\(id) level=\(info.band) windowLevel=\(Format.exact(info.windowLevel))"
        if let c = state.controllers[id] ?? state.navigations[id]?.rootController {
          line += " controller=\(c)"
        }
        if node.layer.isHidden { line += " hidden" }
        if scene.keyWindow == id { line += " key" }
        lines.append(line)
      }
      for transition in state.unfinished {
        lines.append(
          "\(transition.navigation): \(transition.what) waits for animationFinished (window finish)"
        )
      }
      if let nav = scene.currentNavigation {
        lines.append(
          "current navigation window \(nav.id): "
            + NavigationLevel.allCases.map { "\($0.name)=\(nav.slots[$0] ?? "none")" }
            .joined(separator: " "))
      } else {
        lines.append("no navigation window")
      }
      return lines
    },
  ]
}
