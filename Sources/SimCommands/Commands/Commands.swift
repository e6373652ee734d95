import SimScene

/// The full command table, in the order `help` lists it.
enum Commands {
  static let all: [CommandSpec] =
    sceneCommands + clockCommands + inspectCommands + viewCommands + animCommands
    + popoverCommands + annotationCommands + windowCommands + mapCommands + pinCommands
    + calloutCommands + renderCommands + viewPageCommands + sessionCommands + metaCommands

  static let groupScene = CommandGroup("Scene, device, clock", order: 100)
  static let groupInspect = CommandGroup("Inspection and input", order: 200)
  static let groupViews = CommandGroup("Views", order: 300)
  static let groupMeta = CommandGroup("Help", order: 1200)
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
