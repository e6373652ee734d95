/// "Did you mean" and listings of known words.
package enum Suggest {
  /// Edit distance counting insertions, deletions, substitutions and swaps of adjacent
  /// letters (optimal string alignment), or nil when a word is too long to compare cheaply.
  package static func distance(_ a: String, _ b: String) -> Int? {
    // More than 64 letters take more than 64 x 4 bytes: refuse before copying anything.
    guard a.utf8.count <= 256, b.utf8.count <= 256 else { return nil }
    let x = Array(a.lowercased())
    let y = Array(b.lowercased())
    guard x.count <= 64, y.count <= 64 else { return nil }
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var d = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 0...x.count { d[i][0] = i }
    for j in 0...y.count { d[0][j] = j }
    for i in 1...x.count {
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[x.count][y.count]
  }

  /// The closest candidates to `word` (within a third of its length, at least 1, at most 2
  /// edits), best first, then alphabetically.
  package static func closest(to word: String, in candidates: [String]) -> [String] {
    guard word.utf8.count <= 256 else { return [] }  // too long to be a slip of the keys
    let limit = min(2, max(1, word.count / 3))
    let length = word.lowercased().count
    let scored = candidates.compactMap { c -> (Int, String)? in
      // Words of letters a-z and the like whose lengths differ by more than the limit are
      // further apart than it: no need to compare them.
      if c.utf8.allSatisfy({ $0 < 0x80 }), abs(c.utf8.count - length) > limit { return nil }
      guard let d = distance(word, c), d <= limit else { return nil }
      return (d, c)
    }
    let best = scored.map(\.0).min()
    return scored.filter { $0.0 == best }.map(\.1).sorted()
  }

  /// `did you mean 'x'?` or `did you mean 'x' or 'y'?`, or nil.
  package static func didYouMean(_ word: String, in candidates: [String]) -> String? {
    let found = closest(to: word, in: candidates).prefix(3)
    guard !found.isEmpty else { return nil }
    return "did you mean " + found.map { "'\($0)'" }.joined(separator: " or ") + "?"
  }

  /// A short listing: `a, b, c` or `a, b, c … and 12 more`.
  package static func listing(_ words: [String], limit: Int = 12) -> String {
    let sorted = words.sorted()
    guard sorted.count > limit else { return sorted.joined(separator: ", ") }
    return sorted.prefix(limit).joined(separator: ", ") + " and \(sorted.count - limit) more"
  }
}
