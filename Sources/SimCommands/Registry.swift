/// The table of commands. Resolves the command words of a line (a unique prefix of a word
/// is accepted), and serves help and completion.
public struct Registry: Sendable {
  /// Every command, in the order `help` lists them: by their group's order, and in the
  /// order they were given within a group.
  public let commands: [CommandSpec]

  /// The words that can follow each path of command words, sorted.
  private let following: [[String]: [String]]
  /// The command at each full path.
  private let byPath: [[String]: CommandSpec]
  /// What `help WORD` adds after the commands that start with WORD: paragraphs.
  public let topics: [String: [String]]

  /// A registry of `commands`, with `topics` for `help`.
  public init(_ commands: [CommandSpec], topics: [String: [String]] = [:]) {
    self.topics = topics
    let commands = commands.enumerated().sorted {
      ($0.1.group.order, $0.0) < ($1.1.group.order, $1.0)
    }
    .map(\.1)
    self.commands = commands
    var following: [[String]: Set<String>] = [:]
    var byPath: [[String]: CommandSpec] = [:]
    for spec in commands {
      if byPath[spec.path] == nil { byPath[spec.path] = spec }
      for k in spec.path.indices {
        following[Array(spec.path.prefix(k)), default: []].insert(spec.path[k])
      }
    }
    self.following = following.mapValues { $0.sorted() }
    self.byPath = byPath
  }

  /// Short words that stand for a command although they are prefixes of several.
  static let aliases: [String: [String]] = ["q": ["quit"]]

  /// The words that can follow `prefix` as command words, sorted.
  func nextWords(after prefix: [String]) -> [String] {
    following[prefix] ?? []
  }

  /// The command whose path is exactly `path`.
  public func command(_ path: [String]) -> CommandSpec? {
    byPath[path]
  }

  /// Resolves the command words at the start of `tokens`; returns the command and how many
  /// tokens its words took.
  func resolve(_ tokens: [Token]) throws(CommandError) -> (CommandSpec, Int) {
    var path: [String] = []
    var index = 0
    while true {
      let words = nextWords(after: path)
      let runnable = command(path)
      if index < tokens.count, tokens[index].quoted, command(path) == nil {
        throw CommandError(
          "a command word cannot be quoted: \"\(clip(tokens[index].text))\"",
          column: tokens[index].column, hint: "write command words without quotes")
      }
      guard index < tokens.count, !tokens[index].quoted else {
        if let runnable { return (runnable, index) }
        if path.isEmpty { throw CommandError("empty command") }
        throw CommandError(
          "'\(path.joined(separator: " "))' needs one of: \(words.joined(separator: ", "))",
          column: tokens.last.map { $0.column + $0.text.count },
          hint: "try 'help \(path.joined(separator: " "))'")
      }
      let token = tokens[index]
      if path.isEmpty, let alias = Registry.aliases[token.text] {
        path = alias
        index += 1
        continue
      }
      if words.contains(token.text) {
        path.append(token.text)
        index += 1
        continue
      }
      if let runnable { return (runnable, index) }
      let matches = words.filter { $0.hasPrefix(token.text) }
      if matches.count == 1 {
        path.append(matches[0])
        index += 1
        continue
      }
      let what = path.isEmpty ? "command" : "'\(path.joined(separator: " "))' subcommand"
      if matches.count > 1 {
        throw CommandError(
          "ambiguous \(what) '\(clip(token.text))'", column: token.column,
          hint: "could be: " + matches.joined(separator: ", "))
      }
      let hint =
        Suggest.didYouMean(token.text, in: words).map { $0 + " " } ?? ""
      throw CommandError(
        "unknown \(what) '\(clip(token.text))'", column: token.column,
        hint: hint
          + (path.isEmpty ? "type 'help' for the list" : "one of: " + words.joined(separator: ", "))
      )
    }
  }
}
