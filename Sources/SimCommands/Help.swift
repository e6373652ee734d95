/// The text of `help`, made from the registry.
package enum Help {
  /// Width of help text.
  static let width = 80

  /// What `help` alone prints: each group's commands by their first words, wrapped, and
  /// where to read more.
  static func summary(_ registry: Registry) -> [String] {
    var lines = ["The commands by group; help WORD describes those starting with WORD, help all "]
    lines[0] += "lists every command with its usage."
    lines = wrap(lines[0], indent: "", hanging: "") + [""]
    var groups: [CommandGroup] = []
    for spec in registry.commands where !groups.contains(spec.group) { groups.append(spec.group) }
    for group in groups {
      // Commands by their first word; a family shows its second words: view (add|set|...).
      var order: [String] = []
      var seconds: [String: [String]] = [:]
      for spec in registry.commands where spec.group == group {
        let first = spec.path[0]
        if seconds[first] == nil { order.append(first) }
        seconds[first, default: []] += spec.path.count > 1 ? [spec.path[1]] : []
      }
      let words = order.map { first -> String in
        let subs = seconds[first] ?? []
        guard !subs.isEmpty else { return first }
        var unique: [String] = []
        for sub in subs where !unique.contains(sub) { unique.append(sub) }
        let standsAlone = registry.commands.contains { $0.path == [first] && $0.group == group }
        return first + " " + (standsAlone ? "[" : "(") + unique.joined(separator: "|")
          + (standsAlone ? "]" : ")")
      }
      lines.append(group.title + ":")
      lines += wrap(words.joined(separator: ", "), indent: "  ", hanging: "  ")
    }
    lines.append("")
    lines += replNote
    return lines
  }

  /// What both lists end with: how the REPL takes keys, and output to files.
  static var replNote: [String] {
    wrap(
      "In the REPL: Tab completes; Ctrl-C abandons the line, or stops a running command and "
        + "keeps the scene as it was; a pasted block runs line by line; Ctrl-D, quit or exit "
        + "leaves. COMMAND > FILE sends its output to FILE (>> FILE adds to its end), as in a "
        + "shell: dump > scene.json.", indent: "", hanging: "")
  }

  /// Every command grouped under its heading: the usage line, then the abstract indented.
  static func overview(_ registry: Registry) -> [String] {
    var lines: [String] = []
    var groups: [CommandGroup] = []
    for spec in registry.commands where !groups.contains(spec.group) { groups.append(spec.group) }
    for group in groups {
      if !lines.isEmpty { lines.append("") }
      lines.append(group.title + ":")
      for spec in registry.commands where spec.group == group {
        lines += wrap(spec.usage, indent: "  ", hanging: "      ")
        lines += wrap(spec.abstract, indent: "      ", hanging: "      ")
      }
    }
    lines.append("")
    lines.append("Type 'help COMMAND' for details. A unique prefix of a command word is enough.")
    lines += replNote
    return lines
  }

  /// The usage and abstract of every command whose help mentions `word` (any case).
  static func apropos(_ word: String, registry: Registry) -> [String] {
    let needle = word.lowercased()
    var lines: [String] = []
    for spec in registry.commands {
      let params = (spec.positionals + spec.options).map { $0.help + " " + $0.placeholder }
      let text = ([spec.usage, spec.abstract, spec.discussion] + params).joined(separator: " ")
      guard occurs(needle, in: text.lowercased()) else { continue }
      lines += wrap(spec.usage, indent: "", hanging: "    ")
      lines += wrap(spec.abstract, indent: "    ", hanging: "    ")
    }
    return lines
  }

  /// Whether `needle` occurs in `text`. ASCII in ASCII is searched byte by byte, where
  /// characters are bytes; anything else as String's search does.
  package static func occurs(_ needle: String, in text: String) -> Bool {
    // The UTF-8 in place (both are native strings here), with nothing copied.
    var (needle, text) = (needle, text)
    let plain = needle.withUTF8 { word in
      text.withUTF8 { bytes -> Bool? in
        guard let first = word.first, bytes.count >= word.count,
          word.allSatisfy({ $0 < 0x80 }), bytes.allSatisfy({ $0 < 0x80 })
        else { return nil }
        for start in 0...(bytes.count - word.count) where bytes[start] == first {
          if bytes[start..<(start + word.count)].elementsEqual(word) { return true }
        }
        return false
      }
    }
    return plain ?? text.contains(needle)
  }

  /// Help for one command, or for a family of subcommands.
  static func topic(_ words: [String], registry: Registry, columns: [Int]) throws(CommandError)
    -> [String]
  {
    var path: [String] = []
    for (index, word) in words.enumerated() {
      let column = index < columns.count ? columns[index] : nil
      let next = registry.nextWords(after: path)
      if path.isEmpty, let alias = Registry.aliases[word] {
        path = alias
        continue
      }
      let matches = next.contains(word) ? [word] : next.filter { $0.hasPrefix(word) }
      guard matches.count == 1 else {
        if registry.command(path) != nil { break }
        let hint =
          matches.count > 1
          ? "could be: " + matches.joined(separator: ", ")
          : (Suggest.didYouMean(word, in: next) ?? "type 'help' for the list")
        throw CommandError(
          "no help for '\(clip(words.joined(separator: " ")))'", column: column, hint: hint)
      }
      path.append(matches[0])
    }
    if let spec = registry.command(path) { return describe(spec) }
    let family = registry.commands.filter { Array($0.path.prefix(path.count)) == path }
    var lines = ["\(path.joined(separator: " ")) commands:"]
    for spec in family {
      lines += wrap(spec.usage, indent: "  ", hanging: "      ")
      lines += wrap(spec.abstract, indent: "      ", hanging: "      ")
    }
    if path.count == 1, let intro = registry.topics[path[0]] {
      for paragraph in intro {
        lines.append("")
        lines += wrap(paragraph, indent: "", hanging: "")
      }
    }
    return lines
  }

  /// Usage, abstract, discussion and one line per argument.
  static func describe(_ spec: CommandSpec) -> [String] {
    var lines = wrap("usage: " + spec.usage, indent: "", hanging: "  ")
    lines += wrap(spec.abstract, indent: "", hanging: "")
    if !spec.discussion.isEmpty {
      lines.append("")
      let paragraph = spec.discussion.split(whereSeparator: \.isNewline).joined(separator: " ")
      lines += wrap(paragraph, indent: "", hanging: "")
    }
    let params = spec.positionals + spec.options
    if !params.isEmpty {
      lines.append("")
      let labels = params.map { p in
        p.name == p.placeholder ? p.usage.trimmingBrackets : "\(p.name) \(p.placeholder)"
      }
      let choices = params.map { p -> String? in
        if case .choice(let words) = p.kind, words.count > 4 || words.joined().count > 30 {
          return "one of: " + words.joined(separator: ", ")
        }
        return nil
      }
      let column = min((labels.map(\.count).max() ?? 0) + 4, 24)
      let hanging = String(repeating: " ", count: column)
      for (index, p) in params.enumerated() {
        let label = labels[index]
        let text = p.help + (choices[index].map { "; " + $0 } ?? "")
        if label.count + 4 > column {
          lines.append("  " + label)
          lines += wrap(text, indent: hanging, hanging: hanging)
        } else {
          let first = "  " + label + String(repeating: " ", count: column - 2 - label.count)
          lines += wrap(text, indent: first, hanging: hanging)
        }
      }
    }
    return lines
  }

  /// Words of `text` filled to ``width`` columns.
  static func wrap(_ text: String, indent: String, hanging: String) -> [String] {
    var lines: [String] = []
    var current = indent
    var empty = true
    for word in text.split(separator: " ") {
      if !empty && current.count + 1 + word.count > width {
        lines.append(current)
        current = hanging
        empty = true
      }
      current += (empty ? "" : " ") + word
      empty = false
    }
    lines.append(current)
    return lines
  }
}

extension String {
  fileprivate var trimmingBrackets: String {
    hasPrefix("[") && hasSuffix("]") ? String(dropFirst().dropLast()) : self
  }
}
