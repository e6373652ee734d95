import SimGeometry
import Testing

/// One rule for text in XML (SVG pictures and JUnit reports alike).
@Suite struct XMLTextTests {
  @Test func markupBecomesEntities() {
    #expect(XMLText.escaped(#"a < b & "c" > d"#) == "a &lt; b &amp; &quot;c&quot; &gt; d")
  }

  @Test func lineEndsAndTabsBecomeReferencesSoAttributesKeepThem() {
    #expect(XMLText.escaped("one\ntwo\tthree\r") == "one&#10;two&#9;three&#13;")
  }

  @Test func whatXMLCannotHoldIsShownAsHex() {
    #expect(XMLText.escaped("bell\u{07} esc\u{1B} nul\u{0}") == "bell\\x07 esc\\x1b nul\\x00")
    #expect(XMLText.escaped("\u{FFFE}\u{FFFF}") == "\\xfffe\\xffff")
  }

  @Test func everythingElseStays() {
    #expect(XMLText.escaped("café ✓ \u{7F} \u{200D}") == "café ✓ \u{7F} \u{200D}")
  }
}
