import Testing

@testable import SimScene

/// The chunked list of subviews behaves as an array of ids would.
@Suite struct ChildListTests {
  /// Applies the same edits to a list and an array and compares them after each.
  @Test func editsMatchAnArrayAcrossChunks() {
    var list = ChildList()
    var array: [NodeID] = []
    func check() {
      #expect(Array(list) == array)
      #expect(list.count == array.count)
      #expect(list == ChildList(array))
    }
    for k in 0..<100 {
      list.append("v\(k)")
      array.append("v\(k)")
    }
    check()
    list.insert("front", at: 0)
    array.insert("front", at: 0)
    check()
    list.insert("mid", at: 64)
    array.insert("mid", at: 64)
    check()
    list.removeAll { $0.hasSuffix("7") }
    array.removeAll { $0.hasSuffix("7") }
    check()
    list.remove(at: 31)
    array.remove(at: 31)
    check()
    list[40] = "set"
    array[40] = "set"
    check()
    list.removeLast(20)
    array.removeLast(20)
    check()
    list.replaceSubrange(10..<50, with: ["x", "y"])
    array.replaceSubrange(10..<50, with: ["x", "y"])
    check()
    list.removeAll()
    array.removeAll()
    check()
    #expect(list.isEmpty)
  }

  @Test func aCopySharesWhatAChangeDoesNotReach() {
    let original = ChildList((0..<200).map { "v\($0)" })
    var changed = original
    changed.append("new")
    #expect(original.count == 200)
    #expect(original.commonPrefixCount(with: changed) == 200)
    #expect(changed.commonPrefixCount(with: original) == 200)
    var moved = original
    moved.swapAt(70, 71)
    #expect(original.commonPrefixCount(with: moved) == 70)
    #expect(original != moved)
    #expect(original.commonPrefixCount(with: []) == 0)
  }

  @Test func equalListsHashAlikeAndPrintAsArrays() {
    let a: ChildList = ["a", "b", "c"]
    var b = ChildList(["a"])
    b.append(contentsOf: ["b", "c"])
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b]).count == 1)
    #expect(a.description == #"["a", "b", "c"]"#)
    #expect(a != ["a", "b"])
  }
}
