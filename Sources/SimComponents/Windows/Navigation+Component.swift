import SimCommands
import SimScene

extension Component {
  /// CFANavigationWindow 27671aa: a stack of windows at levels.
  public static let windows: Component = {
    var windows = Component(
      name: "windows", commands: Navigation.windowCommands,
      kindExtensions: [
        KindExtension(
          .window, describe: { scene, id in scene.navigationFields(id) },
          events: ["completion", "animateWindowTransition"]),
        // A presented controller (any view can be one) hears viewWillDisappear: as it goes.
        KindExtension(.view, events: ["viewWillDisappear"]),
      ],
      observers: [.rotationGate { scene, orientation in scene.canaryRefusal(orientation) }],
      storage: [
        StorageDeclaration(Navigation.storage) { scene, removed in scene.forgetControllers(removed)
        }
      ],
      quirks: Navigation.quirks, eras: [Navigation.era],
      settings: [
        Setting("ignore-non-managed", order: 10) { scene in
          scene.currentNavigation.map { $0.ignoresNonManagedWindows ? "on" : "off" }
            ?? "off (no navigation window)"
        }
      ])
    // `on windows animateWindowTransition LINE`: a CFAWindowAnimator given to every call,
    // whichever navigation window makes it (a root replacement's is new).
    windows.hookGroups = [
      HookGroup("windows", events: ["animateWindowTransition", "completion"]) { scene, id in
        scene.navigation.navigations[id] != nil
      }
    ]
    return windows
  }()
}

extension Navigation {
  /// CFANavigationWindow's era, as `ios` lists it: deployment target iOS 9.0; its demo
  /// WindowAnimator counts on iOS 8's additive animations.
  public static let era = Era(
    what: "windows (CFANavigationWindow)", shortName: "CFANavigationWindow", version: 9,
    order: 30)
}
