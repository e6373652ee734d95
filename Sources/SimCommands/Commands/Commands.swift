import SimScene

/// The commands of the scene itself, which every session has whatever its components.
package enum Commands {
  /// The scene's commands; `quirks` and `eras` are the components', for `quirks`, `quirk`
  /// and `ios`.
  static func scene(quirks: [Quirk], eras: [Era]) -> [CommandSpec] {
    sceneCommands + clockCommands + inspectCommands + viewCommands + animCommands
      + fidelityCommands(quirks: quirks, eras: eras) + renderCommands + viewPageCommands
      + sessionCommands + metaCommands
  }

  static let groupScene = CommandGroup("Scene, device, clock", order: 100)
  static let groupInspect = CommandGroup("Inspection and input", order: 200)
  static let groupViews = CommandGroup("Views", order: 300)
  static let groupMeta = CommandGroup("Help", order: 1200)
}

extension SceneError {
  /// The error as a command error about the word at `column`.
  package func commandError(column: Int?) -> CommandError {
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

/// Runs a scene call for a command: a ``SceneError`` becomes a command error about the
/// word at `column`, with `hint` added when given. The one place the scene's errors become
/// the command language's.
@discardableResult
package func sceneCall<Result>(
  at column: Int?, hint: @autoclosure () -> String? = nil,
  _ body: () throws(SceneError) -> Result
) throws(CommandError) -> Result {
  do throws(SceneError) {
    return try body()
  } catch {
    let failure = error.commandError(column: column)
    throw hint().map(failure.withHint) ?? failure
  }
}
