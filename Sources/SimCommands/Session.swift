public import SimMotion
import SimRender
public import SimScene

/// What one line did: the command it ran, the lines it printed, or the error it failed with.
///
/// ```swift
/// var session = Session()
/// let result = session.execute("view add box frame 10,20,100,50")
/// if result.succeeded {
///   for line in result.output { print(line) }
/// } else if let error = result.error {
///   print("error: " + error.text)
/// }
/// ```
public struct ExecutionResult: Hashable, Sendable {
  /// Output lines, in order (events stamped with their virtual time among them).
  public var output: [String]
  /// Set when the line failed; the scene is then unchanged.
  public var error: CommandError?
  /// Set by `quit` and `exit`.
  public var quit: Bool
  /// The command the line ran, even when it failed once its words were known; nil for a
  /// blank line, a comment, or words that name no command.
  public var command: ResolvedCommand?
  /// Whether the line changed the scene: it then joins the history that `undo`, `rewind`
  /// and `save` walk. False for a failed line, except a sourced file that stopped at a
  /// failing line after others were done; false below the top (a line that `source`
  /// or a hook runs joins the entry of the line that ran it) and for a line the history
  /// replays.
  public var changedScene = false

  /// Whether the line succeeded.
  public var succeeded: Bool { error == nil }

  /// Whether the line was stopped by the session's monitor (Ctrl-C in the REPL).
  public var interrupted: Bool { error?.isInterruption ?? false }

  /// The output followed by `error: …` when it failed: what a person sees.
  public var lines: [String] {
    guard let error else { return output }
    return output + ["error: " + error.text]
  }
}

/// What `undo` and `rewind` bring back: the scene and the session's own definitions.
public struct SessionState: Sendable {
  /// The scene.
  public var scene: Scene
  /// Lines to run when the application enters a state (`on STATE LINE`), in order.
  public var hooks: [AppState: [String]]
  /// Animations defined with `anim basic`, `anim keyframes` and `anim group`, by name.
  public var definitions: [String: LayerAnimation]
}

/// A live scene and the command language over it. The REPL, scripts and transcripts all
/// call ``execute(_:)``, so transcripts test exactly what a person sees.
///
/// ```swift
/// import SceneSim
///
/// var session = Session()
/// _ = session.execute("view add box frame 10,20,100,50")
/// _ = session.execute("view animate box duration 1 frame 0,0,200,100")
/// _ = session.execute("tick 1")
/// let box = session.scene.frameStates().first { $0.id == "box" }
/// // box?.frame == Rect(x: 0, y: 0, width: 200, height: 100)
/// ```
public struct Session: Sendable {
  /// The scene the commands act on.
  public var scene: Scene
  /// The components it simulates, with every command and drawing.
  public let components: Components
  /// Lines to run when the application enters a state (`on STATE LINE`), in order.
  public var hooks: [AppState: [String]] = [:]
  /// Animations defined with `anim basic`, `anim keyframes` and `anim group`, by name.
  public var definitions: [String: LayerAnimation] = [:]
  /// Reads a file a command names (`source`, `scene load`): its text, or why it cannot be
  /// read. Paths reach it already resolved against ``directory``. The program sets it; a
  /// session without one reads no files.
  public var readFile: @Sendable (String) -> Result<String, FileReadError> = { _ in
    .failure(FileReadError(message: "files cannot be read here"))
  }
  /// Writes a file a command makes (`render svg`, `save`): the path (resolved against
  /// ``directory``) and the text. A session without a writer keeps nothing but reports
  /// success, as transcripts need.
  public var writeFile: @Sendable (String, String) -> Result<Void, FileReadError> = { _, _ in
    .success(())
  }
  /// Where `COMMAND > FILE` sends output (path, text, whether it adds to the end), when
  /// not to ``writeFile`` and ``appendFile``: a transcript keeps it apart from pictures.
  public var writeRedirected: (@Sendable (String, String, Bool) -> Result<Void, FileReadError>)?
  /// Adds text to the end of a file (a recording as it grows), as ``writeFile`` writes.
  public var appendFile: @Sendable (String, String) -> Result<Void, FileReadError> = { _, _ in
    .success(())
  }
  /// Starts and stops the live page (`view on`, `view off`); nil where there is none.
  public var liveView: LiveViewControl?
  /// The folder relative file paths are taken from (the working directory when nil). A
  /// transcript's folder while it replays, a script's folder while `source` runs it.
  public var directory: String?
  /// Whether output goes to a terminal (pictures then use box-drawing characters).
  public var outputIsTerminal = false
  /// The terminal's width in columns, when known.
  public var terminalColumns: Int?
  /// The terminal's height in rows, when known: pictures fit in it.
  public var terminalRows: Int?
  /// Session-wide switches (`settings`).
  public var settings = SessionSettings()
  /// `watch on`: the picture's width, redrawn after every command.
  public var watchColumns: Int?
  /// Asked by long work whether to stop (Ctrl-C), and told how far it got.
  public var monitor: WorkMonitor = .none
  /// Every `tick D` runs as this many uneven smaller ticks adding up to D (a check that
  /// splitting time changes nothing); 1 runs it whole.
  public var tickPieces = 1
  /// The most node pictures (frames x nodes) one `render film` draws, which keeps one
  /// command's output within reason; the fuzz target lowers it to keep an input's time.
  public var filmLimit: Int64 = 400_000
  /// What `undo`, `rewind`, `save` and films of the past are made from.
  var history = History()
  /// The transcript being written by `record`, if any.
  public var recording: Recording?
  /// While `source` runs: the folder of the running script as the user named it (relative
  /// to the first script's), for error locations that do not depend on where scenesim runs.
  var sourceFolder: String?
  /// How deep in nested lines (`source`, `on` hooks) the running line is; 0 at the top.
  var depth = 0
  /// The application states whose `on` hooks are running, outermost first.
  var hookChain: [AppState] = []
  /// Files read by the running top-level line, by resolved path, kept so that the line
  /// can be replayed later without the disk.
  var filesRead: [String: String] = [:]
  /// Set while a line from history is replayed: files come from `filesRead`, nothing is
  /// written, nothing is recorded.
  var replaying = false
  /// Set by a command that found it had nothing to do (a tap no view handled): the line is
  /// then not a step of the history, as the scene, its clock and its work are as before.
  var changedNothing = false
  /// The event whose hook or `then` line is running, whose arguments `{event.NAME}` reads.
  var firingEvent: FiredEvent?

