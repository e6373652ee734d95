import SimCommands
import SimScene

extension Component {
  /// CFANavigationWindow 27671aa: a stack of windows at levels.
  public static let windows = Component(
    name: "windows", commands: Navigation.windowCommands, quirks: Navigation.quirks,
    eras: [Eras.cfaEra],
    settings: [
      Setting("ignore-non-managed", order: 10) { scene in
        scene.currentNavigation.map { $0.ignoresNonManagedWindows ? "on" : "off" }
          ?? "off (no navigation window)"
      }
    ],
    // A presented controller (any view can be one) hears viewWillDisappear: as it goes.
    events: [
      .window: ["completion", "animateWindowTransition"], .view: ["viewWillDisappear"],
    ])
}
