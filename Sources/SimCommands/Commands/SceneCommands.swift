import SimGeometry
import SimScene

extension Commands {
  /// An empty scene on `screen` at t=0, keeping what outlives a scene: the quirks, the iOS
  /// release (which the screen follows) and the appearance.
  private static func startScene(_ session: inout Session, on screen: Screen) {
    let quirks = session.scene.disabledQuirks
    let ios = session.scene.iosVersion
    let dark = session.scene.isDark
    var screen = screen
    screen.follow(iosVersion: ios)
    session.scene = Scene(screen: screen, rules: session.scene.rules)
    session.scene.disabledQuirks = quirks
    session.scene.iosVersion = ios
    session.scene.setAppearance(dark: dark)
  }

  static let sceneCommands: [CommandSpec] = [
    CommandSpec(
      ["screen"], group: groupScene, traits: [.startsScene, .setsScreen, .notInEventHooks],
      abstract: "start an empty scene on that screen at t=0",
      discussion: """
        iphone is 320x480 points, ipad 768x1024; WxH gives any size (the shorter side is
        the portrait width). The scene has one key window `window` at level 0 holding the
        root view `root`; both fill the screen (in landscape under `ios 7` and earlier the
        window is portrait and the root view turned, as `help rotate` says). The
        application is active.
        """
    ) { p in
      let size = p.positional("SIZE", .screenSize, help: "iphone, ipad or WxH in points")
      let orientation = p.optionalPositional(
        "ORIENTATION", .choice(Orientation.words),
        help: "the interface orientation (default portrait)")
      return { session, args throws(CommandError) in
        let size = args[size]
        let orientation = args[orientation].flatMap(Orientation.init(word:)) ?? .portrait
        startScene(&session, on: Screen(portraitSize: size, orientation: orientation))
        return []
      }
    },
    CommandSpec(
      ["scene", "load"], group: groupScene, traits: [.replacesScene, .notInEventHooks],
      abstract: "start a scene from a recursiveDescription or a dump file",
      discussion: """
        Replaces the scene, as `screen` does, with the views in FILE, which is either
        UIKit's recursiveDescription or scenesim's own `dump`. recursiveDescription is
        what lldb prints for `po [[UIWindow keyWindow] recursiveDescription]`: one view
        per line, <Class: 0x...; frame = (x y; w h); ...>, nested one `|` per level. It
        reads frame, transform, alpha, hidden, autoresize (W+H, LM+RM+TM+BM ...) and
        userInteractionEnabled; each view becomes a plain view with the id Class.N
        (UIButton.3: the third UIButton by address; a mangled Swift class gives
        Module.Class). A UIWindow at the top becomes the window `window`; any other view
        at the top goes into it. The view at the top sets the screen's size when it
        starts at 0,0. Layer lines (`... (layer)`) are skipped, and so are, as pasted dumps
        have them: the console's lines before the dump ((lldb) po ..., cy# ...; of several
        outputs the last with views counts), what it printed before the first view (lldb's
        $3 = 0x..., an NSLog date), `//` before every line, elision lines (..., or an ellipsis, said
        once), view controller tags in quotes and `XX (` marks. A name before a view
        (`| _subview1 <UIView ...>`, as recursiveDescription2-style helpers print ivars)
        is its id; a dump without addresses counts in line order; a value may run over
        several lines; transform3D gives its affine part. A `dump` brings back the
        screen, time, application state, windows and views as they were: `dump` to a
        file and `scene load` of it give the same `dump` (a transform is written to three
        decimals, so a view turned or scaled by a finer one comes back with its frame a
        few thousandths of a point off). Views that were animating come
        back as shown; popovers, annotations, maps and other components do not (an error
        names the first one). A recursiveDescription whose line breaks were lost is read by
        its | marks; one cut off at the end loads its whole lines and names the line left
        out; a root view smaller than any device goes on the iPhone's screen; the message
        says each. A line or node that cannot be read is an error naming the
        file, the line and its text, and nothing changes. In transcripts the path is relative to the transcript.
        """
    ) { p in
      let file = p.positional("FILE", .file, help: "the file's path")
      return { session, args throws(CommandError) in
        let path = args[file]
        let text = try session.readText(path, column: args.column(of: file))
        do throws(CommandError) {
          let file = try SceneFile.parse(text, rules: session.scene.rules)
          session.scene = try file.build(from: session.scene)
          let views = file.entries.filter { $0.window == nil }.count
          let windows = file.entries.count - views
          var line = "loaded \(views) view\(views == 1 ? "" : "s")"
          if file.format == "dump" {
            line += " in \(windows) window\(windows == 1 ? "" : "s")"
          }
          line += " from \(Format.visible(path)) (\(file.format))"
          if file.animating > 0 {
            line +=
              "; \(file.animating) \(file.animating == 1 ? "was" : "were") animating: rebuilt as shown"
          }
          if file.flattened {
            line += "; its line breaks were lost: the views read by their | marks"
          }
          if let cut = file.cutOff {
            line += "; the last view, on line \(cut), was left out: it was cut off before its '>'"
          }
          if let note = file.screenNote { line += "; " + note }
          if let first = file.elisions.first {
            let count = file.elisions.count
            line +=
              "; passed over \(count) elision line\(count == 1 ? "" : "s") (... at line \(first)"
              + "\(count > 1 ? " and later" : "")): the views there are not in the scene"
          }
          return [line]
        } catch {
          // The whole path and the line in the file, not the column of the command.
          var error = error
          error.message = "\(Format.visible(path)): " + error.message
          error.column = nil
          throw error
        }
      }
    },
    CommandSpec(
      ["rotate"], group: groupScene, traits: [.turnsScreen],
      abstract: "turn the interface to one of its four orientations, animated as UIKit does",
      discussion: """
        Windows take the screen's new bounds and their subviews follow their autoresizing
        masks (the root view fills its window); then the components that handle rotation
        (willAnimateRotationToInterfaceOrientation:duration:) run: annotations move to their
        rect for the new orientation, maps show more or less around their centre. UIKit
        calls that method inside the rotation's animation block, so all of it moves in one
        UIView block: ease-in-out over statusBarOrientationAnimationDuration, 0.3s on a
        phone and 0.4s on an iPad-sized screen (UIKit does not publish the value; these
        are a choice), twice that for a half turn (portrait to portrait-upside-down,
        landscape to landscape-left); `duration D` is the whole turn. landscape is
        landscape right (the Simulator's Rotate Left; landscape-right is the same word);
        annotations use their landscape rect in both landscapes. The picture shows the
        content reflowing, not the turn of the whole
        interface. didRotate(from:) fires on the root window when it ends. animated off (or
        duration 0) turns at once. Turning to the orientation the interface has does
        nothing. That is iOS 8 and later, and `ios auto`. Under `ios 7` and `ios 6` windows
        keep the portrait bounds, as UIKit's did: each window's first subview, standing for
        its root view controller's view, takes the interface's size about the window's
        centre and UIKit's turn for the orientation (landscape M_PI/2, landscape-left
        -M_PI/2, upside down M_PI: the angles SVProgressHUD a0ebe91 SVProgressHUD.m 454-464
        uses), its subviews autoresize, other
        subviews of the window stay unturned; touches and pictures stay in the interface's
        coordinates, so mid-turn the picture shows the interface turning. A turn that starts
        during another goes on from what is on screen (beginFromCurrentState): UIKit
        publishes no rule for it, and this is scenesim's choice, which keeps views from
        jumping. An app's controller that supports only some orientations keeps the
        interface from turning to others (`window orientations`): rotate then says why and
        changes nothing.
        """
    ) { p in
      let orientation = p.positional(
        "ORIENTATION", .choice(Orientation.words, as: Orientation.init(word:)),
        help: "the new orientation")
      let animated = p.option("animated", "B", .bool, help: "animate the turn (default on)")
      let duration = p.option(
        "duration", "D", .duration, help: "how long the turn takes (default 0.3s/0.4s)")
      return { session, args throws(CommandError) in
        let o = args[orientation]
        let animated = args[animated] ?? true
        if !animated, args[duration] != nil {
          throw CommandError(
            "a duration goes with an animated turn", column: args.column(of: duration),
            hint: "leave out animated off, or the duration")
        }
        if let why = session.scene.rotationRefusal(to: o) { return [why] }
        guard animated else {
          session.scene.rotate(to: o)
          return []
        }
        let turn = args[duration] ?? session.scene.screen.rotationDuration(to: o)
        try sceneCall(at: args.column(of: duration)) { () throws(SceneError) in
          try session.scene.rotate(to: o, duration: turn)
        }
        return []
      }
    },
    CommandSpec(
      ["app"], group: groupScene,
      abstract: "set the application state (UIApplication.applicationState)",
      discussion: """
        Entering a new state runs, in order, the lines given for it with `on` (the app
        delegate's applicationWillResignActive:, applicationDidEnterBackground: and
        applicationDidBecomeActive:), each shown after `on STATE:`.
        """
    ) { p in
      let state = p.positional(
        "STATE", .choice(AppState.allCases.map(\.rawValue), as: AppState.init(rawValue:)),
        help: "the new state")
      return { session, args throws(CommandError) in
        let s = args[state]
        guard session.scene.appState != s else { return [] }
        if session.hookChain.contains(s) {
          let cycle = (session.hookChain + [s]).map { "on \($0.rawValue)" }.joined(
            separator: " -> ")
          var error = CommandError(
            "the app hooks enter each other without end: \(cycle)", column: args.column(of: state),
            hint: "'on STATE clear' forgets a state's hooks")
          error.kind = .appHookCycle
          throw error
        }
        session.scene.appState = s
        // The app delegate's callbacks for this state run the lines given with `on`.
        var lines = session.takeEventLines()
        session.hookChain.append(s)
        defer { session.hookChain.removeLast() }
        for line in session.hooks[s] ?? [] {
          lines.append("on \(s.rawValue): " + line)
          let result = session.executeNested(line)
          // A cycle fails the line that started it, so nothing changes.
          if let error = result.error, error.kind == .appHookCycle {
            throw error
          }
          lines += result.output
          // Stamped, as an event hook's: the app's line failed, the command did not.
          if let error = result.error {
            lines.append("[\(Format.time(session.scene.now))] error: \(error.text)")
          }
        }
        return lines
      }
    },
    onCommand,
    CommandSpec(
      ["appearance"], group: groupScene, traits: [.outlivesScene],
      abstract: "the interface style, light or dark (UITraitCollection.userInterfaceStyle)",
      discussion: """
        A change reaches every view's traitCollectionDidChange: (iOS 12 and later); the
        components that handle it act on it (SVPulsingAnnotationView rebuilds its layers).
        The style stays through screen and reset.
        """
    ) { p in
      let style = p.positional("STYLE", .choice(["light", "dark"]), help: "light or dark")
      return { session, args throws(CommandError) in
        session.scene.setAppearance(dark: args[style] == "dark")
        return []
      }
    },
    CommandSpec(
      ["reset"], group: groupScene, traits: [.startsScene, .notInEventHooks],
      abstract: "same screen and orientation, empty scene, t=0"
    ) { session, _ throws(CommandError) in
      startScene(&session, on: session.scene.screen)
      return []
    },
  ]
}
