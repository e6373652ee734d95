import SimGeometry
import SimMotion

extension Scene {
  /// Checks the scene's structure and values; returns what is wrong, empty when all holds.
  ///
  /// The tree: every parent lists each child once and each child names its parent; windows
  /// have no parent, everything else has one; no cycles; every node is reachable from a
  /// window; the scene's list of windows holds exactly its windows. The values: finite
  /// geometry, alpha in 0...1, animations and scheduled work on existing nodes, nothing
  /// scheduled in the past, the key window a window.
  public func checkInvariants() -> [String] {
    var problems: [String] = []
    var reached = Set<NodeID>()
    func visit(_ id: NodeID, parent: NodeID?) {
      guard !reached.contains(id) else {
        problems.append("\(id) is reached twice (a cycle or a shared child)")
        return
      }
      reached.insert(id)
      guard let node = nodes[id] else {
        problems.append("\(parent ?? "?") lists a missing child \(id)")
        return
      }
      if node.parent != parent {
        problems.append(
          "\(id) names parent \(node.parent ?? "none"), listed under \(parent ?? "none")")
      }
      if Set(node.children).count != node.children.count {
        problems.append("\(id) lists a child twice")
      }
      for child in node.children { visit(child, parent: id) }
    }
    for (id, node) in nodes.sorted(by: { $0.key < $1.key })
    where node.window != nil || (node.parent == nil && node.isDetachable) {
      if node.window != nil, node.parent != nil { problems.append("window \(id) has a parent") }
      visit(id, parent: nil)
    }
    for id in nodes.keys.sorted() where !reached.contains(id) {
      problems.append("\(id) is not in any window nor a detached view")
    }
    for id in nodes.keys.sorted() {
      if let node = nodes[id] { problems += valueProblems(node) }
    }
    let windows = nodes.lazy.filter { $0.value.window != nil }.map(\.key)
    for id in windowIDs.union(windows).sorted() { problems += windowListProblems(id, nodes[id]) }
    return problems + partProblems() + nonNodeProblems()
  }

  /// Whether the list of windows holds `id` exactly when `node` is a window.
  private func windowListProblems(_ id: NodeID, _ node: Node?) -> [String] {
    switch (node?.window != nil, windowIDs.contains(id)) {
    case (true, false): ["window \(id) is missing from the list of windows"]
    case (false, true): ["\(id) is in the list of windows but is no window"]
    default: []
    }
  }

  /// What is wrong with one node's values.
  private func valueProblems(_ node: Node) -> [String] {
    var problems: [String] = []
    let l = node.layer
    let numbers = [
      l.center.x, l.center.y, l.bounds.origin.x, l.bounds.origin.y, l.bounds.size.width,
      l.bounds.size.height, l.alpha, l.transform.a, l.transform.b, l.transform.c,
      l.transform.d, l.transform.tx, l.transform.ty,
    ]
    if !numbers.allSatisfy(\.isFinite) { problems.append("\(node.id) has a non-finite value") }
    if !(0...1).contains(l.alpha) { problems.append("\(node.id) has alpha \(l.alpha)") }
    if l.bounds.size.width < 0 || l.bounds.size.height < 0 {
      problems.append("\(node.id) has negative bounds")
    }
    return problems
  }

