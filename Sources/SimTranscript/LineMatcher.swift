/// Compares an expected line with an actual one: exactly, or by ` (re)` / ` (glob)`.
enum LineMatcher {
  static func matches(expected: String, actual: String) -> Bool {
    if expected == actual { return true }
    if expected.hasSuffix(" (re)") {
      let pattern = String(expected.dropLast(5))
      guard let regex = try? Regex(pattern) else { return false }
      return (try? regex.wholeMatch(in: actual)) != nil
    }
    if expected.hasSuffix(" (glob)") {
      return glob(Array(expected.dropLast(7)), Array(actual))
    }
    return false
  }

  /// `*` matches any run of characters, `?` any one, `\` escapes the next character.
  static func glob(_ pattern: [Character], _ text: [Character]) -> Bool {
    // Iterative matcher with one backtrack point for the last `*`.
    var p = 0
    var t = 0
    var starP = -1
    var starT = 0
    while t < text.count {
      if p < pattern.count {
        let c = pattern[p]
        if c == "*" {
          starP = p
          starT = t
          p += 1
          continue
        }
        if c == "\\", p + 1 < pattern.count, pattern[p + 1] == text[t] {
          p += 2
          t += 1
          continue
        }
        if c == "?" || (c != "\\" && c == text[t]) {
          p += 1
          t += 1
          continue
        }
      }
      guard starP >= 0 else { return false }
      p = starP + 1
      starT += 1
      t = starT
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// The actual lines, except that where an expected ` (re)` or ` (glob)` line matches the
  /// actual line aligned with it, the expected line is kept (so updating keeps patterns).
  static func keepingPatterns(expected: [String], actual: [String]) -> [String] {
    guard expected.contains(where: { $0.hasSuffix(" (re)") || $0.hasSuffix(" (glob)") }) else {
      return actual
    }
    // Longest common subsequence under `matches`; small blocks, so O(n·m) is fine.
    let n = expected.count
    let m = actual.count
    guard n * m <= 1_000_000 else { return actual }
    var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] =
          matches(expected: expected[i], actual: actual[j])
          ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [String] = []
    var i = 0
    var j = 0
    while j < m {
      if i < n, matches(expected: expected[i], actual: actual[j]),
        table[i][j] == table[i + 1][j + 1] + 1
      {
        result.append(expected[i])
        i += 1
        j += 1
      } else if i < n, table[i + 1][j] >= table[i][j + 1] {
        i += 1
      } else {
        result.append(actual[j])
        j += 1
      }
    }
    return result
  }
}
