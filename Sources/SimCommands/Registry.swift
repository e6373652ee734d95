/// The table of commands. Resolves the command words of a line (a unique prefix of a word
/// is accepted), and serves help and completion.
public struct Registry: Sendable {
  /// Every command, in the order `help` lists them: by their group's order, and in the
  /// order they were given within a group.
  public let commands: [CommandSpec]

  /// The command words as a tree: the first node is where every line starts, and each
  /// word that may follow a node's path leads to the node of the longer path.
  private let tree: [WordNode]
  /// What `help WORD` adds after the commands that start with WORD: paragraphs.
  public let topics: [String: [String]]

  /// Commands given with the same words, as pairs of their places in the list given, the
  /// first one's first: only the first of them runs.
  let clashes: [(first: Int, second: Int)]

  /// A registry of `commands`, with `topics` for `help`.
  public init(_ commands: [CommandSpec], topics: [String: [String]] = [:]) {
    self.topics = topics
    let order = commands.indices.sorted {
      (commands[$0].group.order, $0) < (commands[$1].group.order, $1)
    }
    self.commands = order.map { commands[$0] }
    var tree = [WordNode(parent: 0, word: "")]
    var clashes: [(first: Int, second: Int)] = []
    for given in order {
      var node = 0
      for word in commands[given].path {
        if let next = tree[node].next[word] {
          node = next
          continue
        }
        tree.append(WordNode(parent: node, word: word))
        tree[node].next[word] = tree.count - 1
        node = tree.count - 1
      }
      if let first = tree[node].given {
        clashes.append((min(first, given), max(first, given)))
      } else {
        tree[node].command = commands[given]
        tree[node].given = given
      }
    }
    for node in tree.indices { tree[node].words = tree[node].next.keys.sorted() }
    self.tree = tree
    self.clashes = clashes
  }

  /// A path of command words: the words that may follow it, and its command if it is one.
  private struct WordNode: Sendable {
    /// The node of the path one word shorter, and the word that leads here from it.
    var parent: Int
    var word: String
    /// The node each following word leads to.
    var next: [String: Int] = [:]
    /// The words that may follow, sorted.
    var words: [String] = []
    var command: CommandSpec?
    /// Its command's place in the list the registry was given.
    var given: Int?
  }

  /// The node of `path`, if its words are command words in that order.
  private func node(_ path: [String]) -> Int? {
    var node = 0
    for word in path {
      guard let next = tree[node].next[word] else { return nil }
      node = next
    }
    return node
  }

  /// The words that lead to `node`.
  private func wordsLeading(to node: Int) -> [String] {
    var path: [String] = []
    var at = node
    while at != 0 {
      path.append(tree[at].word)
      at = tree[at].parent
    }
    return path.reversed()
  }

  /// Short words that stand for a command although they are prefixes of several.
  static let aliases: [String: [String]] = ["q": ["quit"]]

  /// The words that can follow `prefix` as command words, sorted.
  func nextWords(after prefix: [String]) -> [String] {
    node(prefix).map { tree[$0].words } ?? []
  }

  /// The command whose path is exactly `path`.
  public func command(_ path: [String]) -> CommandSpec? {
    node(path).flatMap { tree[$0].command }
  }

  /// Resolves the command words at the start of `tokens`; returns the command and how many
  /// tokens its words took.
  func resolve(_ tokens: [Token]) throws(CommandError) -> (CommandSpec, Int) {
    var node = 0
    var index = 0
    while true {
      let words = tree[node].words
      if index < tokens.count, tokens[index].quoted, tree[node].command == nil {
        throw CommandError(
          "a command word cannot be quoted: \"\(clip(tokens[index].text))\"",
          column: tokens[index].column, hint: "write command words without quotes")
      }
      guard index < tokens.count, !tokens[index].quoted else {
        if let runnable = tree[node].command { return (runnable, index) }
        if node == 0 { throw CommandError("empty command") }
        let path = wordsLeading(to: node)
        throw CommandError(
          "'\(path.joined(separator: " "))' needs one of: \(words.joined(separator: ", "))",
          column: tokens.last.map { $0.column + $0.text.count },
          hint: "try 'help \(path.joined(separator: " "))'")
      }
      let token = tokens[index]
      if node == 0, let alias = Registry.aliases[token.text], let target = self.node(alias) {
        node = target
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
      let path = wordsLeading(to: node)
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