  /// A session of `components` on an iPhone screen in portrait, at t=0.
  public init(components: Components) {
    scene = Scene(screen: Screen(portraitSize: Screen.iphone), rules: components.rules)
    self.components = components
  }

  /// The commands, the scene's own and the components'.
  public var registry: Registry { components.registry }

  /// How every kind is drawn.
  public var drawings: Drawings { components.drawings }

  /// The scene and the definitions, as `undo` and `rewind` restore them.
  public var state: SessionState {
    get { SessionState(scene: scene, hooks: hooks, definitions: definitions) }
    set {
      scene = newValue.scene
      hooks = newValue.hooks
      definitions = newValue.definitions
    }
  }

  /// Runs one line: a command, a comment or nothing. A line that fails, or is interrupted
  /// through the monitor, changes nothing.
  ///
  /// ```swift
  /// var session = Session()
  /// _ = session.execute("view add a frame 20,40,100,50")
  /// let result = session.execute("view animate a duration 1 alpha 0")
  /// for line in result.lines { print(line) }  // the output, then `error: …` if it failed
  /// ```
  public mutating func execute(_ line: String) -> ExecutionResult {
    guard line.utf8.count <= Session.maxLineBytes else {
      return ExecutionResult(
        output: [],
        error: CommandError("line longer than \(Session.maxLineBytes) bytes (1 MiB)"), quit: false)
    }
    let top = depth == 0
    let before = state
    // A failing line also leaves what nested lines (a hook's, a sourced script's) switched.
    let switches = (settings, watchColumns, recording)
    let terminal = self.terminal
    if top, !replaying { filesRead = [:] }
    if top { changedNothing = false }
    scene.monitor = monitor
    var command: ResolvedCommand?
    var ran: CommandSpec?
    var parsed: ParsedArguments?
    do throws(CommandError) {
      let tokens = try Lexer.tokenize(line)
      if tokens.isEmpty { return ExecutionResult(output: [], error: nil, quit: false) }
      let (spec, used) = try registry.resolve(tokens)
      command = spec.resolved
      ran = spec
      // `> FILE` at the end, unless the rest of the line is the command's own (an `on`
      // hook's line keeps its redirection).
      var words = tokens[used...]
      var redirection: Redirection?
      if !spec.positionals.contains(where: { if case .rest = $0.kind { true } else { false } }),
        let split = try Redirection.split(words)
      {
        (words, redirection) = (split.tokens, split.redirection)
      }
      func end(of words: ArraySlice<Token>) -> Int {
        let last = words.last ?? tokens[used - 1]
        return last.column + last.text.count + (last.quoted ? 2 : 0)
      }
      let then: (line: String, column: Int)?
      (words, then) = try Session.splitThen(
        words, spec: spec, line: line, end: words.last?.endColumn ?? end(of: words), scene: scene,
        event: firingEvent)
      let arguments = try spec.parse(
        words, scene: scene, endColumn: end(of: words), line: line, event: firingEvent)
      parsed = arguments
      if scene.hookDepth > 0, spec.traits.contains(.notInEventHooks) {
        throw CommandError(
          "'\(spec.name)' cannot run in an event hook: a hook runs while the clock stands at "
            + "its event, and may not move the clock or the history, start a scene, change the "
            + "session or read or write files")
      }
      // Every line outside an event hook (a sourced script's, an app hook's too) gets a
      // runner made from the session as it is then; a line may have replaced the scene.
      let inHook = scene.hookDepth > 0
      if !inHook { installHookRunner(resetCount: top) }
      defer { if top { scene.hookRunner = nil } }
      if let then {
        try addThen(
          then.line, column: then.column, spec: spec, arguments: arguments, before: before.scene,
          afterRun: false)
      }
      var output = try spec.run(&self, arguments)
      if let then {
        try addThen(
          then.line, column: then.column, spec: spec, arguments: arguments, before: before.scene,
          afterRun: true)
      }
      // A hook's line runs inside the action that fired its event: the transaction commits
      // when that action's command ends.
      if !inHook { scene.commit() }
      output += takeEventLines()
      if monitor.shouldStop() { throw CommandError.interrupted }
      if let redirection {
        try write(output, to: redirection)
        output = []
      }
      let changes =
        spec.traits.canChangeScene
        && (!spec.traits.contains(.changesWithArguments) || !words.isEmpty)
      let remembered = top && !replaying && changes && !changedNothing
      if remembered {
        remember(line, before: before, output: output, spec: spec, arguments: arguments)
      }
      if let columns = watchColumns, top, spec.traits.isWatched {
        output += picture(columns: columns)
      }
      let result = ExecutionResult(
        output: output, error: nil, quit: spec.traits.contains(.quits), command: command,
        changedScene: remembered)
      if top, !replaying, spec.traits.isRecorded {
        record(line, result, terminal: terminal)
      }
      return result
    } catch {
      if let done = error.doneBefore, !error.isInterruption, let spec = ran {
        return stoppedPartWay(
          line, error, done: done, before: before, spec: spec, arguments: parsed, top: top)
      }
      state = before
      if top {
        (settings, watchColumns, recording) = switches
        self.terminal = terminal
      }
      let result = ExecutionResult(output: [], error: error, quit: false, command: command)
      if top, !replaying, !result.interrupted, recording != nil,
        command?.traits.isRecorded ?? true
      {
        record(line, result, terminal: terminal)
      }
      return result
    }
  }

