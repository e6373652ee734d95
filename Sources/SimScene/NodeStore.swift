import HashTreeCollections

/// The scene's nodes by id.
///
/// A persistent hash trie: a copy (the state `undo` keeps before every command) shares
/// everything with the original until one of them changes a node, and then copies only the
/// path to that node, so keeping a copy per command costs in proportion to what the command
/// changed, not to the size of the scene.
///
/// The trie holds each node in a box of its own, shared between copies as the trie is and
/// copied on the first write to a shared one. The trie's items stay a pointer wide, so
/// walking, inserting and removing move pointers rather than whole nodes, and a read that
/// wants one field (``layer(of:)``) need not copy the node.
///
/// While ``isTracking``, the store also remembers, for every node a change reached since
/// ``takeChanges()``, the value it had before; checks that run after every command look at
/// those nodes alone.
struct NodeStore: Sendable, Sequence {
  private var table: TreeDictionary<NodeKey, NodeBox> = [:]
  /// ``originals`` while changes are remembered, nil while they are not: optional rather
  /// than a separate flag, so the store has no bytes between its fields and its copies are
  /// the same byte for byte (`Session.sameBits`).
  private var tracked: [NodeID: Node?]?
  /// The value each changed node had when changes were last taken (nil: it did not exist).
  var originals: [NodeID: Node?] { tracked ?? [:] }
  /// Whether changes are remembered.
  var isTracking: Bool { tracked != nil }
  /// Set by whoever takes the changes; a store carrying an older stamp was put back whole
  /// (undo, rewind) and its changes are not known.
  var stamp = 0
  /// How many times a node was written, ever: the difference over a span is what a copy
  /// taken at its start holds apart from the store at its end.
  private(set) var writes = 0

  subscript(id: NodeID) -> Node? {
    get { table[NodeKey(id)]?.node }
    _modify {
      willWrite(id)
      yield &table[NodeKey(id)].boxed
    }
  }

  /// Changes an existing node in place and returns what `body` returns; nil, and nothing
  /// written or counted, when there is no node `id`. The trie is walked once: the
  /// subscript's write goes through the trie's general update of an optional value, and a
  /// caller that checks first walks it twice.
  mutating func update<R>(_ id: NodeID, _ body: (inout Node) -> R) -> R? {
    let remember = tracked != nil && tracked?.index(forKey: id) == nil
    var original: Node?
    var missing = false
    let result: R? = table.updateValue(
      forKey: NodeKey(id),
      default: {
        missing = true
        return NodeBox(nil)
      }()
    ) { box in
      guard !missing else { return nil }
      if remember { original = box.node }
      if !isKnownUniquelyReferenced(&box) { box = box.copy() }
      return box.write(body)
    }
    if missing {
      table.removeValue(forKey: NodeKey(id))
      return nil
    }
    writes &+= 1
    if remember { tracked?[id] = .some(original) }
    return result
  }

  /// Puts `node` under its id, as setting it does, in a box of its own: the trie's direct
  /// insertion rather than its general update of an optional value.
  mutating func insert(_ node: Node) {
    willWrite(node.id)
    table.updateValue(NodeBox(node), forKey: NodeKey(node.id))
  }

  /// Removes a node, as setting it to nil does, without first copying a box that an earlier
  /// copy of the store still holds.
  mutating func remove(_ id: NodeID) {
    willWrite(id)
    table.removeValue(forKey: NodeKey(id))
  }

  /// Counts a write of `id` and, while changes are remembered, keeps the value it had
  /// before the first write since they were last taken.
  private mutating func willWrite(_ id: NodeID) {
    writes &+= 1
    if tracked != nil, tracked?.index(forKey: id) == nil {
      tracked?[id] = .some(table[NodeKey(id)]?.node)
    }
  }

  /// A node's layer, read without copying the rest of the node.
  func layer(of id: NodeID) -> LayerState? { table[NodeKey(id)]?.node?.layer }
  /// A node's window information alone, read in place.
  func window(of id: NodeID) -> WindowInfo? { table[NodeKey(id)]?.node?.window }
  /// A node's layer and how many subviews it has, read in place.
  func layerAndChildCount(of id: NodeID) -> (layer: LayerState, childCount: Int)? {
    guard let box = table[NodeKey(id)], let layer = box.node?.layer else { return nil }
    return (layer, box.node?.children.count ?? 0)
  }
  /// A node's kind alone, read in place.
  func kind(of id: NodeID) -> NodeKind? { table[NodeKey(id)]?.node?.kind }
  /// A node's parent and subviews alone, read in place; nil for an unknown node.
  func family(of id: NodeID) -> (parent: NodeID?, children: ChildList)? {
    guard let box = table[NodeKey(id)], let children = box.node?.children else { return nil }
    return (box.node?.parent, children)
  }

  /// Whether a node has the id.
  func contains(_ id: NodeID) -> Bool { table.keys.contains(NodeKey(id)) }

  var count: Int { table.count }
  var keys: some Collection<NodeID> { table.keys.lazy.map { $0.id } }

  func makeIterator() -> Iterator { Iterator(base: table.makeIterator()) }

  /// The nodes with their ids, in the trie's order.
  struct Iterator: IteratorProtocol {
    fileprivate var base: TreeDictionary<NodeKey, NodeBox>.Iterator

    mutating func next() -> (key: NodeID, value: Node)? {
      guard let (key, box) = base.next() else { return nil }
      // A box is empty only while a write to it is under way, out of the trie.
      guard let node = box.node else { preconditionFailure("an empty box in the trie: \(key.id)") }
      return (key.id, node)
    }
  }

  /// Starts remembering changes, forgetting any remembered so far.
  mutating func startTracking() {
    tracked = [:]
  }

  /// The nodes changed since the last call, each with its value from before, and forgets
  /// them.
  mutating func takeChanges() -> [NodeID: Node?] {
    defer { if tracked != nil { tracked = [:] } }
    return originals
  }
}

/// A node on the heap, as the trie holds it. Only ``NodeStore`` writes one, and only while
/// no other trie shares it (it copies a shared box first), so a box never changes under a
/// copy of the store that still holds it. The node is optional only while a write is under
/// way: a box whose node was set to nil leaves the trie as that write ends.
final class NodeBox: @unchecked Sendable {
  // Only the store reaches a box, one access at a time.
  @exclusivity(unchecked) fileprivate(set) var node: Node?

  init(_ node: Node?) { self.node = node }

  /// A box of its own with the same node; out of line, so that no accessor that may copy
  /// a box holds a node in its frame.
  @inline(never) func copy() -> NodeBox { NodeBox(node) }

  /// Runs `body` on the node in place (a box in the trie always holds one).
  fileprivate func write<R>(_ body: (inout Node) -> R) -> R? { node?.change(body) }
}

extension Optional where Wrapped == NodeBox {
  /// The boxed node, to read or write in place: setting nil empties the slot, setting a
  /// node where there was none boxes it, and a write to a box another trie shares goes to
  /// a copy.
  fileprivate var boxed: Node? {
    get { self?.node ?? nil }
    _modify {
      // The box is taken out of the slot while the node is written in place, so the
      // check sees only the tries' references. The frame holds no node: one that large
      // would be allocated on the heap at every access.
      var box = take() ?? NodeBox(nil)
      if !isKnownUniquelyReferenced(&box) { box = box.copy() }
      defer { self = box.node == nil ? nil : box }
      yield &box.node
    }
  }
}

extension Node {
  /// `body` on this node in place (through optional chaining, a node in a box is written
  /// where it is).
  fileprivate mutating func change<R>(_ body: (inout Node) -> R) -> R { body(&self) }
}
