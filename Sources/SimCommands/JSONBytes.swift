/// Tests on eight bytes of JSON text at a time, one comparison for the eight: the writer
/// looks for bytes to escape, the checker for where a string may end.
enum JSONBytes {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// High bits marking bytes of `word` below 0x20 or equal to 0x22, 0x5C or 0x7F (a
  /// control character, `"`, `\` or DEL): not always the right bytes (a borrow runs on),
  /// but nonzero exactly when there is one.
  static func specials(in word: UInt64) -> UInt64 {
    func zeroBytes(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }
    return ((word &- ones &* 0x20) & ~word & highs) | zeroBytes(word ^ (ones &* 0x22))
      | zeroBytes(word ^ (ones &* 0x5C)) | zeroBytes(word ^ (ones &* 0x7F))
  }

  /// The bitwise or of `transform` of every eight bytes of `bytes`, the last ones in a
  /// word filled out with `filler` bytes.
  private static func orOfWords(
    _ bytes: UnsafeRawBufferPointer, filler: UInt8, _ transform: (UInt64) -> UInt64
  ) -> UInt64 {
    var result: UInt64 = 0
    var at = 0
    while at + 8 <= bytes.count {
      result |= transform(bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self))
      at += 8
    }
    var tail = ones &* UInt64(filler)
    withUnsafeMutableBytes(of: &tail) { word in
      word.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[at...]))
    }
    return result | transform(tail)
  }

  /// Whether `bytes` holds a byte ``specials(in:)`` marks.
  static func containsSpecial(_ bytes: UnsafeRawBufferPointer) -> Bool {
    orOfWords(bytes, filler: UInt8(ascii: "A"), specials(in:)) != 0
  }

  /// How many bytes from `start` hold no byte ``specials(in:)`` marks, counted in whole
  /// words: the bytes after them are left to look at one by one.
  static func plainWords(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
    var at = start
    while at + 8 <= bytes.count,
      specials(in: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)) == 0
    {
      at += 8
    }
    return at - start
  }

  /// Whether every byte of `bytes` is ASCII.
  static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
    orOfWords(bytes, filler: 0) { $0 } & highs == 0
  }
}
