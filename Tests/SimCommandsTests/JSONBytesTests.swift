import Testing

@testable import SimCommands

/// The tests on eight bytes at a time behind the JSON writer and checker, against the same
/// tests made byte by byte.
@Suite struct JSONBytesTests {
  private func special(_ byte: UInt8) -> Bool {
    byte == 0x22 || byte == 0x5C || byte < 0x20 || byte == 0x7F
  }

  /// Every byte value at every place of texts up to 17 bytes long, among letters, among
  /// values next to the marked ones and among bytes above 0x7F; `plainWords` from each
  /// of the first nine places (every phase of the words).
  @Test func findsEachMarkedByteWhereverItIs() {
    for filler: UInt8 in [0x41, 0x20, 0x23, 0x5D, 0x7E, 0x80, 0xFF] {
      for count in 0...17 {
        for place in -1..<count {
          for byte in UInt8.min...UInt8.max where place >= 0 || byte == 0 {
            var bytes = [UInt8](repeating: filler, count: count)
            if place >= 0 { bytes[place] = byte }
            let plainFrom = (0...min(count, 8)).map { start in
              ((bytes[start...].firstIndex(where: special) ?? count) - start) / 8 * 8
            }
            let (contains, plain, ascii) = bytes.withUnsafeBytes { raw in
              (
                JSONBytes.containsSpecial(raw),
                (0...min(count, 8)).map { JSONBytes.plainWords(raw, from: $0) },
                JSONBytes.isASCII(raw)
              )
            }
            guard contains == bytes.contains(where: special),
              plain == plainFrom, ascii == bytes.allSatisfy({ $0 < 0x80 })
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
    var out = JSONText(capacity: 4)
    out.string("")
    out.string("Parc 55 \"Wyndham\"\\\n\u{7F}é")
    out.string("plain text, longer than eight bytes")
    out.string("DEL\u{7F} alone")
    #expect(
      out.text
        == #""""Parc 55 \"Wyndham\"\\\n\u007fé""plain text, longer than eight bytes""DEL\u007f alone""#
    )
    // Growing well past the room it started with keeps every byte.
    var long = JSONText(capacity: 1)
    for index in 0..<2_000 { long.number(Double(index)) }
    #expect(long.text == (0..<2_000).map(String.init).joined())
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
    // Bytes that are not UTF-8 after the words passed over, and inside them.
    for bytes in [
      [0x22] + Array("0123456789".utf8) + [0xFF, 0x22],
      [0x22, 0xFF] + Array("0123456789".utf8) + [0x22],
    ] {
      var parser = JSONParser(bytes)
      #expect((try? parser.validate()) == nil)
    }
  }
}
