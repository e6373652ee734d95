import HashTreeCollections

/// The scene's nodes by id.
///
/// A persistent hash trie: a copy (the state `undo` keeps before every command) shares
/// everything with the original until one of them changes a node, and then copies only the
/// path to that node, so keeping a copy per command costs in proportion to what the command
/// changed, not to the size of the scene.
///
/// While ``isTracking``, the store also remembers, for every node a change reached since
/// ``takeChanges()``, the value it had before; checks that run after every command look at
/// those nodes alone.
struct NodeStore: Sendable, Sequence {
  private var table: TreeDictionary<NodeID, Node> = [:]
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
    get { table[id] }
    _modify {
      writes &+= 1
      if tracked != nil, tracked?.index(forKey: id) == nil { tracked?[id] = .some(table[id]) }
      yield &table[id]
    }
  }

  /// Whether a node has the id; cheaper than reading it, which copies the node.
  func contains(_ id: NodeID) -> Bool { table.keys.contains(id) }

  var count: Int { table.count }
  var keys: some Collection<NodeID> { table.keys }
  var values: some Collection<Node> { table.values }

  func makeIterator() -> TreeDictionary<NodeID, Node>.Iterator { table.makeIterator() }

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
