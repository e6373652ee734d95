import SimCommands
import Testing

/// The strict JSON reader behind `JSONValue.parse`: what RFC 8259 allows, nothing else.
@Suite struct JSONParserTests {
  /// The value, when both reading and checking alone take the text, and nil when both
  /// refuse it (a difference is a failure).
  private func parse(_ text: String) -> JSONValue? { parse(Array(text.utf8)) }

  private func parse(_ bytes: [UInt8]) -> JSONValue? {
    let value = try? JSONValue.parse(bytes)
    var checker = JSONParser(bytes)
    let valid = (try? checker.validate()) != nil
    #expect(valid == (value != nil), "reading and checking disagree on \(bytes)")
    return value
  }

  private func failure(_ text: String) -> JSONParser.Failure? {
    var parser = JSONParser(Array(text.utf8))
    do throws(JSONParser.Failure) {
      _ = try parser.document()
      return nil
    } catch {
      return error
    }
  }

  @Test func valuesAsTheGrammarWritesThem() {
    #expect(
      parse(" {\"a\": [1, -2.5, 1e2, 1.0, true, false, null, \"x\"]} ")
        == .object([
          "a": .array([
            .integer(1), .number(-2.5), .integer(100), .integer(1), .bool(true),
            .bool(false), .null, .string("x"),
          ])
        ]))
    #expect(parse("9223372036854775807") == .integer(.max))
    #expect(parse("9223372036854775808") == .number(9_223_372_036_854_775_808))
    #expect(parse("-0") == .integer(0))
    #expect(parse("0.5e-1") == .number(0.05))
    #expect(parse(#""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#) == .string("\"\\/\u{8}\u{C}\n\r\té😀"))
    #expect(parse("{\"k\":1,\"k\":2}") == .object(["k": .integer(1)]))  // the first, as before
    #expect(parse("-9223372036854775809") == .number(-9_223_372_036_854_775_808))
    #expect(parse("[[[[]]]]") == .array([.array([.array([.array([])])])]))
  }

  @Test func whatIsNotJSONIsRefused() {
    for text in [
      "", " ", "[1,]", "{\"a\":1,}", "01", "+1", "1.", ".5", "1e", "-", "0x10", "NaN",
      "Infinity", "1e400", "'a'", "\"a", "\"\\q\"", "\"\\u12\"", "\"\\ud800\"",
      "\"\\udc00\"", "\"a\u{1}b\"", "{a:1}", "[1 2]", "{\"a\" 1}", "tru", "nul", "[] []",
      "// comment\n1",
    ] {
      #expect(parse(text) == nil, "\(text.debugDescription) was taken for JSON")
    }
    #expect(parse([0x22, 0xFF, 0x22]) == nil)  // not UTF-8
    #expect(parse([0x22, 0xED, 0xA0, 0x80, 0x22]) == nil)  // a surrogate in UTF-8
    #expect(parse([0x22, 0xC3, 0xA9, 0x22]) == .string("é"))
    #expect(parse(String(repeating: "[", count: 600) + String(repeating: "]", count: 600)) == nil)
    #expect(
      parse(String(repeating: "[", count: 512) + "1" + String(repeating: "]", count: 512)) != nil)
    #expect(
      parse(String(repeating: "[", count: 513) + "1" + String(repeating: "]", count: 513)) == nil)
  }

  /// Checking alone takes a number without an exponent and with up to 308 whole digits
  /// unconverted; longer ones it converts, as reading does.
  @Test func longNumbersAreCheckedAsTheyAreRead() {
    let zeros = String(repeating: "0", count: 308)
    #expect(parse("9" + String(repeating: "9", count: 307) + ".5") != nil)
    #expect(parse("1" + zeros) != nil)
    #expect(parse("2" + zeros + ".5") == nil)
    #expect(parse("-2" + zeros) == nil)
    #expect(parse("2e308") == nil)
    #expect(parse("0." + String(repeating: "0", count: 400) + "1") != nil)  // underflows to 0
  }

  @Test func aFailureNamesItsLine() {
    let error = failure("{\n  \"a\": 1,\n  \"b\": 01\n}")
    #expect(error?.line == 3 && error?.message == "a number starts with 0")
    #expect(failure("[1,\n2,\n]")?.line == 3)
  }

  @Test func theTextOfAValueReadsBackAsIt() {
    let value = JSONValue.object([
      "s": .string("a\"b\\c\n\u{1}é😀"), "n": .number(0.125), "i": .integer(-7),
      "a": .array([.null, .bool(true), .object([:])]),
    ])
    #expect(parse(value.text) == value)
  }
}
