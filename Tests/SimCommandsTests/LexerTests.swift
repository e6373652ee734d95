import SimMotion
import Testing

@testable import SimCommands

@Suite struct LexerTests {
  func words(_ line: String) throws -> [String] {
    try Lexer.tokenize(line).map(\.text)
  }

  @Test func splitsOnSpacesAndTabs() throws {
    #expect(try words("view  add\ta frame 1,2,3,4") == ["view", "add", "a", "frame", "1,2,3,4"])
    #expect(try Lexer.tokenize("  tick 1").map(\.column) == [3, 8])
  }

  @Test func quotesHoldSpacesAndEscapes() throws {
    #expect(
      try words(#"a "two words" "say \"hi\"" "back\\slash""#) == [
        "a", "two words", #"say "hi""#, #"back\slash"#,
      ])
    #expect(try Lexer.tokenize(#""x""#).first?.quoted == true)
  }

  @Test func hashStartsACommentUnlessItIsAColour() throws {
    #expect(try words("tick 1 # later") == ["tick", "1"])
    #expect(try words("# only a comment").isEmpty)
    #expect(
      try words("view set a color #FF0000 # red") == ["view", "set", "a", "color", "#FF0000"])
    #expect(try words("view set a color #FF000080") == ["view", "set", "a", "color", "#FF000080"])
    #expect(try words(##"text "# not a comment""##) == ["text", "# not a comment"])
  }

  /// `#` outside quotes starts a comment wherever it stands, even inside a word or right
  /// after a closing quote; a colour literal may be followed by one.
  @Test func hashInsideAWordStartsAComment() throws {
    #expect(try words("time#x") == ["time"])
    #expect(try words("tick 1# later") == ["tick", "1"])
    #expect(try words(##"say "a"#b"##) == ["say", "a"])
    #expect(try words(##"a#"b"##) == ["a"])
    #expect(try words("color #FF0000#red") == ["color", "#FF0000"])
    #expect(try words("color #0f0#x") == ["color"])
    #expect(try Lexer.tokenize("tick 1# later").map(\.column) == [1, 6])
  }

  @Test func refusesBadInput() {
    #expect(throws: CommandError.self) { try Lexer.tokenize(#"say "unterminated"#) }
    #expect(throws: CommandError.self) { try Lexer.tokenize("tick\u{07}1") }
    #expect(throws: CommandError.self) { try Lexer.tokenize(#"a"b"#) }
    #expect(throws: CommandError.self) { try Lexer.tokenize(#""a"b"#) }
    do {
      _ = try Lexer.tokenize("tick 1\u{1B}")
      Issue.record("a control character was accepted")
    } catch {
      #expect(error.column == 7)
      #expect(error.message == "control character U+001B")
    }
  }

  /// An ASCII line is read by its bytes, any other by its characters: both read alike. Each
  /// line is read as written and with a word of non-ASCII characters at the end, which
  /// must add that word and change nothing before it.
  @Test(arguments: [
    #"view add a frame 1,2,3,4 color #FF0000"#, #"say "a \"b\" \\ c"  x"#, "tick\t1 # note",
    #"say "open"#, #"a"b"#, #""a"b"#, "tick 1\u{1B}", "tick 1\r\n", "x #12 y", "  ",
    "time#x", ##""a"#b"##, "#FF0000#x",
  ])
  func asciiLinesReadAsCharactersDo(line: String) {
    func read(_ text: String) -> Result<[Token], CommandError> {
      Result { () throws(CommandError) in try Lexer.tokenize(text) }
    }
    let widened = read(line + " \u{E9}t\u{E9}")
    switch read(line) {
    case .success(let tokens):
      guard case .success(let more) = widened else {
        // The line ends inside a comment or a quote the extra word does not close.
        return
      }
      #expect(Array(more.prefix(tokens.count)) == tokens)
    case .failure(let error):
      guard case .failure(let other) = widened else {
        Issue.record("only the ASCII line failed: \(error.message)")
        return
      }
      #expect(other.message == error.message && other.column == error.column)
    }
  }
}

@Suite struct ValueTests {
  @Test(arguments: [
    ("0.25", 250_000), ("250ms", 250_000), ("0.25s", 250_000), ("2s", 2_000_000),
    ("1500us", 1_500), ("0.1", 100_000), (".5", 500_000), ("3.", 3_000_000),
    ("0.000001", 1), ("1.5ms", 1_500), ("0.1000000", 100_000),
  ])
  func durationsAreExact(text: String, micros: Int64) throws {
    #expect(try Values.duration(text) == SimTime(microseconds: micros))
  }

  @Test(arguments: ["", "s", "-1", "1e3", "nan", "inf", "1.2.3", "0x10", "1 s", "1m"])
  func badDurations(text: String) {
    #expect(throws: Values.DurationProblem.self) { try Values.duration(text) }
  }

