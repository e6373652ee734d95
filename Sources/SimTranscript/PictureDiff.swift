/// What changed between two pictures, said by the nodes drawn: an SVG from `render svg` or
/// `render film` groups each node's drawing under `id="…"`, so a change is named by that id
/// and the attributes that differ.
enum PictureDiff {
  /// The most changes listed; the rest are counted.
  static let limit = 8

  /// A line per change, at most ``limit`` and then how many more; empty when equal.
  static func changes(from old: String, to new: String) -> [String] {
    guard old != new else { return [] }
    let before = parts(of: old)
    let after = parts(of: new)
    var changes: [String] = []
    let oldIDs = Set(before.map(\.id))
    let newIDs = Set(after.map(\.id))
    let afterByID = Dictionary(after.map { ($0.id, $0.lines) }, uniquingKeysWith: +)
    let beforeByID = Dictionary(before.map { ($0.id, $0.lines) }, uniquingKeysWith: +)
    for part in before where !newIDs.contains(part.id) {
      changes.append("\(part.id): no longer drawn")
    }
    for part in after where !oldIDs.contains(part.id) {
      changes.append("\(part.id): newly drawn")
    }
    var seen = Set<String>()
    for part in after where oldIDs.contains(part.id) && seen.insert(part.id).inserted {
      let was = beforeByID[part.id] ?? []
      let now = afterByID[part.id] ?? []
      guard was != now else { continue }
      changes.append("\(part.id): " + difference(was, now))
    }
    if changes.isEmpty { changes.append("the same drawing in another order") }
    guard changes.count > limit else { return changes }
    return Array(changes.prefix(limit)) + ["\(changes.count - limit) more changes"]
  }

  /// The picture's lines grouped by the innermost element with an id that holds them
  /// (`picture` for lines outside any), in order of first appearance.
  private static func parts(of text: String) -> [(id: String, lines: [String])] {
    var order: [String] = []
    var lines: [String: [String]] = [:]
    var stack: [String] = []
    for line in Transcript.lines(of: text) {
      var owner = stack.last ?? "picture"
      if line.hasPrefix("<g "), let id = attributes(of: line)["id"] {
        stack.append(id)
        owner = id
      } else if line.hasPrefix("<g") {
        stack.append(owner)
      }
      if lines[owner] == nil { order.append(owner) }
      lines[owner, default: []].append(line)
      if line.hasPrefix("</g>") || (line.hasPrefix("<g") && line.hasSuffix("/>")) {
        _ = stack.popLast()
      }
    }
    return order.map { ($0, lines[$0] ?? []) }
  }

  /// The first difference between two groups of lines, by attribute where it can.
  private static func difference(_ was: [String], _ now: [String]) -> String {
    guard let k = zip(was, now).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
    else {
      return was.count < now.count
        ? "\(now.count - was.count) more elements" : "\(was.count - now.count) fewer elements"
    }
    let a = attributes(of: was[k])
    let b = attributes(of: now[k])
    let tagA = was[k].prefix { $0 != " " && $0 != ">" }
    let tagB = now[k].prefix { $0 != " " && $0 != ">" }
    guard tagA == tagB else { return "\(tagA)> became \(tagB)>" }
    let names = Set(a.keys).union(b.keys).sorted().filter { a[$0] != b[$0] }
    guard !names.isEmpty else { return "\(tagA)> text changed" }
    return names.prefix(3).map { name in
      "\(name) \(clip(a[name] ?? "none")) -> \(clip(b[name] ?? "none"))"
    }.joined(separator: ", ")
  }

  private static func clip(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(37)) + "..."
  }

  /// The `name="value"` attributes of the first element on a line.
  static func attributes(of line: String) -> [String: String] {
    var result: [String: String] = [:]
    guard let end = line.firstIndex(of: ">") else { return result }
    var rest = line[..<end]
    while let eq = rest.firstRange(of: "=\"") {
      let name = rest[..<eq.lowerBound].split(separator: " ").last.map(String.init) ?? ""
      let afterQuote = rest[eq.upperBound...]
      guard let close = afterQuote.firstIndex(of: "\"") else { break }
      if result[name] == nil { result[name] = String(afterQuote[..<close]) }
      rest = afterQuote[afterQuote.index(after: close)...]
    }
    return result
  }
}
