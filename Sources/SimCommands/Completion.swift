import SimGeometry
import SimScene

/// What Tab offers for the word being typed.
public struct Completion: Hashable, Sendable {
  /// Whole words that fit what is typed, sorted.
  public var words: [String]
  /// Whether the word is a file's path: the program adds the file names that fit.
  public var files: Bool
}

extension Session {
  /// What Tab offers for the last word of `prefix` (the line up to the cursor): command
  /// words, option keys, choice values, colour names and ids of the right kind, sorted.
  /// A prefix that ends in a space completes a new, empty word.
  public func completions(for prefix: String) -> [String] { completion(for: prefix).words }

  /// What Tab offers for the last word of `prefix`, and whether it is a file's path.
  public func completion(for prefix: String) -> Completion {
    if let words = Expressions.completions(for: prefix, scene: scene) {
      return Completion(words: words, files: false)
    }
    guard let tokens = try? Lexer.tokenize(prefix) else {
      return Completion(words: [], files: false)
    }
    let endsInSpace = prefix.last == " " || prefix.last == "\t" || tokens.isEmpty
    let done = endsInSpace ? tokens : Array(tokens.dropLast())
    let partial = endsInSpace ? "" : (tokens.last?.text ?? "")
    let (offered, files) = candidates(after: done.map(\.text), partial: partial)
    let words = Array(Set(offered.filter { $0.hasPrefix(partial) })).sorted()
    return Completion(words: words, files: files)
  }

  private func candidates(after words: [String], partial: String) -> ([String], Bool) {
    // After `>` or `>>` (COMMAND > FILE) comes a file.
    if let last = words.last, last == ">" || last == ">>", words.count > 1 { return ([], true) }
    // Walk the command words.
    var path: [String] = []
    var index = 0
    while index < words.count {
      let next = registry.nextWords(after: path)
      let word = words[index]
      if next.contains(word) {
        path.append(word)
      } else if registry.command(path) != nil {
        break
      } else {
        let matches = next.filter { $0.hasPrefix(word) }
        guard matches.count == 1 else { return ([], false) }
        path.append(matches[0])
      }
      index += 1
    }
    guard let spec = registry.command(path) else { return (registry.nextWords(after: path), false) }
    var rest = Array(words[index...])
    var previous: [String] = []
    var offered: [String] = index == words.count ? registry.nextWords(after: path) : []
    var files = false
    // Positionals first, in order; flags may come among them.
    var used = Set<String>()
    let flags = spec.options.filter(\.isFlag).map(\.name)
    for param in spec.positionals {
      while let first = rest.first, flags.contains(first) { used.insert(rest.removeFirst()) }
      if rest.isEmpty {
        offered += flags.filter { !used.contains($0) }
        offered += values(for: param.kind, previous: previous, partial: partial)
        files = files || param.kind.isFile
        if param.isOptional {
          offered += spec.options.map(\.name)
          continue
        }
        return (offered, files)
      }
      if param.isOptional, spec.options.contains(where: { $0.name == rest[0] }) { continue }
      previous.append(rest.removeFirst())
    }
    if !offered.isEmpty || files { return (offered, files) }
    // Then key value pairs.
    while !rest.isEmpty {
      let key = rest.removeFirst()
      guard let option = spec.options.first(where: { $0.name == key }) else { return ([], false) }
      used.insert(key)
      if option.isFlag { continue }
      if rest.isEmpty {
        return (values(for: option.kind, previous: previous, partial: partial), option.kind.isFile)
      }
      rest.removeFirst()
    }
    return (spec.options.map(\.name).filter { !used.contains($0) }, false)
  }

  /// The values of a kind that Tab offers; `previous` holds the positional words before it
  /// and `partial` the word typed so far (lists such as `down+left` continue it).
  func values(for kind: ArgKind, previous: [String] = [], partial: String = "") -> [String] {
    switch kind {
    case .node(let kinds):
      return scene.ids.filter { id in
        scene.node(id).map { kinds?.contains($0.kind) ?? true } ?? false
      }
    case .pointOrNode: return scene.ids
    case .choice(let words): return words
    case .bool: return ["on", "off"]
    case .color: return Color.named.map(\.name)
    case .screenSize: return ["ipad", "iphone"]
    case .transform: return ["identity", "rotate:", "scale:", "translate:"]
    case .commandWord:
      // `help view` goes on with the words after `view`.
      return registry.nextWords(after: previous)
    case .curve: return Values.curveNames + ["cubic:"]
    case .animationName: return Array(definitions.keys)
    case .word(let source): return words(from: source, previous: previous, partial: partial)
    case .custom(let custom): return custom.words(scene, previous, partial)
    case .newID, .number, .duration, .instant, .point, .size, .rect, .signedRect, .text, .rest,
      .coordinate,
      .span,
      .file:
      return []
    }
  }

  private func words(from source: WordSource, previous: [String], partial: String) -> [String] {
    switch source {
    case .part:
      guard let id = previous.last else { return [] }
      return scene.namesUnder(id)
    case .animationKey:
      guard let id = previous.last else { return [] }
      return scene.runningAnimations.filter { $0.node == id }.map(\.key)
    case .autoresizing:
      let flags = ["left", "width", "right", "top", "height", "bottom"]
      return Session.continuing(partial, separator: ",", with: flags) + ["none", "fill"] + flags
    case .repeatCount:
      return ["forever"]
    case .autoNumber:
      return ["auto"]
    case .terminalSize:
      return ["none"] + [terminalColumns.map { "\($0)x\(terminalRows ?? 0)" }].compactMap { $0 }
    case .hookTarget:
      return AppState.allCases.map(\.rawValue) + scene.rules.hookGroups.map(\.name) + scene.ids
    case .event:
      if let group = scene.rules.hookGroups.first(where: { $0.name == previous.last }) {
        return group.events
      }
      guard let id = previous.last, let node = scene.node(id) else { return [] }
      return components.events(of: node.kind)
    }
  }

  /// `a+b+` style lists: the words typed so far followed by each word not yet in them.
  public static func continuing(_ partial: String, separator: Character, with words: [String])
    -> [String]
  {
    guard let cut = partial.lastIndex(of: separator) else { return [] }
    let head = partial[...cut]
    let taken = Set(partial[..<cut].split(separator: separator).map(String.init))
    return words.filter { !taken.contains($0) }.map { head + $0 }
  }
}

extension ArgKind {
  /// Whether Tab completes file names for it.
  var isFile: Bool {
    if case .file = self { return true }
    return false
  }

  /// Whether its values form a set Tab can offer (ids, words, files), as opposed to free
  /// numbers, geometry and text.
  var isEnumerable: Bool {
    switch self {
    case .newID, .number, .duration, .instant, .point, .size, .rect, .signedRect, .text, .rest,
      .coordinate,
      .span:
      return false
    case .custom(let custom): return custom.isEnumerable
    default: return true
    }
  }
}
