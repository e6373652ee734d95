/// One command: its words, its arguments, its help, what it does, and what the session
/// needs to know about it. The single definition feeds parsing, `help`, usage lines in
/// errors, Tab completion, the history `undo` walks, `watch` and recordings.
public struct CommandSpec: Sendable {
  /// What a command does with the session and its arguments; returns the lines to print.
  /// It must throw before it changes anything.
  public typealias Run =
    @Sendable (inout Session, ParsedArguments) throws(CommandError) -> [String]

  /// The command words, such as `["view", "add"]`.
  public var path: [String]
  /// The heading `help` lists it under.
  public var group: CommandGroup
  /// One line on what it does.
  public var abstract: String
  /// More detail for `help COMMAND`: defaults, the modelled API, examples.
  public var discussion: String
  /// Positional arguments, in order.
  public var positionals: [Parameter]
  /// `key value` options, in any order after the positionals.
  public var options: [Parameter]
  /// What the session needs to know about it beside running it.
  public var traits: Traits
  /// The action.
  public var run: Run

  /// What a command is to the session, apart from what it does: whether it can change the
  /// scene, moves only the clock, is watched and recorded. The default (no trait) is a
  /// command that changes the scene, is watched and is recorded.
  public struct Traits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: Int
    /// The traits whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// It only looks at the scene, or changes only settings and files: it joins no history
    /// entry, so `undo` and `rewind` pass it by.
    public static let readsOnly = Traits(rawValue: 1 << 0)
    /// Alone it lists (`on`, `ios`); with arguments it changes, and joins the history.
    public static let changesWithArguments = Traits(rawValue: 1 << 1)
    /// It only advances the clock (`tick`, `settle`): `rewind` may stop part way through it.
    public static let movesOnlyClock = Traits(rawValue: 1 << 2)
    /// `watch` draws no picture after it (it draws or shows one itself, or is about the
    /// session rather than the scene).
    public static let unwatched = Traits(rawValue: 1 << 3)
    /// Recordings leave it out (`record` itself; the live page's switches, whose address
    /// differs every time and which transcripts cannot serve).
    public static let unrecorded = Traits(rawValue: 1 << 4)
    /// It starts a new scene, where time starts again (`screen`, `reset`).
    public static let startsScene = Traits(rawValue: 1 << 5)
    /// It ends the session (`quit`, `exit`).
    public static let quits = Traits(rawValue: 1 << 6)
    /// The files it writes are pictures, which a transcript compares with the files of those
    /// names beside it.
    public static let drawsPictures = Traits(rawValue: 1 << 7)
    /// An event hook may not run it: it moves the clock or the history, starts a scene,
    /// changes the session rather than the scene (`tick`, `undo`, `screen`, `on`, `watch`),
    /// or reads or writes files (`render svg`, `source`), which replays would repeat.
    public static let notInEventHooks = Traits(rawValue: 1 << 8)
    /// It replaces the scene with a new one although time goes on (`scene load`); `save`
    /// starts from the last such line, as from a `screen` or `reset`.
    public static let replacesScene = Traits(rawValue: 1 << 9)
    /// What it sets outlives a new scene (`ios`, `quirk`, `appearance`, definitions of
    /// animations, `source`, which may set any of them): `save` keeps it when it leaves out
    /// the lines before the scene's start. Its declaration may narrow this to some of its
    /// lines (``Parameters/outlivesScene(when:)``: `on` of an application state).
    public static let outlivesScene = Traits(rawValue: 1 << 10)
    /// It sets the screen (`screen`): `save` keeps the last one before the scene's start.
    public static let setsScreen = Traits(rawValue: 1 << 11)
    /// It turns the screen (`rotate`): `save` keeps it when it came after that screen.
    public static let turnsScreen = Traits(rawValue: 1 << 12)
    /// It starts or stops the live page (`view on`, `view off`): the page cannot send it.
    public static let servesPage = Traits(rawValue: 1 << 13)
    /// Its last argument is a command line it keeps to run later (`on`, `after`), which the
    /// live page's lines are checked for as for themselves.
    public static let keepsLine = Traits(rawValue: 1 << 14)
  }

  /// What is wrong with its parameters' declarations (a name given twice): assembling a
  /// session with it fails.
  public var problems: [String]
  /// For a command with the trait ``Traits/outlivesScene``: which of its lines have it
  /// (nil: every one).
  public var outlivesSceneWhen: (@Sendable (ParsedArguments) -> Bool)?
  /// The event that is a line's completion, for `then LINE` (nil: it takes no `then`).
  public var completion: CompletionEvent.Finder?

  /// A command whose parameters `declare` declares, returning what the command does with
  /// the handles it was given:
  ///
  /// ```swift
  /// CommandSpec(["view", "remove"], group: views, abstract: "remove a view") { p in
  ///   let id = p.positional("ID", .node(kinds: nil), help: "the view")
  ///   return { session, args throws(CommandError) in
  ///     try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
  ///       try session.scene.removeView(args[id])
  ///     }
  ///     return []
  ///   }
  /// }
  /// ```
  public init(
    _ path: [String], group: CommandGroup, traits: Traits = [], abstract: String,
    discussion: String = "", _ declare: (inout Parameters) -> Run
  ) {
    var parameters = Parameters()
    let run = declare(&parameters)
    self.path = path
    self.group = group
    self.abstract = abstract
    self.discussion = discussion
    self.positionals = parameters.positionals
    self.options = parameters.options
    self.problems = parameters.problems
    self.outlivesSceneWhen = parameters.outlivesSceneWhen
    self.completion = parameters.completion
    self.traits = traits
    self.run = run
  }

  /// A command without parameters.
  public init(
    _ path: [String], group: CommandGroup, traits: Traits = [], abstract: String,
    discussion: String = "", run: @escaping Run
  ) {
    self.init(
      path, group: group, traits: traits, abstract: abstract, discussion: discussion
    ) { _ in run }
  }

  /// The command words joined: `view add`.
  public var name: String { path.joined(separator: " ") }

  /// The usage line: `view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A]`.
  public var usage: String {
    (path + positionals.map(\.usage) + options.map(\.usage)
      + (completion == nil ? [] : ["[then LINE]"]))
      .joined(separator: " ")
  }

  /// The command as a result names it: its words and traits.
  public var resolved: ResolvedCommand { ResolvedCommand(path: path, traits: traits) }

  /// What becomes of a line of it in `save` when a later line starts a new scene, given
  /// its arguments.
  func lifetime(_ args: ParsedArguments?) -> SceneLifetime {
    if traits.contains(.setsScreen) { return .screen }
    if traits.contains(.turnsScreen) { return .turn }
    if traits.contains(.outlivesScene) {
      guard let args, let when = outlivesSceneWhen else { return .outlives }
      return when(args) ? .outlives : .scene
    }
    return .scene
  }
}

