import SimGeometry

/// The words that changed within the changed lines of a unified diff, as `git diff
/// --word-diff` and pytest's assertion messages show them: a run of removed lines followed
/// by added lines pairs them in order, and the words of a pair are compared. A pair with no
/// word of letters or digits in common is left unmarked (the whole line changed).
public enum WordMarks {
  /// For the lines of a report holding unified diffs, the marked character ranges of each
  /// paired line, by the line's index; offsets count characters from the line's start
  /// (its `-` or `+` included).
  public static func ranges(in lines: [String]) -> [Int: [Range<Int>]] {
    var marks: [Int: [Range<Int>]] = [:]
    var inHunk = false
    var removed: [Int] = []
    var added: [Int] = []
    func pairUp() {
      for (old, new) in zip(removed, added) {
        guard let (oldMarks, newMarks) = changes(lines[old], lines[new]) else { continue }
        marks[old] = oldMarks
        marks[new] = newMarks
      }
      removed = []
      added = []
    }
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("@@") {
        pairUp()
        inHunk = true
      } else if inHunk, line.hasPrefix("-") {
        if !added.isEmpty { pairUp() }
        removed.append(index)
      } else if inHunk, line.hasPrefix("+") {
        added.append(index)
      } else {
        pairUp()
        inHunk = inHunk && line.hasPrefix(" ")
      }
    }
    pairUp()
    return marks
  }

  /// The lines with a guide under each marked one, as difflib's and pytest's: `?` and a `^`
  /// under each changed character, for where colour cannot mark them.
  public static func withGuides(_ lines: [String]) -> [String] {
    let marks = ranges(in: lines)
    guard !marks.isEmpty else { return lines }
    var out: [String] = []
    for (index, line) in lines.enumerated() {
      out.append(line)
      if let ranges = marks[index] { out.append(guide(line, ranges)) }
    }
    return out
  }

  /// `?`, then `^` under the marked characters and blanks under the others (as wide as they
  /// show), without trailing blanks.
  static func guide(_ line: String, _ ranges: [Range<Int>]) -> String {
    var guide = "?"
    let marked = isMarked(ranges, count: line.count)
    for (offset, character) in line.enumerated().dropFirst() {
      let mark: Character = marked[offset] ? "^" : " "
      guide += String(repeating: mark, count: DisplayWidth.columns(character))
    }
    while guide.last == " " { guide.removeLast() }
    return guide
  }

  /// For each of a line's `count` characters, whether one of `ranges` marks it (in time
  /// linear in the line, as the ranges do not overlap).
  public static func isMarked(_ ranges: [Range<Int>], count: Int) -> [Bool] {
    var marked = [Bool](repeating: false, count: count)
    for range in ranges {
      for offset in range where offset >= 0 && offset < count { marked[offset] = true }
    }
    return marked
  }

  /// The changed ranges of a removed line and the added line paired with it; nil when they
  /// share no word of letters or digits, or are the same.
  static func changes(_ old: String, _ new: String) -> ([Range<Int>], [Range<Int>])? {
    let before = words(old.dropFirst())
    let after = words(new.dropFirst())
    // Comparing takes time that grows with the product of the lines' lengths.
    guard before.count <= maxWords, after.count <= maxWords else { return nil }
    let difference = after.map(\.text).difference(from: before.map(\.text))
    var gone = Set<Int>()
    var came = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): gone.insert(offset)
      case .insert(let offset, _, _): came.insert(offset)
      }
    }
    let shared = before.indices.contains { !gone.contains($0) && before[$0].isWord }
    guard shared, !gone.isEmpty || !came.isEmpty else { return nil }
    return (merged(before, gone), merged(after, came))
  }

  /// The most words a line may have to be marked: longer ones are left as they are.
  static let maxWords = 1_000

  /// A word of a line: its text and where it starts, in characters after the prefix.
  struct Word {
    var text: Substring
    var start: Int
    var isWord: Bool { text.contains { $0.isLetter || $0.isNumber } }
  }

  /// The words of a line: runs of letters, digits, `.` and `_`, runs of blanks, and every
  /// other character on its own.
  static func words(_ text: Substring) -> [Word] {
    func kind(_ character: Character) -> Int {
      if character.isLetter || character.isNumber || character == "." || character == "_" {
        return 1
      }
      return character.isWhitespace ? 2 : 0
    }
    var result: [Word] = []
    var index = text.startIndex
    var offset = 0
    while index < text.endIndex {
      let first = kind(text[index])
      var end = text.index(after: index)
      var length = 1
      while first != 0, end < text.endIndex, kind(text[end]) == first {
        end = text.index(after: end)
        length += 1
      }
      result.append(Word(text: text[index..<end], start: offset))
      index = end
      offset += length
    }
    return result
  }

  /// The marked words as character ranges of the whole line (after its one-character
  /// prefix), neighbours joined.
  static func merged(_ words: [Word], _ marked: Set<Int>) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for index in marked.sorted() {
      let word = words[index]
      let range = (word.start + 1)..<(word.start + 1 + word.text.count)
      if let last = ranges.last, last.upperBound == range.lowerBound {
        ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
      } else {
        ranges.append(range)
      }
    }
    return ranges
  }
}
