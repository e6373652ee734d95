import SimScene

/// The completion block of one call, as `then LINE` waits for it: an event of a node with
/// the arguments that tell this call's from another's (`completion(animation: 3)`).
public struct CompletionEvent: Sendable {
  /// Names a line's completion from the scene before it runs and the line's arguments; nil
  /// when this line will fire none (the line then takes no `then`).
  public typealias Finder = @Sendable (Scene, ParsedArguments) -> CompletionEvent?

  /// The node that fires it.
  public var node: NodeID
  /// The event's name (`completion`, `didPresent`).
  public var event: String
  /// The arguments it must have, as they print.
  public var match: [SceneEvent.Field]
  /// Whether the hook waits from the end of the line, rather than from its start: the line
  /// may fire the same event for an earlier call (an animation it replaces under its key).
  public var afterRun: Bool

  /// The event `event` of `node` with the arguments `match`.
  public init(
    _ node: NodeID, _ event: String, match: [SceneEvent.Field] = [], afterRun: Bool = false
  ) {
    self.node = node
    self.event = event
    self.match = match
    self.afterRun = afterRun
  }
}

extension Session {
  /// Splits `then LINE` off the words of a command that declares a completion: the words
  /// before it, and the line as typed after it (up to `end`, before any `> FILE`). The
  /// split is at the first `then` whose words before it make a whole command, so an id or
  /// a value spelt `then` stays the command's own.
  static func splitThen(
    _ words: ArraySlice<Token>, spec: CommandSpec, line: String, end: Int, scene: Scene,
    event: FiredEvent?
  ) throws(CommandError) -> (words: ArraySlice<Token>, then: (line: String, column: Int)?) {
    guard spec.completion != nil else { return (words, nil) }
    let candidates = words.indices.filter { !words[$0].quoted && words[$0].text == "then" }
    guard let lastCandidate = candidates.last else { return (words, nil) }
    for at in candidates where at + 1 < words.endIndex {
      let before = words[..<at]
      let parsed = try? spec.parse(
        before, scene: scene, endColumn: words[at].column, line: line, event: event)
      guard parsed != nil else { continue }
      let start = words[at + 1].column
      let text = String(Array(line)[(start - 1)..<max(start - 1, end - 1)])
      return (before, (text, start))
    }
    // A `then` at the end of words that make no command without it lacks its line.
    if lastCandidate + 1 == words.endIndex,
      (try? spec.parse(words, scene: scene, endColumn: end, line: line, event: event)) == nil,
      (try? spec.parse(
        words[..<lastCandidate], scene: scene, endColumn: words[lastCandidate].column,
        line: line, event: event)) != nil
    {
      throw CommandError(
        "missing the line after then", column: words[lastCandidate].endColumn,
        hint: "then LINE runs LINE when the call completes")
    }
    return (words, nil)
  }

  /// Waits for `spec`'s completion to run `line` once: from `scene` as it is now, before or
  /// after the command ran, as the completion says.
  mutating func addThen(
    _ line: String, column: Int, spec: CommandSpec, arguments: ParsedArguments, before: Scene,
    afterRun: Bool
  ) throws(CommandError) {
    guard let finder = spec.completion else { return }
    guard let completion = finder(before, arguments) else {
      throw CommandError(
        "this '\(spec.name)' has no completion to wait for", column: column,
        hint: "it changes nothing that ends later")
    }
    guard completion.afterRun == afterRun else { return }
    scene.addCompletionHook(
      EventHook(
        node: completion.node, event: completion.event, line: line, once: true,
        match: completion.match, isThen: true))
  }
}
