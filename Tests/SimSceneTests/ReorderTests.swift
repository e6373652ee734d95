import SimGeometry
import SimScene
import Testing

/// `reorderSubviews` puts a parent's subviews in a new order, writes nothing when they are
/// in it already, and refuses an order that is not a permutation of them.
@Suite struct ReorderTests {
  @Test func reordersWritesOnlyAChangeAndRefusesOtherIDs() throws {
    var s = Scene(screen: Screen(portraitSize: Screen.iphone))
    for id in ["a", "b", "c"] { try s.addView(id, frame: .zero, in: "root") }
    let writes = s.nodeWrites
    try s.reorderSubviews(of: "root", ["a", "b", "c"])
    #expect(s.nodeWrites == writes)
    try s.reorderSubviews(of: "root", ["c", "a", "b"])
    #expect(s.nodeWrites == writes + 1)
    #expect(Array(s.node("root")?.children ?? []) == ["c", "a", "b"])
    for bad in [["c", "a"], ["c", "a", "a"], ["c", "a", "x"], ["c", "a", "b", "x"]] {
      #expect(throws: SceneError.self) { try s.reorderSubviews(of: "root", bad) }
    }
    #expect(Array(s.node("root")?.children ?? []) == ["c", "a", "b"])
    #expect(s.checkInvariants().isEmpty)
  }
}
