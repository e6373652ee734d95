import SimGeometry
import SimMotion
import SimScene

/// Reading scenesim's own `dump`.
extension SceneFile {

  /// The keys a view or window of a dump may have; anything else belongs to a component.
  private static let plainKeys: Set<String> = [
    "id", "kind", "parent", "frame", "alpha", "hidden", "bounds", "color", "transform",
    "autoresize", "interactive", "animating",
  ]
  private static let windowKeys: Set<String> = ["level", "windowLevel", "key"]

  /// scenesim's `dump`: the screen, the time, the application's state and every node.
  static func parseDump(_ json: JSONValue, rules: SceneRules = .none) throws(CommandError)
    -> SceneFile
  {
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
      switch json["screen"]?["windowsStayPortrait"] {
      case nil, .bool(false)?: break
      case .bool(true)? where orientation != .portrait: file.screen?.windowsStayPortrait = true
      default:
        throw CommandError("\"windowsStayPortrait\" is true away from portrait only, or absent")
      }
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
    var ids = Set<NodeID>()
    for (index, node) in nodes.enumerated() {
      let entry = try entry(node, number: index + 1, file: &file, rules: rules)
      guard ids.insert(entry.id).inserted else {
        throw CommandError("node '\(clip(entry.id))': a second node with that id")
      }
      file.entries.append(entry)
    }
    if let hooks = json["hooks"] {
      guard case .array(let list) = hooks else {
        throw CommandError("\"hooks\" is a list of {\"node\", \"event\", \"line\"}")
      }
      for (index, hook) in list.enumerated() {
        guard case .string(let node)? = hook["node"], case .string(let event)? = hook["event"],
          case .string(let line)? = hook["line"], !line.isEmpty
        else {
          throw CommandError(
            "hook \(index + 1) needs \"node\", \"event\" and \"line\" as strings")
        }
        var once = false
        if let value = hook["once"] {
          guard case .bool(let b) = value else {
            throw CommandError("hook \(index + 1): \"once\" is true or false")
          }
          once = b
        }
        // A call's then line, and the arguments of the completion it waits for.
        var match: [SceneEvent.Field] = []
        if case .object(let fields)? = hook["match"] {
          for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            guard case .string(let text) = value else {
              throw CommandError("hook \(index + 1): \"match\" holds strings")
            }
            match.append(SceneEvent.Field(name, text))
          }
        }
        let isThen: Bool
        if case .bool(let b)? = hook["then"] { isThen = b } else { isThen = false }
        file.hooks.append(
          EventHook(
            node: node, event: event, line: line, once: once || isThen, match: match,
            isThen: isThen))
      }
    }
    return file
  }

  /// One node of a dump.
  private static func entry(
    _ node: JSONValue, number: Int, file: inout SceneFile, rules: SceneRules
  ) throws(CommandError) -> Entry {
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
    // A kind that takes back what a file says of it (a label's text) takes its keys.
    let restorable = rules[NodeKind(kind)]?.restore != nil
    let allowed = kind == "window" ? plainKeys.union(windowKeys) : plainKeys
    if !restorable, let key = members.keys.sorted().first(where: { !allowed.contains($0) }) {
      let owner = kind == "window" ? "component's window" : kind
      throw problem(
        "'\(clip(key))' belongs to a \(owner); scene load rebuilds plain views and windows")
    }
    guard kind == NodeKind.view.name || kind == NodeKind.window.name || restorable else {
      throw problem(
        "a \(clip(kind)) is a component's node; scene load rebuilds plain views and windows")
    }
    guard let frame = rect(members["frame"]) else { throw problem("\"frame\" is not [x, y, w, h]") }
    var entry = Entry(id: id, kind: kind, frame: frame)
    if restorable {
      for (key, value) in members where !allowed.contains(key) {
        switch value {
        case .string(let text): entry.restored.fields[key] = text
        case .bool(let b): entry.restored.fields[key] = b ? "true" : "false"
        default: if let v = value.double { entry.restored.fields[key] = Expressions.text(v) }
        }
      }
    }
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
    for key in ["hidden", "interactive", "animating", "key"] {
      guard let value = members[key] else { continue }
      guard case .bool = value else { throw problem("\"\(key)\" is not true or false") }
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
