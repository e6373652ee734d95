import Testing

@testable import SimTranscript

@Suite struct LinearRegexTests {
  func whole(_ pattern: String, _ text: String) throws -> Bool {
    try LinearRegex(pattern).wholeMatch(in: text)
  }

  @Test(arguments: [
    (#"\d+s"#, "12s", true), (#"\d+s"#, "s", false), ("t=[0-9.]+s", "t=0.25s", true),
    ("t=[0-9.]+s", "xt=0.25s", false), ("a|bc|", "", true), ("a|bc|", "bc", true),
    ("(ab)*", "ababab", true), ("(ab)*", "aba", false), ("a{2,3}", "aaa", true),
    ("a{2,3}", "aaaa", false), ("a{,2}", "", true), ("a{2,}", "aaaaa", true),
    ("x{", "x{", true), ("a{1,2", "a{1,2", true), (#"[^\d ]+"#, "ab-c", true),
    (#"[^\d ]+"#, "ab c", false), (#"[\]a]+"#, "]a]", true), ("[a-]+", "-a-", true),
    (#"\bword\b.*"#, "word up", true), (#".*\Bord"#, "word", true), ("^a$", "a", true),
    (#"\x41\u{42}\u0043\t"#, "ABC\t", true), (#"\.\*"#, ".*", true), ("a.c", "a\u{E9}c", true),
    ("(?:a|b)(?<n>c)(?P<m>d)", "bcd", true), ("a*?b+?c??", "aabbc", true), ("", "", true),
    (#"\d\d\d"#, "½²Ⅻ", true), (#"\012\0\0101"#, "\n\u{0}A", true), ("x{1,2", "x{1,2", true),
  ])
  func matchesAsSwiftRegexDoes(pattern: String, text: String, expected: Bool) throws {
    #expect(try whole(pattern, text) == expected)
    #expect(try (Regex(pattern).wholeMatch(in: text) != nil) == expected, "Swift's Regex")
  }

  @Test func refusalsSayWhy() {
    for (pattern, reason) in [
      ("(?P=n)", "backreference"), ("(?<=a)", "lookbehind"), ("a{1,2}+", "possessive"),
      ("(?i)a", "group option"), ("((){1000}){1000}", "too large"),
    ] {
      do throws(LinearRegex.SyntaxError) {
        _ = try LinearRegex(pattern)
        Issue.record("\(pattern) was accepted")
      } catch {
        #expect(error.message.contains(reason), "\(pattern): \(error.message)")
      }
    }
  }

  @Test func searchFindsAMatchAnywhere() throws {
    #expect(try LinearRegex("b+c").isFound(in: "aabbcd"))
    #expect(try !LinearRegex("^b").isFound(in: "ab"))
    #expect(try LinearRegex("").isFound(in: "anything"))
    #expect(try LinearRegex("d$").isFound(in: "abcd"))
  }

  @Test(arguments: [
    "(", "a)", "*a", "a**", "a{3,2}", "a{1001}", "[a", "[z-a]", #"a\"#, #"\q"#, #"(\1)"#,
    "(?=a)", "(?!a)", "(?<=a)", "(?<!a)", "(?>a)", "(?i)a", "a*+", #"\p{L}"#, "[[:alpha:]]",
    "[a&&b]", "[]a]", "[]", #"\k<n>"#,
    String(repeating: "(", count: 300) + String(repeating: ")", count: 300),
    "((a{1000}){1000})", "(((){1000}){1000}){1000}", #"\x+A"#, #"\u{+41}"#, "(?P=n)", "(?P>n)",
    "[" + String(repeating: "\u{4E00}", count: 3_000) + "]{0,999}",
  ])
  func refusesWhatItCannotMatchInLinearTime(pattern: String) {
    #expect(throws: LinearRegex.SyntaxError.self) { try LinearRegex(pattern) }
  }

  /// Patterns that make a backtracking matcher take time exponential in the line.
  @Test func pathologicalPatternsFinish() throws {
    let line = String(repeating: "a", count: 2_000)
    #expect(try !whole("(.*)*Z", line))
    #expect(try !whole("(a|a)*b", line))
    #expect(try !whole("(a*)*b", line))
    #expect(try whole("(a|aa)*", line))
    #expect(try !LinearRegex("(x+x+)+y").isFound(in: String(repeating: "x", count: 2_000)))
  }

  /// Random patterns over a small alphabet, against Swift's `Regex` on short texts (where
  /// its backtracking is quick): both must agree on every whole match and every search.
  @Test func agreesWithSwiftRegexOnRandomPatterns() throws {
    var random = Random(seed: 7)
    let texts = (0..<40).map { _ in
      String((0..<random.next(8)).map { _ in Array("ab1 _\u{BD}\u{E9}")[random.next(7)] })
    }
    for _ in 0..<600 {
      let pattern = randomPattern(&random, depth: 0)
      let ours = try LinearRegex(pattern)
      let swift = try Regex(pattern)
      for text in texts {
        let expected = (try swift.wholeMatch(in: text)) != nil
        #expect(ours.wholeMatch(in: text) == expected, "\(pattern) on '\(text)'")
        let found = (try swift.firstMatch(in: text)) != nil
        #expect(ours.isFound(in: text) == found, "\(pattern) found in '\(text)'")
      }
    }
  }

  private func randomPattern(_ random: inout Random, depth: Int) -> String {
    var pattern = ""
    for _ in 0...random.next(3) {
      var atom: String
      switch random.next(depth < 2 ? 12 : 9) {
      case 0: atom = "a"
      case 1: atom = "b"
      case 2: atom = "."
      case 3: atom = ["[ab]", "[^a]", "[a-b1]", #"[\d_]"#][random.next(4)]
      case 4: atom = [#"\w"#, #"\d"#, #"\s"#, #"\W"#][random.next(4)]
      case 5: atom = ["^", "$", #"\b"#, #"\B"#][random.next(4)]
      case 6: atom = "1"
      case 7: atom = " "
      case 8: atom = "_"
      case 9, 10: atom = "(" + randomPattern(&random, depth: depth + 1) + ")"
      default:
        atom =
          "(?:" + randomPattern(&random, depth: depth + 1) + "|"
          + randomPattern(&random, depth: depth + 1) + ")"
      }
      if !["^", "$", #"\b"#, #"\B"#].contains(atom) {
        atom += ["", "", "*", "+", "?", "{1,2}", "{2}", "*?", "{0,}"][random.next(9)]
      }
      pattern += atom
    }
    return pattern
  }

  /// A small, repeatable generator (no dependence on the process's random state).
  struct Random {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }
}
