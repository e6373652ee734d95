import SimGeometry
import SimScene

extension Session {
  /// What Tab offers for the last word of `prefix` (the line up to the cursor): command
  /// words, option keys, choice values, colour names and ids of the right kind, sorted.
  /// A prefix that ends in a space completes a new, empty word.
  public func completions(for prefix: String) -> [String] {
    guard let tokens = try? Lexer.tokenize(prefix) else { return [] }
    let endsInSpace = prefix.last == " " || prefix.last == "\t" || tokens.isEmpty
    let done = endsInSpace ? tokens : Array(tokens.dropLast())
    let partial = endsInSpace ? "" : (tokens.last?.text ?? "")
    return Array(Set(candidates(after: done.map(\.text)).filter { $0.hasPrefix(partial) })).sorted()
  }

  private func candidates(after words: [String]) -> [String] {
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
        guard matches.count == 1 else { return [] }
        path.append(matches[0])
      }
      index += 1
    }
    guard let spec = registry.command(path) else { return registry.nextWords(after: path) }
    var rest = Array(words[index...])
    var offered: [String] = index == words.count ? registry.nextWords(after: path) : []
    // Positionals first, in order.
    for param in spec.positionals {
      if rest.isEmpty {
        offered += values(for: param.kind)
        if param.isOptional {
          offered += spec.options.map(\.name)
          continue
        }
        return offered.sorted()
      }
      if param.isOptional, spec.options.contains(where: { $0.name == rest[0] }) { continue }
      rest.removeFirst()
    }
    if !offered.isEmpty { return Array(Set(offered)).sorted() }
    // Then key value pairs.
    var used = Set<String>()
    while !rest.isEmpty {
      let key = rest.removeFirst()
      guard let option = spec.options.first(where: { $0.name == key }) else { return [] }
      used.insert(key)
      if rest.isEmpty { return values(for: option.kind) }
      rest.removeFirst()
    }
    return spec.options.map(\.name).filter { !used.contains($0) }.sorted()
  }

  private func values(for kind: ArgKind) -> [String] {
    switch kind {
    case .node(let kinds):
      return scene.ids.filter { id in kinds.map { $0.contains(scene.node(id)?.kind ?? "") } ?? true
      }
    case .pointOrNode: return scene.ids
    case .choice(let words): return words
    case .bool: return ["on", "off"]
    case .color: return Color.named.map(\.name)
    case .screenSize: return ["ipad", "iphone"]
    case .transform: return ["identity", "rotate:", "scale:", "translate:"]
    case .commandWord: return registry.nextWords(after: [])
    case .curve: return Values.curveNames + ["cubic:"]
    case .animationName: return Array(definitions.keys)
    case .pin:
      // Views on screen first; a map of a million pins offers only those.
      let shown = scene.ids.filter { scene.node($0)?.kind == "pin" }
      return shown.isEmpty ? scene.pinIDs(limit: 1000) : shown
    default: return []
    }
  }
}