  @Test func durationLimits() {
    #expect(throws: Values.DurationProblem.tooFine) { try Values.duration("0.0000001") }
    #expect(throws: Values.DurationProblem.tooLong) { try Values.duration("1000000001") }
    #expect(throws: Values.DurationProblem.tooLong) {
      try Values.duration("99999999999999999999999")
    }
  }

  @Test func numbers() throws {
    #expect(try Values.number("12") == 12)
    #expect(try Values.number("-3.5") == -3.5)
    #expect(try Values.number("1e3") == 1000)
    #expect(throws: Values.NumberProblem.outOfRange) { try Values.number("1e309") }
    #expect(throws: Values.NumberProblem.outOfRange) { try Values.number("2e9") }
    #expect(throws: Values.NumberProblem.notANumber) { try Values.number("nan") }
    #expect(throws: Values.NumberProblem.notANumber) { try Values.number("inf") }
    #expect(throws: Values.NumberProblem.notANumber) { try Values.number("0x10") }
    #expect(throws: Values.NumberProblem.notANumber) { try Values.number("-") }
  }

  @Test func ids() {
    #expect(Values.isValidID("a"))
    #expect(Values.isValidID("_pin.1-b"))
    #expect(!Values.isValidID("1a"))
    #expect(!Values.isValidID("a b"))
    #expect(!Values.isValidID(String(repeating: "a", count: 65)))
    #expect(!Values.isValidID("é"))
  }
}

/// What counts as a number: the grammar `[+-]? digits? (. digits?)? ([eE] [+-]? digits)?`
/// with at least one digit before the exponent, checked against a plain reading of it over
/// every word of up to five characters from its alphabet.
@Suite struct NumeralTests {
  private func grammar(_ text: String) -> Bool {
    var rest = Substring(text)
    func take(_ set: String) -> Bool {
      guard let c = rest.first, set.contains(c) else { return false }
      rest = rest.dropFirst()
      return true
    }
    func digits() -> Int {
      var n = 0
      while take("0123456789") { n += 1 }
      return n
    }
    _ = take("+-")
    var count = digits()
    if take(".") { count += digits() }
    guard count > 0 else { return false }
    if take("eE") {
      _ = take("+-")
      guard digits() > 0 else { return false }
    }
    return rest.isEmpty
  }

  @Test func numeralsAreWhatTheGrammarSays() {
    for word in allWords(of: ["0", "7", ".", "e", "E", "+", "-", "x", "٣"], upTo: 5) {
      #expect(Values.isNumeral(Substring(word)) == grammar(word), "\(word.debugDescription)")
    }
    #expect(Values.isNumeral("-12.5e+3"))
    #expect(Values.isNumeral("abc12"[...].dropFirst(3)))
    #expect(!Values.isNumeral("1,2"))
  }
}

/// Lists of numbers read as their parts one by one with ``Values/number(_:)`` would read
/// them: every word of up to four characters from an alphabet of digits, signs, dots,
/// separators and a non-ASCII digit, longer lists, and integers at the edge of the
/// plain-integer reading.
@Suite struct NumberListTests {
  private func reference(_ text: String, count: Int, separator: Character) -> String {
    let parts = text.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == count else { return "\(Values.NumberProblem.notANumber)" }
    var values: [Double] = []
    for part in parts {
      do throws(Values.NumberProblem) {
        values.append(try Values.number(part))
      } catch {
        return "\(error)"
      }
    }
    return values.map { "\($0.bitPattern)" }.joined(separator: " ")
  }

  private func read(_ text: String, count: Int, separator: Character) -> String {
    do throws(Values.NumberProblem) {
      let values = try Values.numbers(text, count: count, separator: separator)
      return values.map { "\($0.bitPattern)" }.joined(separator: " ")
    } catch {
      return "\(error)"
    }
  }

  @Test func listsReadAsTheirPartsDo() {
    var differ: [String] = []
    for word in allWords(of: ["0", "7", "-", "+", ".", ",", "x", "e", "٣"], upTo: 4) {
      for count in 1...3 {
        for separator: Character in [",", "x"]
        where read(word, count: count, separator: separator)
          != reference(word, count: count, separator: separator)
        {
          differ.append("\(word.debugDescription) \(count) \(separator)")
        }
      }
    }
    let longer = [
      "123456789", "-999999999", "+999999999", "1000000000", "-1000000000", "9999999999",
      "-1000000001", "0000000001", "00000000001", "-0", "+0", "-0,-0", "-0,+0", "7.,.7",
      "77,77", "1e3,7", "07,-07", "7,7,7", "+-7,7", "7,٣٣", "999999999,1e9", "1,,2", ",", "",
      "12,34,10,10",
    ]
    for word in longer {
      for count in 1...4
      where read(word, count: count, separator: ",")
        != reference(word, count: count, separator: ",")
      {
        differ.append("\(word.debugDescription) \(count)")
      }
    }
    #expect(differ.isEmpty, "\(differ.prefix(10))")
    #expect(read("-0,5", count: 2, separator: ",") == "0 \(5.0.bitPattern)")
  }
}
