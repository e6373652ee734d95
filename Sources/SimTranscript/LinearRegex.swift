/// A regular expression matched in time bounded by the text's length times the pattern's,
/// whatever the pattern: it becomes an automaton whose states are all followed at once, one
/// character of the text at a time, as RE2 and Go's regexp match, rather than by trying one
/// way after another. Swift's `Regex` tries one way after another, and a pattern such as
/// `(.*)*Z` then takes time that doubles with each character of the line: a transcript's
/// `(re)` line or a `--filter` could stop `scenesim test` for good.
///
/// The syntax is what Swift's `Regex`, PCRE and Python share: characters and `\`-escaped
/// punctuation; `.` (any character but a line end); classes `[a-z_]`, `[^…]` with `\d \w
/// \s` and their negations, inside or out; escapes `\t \n \r \f \v \e \a \0NNN \xHH \x{H…}
/// \u{H…} \uHHHH`; groups `(…)`, `(?:…)`, `(?<name>…)`, `(?P<name>…)`; `|`; `* + ? {n}
/// {n,} {n,m} {,m}`, each also lazy (`*?`, which matches the same lines); anchors `^ $ \A
/// \z \Z \b \B`. Backreferences, lookaround, atomic groups, possessive quantifiers, inline
/// options, Unicode properties and POSIX or nested classes are refused with a syntax
/// error: they are the features that need the slow way. Characters are compared as Swift
/// compares `Character`s, so `.` takes a whole grapheme cluster, as `Regex` does by
/// default.
public struct LinearRegex: Sendable {
  /// Why a pattern is not one, or uses what is not supported.
  public struct SyntaxError: Error, Sendable, Equatable {
    /// What is wrong, and at which position of the pattern.
    public var message: String
  }

  let program: [Instruction]

  /// The most steps a pattern may compile to, each node of it counting one and a class
  /// one more for each of its items (counted repetition copies its operand): within a small
  /// factor, the bound on the work per character of the text and on the work of
  /// compiling.
  static let maxProgram = 10_000

  /// The pattern, compiled; a ``SyntaxError`` when it is not one or needs what is not
  /// supported.
  public init(_ pattern: String) throws(SyntaxError) {
    var parser = RegexParser(Array(pattern))
    let tree = try parser.parse()
    var compiler = RegexCompiler()
    try compiler.emit(tree)
    compiler.program.append(.match)
    self.program = compiler.program
  }

  /// Whether the whole of `text` matches.
  public func wholeMatch(in text: String) -> Bool {
    run(Subject(text, for: program), anywhere: false)
  }

  /// Whether a part of `text` matches.
  public func isFound(in text: String) -> Bool { run(Subject(text, for: program), anywhere: true) }

  /// The text as the automaton reads it: its characters, and where words begin and end
  /// when the pattern asks.
  struct Subject {
    let characters: [Character]
    /// For each position, whether `\b` holds there (empty when no anchor asks).
    let boundaries: [Bool]

    init(_ text: String, for program: [Instruction]) {
      characters = Array(text)
      let asks = program.contains {
        $0 == .assert(.wordBoundary) || $0 == .assert(.notWordBoundary)
      }
      boundaries = asks ? Subject.wordBoundaries(text, count: characters.count) : []
    }

    /// Where Swift's `Regex` finds `\b`: Unicode's default word boundaries (UAX #29), by
    /// searching the text once.
    private static func wordBoundaries(_ text: String, count: Int) -> [Bool] {
      var result = [Bool](repeating: false, count: count + 1)
      guard let boundary = try? Regex(#"\b"#) else { return result }
      var offsets: [String.Index: Int] = [text.endIndex: count]
      for (k, index) in text.indices.enumerated() { offsets[index] = k }
      for range in text.ranges(of: boundary) {
        if let k = offsets[range.lowerBound] { result[k] = true }
      }
      return result
    }
  }