extension CommandSpec.Traits {
  /// Whether the command can change the scene (with arguments, for those that list when
  /// alone).
  public var canChangeScene: Bool { !contains(.readsOnly) }
  /// Whether it only moves the clock.
  public var movesOnlyClock: Bool { contains(.movesOnlyClock) }
  /// Whether `watch` draws a picture after it.
  public var isWatched: Bool { !contains(.unwatched) }
  /// Whether recordings keep it.
  public var isRecorded: Bool { !contains(.unrecorded) }
}

/// A heading of `help`: its title, and where it stands among the others.
public struct CommandGroup: Hashable, Sendable {
  /// The heading, such as `Views`.
  public var title: String
  /// Where it stands in `help` and `apropos`: lower first; groups of equal order keep the
  /// order their commands were registered in. The scene's own groups take 100 to 400
  /// (scene, input, views, animation) and 1000 on (pictures, session, help); libraries take
  /// the numbers between, where Fidelity (quirks, ios) stands at 550.
  public var order: Int

  /// A heading.
  public init(_ title: String, order: Int) {
    self.title = title
    self.order = order
  }
}

/// What becomes of a line in `save` when a later line starts a new scene.
enum SceneLifetime: Sendable {
  /// It belongs to its scene and goes with it.
  case scene
  /// What it set outlives the scene: it is kept.
  case outlives
  /// It set the screen: the last such line before the start is kept.
  case screen
  /// It turned the screen: kept when after the screen kept.
  case turn
}

/// The command a line ran, as its result names it.
public struct ResolvedCommand: Hashable, Sendable {
  /// Its command words.
  public var path: [String]
  /// What it is to the session.
  public var traits: CommandSpec.Traits
}
