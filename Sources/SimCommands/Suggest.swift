/// "Did you mean" and listings of known words.
package enum Suggest {
  /// Edit distance counting insertions, deletions, substitutions and swaps of adjacent
  /// letters (optimal string alignment), or nil when a word is too long to compare cheaply.
  /// Letters are characters, compared lowercased.
  package static func distance(_ a: String, _ b: String) -> Int? {
    // More than 64 letters take more than 64 x 4 bytes: refuse before copying anything.
    guard a.utf8.count <= 256, b.utf8.count <= 256 else { return nil }
    // Plain words are compared on the stack: a "did you mean" compares a word with every
    // candidate, and nothing is allocated for one of them. -1: one of them is not plain.
    let plain = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer -> Int? in
      let (x, y) = (buffer.extracting(..<256), buffer.extracting(256...))
      guard let m = plainLetters(a, into: x), let n = plainLetters(b, into: y) else {
        return -1
      }
      guard m <= 64, n <= 64 else { return nil }
      return alignment(
        UnsafeBufferPointer(x.extracting(..<m)), UnsafeBufferPointer(y.extracting(..<n)))
    }
    if plain != -1 { return plain }
    let x = Array(a.lowercased())
    let y = Array(b.lowercased())
    guard x.count <= 64, y.count <= 64 else { return nil }
    return x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in alignment(x, y) } }
  }

  /// Writes the bytes of an ASCII word, lowercased, where each byte is a character of its
  /// own, into `letters` (room for the word's bytes) and gives their count: nil for other
  /// text, and for a carriage return, which joins a line feed after it.
  private static func plainLetters(_ word: String, into letters: UnsafeMutableBufferPointer<UInt8>)
    -> Int?
  {
    var count = 0
    for byte in word.utf8 {
      guard byte < 0x80, byte != 0x0D else { return nil }
      letters[count] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      count += 1
    }
    return count
  }

  /// The optimal string alignment distance of `x` and `y`, three rows at a time.
  private static func alignment<Letter: Equatable>(
    _ x: UnsafeBufferPointer<Letter>, _ y: UnsafeBufferPointer<Letter>
  ) -> Int {
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    let width = y.count + 1
    // Rows i-2, i-1 and i of the table, in turn.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
      rows.initialize(repeating: 0)
      for j in 0...y.count { rows[width + j] = j }
      for i in 1...x.count {
        let (row, above, twoAbove) = ((i + 1) % 3 * width, i % 3 * width, (i + 2) % 3 * width)
        rows[row] = i
        for j in 1...y.count {
          let cost = x[i - 1] == y[j - 1] ? 0 : 1
          var best = min(rows[above + j] + 1, rows[row + j - 1] + 1, rows[above + j - 1] + cost)
          if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
            best = min(best, rows[twoAbove + j - 2] + 1)
          }
          rows[row + j] = best
        }
      }
      return rows[(x.count + 1) % 3 * width + y.count]
    }
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