  /// Follows every state the automaton can be in, character by character. `anywhere`: a
  /// match may start at any position and end at any other (otherwise it starts at the
  /// first and ends at the last).
  private func run(_ subject: Subject, anywhere: Bool) -> Bool {
    let text = subject.characters
    var current = StateSet(count: program.count)
    var next = StateSet(count: program.count)
    for position in 0...text.count {
      if position == 0 || anywhere {
        if add(0, at: position, in: subject, to: &current) && (anywhere || position == text.count) {
          return true
        }
      }
      guard position < text.count else { break }
      let c = text[position]
      next.clear()
      var matched = false
      for pc in current.members {
        let advances: Bool
        switch program[pc] {
        case .character(let expected): advances = c == expected
        case .set(let set): advances = set.contains(c)
        case .anyButNewline: advances = !c.isNewline
        default: advances = false
        }
        if advances, add(pc + 1, at: position + 1, in: subject, to: &next) { matched = true }
      }
      if matched && (anywhere || position + 1 == text.count) { return true }
      swap(&current, &next)
      if current.members.isEmpty && !anywhere { return false }
    }
    return false
  }

  /// Adds the state `pc` and every state it reaches without taking a character; returns
  /// whether one of them is the match.
  private func add(_ pc: Int, at position: Int, in subject: Subject, to set: inout StateSet)
    -> Bool
  {
    var matched = false
    var stack = [pc]
    while let pc = stack.popLast() {
      guard set.insert(pc) else { continue }
      switch program[pc] {
      case .match: matched = true
      case .jump(let to): stack.append(to)
      case .split(let first, let second):
        stack.append(second)
        stack.append(first)
      case .assert(let anchor):
        if anchor.holds(at: position, in: subject) { stack.append(pc + 1) }
      case .character, .set, .anyButNewline: break
      }
    }
    return matched
  }
}

/// One step of the automaton.
enum Instruction: Sendable, Equatable {
  case character(Character)
  case set(CharacterClass)
  case anyButNewline
  /// Goes on at both addresses.
  case split(Int, Int)
  case jump(Int)
  case assert(Anchor)
  case match
}

/// A place in the text where an anchor holds.
enum Anchor: Sendable, Equatable {
  case start, end, wordBoundary, notWordBoundary

  func holds(at position: Int, in subject: LinearRegex.Subject) -> Bool {
    switch self {
    case .start: return position == 0
    case .end: return position == subject.characters.count
    case .wordBoundary: return subject.boundaries[position]
    case .notWordBoundary: return !subject.boundaries[position]
    }
  }
}

/// A class of characters: `[…]`, `\d`, `\w`, `\s` and their negations.
struct CharacterClass: Sendable, Equatable {
  enum Item: Sendable, Equatable {
    case character(Character)
    /// Single-scalar characters whose scalar is in the range.
    case range(ClosedRange<UInt32>)
    case digit(Bool)
    case word(Bool)
    case space(Bool)
  }
  var items: [Item] = []
  var negated = false

  func contains(_ c: Character) -> Bool {
    items.contains { item in
      switch item {
      case .character(let d): return c == d
      case .range(let range):
        guard let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1 else {
          return false
        }
        return range.contains(scalar.value)
      case .digit(let yes): return CharacterClass.isDigit(c) == yes
      case .word(let yes): return CharacterClass.isWord(c) == yes
      case .space(let yes): return c.isWhitespace == yes
      }
    } != negated
  }

  /// `\d`, as Swift's `Regex` reads it: any number (`½`, `²` and `Ⅻ` too).
  static func isDigit(_ c: Character) -> Bool { c.isNumber }

  static func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
}

/// The states the automaton is in, in the order they were reached, each once.
struct StateSet {
  private(set) var members: [Int] = []
  private var stamps: [Int]
  private var stamp = 1

  init(count: Int) { stamps = [Int](repeating: 0, count: count) }

  /// Adds `pc`; false when it was there.
  mutating func insert(_ pc: Int) -> Bool {
    guard stamps[pc] != stamp else { return false }
    stamps[pc] = stamp
    members.append(pc)
    return true
  }

  mutating func clear() {
    members.removeAll(keepingCapacity: true)
    stamp += 1
  }
}