  /// A command of many lines stopped at one of them: what the lines before did stays, as
  /// one step of the history, and the result carries their output and the error.
  private mutating func stoppedPartWay(
    _ line: String, _ error: CommandError, done: [String], before: SessionState,
    spec: CommandSpec, arguments: ParsedArguments?, top: Bool
  ) -> ExecutionResult {
    scene.commit()
    let output = done + takeEventLines()
    let remembered = top && !replaying
    if remembered {
      remember(line, before: before, output: output, spec: spec, arguments: arguments)
    }
    var shown = error
    shown.doneBefore = nil
    let result = ExecutionResult(
      output: output, error: shown, quit: false, command: spec.resolved,
      changedScene: remembered)
    if top, !replaying, spec.traits.isRecorded { record(line, result, terminal: terminal) }
    return result
  }

  /// The longest line a session runs, in bytes of UTF-8: 1 MiB.
  public static let maxLineBytes = 1 << 20

  /// Runs a line below the top (a `source` script's, an `on` hook's): it joins the history
  /// entry of the line that runs it.
  mutating func executeNested(_ line: String) -> ExecutionResult {
    depth += 1
    // What a nested line found (a tap nothing handled) says nothing of the line running it.
    let nothing = changedNothing
    defer {
      depth -= 1
      changedNothing = nothing
    }
    return execute(line)
  }

  /// The terminal picture as `render` draws it with the session's settings.
  func picture(columns: Int, rows asked: Int? = nil, ascii: Bool? = nil) -> [String] {
    let rows = asked ?? settings.rows ?? terminalRows.map { max(8, $0 - 3) }
    let unicode = !(ascii ?? settings.ascii ?? !outputIsTerminal)
    return drawings.terminal(scene, columns: columns, rows: rows, unicode: unicode)
  }

  /// The picture width: the setting, else the terminal's, else 80.
  var pictureColumns: Int { settings.columns ?? terminalColumns ?? 80 }

  /// A rough count of what a copy of the state taken as `before` holds apart from the state
  /// now: the nodes written since (nodes are shared between copies until written), what
  /// the components keep (`WeighedStorage`) and animations. The history keeps copies
  /// within a budget of this count.
  public func weight(since before: SessionState) -> Int {
    let written = scene.nodeWrites &- before.scene.nodeWrites
    let nodes = written >= 0 && before.scene.nodeWrites > 0 ? written : scene.nodeCount
    return min(nodes, scene.nodeCount) + scene.storageWeight + scene.animationCount + 1
  }
}

extension Session {
  /// `count` uneven parts (some may be zero) adding up to `total` microseconds: the k-th
  /// cut falls k²/count² of the way.
  public static func pieces(of total: Int64, count: Int) -> [Int64] {
    let n = Int64(max(1, count))
    let square = n * n
    var parts: [Int64] = []
    var previous: Int64 = 0
    for k in 1...n {
      let cut = total / square * k * k + total % square * k * k / square
      parts.append(cut - previous)
      previous = cut
    }
    return parts
  }
}

/// Why a file could not be read.
public struct FileReadError: Error, Hashable, Sendable {
  /// What went wrong, such as `no such file`.
  public var message: String
  /// An error with a message.
  public init(message: String) { self.message = message }
}
