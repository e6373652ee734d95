/// One command: its words, its arguments, its help, and what it does. The single
/// definition feeds parsing, `help`, usage lines in errors and Tab completion.
public struct CommandSpec: Sendable {
  /// What a command does with the session and its arguments; returns the lines to print.
  /// It must throw before it changes anything.
  public typealias Run =
    @Sendable (inout Session, ParsedArguments) throws(CommandError) -> [String]

  /// The command words, such as `["view", "add"]`.
  public var path: [String]
  /// The heading `help` lists it under.
  public var group: String
  /// One line on what it does.
  public var abstract: String
  /// More detail for `help COMMAND`: defaults, the modelled API, examples.
  public var discussion: String
  /// Positional arguments, in order.
  public var positionals: [Parameter]
  /// `key value` options, in any order after the positionals.
  public var options: [Parameter]
  /// The action.
  public var run: Run
  /// What it does to the session: ``Commands`` marks those that only read.
  public var effect: Effect = .changes

  /// What a command does to the session, for `undo`, `rewind` and `save`.
  public enum Effect: Sendable {
    /// It may change the scene or the definitions: it joins the history.
    case changes
    /// It reads the scene, or changes only settings and files: no history entry.
    case reads
    /// Alone it lists (`on`); with arguments it changes.
    case listsWhenBare
  }

  /// A command definition.
  public init(
    _ path: [String], group: String, abstract: String, discussion: String = "",
    positionals: [Parameter] = [], options: [Parameter] = [], run: @escaping Run
  ) {
    self.path = path
    self.group = group
    self.abstract = abstract
    self.discussion = discussion
    self.positionals = positionals
    self.options = options
    self.run = run
  }

  /// The command words joined: `view add`.
  public var name: String { path.joined(separator: " ") }

  /// The usage line: `view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A]`.
  public var usage: String {
    (path + positionals.map(\.usage) + options.map(\.usage)).joined(separator: " ")
  }
}
