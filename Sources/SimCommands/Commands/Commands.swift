import SimScene

/// The full command table, in the order `help` lists it.
enum Commands {
  static let all: [CommandSpec] =
    (sceneCommands + clockCommands + inspectCommands + viewCommands + animCommands
    + popoverCommands + annotationCommands + windowCommands + mapCommands + pinCommands
    + calloutCommands + renderCommands + viewPageCommands + sessionCommands + metaCommands).map {
      spec in
      var spec = spec
      if readOnly.contains(spec.path) { spec.effect = .reads }
      if spec.path == ["on"] || spec.path == ["ios"] { spec.effect = .listsWhenBare }
      return spec
    }

  static let groupScene = "Scene, device, clock"
  static let groupInspect = "Inspection and input"
  static let groupViews = "Views"
  static let groupMeta = "Help"

  /// Commands that only advance the clock: `rewind` may stop part way through them.
  static let clockPaths: Set<[String]> = [["tick"], ["tick", "to"], ["settle"]]

  /// Commands after which `watch` draws no picture.
  static let unwatched: Set<String> = [
    "render", "watch", "help", "apropos", "quit", "exit", "settings", "timer", "record", "save",
    "terminal",
  ]

  /// Commands that only look at the scene, or change only settings and files: they join
  /// no history entry, so `undo` passes them by.
  static let readOnly: Set<[String]> = [
    ["help"], ["apropos"], ["quit"], ["exit"], ["print"], ["dump"], ["time"], ["pending"],
    ["quirks"], ["annotations"], ["annotations", "at"], ["windows"], ["map", "show"],
    ["map", "point"], ["map", "coordinate"], ["popover", "path"], ["render"], ["render", "svg"],
    ["render", "film"], ["watch"], ["settings"], ["timer"], ["terminal"], ["record"], ["save"],
    ["undo"], ["rewind"], ["view", "on"], ["view", "off"],
  ]

  /// Commands a recording leaves out: `record` itself, and the live page's switches, whose
  /// address differs every time and which transcripts cannot serve.
  static let unrecorded: Set<[String]> = [["record"], ["view", "on"], ["view", "off"]]
}

extension SceneError {
  /// The error as a command error about the word at `column`.
  func commandError(column: Int?) -> CommandError {
    switch self {
    case .unknownNode(let id): CommandError("unknown id '\(id)'", column: column)
    case .duplicateID(let id): CommandError("id '\(id)' is already taken", column: column)
    case .notAllowed(let id, let reason):
      CommandError("cannot do that to '\(id)'", column: column, hint: reason)
    case .timeOverflow:
      CommandError("the virtual clock would pass its largest value", column: column)
    }
  }
}
