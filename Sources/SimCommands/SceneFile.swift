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
  }

  /// Which text it came from: `recursiveDescription` or `dump`.
  var format: String
  /// The screen the text gives (nil: keep the current one).
  var screen: Screen?
  var time = SimTime.zero
  var appState: AppState?
  var entries: [Entry] = []
  /// Nodes that were animating when dumped: rebuilt as they were shown.
  var animating = 0

  /// Reads either form; the error names the line (or the node) that is wrong.
  /// A dump saved with the events printed before it (`[0.2s] p: didPresent()` lines) is
  /// read from its JSON line.
  static func parse(_ text: String) throws(CommandError) -> SceneFile {
    for line in Script.lines(of: text) {
      let start = line.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
      if start.isEmpty || Format.isEvent(start) { continue }
      if start.first == "{" { return try parseDump(String(start)) }
      break
    }
    return try parseDescription(text)
  }

  // MARK: recursiveDescription

  /// UIKit's text: one view per line, `<Class: 0xADDR; key = value; ...>`, nested by `   | `
  /// prefixes (one `|` per level). The first UIWindow becomes the scene's window `window`;
  /// other classes become plain views with ids `Class.N`, N counting that class's views in
  /// address order. Lines that describe layers (`... (layer)`) are skipped.
  static func parseDescription(_ text: String) throws(CommandError) -> SceneFile {
    struct Line {
      var number: Int
      var depth: Int
      var className: String
      var address: UInt64
      var fields: [String: String]
    }
    var lines: [Line] = []
    let all = Script.lines(of: text)
    for (index, raw) in all.enumerated() {
      var line = Substring(raw)
      if index == 0, let first = line.firstIndex(of: "<") {
        // lldb's `(UIWindow *) $0 = ...`, an NSLog label or Cycript's back-tick before it.
        let prefix = line[..<first]
        if !prefix.allSatisfy({ $0 == " " || $0 == "|" }) { line = line[first...] }
      }
      if index == all.count - 1, line.hasSuffix("`") { line = line.dropLast() }
      if line.allSatisfy(\.isWhitespace) { continue }
      let number = index + 1
      guard let open = line.firstIndex(of: "<"),
        line[..<open].allSatisfy({ $0 == " " || $0 == "|" || $0 == "\t" })
      else {
        throw describedError(number, "expected a view as <Class: 0x...; frame = (x y; w h); ...>")
      }
      let depth = line[..<open].filter { $0 == "|" }.count
      guard let close = closing(line[open...]) else {
        throw describedError(number, "a '<' is never closed")
      }
      let body = line[line.index(after: open)..<close]
      let after = line[line.index(after: close)...]
      if after.trimmingPrefix(while: \.isWhitespace).hasPrefix("(layer)") { continue }
      guard let colon = body.firstIndex(of: ":") else {
        throw describedError(number, "expected 'Class: 0xADDRESS' after '<'")
      }
      let className = String(body[..<colon])
      let parts = split(body[body.index(after: colon)...])
      let addressText = parts.first?.trimmingPrefix(while: \.isWhitespace) ?? ""
      guard addressText.hasPrefix("0x"), let address = UInt64(addressText.dropFirst(2), radix: 16)
      else {
        throw describedError(number, "expected an address 0x... after '\(className):'")
      }
      var fields: [String: String] = [:]
      for part in parts.dropFirst() {
        let pair = part.split(separator: "=", maxSplits: 1)
        guard pair.count == 2 else { continue }
        fields[pair[0].trimmed] = pair[1].trimmed
      }
      if let previous = lines.last {
        guard depth <= previous.depth + 1 else {
          throw describedError(
            number, "nested \(depth - previous.depth) levels below the line above")
        }
        guard depth > 0 else {
          throw describedError(number, "a second view at the top: give one window's description")
        }
      } else if depth != 0 {
        throw describedError(
          number, "the first view is nested: start at the window or view at the top")
      }
      lines.append(
        Line(number: number, depth: depth, className: className, address: address, fields: fields))
    }
    guard !lines.isEmpty else { throw CommandError("no views in the file") }

    // Ids: Class.N by address within each class.
    var byClass: [String: [Int]] = [:]
    for (i, line) in lines.enumerated() {
      byClass[identifier(line.className), default: []].append(i)
    }
    var ids = [NodeID](repeating: "", count: lines.count)
    for (base, indexes) in byClass {
      for (n, i) in indexes.sorted(by: { lines[$0].address < lines[$1].address }).enumerated() {
        ids[i] = "\(base).\(n + 1)"
      }
    }
    var file = SceneFile(format: "recursiveDescription")
    let rootIsWindow =
      lines[0].className == "UIWindow" || lines[0].fields["baseClass"] == "UIWindow"
    if rootIsWindow { ids[0] = Scene.rootWindowID }
    var stack: [NodeID] = []
    for (i, line) in lines.enumerated() {
      stack.removeLast(stack.count - line.depth)
      guard let frameText = line.fields["frame"] else {
        throw describedError(line.number, "\(line.className) has no frame = (x y; w h)")
      }
      guard let frame = rect(frameText) else {
        throw describedError(
          line.number,
          "frame = \(clip(frameText)) is not (x y; w h): numbers within ±1e9, sizes of 0 or more")
      }
      var entry = Entry(id: ids[i], parent: stack.last ?? Scene.rootWindowID, frame: frame)
      if i == 0, rootIsWindow || frame.origin == .zero {
        // The window (or a view at the top from 0,0) gives the screen's size.
        file.screen = screen(frame.size)
        if rootIsWindow, file.screen == nil {
          throw describedError(
            line.number, "a window of \(frame.size.formatted) cannot be a screen")
        }
      }
      if i == 0, rootIsWindow {
        entry.kind = "window"
        entry.parent = nil
        entry.window = ("root", 0, true)
      }
      if let text = line.fields["transform"] {
        guard let transform = matrix(text) else {
          throw describedError(line.number, "transform = \(text) is not [a, b, c, d, tx, ty]")
        }
        entry.transform = transform
        entry.bounds = Rect(origin: .zero, size: untransformed(frame.size, transform))
      }
      if let text = line.fields["alpha"] {
        guard let alpha = number(Substring(text)), (0...1).contains(alpha) else {
          throw describedError(line.number, "alpha = \(text) is not a number from 0 to 1")
        }
        entry.alpha = alpha
      }
      entry.isHidden = line.fields["hidden"] == "YES"
      entry.isInteractive = line.fields["userInteractionEnabled"] != "NO"
      if let text = line.fields["autoresize"] {
        entry.autoresizing = try mask(text, line: line.number)
      }
      file.entries.append(entry)
      stack.append(entry.id)
    }
    return file
  }

  private static func describedError(_ line: Int, _ message: String) -> CommandError {
    CommandError("line \(line): \(message)")
  }

  /// Where the `>` that closes the `<` starting `text` is, or nil. Quoted text
  /// (`text = '< Back'`) is passed over.
  private static func closing(_ text: Substring) -> Substring.Index? {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      switch text[index] {
      case "'" where opensQuote(text, at: index):
        index = endOfQuote(text, at: index)
        continue
      case "<": depth += 1
      case ">":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// Splits at `;` outside brackets, parentheses, braces and quoted text.
  private static func split(_ text: Substring) -> [Substring] {
    var parts: [Substring] = []
    var depth = 0
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      switch text[index] {
      case "'" where opensQuote(text, at: index):
        index = endOfQuote(text, at: index)
        continue
      case "<", "(", "[", "{": depth += 1
      case ">", ")", "]", "}": depth = max(0, depth - 1)
      case ";" where depth == 0:
        parts.append(text[start..<index])
        start = text.index(after: index)
      default: break
      }
      index = text.index(after: index)
    }
    parts.append(text[start...])
    return parts
  }

  /// Whether the `'` at `index` starts a quoted value: it follows `=` (`text = '...'`).
  private static func opensQuote(_ text: Substring, at index: Substring.Index) -> Bool {
    text[..<index].reversed().first { $0 != " " } == "="
  }

  /// Just past the quote that ends the value opened at `index`: the first `'` followed by
  /// `;`, `>` or the end (an apostrophe inside, as in 'Hold'em', does not end it); without
  /// one, the end of the text.
  private static func endOfQuote(_ text: Substring, at index: Substring.Index) -> Substring.Index {
    var cursor = text.index(after: index)
    while let quote = text[cursor...].firstIndex(of: "'") {
      let next = text.index(after: quote)
      if next == text.endIndex || text[next] == ";" || text[next] == ">" { return next }
      cursor = next
    }
    return text.endIndex
  }

  /// A number as the command language takes them: finite, within ±1e9.
  private static func number(_ text: Substring) -> Double? {
    guard let value = Double(text), value.isFinite, abs(value) <= 1e9 else { return nil }
    return value
  }

  /// A rect from four numbers, or nil when a size is negative.
  private static func rect(_ numbers: [Double]) -> Rect? {
    guard numbers.count == 4, numbers[2] >= 0, numbers[3] >= 0 else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// `(x y; w h)` as a rect.
  private static func rect(_ text: String) -> Rect? {
    let parts = text.split { "() ;,".contains($0) }
    let numbers = parts.compactMap(number)
    guard numbers.count == parts.count else { return nil }
    return rect(numbers)
  }

  /// The screen a window or view of `size` gives, when the size is one a screen can have.
  private static func screen(_ size: Size) -> Screen? {
    guard (1...100_000).contains(size.width), (1...100_000).contains(size.height) else {
      return nil
    }
    return Screen(
      portraitSize: size, orientation: size.width > size.height ? .landscape : .portrait)
  }

  /// `[a, b, c, d, tx, ty]` as a transform.
  private static func matrix(_ text: String) -> Transform? {
    let parts = text.split { "[] ,".contains($0) }
    let values = parts.compactMap(number)
    guard parts.count == 6, values.count == 6 else { return nil }
    return Transform(
      a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
  }

  /// The bounds size whose transformed bounding box is `size` (the frame's size with the
  /// transform's scale and rotation taken out); the frame's size when that is not defined.
  private static func untransformed(_ size: Size, _ t: Transform) -> Size {
    let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
    let determinant = a * d - c * b
    guard abs(determinant) > 1e-9 else { return size }
    let width = (d * size.width - c * size.height) / determinant
    let height = (a * size.height - b * size.width) / determinant
    guard width >= 0, height >= 0 else { return size }
    return Size(width: width, height: height)
  }

  /// UIKit's `W+H`, `LM+RM+TM+BM` as a mask.
  private static func mask(_ text: String, line: Int) throws(CommandError) -> Autoresizing {
    let flags: [String: Autoresizing] = [
      "LM": .flexibleLeftMargin, "W": .flexibleWidth, "RM": .flexibleRightMargin,
      "TM": .flexibleTopMargin, "H": .flexibleHeight, "BM": .flexibleBottomMargin,
    ]
    var mask: Autoresizing = []
    for part in text.split(separator: "+") {
      guard let flag = flags[String(part)] else {
        throw describedError(line, "autoresize = \(text): '\(part)' is not LM, W, RM, TM, H or BM")
      }
      mask.formUnion(flag)
    }
    return mask
  }

  /// A class name as an id's start: a mangled Swift name (`_TtGC7SwiftUI14_UIHostingView...`)
  /// as its module and class (`SwiftUI._UIHostingView`); letters, digits, `_`, `-` and `.`
  /// kept, others `_`.
  static func identifier(_ name: String) -> String {
    var readable = name
    if name.hasPrefix("_Tt") {
      var rest = Substring(name.dropFirst(3)).drop { $0.isLetter }
      var parts: [Substring] = []
      while parts.count < 2, let digits = Int(rest.prefix { $0.isNumber }), digits > 0 {
        rest = rest.drop { $0.isNumber }
        guard rest.count >= digits else { break }
        parts.append(rest.prefix(digits))
        rest = rest.dropFirst(digits)
      }
      if parts.count == 2 { readable = parts.joined(separator: ".") }
    }
    return String(
      readable.map { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) ? $0 : "_" })
  }

  // MARK: dump

  /// The keys a view or window of a dump may have; anything else belongs to a component.
  private static let plainKeys: Set<String> = [
    "id", "kind", "parent", "frame", "alpha", "hidden", "bounds", "color", "transform",
    "autoresize", "interactive", "animating",
  ]
  private static let windowKeys: Set<String> = ["level", "windowLevel", "key"]

  /// scenesim's `dump`: the screen, the time, the application's state and every node.
  static func parseDump(_ text: String) throws(CommandError) -> SceneFile {
    let json: JSONValue
    do {
      json = try JSONValue.parse(Array(text.utf8))
    } catch {
      throw CommandError("not valid JSON, and not a recursiveDescription")
    }
    var file = SceneFile(format: "dump")
    guard case .array(let nodes)? = json["nodes"] else {
      throw CommandError("a dump has \"nodes\": [...]")
    }
    if case .object? = json["screen"] {
      guard case .array(let size)? = json["screen"]?["size"], size.count == 2,
        let width = size[0].double, let height = size[1].double,
        (1...100_000).contains(width), (1...100_000).contains(height),
        case .string(let name)? = json["screen"]?["orientation"],
        let orientation = Orientation(rawValue: name)
      else {
        throw CommandError(
          "\"screen\" needs \"size\": [W, H] from 1 to 100000 and an \"orientation\"")
      }
      file.screen = Screen(
        portraitSize: Size(width: width, height: height), orientation: orientation)
    }
    if let time = json["time"] {
      guard let seconds = time.double, seconds >= 0, seconds < 1e9 else {
        throw CommandError("\"time\" is not a number of seconds")
      }
      file.time = SimTime.seconds(seconds)
    }
    if case .string(let state)? = json["app"] {
      guard let app = AppState(rawValue: state) else {
        throw CommandError("\"app\": '\(clip(state))' is not an application state")
      }
      file.appState = app
    }
    for (index, node) in nodes.enumerated() {
      file.entries.append(try entry(node, number: index + 1, file: &file))
    }
    return file
  }

  /// One node of a dump.
  private static func entry(_ node: JSONValue, number: Int, file: inout SceneFile)
    throws(CommandError) -> Entry
  {
    guard case .object(let members) = node, case .string(let id)? = members["id"],
      case .string(let kind)? = members["kind"]
    else { throw CommandError("node \(number) has no \"id\" and \"kind\"") }
    func problem(_ message: String) -> CommandError {
      CommandError("node '\(clip(id))': \(message)")
    }
    guard Scene.isValidID(id) else { throw problem("not a valid id") }
    guard kind.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) else {
      throw problem("'\(clip(kind))' is not a kind")
    }
    let allowed = kind == "window" ? plainKeys.union(windowKeys) : plainKeys
    if let key = members.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw problem(
        "'\(clip(key))' belongs to a \(kind); scene load rebuilds plain views and windows")
    }
    guard let frame = rect(members["frame"]) else { throw problem("\"frame\" is not [x, y, w, h]") }
    var entry = Entry(id: id, kind: kind, frame: frame)
    switch members["parent"] {
    case .string(let parent)?: entry.parent = parent
    case .null?, nil: entry.parent = nil
    default: throw problem("\"parent\" is not an id or null")
    }
    if let bounds = members["bounds"] {
      guard let rect = rect(bounds) else { throw problem("\"bounds\" is not [x, y, w, h]") }
      entry.bounds = rect
    }
    if let alpha = members["alpha"] {
      guard let value = alpha.double, (0...1).contains(value) else {
        throw problem("\"alpha\" is not from 0 to 1")
      }
      entry.alpha = value
    }
    if case .bool(let hidden)? = members["hidden"] { entry.isHidden = hidden }
    if case .bool(let interactive)? = members["interactive"] { entry.isInteractive = interactive }
    if case .bool(true)? = members["animating"] { file.animating += 1 }
    if let color = members["color"] {
      guard case .string(let text) = color, let value = Color(parsing: text) else {
        throw problem("\"color\" is not a colour")
      }
      entry.color = value
    }
    if let transform = members["transform"] {
      guard case .array(let values) = transform, values.count == 6,
        case let numbers = values.compactMap(\.double), numbers.count == 6
      else { throw problem("\"transform\" is not [a, b, c, d, tx, ty]") }
      entry.transform = Transform(
        a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
    }
    if let autoresize = members["autoresize"] {
      guard case .string(let text) = autoresize else {
        throw problem("\"autoresize\" is not words")
      }
      do {
        entry.autoresizing = try Commands.autoresizing(text, column: nil)
      } catch {
        throw problem(error.message)
      }
    }
    if kind == "window" {
      guard case .string(let band)? = members["level"], let level = members["windowLevel"]?.double
      else { throw problem("a window needs \"level\" and \"windowLevel\"") }
      var key = false
      if case .bool(true)? = members["key"] { key = true }
      entry.window = (band, level, key)
    }
    return entry
  }

  private static func rect(_ value: JSONValue?) -> Rect? {
    guard case .array(let values)? = value, values.count == 4,
      case let numbers = values.compactMap(\.double), numbers.count == 4
    else { return nil }
    return rect(numbers)
  }

  // MARK: Building

  /// A new scene holding the file's views, with `base`'s quirks and iOS version; the
  /// session's other state is untouched.
  func build(from base: Scene) throws(CommandError) -> Scene {
    var scene = Scene(screen: screen ?? base.screen)
    scene.disabledQuirks = base.disabledQuirks
    scene.iosVersion = base.iosVersion
    do throws(SceneError) {
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
    } catch {
      throw error.commandError(column: nil)
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

extension JSONValue {
  /// A number's value, when it is one the command language takes (finite, within ±1e9).
  var double: Double? {
    let value: Double
    switch self {
    case .integer(let integer): value = Double(integer)
    case .number(let number): value = number
    default: return nil
    }
    return value.isFinite && abs(value) <= 1e9 ? value : nil
  }
}

extension Substring {
  fileprivate var trimmed: String {
    String(trimmingPrefix(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
