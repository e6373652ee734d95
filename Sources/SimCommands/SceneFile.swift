import SimGeometry
import SimMotion
import SimScene

/// A scene read from text: UIKit's `recursiveDescription` (as lldb's
/// `po [[UIWindow keyWindow] recursiveDescription]` prints it) or scenesim's own `dump`.
struct SceneFile {
  /// One view or window to rebuild.
  struct Entry {
    var id: NodeID
    var kind = "view"
    var parent: NodeID?
    var frame: Rect
    var bounds: Rect?
    var alpha = 1.0
    var isHidden = false
    var color: Color?
    var transform = Transform.identity
    var autoresizing: Autoresizing = []
    var isInteractive = true
    /// A window's level name, level and whether it is key.
    var window: (band: String, level: Double, key: Bool)?
    /// The UIKit class a recursiveDescription names (nil in a dump).
    var className: String?
    /// What the file says of it beyond the view's common values, for its kind to take
    /// back (a label's text, a button's title).
    var restored = RestoredFields(fields: [:])
  }

  /// Which text it came from: `recursiveDescription` or `dump`.
  var format: String
  /// The screen the text gives (nil: keep the current one).
  var screen: Screen?
  var time = SimTime.zero
  var appState: AppState?
  var entries: [Entry] = []
  /// A dump's event hooks (`"hooks"`), set up once the nodes are there.
  var hooks: [EventHook] = []
  /// Nodes that were animating when dumped: rebuilt as they were shown.
  var animating = 0
  /// The elision lines (`...`) of a recursiveDescription that were passed over.
  var elisions: [Int] = []
  /// Whether the views stood several to a line (a recursiveDescription whose line breaks
  /// were lost).
  var flattened = false
  /// The last line, cut off before its view closed, left out.
  var cutOff: Int?
  /// Why the screen is not the size of the root view, when it is not.
  var screenNote: String?

  /// Reads either form; the error names the line (or the node) that is wrong.
  /// A dump saved with the events printed before it (`[0.2s] p: didPresent()` lines) is
  /// read from its JSON line.
  static func parse(_ text: String, rules: SceneRules = .none) throws(CommandError) -> SceneFile {
    let lines = Script.lines(of: text)
    for (k, line) in lines.enumerated() {
      let start = line.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
      if start.isEmpty || Format.isEvent(start) { continue }
      guard start.first == "{" else { break }
      if let json = try? JSONValue.parse(Array(start.utf8)) {
        return try parseDump(json, rules: rules)
      }
      // A dump spread over lines, as a JSON formatter writes it: the text from here on.
      let rest = ([String(start)] + lines[(k + 1)...]).joined(separator: "\n")
      if let json = try? JSONValue.parse(Array(rest.utf8)) {
        return try parseDump(json, rules: rules)
      }
      throw CommandError("not valid JSON, and not a recursiveDescription")
    }
    var file = try parseDescription(text)
    // A class a component declared (UILabel, UIButton) comes back as its kind.
    for k in file.entries.indices {
      if let name = file.entries[k].className, let kind = rules.kind(forClass: name) {
        file.entries[k].kind = kind.name
      }
    }
    return file
  }

  /// A rect from four numbers, or nil when a size is negative.
  static func rect(_ numbers: [Double]) -> Rect? {
    guard numbers.count == 4, numbers[2] >= 0, numbers[3] >= 0 else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// The screen a window or view of `size` gives, when the size is one a screen can have.
  static func screen(_ size: Size) -> Screen? {
    guard (1...100_000).contains(size.width), (1...100_000).contains(size.height) else {
      return nil
    }
    return Screen(
      portraitSize: size, orientation: size.width > size.height ? .landscape : .portrait)
  }

  /// The device a root view smaller than any device's screen (a header view alone) is
  /// put on: the iPhone's 320x480, upright or turned to hold it; nil for a view of that
  /// size or larger on either side (a screen of its own size, as before).
  static func device(holding size: Size) -> (name: String, screen: Screen)? {
    for orientation in [Orientation.portrait, .landscape] {
      let screen = Screen(portraitSize: Screen.iphone, orientation: orientation)
      if size == screen.size { return nil }
      if size.width <= screen.size.width, size.height <= screen.size.height {
        return ("the iPhone", screen)
      }
    }
    return nil
  }

  // MARK: Building

  /// A new scene holding the file's views, with `base`'s quirks and iOS version; the
  /// session's other state is untouched.
  func build(from base: Scene) throws(CommandError) -> Scene {
    var scene = Scene(screen: screen ?? base.screen, rules: base.rules)
    scene.disabledQuirks = base.disabledQuirks
    scene.iosVersion = base.iosVersion
    try sceneCall(at: nil) { () throws(SceneError) in
      try scene.advance(to: time)
      if let appState { scene.appState = appState }
      let ids = Set(entries.map(\.id))
      // The empty scene's window and root view stay only when the file has them.
      if !ids.contains(Scene.rootViewID) { scene.deleteSubtree(Scene.rootViewID) }
      let parents = Set(entries.compactMap(\.parent))
      if !ids.contains(Scene.rootWindowID), !parents.contains(Scene.rootWindowID) {
        try scene.removeWindow(Scene.rootWindowID)
      }
      for entry in entries {
        try add(entry, to: &scene)
      }
      for entry in entries {
        guard let kind = scene.node(entry.id)?.kind, let restore = scene.rules[kind]?.restore
        else { continue }
        restore(&scene, entry.id, entry.restored)
      }
      for hook in hooks { try scene.addEventHook(hook) }
    }
    return scene
  }

  private func add(_ entry: Entry, to scene: inout Scene) throws(SceneError) {
    let existing = scene.node(entry.id)
    if let window = entry.window {
      if existing == nil {
        try scene.addWindow(
          entry.id, band: window.band, windowLevel: window.level, frame: entry.frame)
      }
      if window.key { try scene.restoreKeyWindow(entry.id) }
    } else if existing == nil {
      guard let parent = entry.parent else {
        throw .notAllowed(entry.id, reason: "a view needs a parent")
      }
      try scene.addView(entry.id, kind: NodeKind(entry.kind), frame: entry.frame, in: parent)
    } else if existing?.parent != entry.parent {
      throw .notAllowed(
        entry.id, reason: "it is in \(existing?.parent ?? "no parent") in a new scene")
    }
    var changes = LayerChanges()
    let bounds = entry.bounds ?? Rect(origin: .zero, size: entry.frame.size)
    changes.bounds = bounds
    // UIView.frame is the transformed bounds about the centre, moved by tx, ty.
    changes.center = Point(
      x: entry.frame.midX - entry.transform.tx, y: entry.frame.midY - entry.transform.ty)
    changes.alpha = entry.alpha
    changes.isHidden = entry.isHidden
    changes.color = entry.color
    changes.transform = entry.transform
    try scene.setLayer(entry.id, changes)
    try scene.setAutoresizing(entry.id, entry.autoresizing)
    try scene.setUserInteraction(entry.id, entry.isInteractive)
  }
}
