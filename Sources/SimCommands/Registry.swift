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
  /// The command words as a tree, walked a word at a time when a line is resolved; the
  /// first node is where every line starts.
  private let tree: [WordNode]
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
    var tree = [WordNode(path: [], words: self.following[[]] ?? [])]
    for spec in commands {
      var node = 0
      for (k, word) in spec.path.enumerated() {
        if let next = tree[node].next[word] {
          node = next
          continue
        }
        let path = Array(spec.path.prefix(k + 1))
        tree.append(WordNode(path: path, words: self.following[path] ?? []))
        tree[node].next[word] = tree.count - 1
        node = tree.count - 1
      }
      if tree[node].command == nil { tree[node].command = spec }
    }
    self.tree = tree
  }

  /// A path of command words: the words that may follow it, and its command if it is one.
  private struct WordNode: Sendable {
    var path: [String]
    /// The words that may follow, sorted.
    var words: [String]
    /// The node each following word leads to.
    var next: [String: Int] = [:]
    var command: CommandSpec?
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
    var node = 0
    var index = 0
    while true {
      let path = tree[node].path
      let words = tree[node].words
      if index < tokens.count, tokens[index].quoted, tree[node].command == nil {
        throw CommandError(
          "a command word cannot be quoted: \"\(clip(tokens[index].text))\"",
          column: tokens[index].column, hint: "write command words without quotes")
      }
      guard index < tokens.count, !tokens[index].quoted else {
        if let runnable = tree[node].command { return (runnable, index) }
        if path.isEmpty { throw CommandError("empty command") }
        throw CommandError(
          "'\(path.joined(separator: " "))' needs one of: \(words.joined(separator: ", "))",
          column: tokens.last.map { $0.column + $0.text.count },
          hint: "try 'help \(path.joined(separator: " "))'")
      }
      let token = tokens[index]
      if node == 0, let alias = Registry.aliases[token.text] {
        node = alias.reduce(0) { tree[$0].next[$1] ?? $0 }
        index += 1
        continue
      }
      if let next = tree[node].next[token.text] {
        node = next
        index += 1
        continue
      }
      if let runnable = tree[node].command { return (runnable, index) }
      let matches = words.filter { $0.hasPrefix(token.text) }
      if matches.count == 1, let next = tree[node].next[matches[0]] {
        node = next
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
