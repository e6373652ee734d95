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

  /// Lists of more than one group of chunks (1 024 ids): random edits match an array's, the
  /// common head with an untouched copy is the array's, and the copy keeps its ids.
  @Test func editsMatchAnArrayAcrossGroups() {
    let ids = (0..<3000).map { "v\($0)" }
    var list = ChildList(ids)
    var array = ids
    let copy = list
    var seed: UInt64 = 7
    func next(_ n: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(max(n, 1)))
    }
    for step in 0..<250 {
      switch step % 5 {
      case 0:
        let k = next(array.count + 1)
        list.insert("i\(step)", at: k)
        array.insert("i\(step)", at: k)
      case 1:
        let k = next(array.count)
        list.remove(at: k)
        array.remove(at: k)
      case 2:
        list.append("a\(step)")
        array.append("a\(step)")
      case 3:
        let k = next(array.count)
        list[k] = "s\(step)"
        array[k] = "s\(step)"
      default:
        let a = next(array.count)
        let b = min(array.count, a + next(60))
        list.replaceSubrange(a..<b, with: ["r\(step)"])
        array.replaceSubrange(a..<b, with: ["r\(step)"])
      }
      #expect(Array(list) == array)
      #expect(list.count == array.count)
      let head = zip(ids, array).prefix { $0 == $1 }.count
      #expect(copy.commonPrefixCount(with: list) == head)
      #expect(list.commonPrefixCount(with: copy) == head)
    }
    #expect(Array(copy) == ids)
    #expect(list == ChildList(array))
    #expect(list.count > 1024)
    list.removeLast(list.count - 5)
    array.removeLast(array.count - 5)
    #expect(Array(list) == array)
    #expect(list == ChildList(array))
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
