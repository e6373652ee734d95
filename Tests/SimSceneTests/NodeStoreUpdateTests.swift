import SimGeometry
import Testing

@testable import SimScene

/// `NodeStore.update` writes a node in place and `insert` adds one: they must count and
/// remember the write as the subscript does, leave a copy of the store untouched, and (an
/// update) do nothing for an unknown id.
@Suite struct NodeStoreUpdateTests {
  func store() -> NodeStore {
    var nodes = NodeStore()
    nodes["a"] = Node(id: "a", kind: .view, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    return nodes
  }

  @Test func aWriteIsCountedAndRememberedWithTheValueBefore() {
    var nodes = store()
    nodes.startTracking()
    let writes = nodes.writes
    let result = nodes.update("a") { node in
      node.layer.alpha = 0.5
      return 7
    }
    #expect(result == 7)
    #expect(nodes.writes == writes + 1)
    #expect(nodes["a"]?.layer.alpha == 0.5)
    // The value from before the first write since changes were taken, not a later one.
    _ = nodes.update("a") { $0.layer.alpha = 0.25 }
    #expect(nodes.writes == writes + 2)
    let changes = nodes.takeChanges()
    #expect(changes.count == 1)
    #expect(changes["a"]??.layer.alpha == 1)
  }

  @Test func aCopyTakenBeforeKeepsItsNode() {
    var nodes = store()
    let before = nodes
    _ = nodes.update("a") { $0.layer.center = Point(x: 40, y: 40) }
    #expect(nodes["a"]?.layer.center == Point(x: 40, y: 40))
    #expect(before["a"]?.layer.center == Point(x: 5, y: 5))
  }

  @Test func anUnknownIDChangesAndCountsNothing() {
    var nodes = store()
    nodes.startTracking()
    let writes = nodes.writes
    let result = nodes.update("nope") { _ in 1 }
    #expect(result == nil)
    #expect(nodes.writes == writes)
    #expect(!nodes.contains("nope"))
    #expect(nodes.count == 1)
    #expect(nodes.takeChanges().isEmpty)
  }

  @Test func anInsertIsCountedAndRememberedAsNew() {
    var nodes = store()
    nodes.startTracking()
    let before = nodes
    let writes = nodes.writes
    nodes.insert(Node(id: "b", kind: .view, frame: .zero))
    #expect(nodes.writes == writes + 1)
    #expect(nodes.count == 2 && before.count == 1)
    let changes = nodes.takeChanges()
    #expect(changes.count == 1)
    // Remembered, with nothing before it.
    #expect(changes.keys.contains("b"))
    #expect(changes["b"]?.map(\.id) == .some(nil))
  }
}
