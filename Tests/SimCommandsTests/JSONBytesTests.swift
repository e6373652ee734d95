import Testing

@testable import SimCommands

/// The tests on eight bytes at a time behind the JSON writer and checker, against the same
/// tests made byte by byte.
@Suite struct JSONBytesTests {
  private func special(_ byte: UInt8) -> Bool {
    byte == 0x22 || byte == 0x5C || byte < 0x20 || byte == 0x7F
  }

  /// Every byte value at every place of texts up to 20 bytes long, among letters and
  /// among the bytes that sit beside the marked ones (so a borrow between bytes would
  /// show).
  @Test func findsEachMarkedByteWhereverItIs() {
    for filler: UInt8 in [0x41, 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E, 0x80, 0xFF] {
      for count in 0...20 {
        for place in -1..<count {
          for byte in UInt8.min...UInt8.max where place >= 0 || byte == 0 {
            var bytes = [UInt8](repeating: filler, count: count)
            if place >= 0 { bytes[place] = byte }
            let firstSpecial = bytes.firstIndex(where: special) ?? count
            let (contains, plain, ascii) = bytes.withUnsafeBytes {
              (
                JSONBytes.containsSpecial($0), JSONBytes.plainWords($0, from: 0),
                JSONBytes.isASCII($0)
              )
            }
            guard contains == (firstSpecial < count), plain == firstSpecial / 8 * 8,
              ascii == bytes.allSatisfy({ $0 < 0x80 })
            else {
              Issue.record("byte \(byte) at \(place) of \(count) among \(filler)")
              return
            }
          }
        }
      }
    }
  }

  @Test func writesEscapedAndPlainText() {
    var out = JSONText()
    out.string("Parc 55 \"Wyndham\"\\\n\u{7F}é")
    out.string("plain text, longer than eight bytes")
    out.string("DEL\u{7F} alone")
    #expect(
      out.text
        == #""Parc 55 \"Wyndham\"\\\n\u007fé""plain text, longer than eight bytes""DEL\u007f alone""#
    )
  }

  /// The checker passes over whole words of a string only while nothing in them matters.
  @Test func checksStringsPastWholeWords() {
    func valid(_ text: String) -> Bool {
      var parser = JSONParser(Array(text.utf8))
      return (try? parser.validate()) != nil
    }
    #expect(valid(#"["0123456789abcdef", "01234567\"89", "é and more than eight"]"#))
    #expect(!valid("[\"0123456789abcdef\u{1}\"]"))
    #expect(!valid("[\"01234567\u{9}\"]"))
    #expect(!valid("[\"0123456789abcdef"))
    #expect(!valid("[\"0123456789abcdef\\q\"]"))
    var parser = JSONParser([0x22] + Array("0123456789".utf8) + [0xFF, 0x22])
    #expect((try? parser.validate()) == nil)
  }
}
