import SimCommands
import SimGeometry
import SimScene

extension Navigation {
  static let groupWindows = CommandGroup("Windows (CFANavigationWindow 27671aa)", order: 700)

  static let levelChoice = ArgType.choice(NavigationLevel.allCases.map(\.name)) { word in
    NavigationLevel.allCases.first { $0.name == word }
  }

  /// The id of a controller in the window stack.
  static let controller = CustomArgument(expectation: "a word") { scene, _, _ in
    Array(scene.navigation.controllers.values)
  }

  /// A comma-separated list of orientations, or all.
  static let orientationList = CustomArgument(
    expectation: "all, or orientations separated by commas", isEnumerable: false,
    parse: { text, _ throws(CommandError) in
      let words = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard text == "all" || words.allSatisfy({ Orientation(word: $0) != nil }) else {
        throw CommandError(
          "expected all, or orientations from \(Orientation.words.joined(separator: ", ")) "
            + "separated by commas, not '\(clip(text))'")
      }
      return .word(text)
    }, words: { _, _, _ in ["all"] + Orientation.words })

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

  /// The completion of a push or pop of the current navigation window, which `then` waits
  /// for; none without a navigation window (the call fails).
  static func navigationCompletion(_ scene: Scene, _ transition: String) -> CompletionEvent? {
    scene.currentNavigation.map {
      CompletionEvent($0.id, "completion", match: [.init("transition", transition)])
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
        """
    ) { p in
      let idArg = p.positional("ID", .newID, help: "the root controller")
      p.completion { _, args in
        CompletionEvent(
          Scene.windowID(for: args[idArg]), "completion", match: [.init("transition", "root")])
      }
      let animated = p.option(
        "animated", "B", .bool, help: "use the demo WindowAnimator (default on)")
      return { session, args throws(CommandError) in
        let id = args[idArg]
        return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
          try session.scene.replaceRootWindow(id, animated: args[animated] ?? true)
          return []
        }
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
        """
    ) { p in
      let idArg = p.positional("ID", .newID, help: "the controller")
      let level = p.requiredOption("level", "LEVEL", levelChoice, help: "low, medium or high")
      p.completion { scene, _ in navigationCompletion(scene, "push") }
      let animated = p.option(
        "animated", "B", .bool, help: "use the demo WindowAnimator (default on)")
      return { session, args throws(CommandError) in
        return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
          lines(
            try session.scene.pushWindow(
              args[idArg], level: args[level], animated: args[animated] ?? true))
        }
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
        """
    ) { p in
      let idArg = p.positional("ID", .custom(controller), help: "the controller")
      p.completion { scene, _ in navigationCompletion(scene, "pop") }
      let animated = p.option(
        "animated", "B", .bool, help: "use the demo WindowAnimator (default on)")
      return { session, args throws(CommandError) in
        let id = args[idArg]
        return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
          lines(try session.scene.popWindow(id, animated: args[animated] ?? true))
        }
      }
    },
    CommandSpec(
      ["window", "pop-all"], group: groupWindows,
      abstract: "popAllControllersWithAnimator: every pushed window"
    ) { p in
      p.completion { scene, _ in navigationCompletion(scene, "pop-all") }
      let animated = p.option(
        "animated", "B", .bool, help: "use the demo WindowAnimator (default on)")
      return { session, args throws(CommandError) in
        try sceneCall(at: args.column(of: animated)) { () throws(SceneError) in
          lines(try session.scene.popAllWindows(animated: args[animated] ?? true))
        }
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
      abstract: "a plain, non-managed app window for ID at a window level"
    ) { p in
      let idArg = p.positional("ID", .newID, help: "the controller")
      let level = p.requiredOption("level", "N", .number(-10_000...10_000), help: "windowLevel")
      return { session, args throws(CommandError) in
        let id = args[idArg]
        let level = args[level]
        return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
          try session.scene.addAppWindow(id, windowLevel: level)
          return []
        }
      }
    },
    CommandSpec(
      ["window", "present"], group: groupWindows,
      abstract: "presentViewController:animated:NO on a window's root controller",
      discussion: """
        The controller's view ID fills WINDOW in front of its root controller's view.
        windows shows it as presented=ID. A window CFANavigationWindow destroys (a pop, a
        root replaced) first dismisses it without animation (cfa_destroy, UIWindow+CFA.m
        112-121): the presented controller hears viewWillDisappear(animated: false).
        Under the canary window the key window's presented controller decides which
        orientations the interface takes (window orientations).
        """
    ) { p in
      let id = p.positional("ID", .newID, help: "the presented controller")
      let on = p.requiredOption(
        "on", "WINDOW", .node(kinds: [.window]),
        help: "the window whose root controller presents it")
      p.completion { _, args in
        CompletionEvent(args[on], "completion", match: [.init("transition", "present")])
      }
      return { session, args throws(CommandError) in
        let id = args[id]
        let window = args[on]
        return try sceneCall(at: args.column(of: on)) { () throws(SceneError) in
          try session.scene.presentController(id, on: window)
          return []
        }
      }
    },
    CommandSpec(
      ["window", "dismiss"], group: groupWindows,
      abstract: "dismissViewControllerAnimated:NO of a window's root controller"
    ) { p in
      let windowArg = p.positional("WINDOW", .node(kinds: [.window]), help: "the window")
      p.completion { _, args in
        CompletionEvent(args[windowArg], "completion", match: [.init("transition", "dismiss")])
      }
      return { session, args throws(CommandError) in
        let window = args[windowArg]
        return try sceneCall(at: args.column(of: windowArg)) { () throws(SceneError) in
          try session.scene.dismissPresented(on: window)
          return []
        }
      }
    },
    CommandSpec(
      ["window", "orientations"], group: groupWindows,
      abstract: "a controller's supportedInterfaceOrientations",
      discussion: """
        The orientations the controller whose view is ID supports, comma-separated, or all
        (the default: scenesim turns without asking). CFANavigationWindow's canary window,
        behind every other, has a controller that answers shouldAutorotate and
        supportedInterfaceOrientations with the key window's top controller's: the one its
        root controller presents, or the root (UIWindow+CFA.m 45-75). While that controller
        does not support an orientation, rotate to it changes nothing and says why.
        """
    ) { p in
      let idArg = p.positional("ID", .node(kinds: nil), help: "the controller's view")
      let orientations = p.positional(
        "ORIENTATIONS", .custom(orientationList),
        help: "all, or orientations such as portrait,landscape-left")
      return { session, args throws(CommandError) in
        let id = args[idArg]
        let list = args[orientations]
        let orientations =
          list == "all"
          ? nil : list.split(separator: ",").compactMap { Orientation(word: String($0)) }
        return try sceneCall(at: args.column(of: idArg)) { () throws(SceneError) in
          try session.scene.setSupportedOrientations(orientations, of: id)
          return []
        }
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
        """
    ) { p in
      let ignoreNonManaged = p.option(
        "ignore-non-managed", "B", .bool,
        help: "leave app windows out of the top (default off; not copied to a new root)")
      let animator = p.option(
        "animator", "demo|custom", .choice(["demo", "custom"]),
        help: "the animator of animated transitions (default demo)")
      return { session, args throws(CommandError) in
        if let animator = args[animator] {
          session.scene.navigation.customAnimator = animator == "custom"
          if args[ignoreNonManaged] == nil { return [] }
        }
        guard let nav = session.scene.currentNavigation, let b = args[ignoreNonManaged]
        else {
          if args[ignoreNonManaged] == nil {
            throw CommandError(
              "nothing to set", column: args.endColumn,
              hint: "windows set ignore-non-managed B, or windows set animator demo|custom")
          }
          throw CommandError(
            "there is no navigation window", column: args.column(of: ignoreNonManaged),
            hint: "use window root first")
        }
        session.scene.navigation.navigations[nav.id]?.ignoresNonManagedWindows = b
        return []
      }
    },
    CommandSpec(
      ["windows"], group: groupWindows, traits: [.readsOnly],
      abstract: "the window stack front to back, each window's level and the key window",
      discussion: """
        Windows at a higher windowLevel are in front. Among windows at the same level UIKit
        does not guarantee an order (UIWindow.windowLevel's documentation); scenesim puts
        the one shown last (made, or made key and visible) in front, and the listing says
        which windows share a level. `cfa.canary` is CFANavigationWindow's own invisible
        window (CFAInvisibleWindow, made by prepareInvisibleWindowIfNeeded on the first
        push, pop or root, UIWindow+CFA.m 16-79): clear, not touchable, one level below
        the normal windows and the size of the app's window; every window CFA shows takes
        its bounds, and its controller forwards rotation questions to the key window's
        top controller (`window orientations`).
        """
    ) { session, _ throws(CommandError) in
      let scene = session.scene
      let state = scene.navigation
      var lines: [String] = []
      var byLevel: [Double: [NodeID]] = [:]
      for id in scene.windowsBackToFront.reversed() {
        guard let node = scene.node(id), let info = node.window else { continue }
        var line = "\(id) level=\(info.band) windowLevel=\(Format.exact(info.windowLevel))"
        if let c = state.controllers[id] ?? state.navigations[id]?.rootController {
          line += " controller=\(c)"
        }
        if let p = state.presented[id] { line += " presented=\(p)" }
        if node.layer.isHidden { line += " hidden" }
        if scene.keyWindow == id { line += " key" }
        lines.append(line)
        byLevel[info.windowLevel, default: []].append(id)
      }
      for (level, ids) in byLevel.sorted(by: { $0.key > $1.key }) where ids.count > 1 {
        lines.append(
          ids.joined(separator: ", ") + " share windowLevel \(Format.exact(level)): UIKit does "
            + "not guarantee their order; scenesim puts the one shown last in front")
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
