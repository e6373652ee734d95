import SimGeometry
import Testing

@testable import SimScene

/// The trie's own hash of node ids: equal ids hash alike, and ids that differ in a digit
/// spread over the trie's branches.
@Suite struct NodeKeyTests {
  @Test func equalIDsHashAlikeWhateverTheirBytes() {
    let composed = NodeKey("caf\u{E9}")
    let decomposed = NodeKey("cafe\u{301}")
    #expect(composed == decomposed)
    #expect(composed._rawHashValue(seed: 0) == decomposed._rawHashValue(seed: 0))
    #expect(composed.hashValue == decomposed.hashValue)
    // Every length around the eight-byte words, built two ways.
    for length in 0...24 {
      let id = String(repeating: "a", count: length)
      let built = String(decoding: Array(id.utf8), as: UTF8.self)
      #expect(NodeKey(id)._rawHashValue(seed: 3) == NodeKey(built)._rawHashValue(seed: 3))
    }
  }

  /// The mix reads its last bytes in overlapping loads: it gives what folding the bytes one
  /// at a time into zero-padded words gives, for every length up to 40 and every place of a
  /// byte of each value.
  @Test func mixReadsTheLastBytesAsPaddedWords() {
    func reference(_ bytes: [UInt8]) -> [UInt64] {
      stride(from: 0, to: bytes.count, by: 8).map { start in
        bytes[start..<min(start + 8, bytes.count)].enumerated().reduce(0) {
          $0 | UInt64($1.element) << UInt64(8 * $1.offset)
        }
      }
    }
    // A seeded generator: a failure names its seed, and the same seed finds it again.
    let seed: UInt64 = 0x5EED_0F_B17E5
    var random = SeededRandom(seed: seed)
    for length in 0...40 {
      for trial in 0..<20 {
        var bytes = (0..<length).map { _ in UInt8.random(in: 0...127, using: &random) }
        if trial == 0 { bytes = bytes.map { _ in 127 } }
        if trial == 1 { bytes = bytes.map { _ in 0 } }
        let words = reference(bytes)
        let built = bytes.withUnsafeBufferPointer(NodeKey.mix)
        let folded = words.reduce(NodeKey.start(length), NodeKey.fold)
        #expect(built == folded, "seed 0x\(String(seed, radix: 16)), length \(length): \(bytes)")
      }
    }
    // A byte past 127 anywhere is not ASCII.
    for length in 1...20 {
      for place in 0..<length {
        var bytes = [UInt8](repeating: 65, count: length)
        bytes[place] = 200
        #expect(bytes.withUnsafeBufferPointer(NodeKey.mix) == nil)
      }
    }
  }

  @Test func similarIDsSpreadOverTheBranches() {
    var seen = Set<Int>()
    var branches = [Int](repeating: 0, count: 32)
    for n in 0..<32_000 {
      let hash = NodeKey("pin-\(n)")._rawHashValue(seed: 0)
      seen.insert(hash)
      branches[hash & 31] += 1
    }
    #expect(seen.count == 32_000)
    // About 1 000 each; a poor mix leaves some branches empty and others full.
    #expect(branches.allSatisfy { (800...1_200).contains($0) })
    #expect(NodeKey("ab")._rawHashValue(seed: 0) != NodeKey("ba")._rawHashValue(seed: 0))
    #expect(NodeKey("a")._rawHashValue(seed: 0) != NodeKey("a\0")._rawHashValue(seed: 0))
  }
}