  /// What is wrong outside the nodes: animations, blocks and work on missing nodes, the key
  /// window, completions waiting, the clock. Costs in proportion to what is running.
  /// Each kind is looked for in no order and what is found sorted, so a sound scene costs
  /// no sorting.
  private func nonNodeProblems() -> [String] {
    var problems: [String] = []
    // (Each list is looked at only when there is something in it: most commands leave no
    // animation, block or work behind, and checks run after every command.)
    if !animations.isEmpty {
      problems += animations.keys.map(\.id).filter { !nodes.contains($0) }.sorted().map {
        "an animation runs on missing node \($0)"
      }
    }
    // A block outlives its first view while it still moves others.
    if !blocks.isEmpty {
      problems += blocks.filter { _, record in
        !nodes.contains(record.node)
          && !record.remaining.contains(where: { nodes.contains($0.node) })
      }.sorted { $0.key < $1.key }.map {
        "animation \($0.key) belongs to missing node \($0.value.node)"
      }
    }
    var work: [(time: SimTime, sequence: UInt64, order: Int, text: String)] = []
    for entry in scheduler.entriesInNoOrder {
      if entry.time < now {
        work.append(
          (entry.time, entry.sequence, 0, "work '\(entry.work.label)' is due in the past"))
      }
      if let owner = entry.work.owner, !nodes.contains(owner) {
        work.append(
          (
            entry.time, entry.sequence, 1,
            "work '\(entry.work.label)' belongs to missing node \(owner)"
          ))
      }
    }
    if !work.isEmpty {
      problems += work.sorted {
        ($0.time, $0.sequence, $0.order) < ($1.time, $1.sequence, $1.order)
      }.map(\.text)
    }
    if let key = keyWindow, nodes.window(of: key) == nil {
      problems.append("key window \(key) is not a window")
    }
    if !stoppedBlocks.isEmpty {
      problems.append("completions of animations \(stoppedBlocks) wait for a commit")
    }
    if now < .zero { problems.append("the clock is negative") }
    return problems
  }

  /// Starts remembering which nodes change, for ``checkInvariantsOfChanges(stamp:)``.
  public mutating func startTrackingChanges() {
    nodes.startTracking()
  }

  /// How many nodes were written since changes were last taken: what the next
  /// ``checkInvariantsOfChanges(stamp:)`` will look at.
  public var trackedChangeCount: Int { nodes.originals.count }

