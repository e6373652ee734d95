import SimGeometry
import SimScene

extension Commands {
  static let sceneCommands: [CommandSpec] = [
    CommandSpec(
      ["screen"], group: groupScene,
      abstract: "start an empty scene on that screen at t=0",
      discussion: """
        iphone is 320x480 points, ipad 768x1024; WxH gives any size (the shorter side is
        the portrait width). The scene has one key window `window` at level 0 holding the
        root view `root`; both fill the screen. The application is active.
        """,
      positionals: [
        .positional("SIZE", .screenSize, help: "iphone, ipad or WxH in points"),
        .positional(
          "ORIENTATION", .choice(Orientation.allCases.map(\.rawValue)), optional: true,
          help: "the interface orientation (default portrait)"),
      ]
    ) { session, args throws(CommandError) in
      let size = args.size("SIZE") ?? Screen.iphone
      let orientation = args.word("ORIENTATION").flatMap(Orientation.init(rawValue:)) ?? .portrait
      let quirks = session.scene.disabledQuirks
      let ios = session.scene.iosVersion
      session.scene = Scene(screen: Screen(portraitSize: size, orientation: orientation))
      session.scene.disabledQuirks = quirks
      session.scene.iosVersion = ios
      return []
    },
    CommandSpec(
      ["rotate"], group: groupScene,
      abstract: "turn the interface to portrait or landscape",
      discussion: """
        Windows take the screen's new bounds at once and their subviews follow their
        autoresizing masks (the root view fills its window). The turn is not animated.
        """,
      positionals: [
        .positional(
          "ORIENTATION", .choice(Orientation.allCases.map(\.rawValue)),
          help: "the new orientation")
      ]
    ) { session, args throws(CommandError) in
      guard let o = args.word("ORIENTATION").flatMap(Orientation.init(rawValue:)) else { return [] }
      session.scene.rotate(to: o)
      return []
    },
    CommandSpec(
      ["app"], group: groupScene,
      abstract: "set the application state (UIApplication.applicationState)",
      discussion: """
        Entering a new state runs, in order, the lines given for it with `on` (the app
        delegate's applicationWillResignActive:, applicationDidEnterBackground: and
        applicationDidBecomeActive:), each shown after `on STATE:`.
        """,
      positionals: [
        .positional("STATE", .choice(AppState.allCases.map(\.rawValue)), help: "the new state")
      ]
    ) { session, args throws(CommandError) in
      guard let s = args.word("STATE").flatMap(AppState.init(rawValue:)) else { return [] }
      guard session.scene.appState != s else { return [] }
      session.scene.appState = s
      // The app delegate's callbacks for this state run the lines given with `on`.
      var lines = session.takeEventLines()
      for line in session.hooks[s] ?? [] {
        lines.append("on \(s.rawValue): " + line)
        lines += session.executeNested(line).lines
      }
      return lines
    },
    CommandSpec(
      ["on"], group: groupScene,
      abstract: "run a command whenever the app enters a state (an app-delegate hook)",
      discussion: """
        `on background window push pin level medium animated off` runs that line each time
        `app background` is entered; several lines run in the order given. `on STATE clear`
        forgets them; `on` alone lists them. Hooks stay through screen and reset. Not in
        any of the originals.
        """,
      positionals: [
        .positional(
          "STATE", .choice(AppState.allCases.map(\.rawValue)), optional: true,
          help: "active, inactive or background"),
        .positional("LINE", .rest, optional: true, help: "the command to run, or clear"),
      ]
    ) { session, args throws(CommandError) in
      guard let state = args.word("STATE").flatMap(AppState.init(rawValue:)) else {
        let lines = AppState.allCases.flatMap { s in
          (session.hooks[s] ?? []).map { "on \(s.rawValue) \($0)" }
        }
        return lines.isEmpty ? ["no hooks"] : lines
      }
      guard let line = args.word("LINE") else {
        throw CommandError(
          "missing the command to run", column: args.endColumn,
          hint: "as in on background window push pin level medium animated off")
      }
      if line == "clear" {
        session.hooks[state] = nil
      } else {
        session.hooks[state, default: []].append(line)
      }
      return []
    },
    CommandSpec(
      ["reset"], group: groupScene,
      abstract: "same screen and orientation, empty scene, t=0"
    ) { session, _ throws(CommandError) in
      let quirks = session.scene.disabledQuirks
      let ios = session.scene.iosVersion
      session.scene = Scene(screen: session.scene.screen)
      session.scene.disabledQuirks = quirks
      session.scene.iosVersion = ios
      return []
    },
  ]
}
