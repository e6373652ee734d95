/// A node id as the key of the node store's trie and of the animation table, hashed by a
/// short mix of its UTF-8 bytes eight at a time rather than by `Hasher`, whose SipHash
/// rounds and byte-by-byte feed cost several times as much for ids a few bytes long; every
/// read or write of a node, and every animation added, stopped or sampled, hashes its id.
///
/// The mix starts from a seed drawn once per process (from `Hasher`'s), so the tables'
/// order is no more predictable than before, and ids that collide in one run do not in the
/// next. Nothing may depend on that order: every listing sorts. An id that is not ASCII
/// is hashed by `Hasher`, which hashes strings that are equal (canonically equivalent)
/// alike whatever their bytes.
package struct NodeKey: Hashable, Sendable {
  package let id: NodeID

  package init(_ id: NodeID) { self.id = id }

  package static func == (a: NodeKey, b: NodeKey) -> Bool { a.id == b.id }

  package func hash(into hasher: inout Hasher) { hasher.combine(_rawHashValue(seed: 0)) }

  package func _rawHashValue(seed: Int) -> Int {
    // Native and small strings (every id) give their bytes in place.
    let mixed = id.utf8.withContiguousStorageIfAvailable(NodeKey.mix) ?? nil
    guard let mixed else { return id._rawHashValue(seed: seed) }
    return Int(truncatingIfNeeded: NodeKey.finish(mixed ^ UInt64(truncatingIfNeeded: seed)))
  }

  /// This process's seed: taken from `Hasher`'s, so it is as random, and fixed as that one
  /// is under `SWIFT_DETERMINISTIC_HASHING` (instruction counts then repeat run to run).
  private static let processSeed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x5EED as UInt64)
    return UInt64(UInt(bitPattern: hasher.finalize()))
  }()

  /// The bytes folded eight at a time (little-endian words, the last one padded with
  /// zeros), each word mixed in by a multiplication, with the length folded in first; nil
  /// when a byte is not ASCII.
  static func mix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
    let raw = UnsafeRawBufferPointer(bytes)
    var h = start(bytes.count)
    var high: UInt64 = 0
    var i = 0
    func add(_ word: UInt64) {
      high |= word
      h = fold(h, word)
    }
    while i + 8 <= bytes.count {
      add(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
      i += 8
    }
    // The last one to seven bytes, read in at most three overlapping loads (bytes that two
    // loads share land in the same place, so or-ing them is harmless).
    let rest = bytes.count - i
    if rest >= 1 {
      let word: UInt64
      if bytes.count >= 8 {
        // The last eight bytes, shifted so that the rest come first.
        let last = UInt64(
          littleEndian: raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
        word = last >> UInt64(8 * (8 - rest))
      } else if rest >= 4 {
        let first = raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self)
        let last = raw.loadUnaligned(fromByteOffset: rest - 4, as: UInt32.self)
        word =
          UInt64(UInt32(littleEndian: first)) | UInt64(UInt32(littleEndian: last))
          << UInt64(8 * (rest - 4))
      } else {
        word =
          UInt64(bytes[0]) | UInt64(bytes[rest / 2]) << UInt64(8 * (rest / 2))
          | UInt64(bytes[rest - 1]) << UInt64(8 * (rest - 1))
      }
      add(word)
    }
    return high & 0x8080_8080_8080_8080 == 0 ? h : nil
  }

  /// The mix before the first word: the seed with the length folded in.
  static func start(_ count: Int) -> UInt64 {
    processSeed ^ (UInt64(count) &* 0x9E37_79B9_7F4A_7C15)
  }

  /// One word folded into the mix.
  static func fold(_ h: UInt64, _ word: UInt64) -> UInt64 {
    let x = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
    return x ^ (x >> 29)
  }

  /// A final avalanche, so every bit of the result depends on every byte (the trie takes
  /// five bits at a time from the low end).
  static func finish(_ h: UInt64) -> UInt64 {
    var x = h
    x ^= x >> 33
    x = x &* 0xFF51_AFD7_ED55_8CCD
    x ^= x >> 33
    x = x &* 0xC4CE_B9FE_1A85_EC53
    x ^= x >> 33
    return x
  }
}
