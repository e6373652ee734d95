/// How a command's expected output matches what it printed.
///
/// A line matches itself. A line may also stand for others, as in cram and trycmd:
/// - ending in ` (re)`: a regular expression for the whole line (``LinearRegex``: in
///   linear time, without the features that need more);
/// - ending in ` (glob)`: `*` is any text, `?` any one character, `\` escapes;
/// - ending in ` (esc)`: the line with `\xNN`, `\t`, `\r` and `\\` escapes, for output
///   with control characters (which is how such output is written);
/// - ending in ` (no-eol)`: the last line of output (cram's mark for a line with no line
///   end; scenesim always ends its lines, so the mark only matters for imported files);
/// - containing `[..]`: any text there, within the line;
/// - exactly `...`: any number of lines, none included.
enum LineMatcher {
  /// The line that stands for any number of lines.
  static let anyLines = "..."

  /// Whether an expected line stands for other text than itself.
  static func isPattern(_ line: String) -> Bool {
    [" (re)", " (glob)", " (esc)", " (no-eol)"].contains(where: line.hasSuffix)
      || line.contains("[..]")
  }

  /// Whether one expected line matches one actual line; `isLast` when the actual line is
  /// the last of the output.
  static func matches(expected: String, actual: String, isLast: Bool = true) -> Bool {
    if expected == actual { return true }
    if expected.hasSuffix(" (re)") {
      let pattern = String(expected.dropLast(5))
      guard let regex = try? LinearRegex(pattern) else { return false }
      return regex.wholeMatch(in: actual)
    }
    if expected.hasSuffix(" (glob)") {
      return glob(Array(expected.dropLast(7)), Array(actual))
    }
    if expected.hasSuffix(" (esc)") {
      return unescape(String(expected.dropLast(6))) == actual
    }
    if expected.hasSuffix(" (no-eol)") {
      return isLast && matches(expected: String(expected.dropLast(9)), actual: actual)
    }
    if expected.contains("[..]") {
      return elided(expected, actual)
    }
    return false
  }

  /// Whether an expected block matches the actual lines, `...` lines taking any number.
  static func matches(expected: [String], actual: [String]) -> Bool {
    if expected == actual { return true }
    guard expected.contains(anyLines) else {
      guard expected.count == actual.count else { return false }
      return zip(expected, actual).enumerated().allSatisfy { index, pair in
        matches(expected: pair.0, actual: pair.1, isLast: index == actual.count - 1)
      }
    }
    // Which (i, j) suffix pairs match, from the ends back; O(n·m) for blocks with `...`.
    let n = expected.count
    let m = actual.count
    var next = [Bool](repeating: false, count: m + 1)
    next[m] = true
    for i in stride(from: n - 1, through: 0, by: -1) {
      var row = [Bool](repeating: false, count: m + 1)
      for j in stride(from: m, through: 0, by: -1) {
        if expected[i] == anyLines {
          row[j] = next[j] || (j < m && row[j + 1])
        } else {
          row[j] =
            j < m && next[j + 1]
            && matches(expected: expected[i], actual: actual[j], isLast: j == m - 1)
        }
      }
      next = row
    }
    return next[0]
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

  /// Whether `actual` is `expected` with any text (none included) where it says `[..]`.
  static func elided(_ expected: String, _ actual: String) -> Bool {
    let pieces = expected.split(separator: "[..]", omittingEmptySubsequences: false)
    var rest = Substring(actual)
    guard let first = pieces.first, rest.hasPrefix(first) else { return false }
    rest = rest.dropFirst(first.count)
    for (index, piece) in pieces.enumerated().dropFirst() {
      if index == pieces.count - 1 { return rest.hasSuffix(piece) }
      guard let found = rest.firstRange(of: piece) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }

  /// Whether a character is written escaped: control characters but the line end.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
  }

  /// An output line as a transcript holds it: as it is, or escaped and marked ` (esc)`
  /// when it has control characters (an escape sequence, a bell, a tab).
  static func written(_ line: String) -> String {
    guard line.unicodeScalars.contains(where: needsEscape) else { return line }
    var out = ""
    for scalar in line.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case _ where needsEscape(scalar):
        let hex = String(scalar.value, radix: 16)
        out += "\\x" + (hex.count < 2 ? "0" + hex : hex)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + " (esc)"
  }

  /// The text an ` (esc)` line stands for.
  static func unescape(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let c = scalars[i]
      guard c == "\\", i + 1 < scalars.count else {
        out.append(c)
        i += 1
        continue
      }
      switch scalars[i + 1] {
      case "\\": out.append("\\")
      case "t": out.append("\t")
      case "r": out.append("\r")
      case "n": out.append("\n")
      case "x" where i + 3 < scalars.count:
        let hex = String(String.UnicodeScalarView(scalars[(i + 2)...(i + 3)]))
        if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
          out.append(scalar)
          i += 4
          continue
        }
        out.append(c)
        i += 1
        continue
      default:
        out.append(c)
        i += 1
        continue
      }
      i += 2
    }
    return String(out)
  }

  /// The lines to write for a command whose output is `actual`: `expected` as it is when it
  /// matches; otherwise the actual lines, except that an expected pattern line that matches
  /// the actual line aligned with it is kept (so updating keeps patterns).
  static func keepingPatterns(expected: [String], actual: [String]) -> [String] {
    if matches(expected: expected, actual: actual) { return expected }
    let actual = actual.map(written)
    guard expected.contains(where: isPattern) else { return actual }
    let plain = actual.map { $0.hasSuffix(" (esc)") ? unescape(String($0.dropLast(6))) : $0 }
    // Longest common subsequence under `matches`; small blocks, so O(n·m) is fine.
    let n = expected.count
    let m = actual.count
    guard n * m <= 1_000_000 else { return actual }
    func pairs(_ i: Int, _ j: Int) -> Bool {
      expected[i] != anyLines
        && matches(expected: expected[i], actual: plain[j], isLast: j == m - 1)
    }
    var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] =
          pairs(i, j) ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [String] = []
    var i = 0
    var j = 0
    while j < m {
      if i < n, pairs(i, j), table[i][j] == table[i + 1][j + 1] + 1 {
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
