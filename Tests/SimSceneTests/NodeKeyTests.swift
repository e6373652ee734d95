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
