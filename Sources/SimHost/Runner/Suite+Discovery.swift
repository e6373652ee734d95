import SimTranscript

extension Suite {
  /// The transcripts under `folder` when `scenesim test` is given no path, as cram and
  /// pytest find theirs: `.t` files and markdown files that hold transcript blocks, not in
  /// hidden folders, `.build*` folders or folders marked with ``ignoreMarker``; sorted, as
  /// paths relative to `folder`.
  public static func discover(in folder: String = ".") throws -> [String] {
    let found = try files(under: folder, skippingHidden: true) { name, full in
      guard Platform.kind(of: full) == .file else { return false }
      if name.hasSuffix(".t") { return true }
      guard isMarkdown(name), let bytes = try? Platform.readBytes(full),
        let text = String(validating: bytes, as: UTF8.self)
      else { return false }
      return !MarkdownTranscripts(parsing: text).blocks.isEmpty
    }
    return found.map(\.relative).sorted()
  }
}

/// `-k EXPR` as pytest reads it: words that must occur in a transcript's name (any case),
/// joined with `and`, `or` and `not`, with parentheses.
public struct NameExpression: Sendable {
  indirect enum Node: Sendable {
    case word(String)
    case not(Node)
    case and(Node, Node)
    case or(Node, Node)
  }
  let root: Node

  /// The expression in `text`, or why it is none.
  public init(parsing text: String) throws {
    var tokens: [String] = []
    var word = ""
    for c in text {
      if c == "(" || c == ")" || c == " " || c == "\t" {
        if !word.isEmpty { tokens.append(word) }
        word = ""
        if c == "(" || c == ")" { tokens.append(String(c)) }
      } else {
        word.append(c)
      }
    }
    if !word.isEmpty { tokens.append(word) }
    var index = 0
    var depth = 0
    func fail(_ what: String) -> PlatformError {
      PlatformError("-k '\(text)': \(what); write words joined with and, or, not and ( )")
    }
    func primary() throws -> Node {
      guard index < tokens.count else { throw fail("it ends too soon") }
      depth += 1
      defer { depth -= 1 }
      guard depth <= 100 else { throw fail("it nests more than 100 deep") }
      let token = tokens[index]
      index += 1
      switch token {
      case "not": return .not(try primary())
      case "(":
        let inner = try disjunction()
        guard index < tokens.count, tokens[index] == ")" else { throw fail("a ( is not closed") }
        index += 1
        return inner
      case ")", "and", "or": throw fail("'\(token)' where a word was expected")
      default: return .word(token.lowercased())
      }
    }
    func conjunction() throws -> Node {
      var node = try primary()
      while index < tokens.count, tokens[index] == "and" {
        index += 1
        node = .and(node, try primary())
      }
      return node
    }
    func disjunction() throws -> Node {
      var node = try conjunction()
      while index < tokens.count, tokens[index] == "or" {
        index += 1
        node = .or(node, try conjunction())
      }
      return node
    }
    root = try disjunction()
    guard index == tokens.count else { throw fail("'\(tokens[index])' is left over") }
  }

  /// Whether `name` matches.
  public func matches(_ name: String) -> Bool {
    let name = name.lowercased()
    func eval(_ node: Node) -> Bool {
      switch node {
      case .word(let w): name.contains(w)
      case .not(let n): !eval(n)
      case .and(let a, let b): eval(a) && eval(b)
      case .or(let a, let b): eval(a) || eval(b)
      }
    }
    return eval(root)
  }
}
