/// A required argument of a command, as its declaration hands it back: the command reads
/// its value with `args[handle]`, a `Value`. The only way to have one is to declare the
/// parameter, so a command cannot read a parameter it did not declare nor misspell one.
public struct Arg<Value>: Sendable {
  /// Where its value is among the command's arguments.
  public let index: Int
  /// How a parsed value reads as a `Value`.
  let read: @Sendable (ArgValue) -> Value?
}

/// An argument that may be left out: `args[handle]` is a `Value?`.
public struct OptionalArg<Value>: Sendable {
  /// Where its value is among the command's arguments.
  public let index: Int
  /// How a parsed value reads as a `Value`.
  let read: @Sendable (ArgValue) -> Value?
}

/// A flag (`--all`): `args[flag]` says whether it was given.
public struct FlagArg: Sendable {
  /// Where it is among the command's arguments.
  public let index: Int
}

/// The parameters of one command as it declares them, in order; each declaration hands
/// back the handle the command reads its value with. What is wrong with the declarations
/// (a name given twice, the rest of the line before another positional) is kept in
/// ``problems``, and assembling a session with such a command fails.
public struct Parameters {
  /// The positional parameters, in order.
  public private(set) var positionals: [Parameter] = []
  /// The `key value` options and flags, in order.
  public private(set) var options: [Parameter] = []
  /// What is wrong with the declarations, as sentences.
  public private(set) var problems: [String] = []
  /// Which lines of a command that outlives a new scene do (nil: all).
  public private(set) var outlivesSceneWhen: (@Sendable (ParsedArguments) -> Bool)?
  /// The event that is a line's completion, for `then LINE` (nil: it takes no `then`).
  public private(set) var completion: CompletionEvent.Finder?

  /// No parameters yet.
  public init() {}

  /// How many parameters are declared: the next one's index.
  private var count: Int { positionals.count + options.count }

  /// Whether a positional takes the rest of the line: none may follow it.
  private var takesRest = false
  /// A bit for each length and first byte of the names declared: a name whose bit is
  /// clear is new, without a search.
  private var seen: UInt64 = 0

  private mutating func add(_ parameter: consuming Parameter, positional: Bool) {
    parameter.index = count
    let name = parameter.name
    let length = name.utf8.count
    let bit = UInt64(1) << UInt64((length &* 7 &+ Int(name.utf8.first ?? 0)) & 63)
    func same(_ other: Parameter) -> Bool { other.name.utf8.count == length && other.name == name }
    if seen & bit != 0, positionals.contains(where: same) || options.contains(where: same) {
      problems.append("'\(name)' is declared twice")
    }
    seen |= bit
    if positional, takesRest { problems.append("'\(name)' comes after the rest of the line") }
    if positional, case .rest = parameter.kind { takesRest = true }
    if positional { positionals.append(parameter) } else { options.append(parameter) }
  }

  /// For a command with the trait `outlivesScene`: only the lines whose arguments
  /// `predicate` accepts outlive a new scene (`on` of an application state, not of a node).
  public mutating func outlivesScene(when predicate: @escaping @Sendable (ParsedArguments) -> Bool)
  {
    outlivesSceneWhen = predicate
  }

  /// Declares the event that is the command's completion block, which `then LINE` at the
  /// end of a line waits for: `finder` names it from the scene just before the line runs
  /// (``CompletionEvent/afterRun`` for an event the line itself may fire for an earlier call).
  public mutating func completion(_ finder: @escaping CompletionEvent.Finder) {
    completion = finder
  }

  /// A positional argument that must be given.
  public mutating func positional<Value>(
    _ placeholder: String, _ type: ArgType<Value>, help: String
  ) -> Arg<Value> {
    let index = count
    add(.positional(placeholder, type.kind, help: help), positional: true)
    return Arg(index: index, read: type.read)
  }

  /// A positional argument that may be left out (it gives way to an option key).
  public mutating func optionalPositional<Value>(
    _ placeholder: String, _ type: ArgType<Value>, help: String
  ) -> OptionalArg<Value> {
    let index = count
    add(.positional(placeholder, type.kind, optional: true, help: help), positional: true)
    return OptionalArg(index: index, read: type.read)
  }

  /// A `key value` option that may be left out.
  public mutating func option<Value>(
    _ key: String, _ placeholder: String, _ type: ArgType<Value>, help: String
  ) -> OptionalArg<Value> {
    let index = count
    add(.option(key, placeholder, type.kind, help: help), positional: false)
    return OptionalArg(index: index, read: type.read)
  }

  /// Marks an option whose value changes a file rather than the scene (the history file's
  /// size): the live page may not give it, as it may give no file's path.
  public mutating func reachesFiles(_ option: some ArgHandle) {
    if let at = options.firstIndex(where: { $0.index == option.index }) {
      options[at].reachesFiles = true
    }
  }

  /// A `key value` option that must be given.
  public mutating func requiredOption<Value>(
    _ key: String, _ placeholder: String, _ type: ArgType<Value>, help: String
  ) -> Arg<Value> {
    let index = count
    add(.option(key, placeholder, type.kind, required: true, help: help), positional: false)
    return Arg(index: index, read: type.read)
  }

  /// A flag such as `--keep-going`: its key alone sets it, anywhere after the command words.
  public mutating func flag(_ key: String, help: String) -> FlagArg {
    let index = count
    add(.flag(key, help: help), positional: false)
    return FlagArg(index: index)
  }

  /// A `key value...` option taking one or more words, up to the next option key; usage
  /// marks it with `...` unless `ellipsis` is off (it takes a fixed count).
  public mutating func variadic(
    _ key: String, _ placeholder: String, ellipsis: Bool = true, help: String
  ) -> OptionalArg<[Word]> {
    let index = count
    add(.variadic(key, placeholder, ellipsis: ellipsis, help: help), positional: false)
    return OptionalArg(index: index) { if case .words(let w) = $0 { w } else { nil } }
  }

  /// A `key value...` option that must be given.
  public mutating func requiredVariadic(
    _ key: String, _ placeholder: String, ellipsis: Bool = true, help: String
  ) -> Arg<[Word]> {
    let index = count
    add(
      .variadic(key, placeholder, required: true, ellipsis: ellipsis, help: help),
      positional: false)
    return Arg(index: index) { if case .words(let w) = $0 { w } else { nil } }
  }
}
