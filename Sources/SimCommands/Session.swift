public import SimMotion
import SimRender
public import SimScene

/// What one line did: the lines it printed, or the error it failed with.
public struct ExecutionResult: Hashable, Sendable {
  /// Output lines, in order (events stamped with their virtual time among them).
  public var output: [String]
  /// Set when the line failed; the scene is then unchanged.
  public var error: CommandError?
  /// Set by `quit`.
  public var quit: Bool

  /// Whether the line succeeded.
  public var succeeded: Bool { error == nil }

  /// The output followed by `error: …` when it failed: what a person sees.
  public var lines: [String] {
    output + (error.map { ["error: " + $0.text] } ?? [])
  }
}

/// A live scene and the command language over it. The REPL, scripts and transcripts all
/// call ``execute(_:)``, so transcripts test exactly what a person sees.
public struct Session: Sendable {
  /// The scene the commands act on.
  public var scene: Scene
  /// The commands.
  public let registry: Registry
  /// Lines to run when the application enters a state (`on STATE LINE`), in order.
  public var hooks: [AppState: [String]] = [:]
  /// Animations defined with `anim basic`, `anim keyframes` and `anim group`, by name.
  public var definitions: [String: LayerAnimation] = [:]
  /// Reads a file a command names (`pin load`): its text, or why it cannot be read. The
  /// program sets it; a session without one reads no files.
  public var readFile: @Sendable (String) -> Result<String, FileReadError> = { _ in
    .failure(FileReadError(message: "files cannot be read here"))
  }
  /// Writes a file a command makes (`render svg`): the path and the text. A session
  /// without a writer keeps nothing but reports success, as transcripts need.
  public var writeFile: @Sendable (String, String) -> Result<Void, FileReadError> = { _, _ in
    .success(())
  }
  /// Whether output goes to a terminal (pictures then use box-drawing characters).
  public var outputIsTerminal = false
  /// The terminal's width in columns, when known.
  public var terminalColumns: Int?
  /// `watch on`: the picture's width, redrawn after every command.
  public var watchColumns: Int?

  /// A session on an iPhone screen in portrait, at t=0.
  public init() {
    scene = Scene(screen: Screen(portraitSize: Screen.iphone))
    registry = Registry(Commands.all)
  }

  /// Runs one line: a command, a comment or nothing. A line that fails changes nothing.
  public mutating func execute(_ line: String) -> ExecutionResult {
    do {
      let tokens = try Lexer.tokenize(line)
      if tokens.isEmpty { return ExecutionResult(output: [], error: nil, quit: false) }
      let (spec, used) = try registry.resolve(tokens)
      let end = tokens.last.map { $0.column + $0.text.count + ($0.quoted ? 2 : 0) } ?? 1
      let arguments = try spec.parse(tokens[used...], scene: scene, endColumn: end, line: line)
      var output = try spec.run(&self, arguments)
      output += takeEventLines()
      if let columns = watchColumns, !["render", "watch", "help", "quit"].contains(spec.path[0]) {
        output += Picture.terminal(scene, columns: columns, unicode: outputIsTerminal)
      }
      let quit = spec.path == ["quit"]
      return ExecutionResult(output: output, error: nil, quit: quit)
    } catch {
      _ = scene.drainEvents()
      return ExecutionResult(output: [], error: error, quit: false)
    }
  }

  /// The events fired since the last call, as stamped lines:
  /// `[0.2s] a: completion(animation: 1, finished: true)`.
  public mutating func takeEventLines() -> [String] {
    scene.drainEvents().map(Format.event)
  }
}

extension Session {
  /// The duration of a `tick DURATION` line (command words may be abbreviated), or nil for
  /// any other line. Lets a runner replay a tick as several smaller ones.
  public func tickDuration(of line: String) -> SimTime? {
    guard let tokens = try? Lexer.tokenize(line), let (spec, used) = try? registry.resolve(tokens),
      spec.path == ["tick"],
      let args = try? spec.parse(tokens[used...], scene: scene, endColumn: 1)
    else { return nil }
    return args.duration("DURATION")
  }
}

/// Why a file could not be read.
public struct FileReadError: Error, Hashable, Sendable {
  /// What went wrong, such as `no such file`.
  public var message: String
  /// An error with a message.
  public init(message: String) { self.message = message }
}
