import Testing

@testable import SimCommands

/// `apropos` searches ASCII help text byte by byte: it finds what String's search finds.
@Suite struct AproposSearchTests {
  @Test(arguments: [
    ("tick", "advance the clock: tick 0.5"), ("abc", "ab"), ("aab", "aaab"),
    ("x", ""), ("é", "café au lait"), ("e", "cafe\u{301}"), ("lait", "café au lait"),
    ("b", "a\r\nb"), ("clock", "Clock"), ("ab", "ab"),
  ])
  func findsWhatStringSearchFinds(needle: String, text: String) {
    #expect(Help.occurs(needle, in: text) == text.contains(needle))
  }
}