  /// Checks what the work since the previous call can have broken: the nodes it changed
  /// (their values, their links to parent and children, no new cycle) and everything
  /// outside the nodes. The cost follows the changes, not the size of the scene.
  ///
  /// `stamp` is a number the caller increases by one each call. When the changes are not
  /// known (the first call, or the nodes were put back whole by undo or a new scene), this
  /// is ``checkInvariants()``.
  public mutating func checkInvariantsOfChanges(stamp: Int) -> [String] {
    defer { nodes.stamp = stamp }
    guard nodes.isTracking, nodes.stamp == stamp - 1 else {
      nodes.startTracking()
      return checkInvariants()
    }
    let changes = nodes.takeChanges()
    var problems: [String] = []
    // Whether `parent` lists `child`: searched from the end (a child just added is usually
    // the last) until the searches of a parent have passed over as many ids as it lists;
    // then from a set of its subviews. So a change to thousands of subviews of one parent
    // (a map's views as it zooms) costs time linear in them, while a single new subview of
    // a long list is still found at once.
    var searched = SearchCounts()
    var childSets: [NodeKey: Set<NodeKey>] = [:]
    func lists(_ parent: NodeID, _ child: NodeID) -> Bool {
      let key = NodeKey(parent)
      if !childSets.isEmpty, let set = childSets[key] { return set.contains(NodeKey(child)) }
      guard let children = nodes.family(of: parent)?.children else { return false }
      let spent = searched[key]
      guard spent < children.count else {
        let set = Set(children.map(NodeKey.init))
        childSets[key] = set
        return set.contains(NodeKey(child))
      }
      let found = children.lastIndex(of: child)
      searched[key] = spent + children.count - (found ?? 0)
      return found != nil
    }
    for id in changes.keys.sorted() {
      let old = changes[id] ?? nil
      guard let node = nodes[id] else {
        // Removed: its parent no longer lists it and its children went with it.
        if let parent = old?.parent, lists(parent, id) {
          problems.append("\(parent) lists a missing child \(id)")
        }
        for child in old?.children ?? [] where nodes[child]?.parent == id {
          problems.append("\(child) is not in any window nor a detached view")
        }
        if !partLinks.isEmpty, partLinks[NodeKey(id)] != nil {
          problems.append("\(id) left but is still linked")
        }
        continue
      }
      if !partLinks.isEmpty, let link = partLinks[NodeKey(id)],
        partIndex[NodeKey(link.owner)]?.contains(id) != true
      {
        problems.append("\(id) is a part of \(link.owner) that is not listed")
      }
      // A window must be in the list; the ids in the list are checked below, all at once.
      if node.window != nil { problems += windowListProblems(id, node) }
      problems += valueProblems(node)
      if let was = old?.parent, was != node.parent, lists(was, id) {
        problems.append("\(id) names parent \(node.parent ?? "none"), listed under \(was)")
      }
      if let parent = node.parent {
        if node.window != nil { problems.append("window \(id) has a parent") }
        if !lists(parent, id) {
          problems.append("\(id) is not in any window nor a detached view")
        } else if old?.parent != parent {
          // A new link upward: it must not lead back here.
          var seen = 0
          var up: NodeID? = parent
          while let current = up, seen <= nodes.count {
            if current == id {
              problems.append("\(id) is reached twice (a cycle or a shared child)")
              break
            }
            up = nodes[current]?.parent
            seen += 1
          }
        }
      } else if node.window == nil, !node.isDetachable {
        problems.append("\(id) is not in any window nor a detached view")
      }
      let before = old?.children ?? []
      guard before != node.children else { continue }
      // The children that differ lie between the common head and the common tail.
      let head = before.commonPrefixCount(with: node.children)
      var tail = 0
      while tail < before.count - head, tail < node.children.count - head,
        before[before.count - 1 - tail] == node.children[node.children.count - 1 - tail]
      {
        tail += 1
      }
      let added = node.children[head..<(node.children.count - tail)]
      let dropped = before[head..<(before.count - tail)]
      let droppedSet = Set(dropped)
      var inAdded: [NodeID: Int] = [:]
      for child in added { inAdded[child, default: 0] += 1 }
      for child in added {
        guard let listed = nodes[child] else {
          problems.append("\(id) lists a missing child \(child)")
          continue
        }
        if listed.parent != id {
          problems.append("\(child) names parent \(listed.parent ?? "none"), listed under \(id)")
        }
        // Twice among the changed ones, or also in the unchanged head or tail: those hold
        // the children listed before but not among the dropped ones.
        let wasListed = (changes[child].map { $0?.parent } ?? listed.parent) == id
        if inAdded[child, default: 0] > 1 || (wasListed && !droppedSet.contains(child)) {
          problems.append("\(id) lists a child twice")
        }
        if let previous = changes[child]??.parent, previous != id, lists(previous, child) {
          problems.append("\(child) is reached twice (a cycle or a shared child)")
        }
      }
      for child in dropped where nodes[child]?.parent == id && !lists(id, child) {
        problems.append("\(child) is not in any window nor a detached view")
      }
    }
    for id in windowIDs.filter({ changes[$0] != nil }).sorted() {
      problems += windowListProblems(id, nodes[id])
    }
    return problems + nonNodeProblems()
  }
}

/// How many ids the searches of each parent have passed over, for
/// ``Scene/checkInvariantsOfChanges(stamp:)``: the first parent in place, as most commands
/// change the subviews of one, the next few in a list, the others in a table (which costs
/// more to set up than a few parents take to search).
private struct SearchCounts {
  private struct Count {
    var key: NodeKey
    var spent: Int
  }
  private static let listed = 8
  private var first: Count?
  private var few: [Count] = []
  private var many: [NodeKey: Int] = [:]

  /// The ids passed over in `key`'s subviews so far (0 before its first search).
  subscript(key: NodeKey) -> Int {
    get {
      if let first, first.key == key { return first.spent }
      return few.first { $0.key == key }?.spent ?? many[key] ?? 0
    }
    set {
      if first == nil || first?.key == key {
        first = Count(key: key, spent: newValue)
      } else if let i = few.firstIndex(where: { $0.key == key }) {
        few[i].spent = newValue
      } else if few.count < Self.listed {
        few.append(Count(key: key, spent: newValue))
      } else {
        many[key] = newValue
      }
    }
  }
}
