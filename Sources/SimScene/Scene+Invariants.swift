import SimGeometry

extension Scene {
  /// Checks the scene's structure and values; returns what is wrong, empty when all holds.
  ///
  /// The tree: every parent lists each child once and each child names its parent; windows
  /// have no parent, everything else has one; no cycles; every node is reachable from a
  /// window. The values: finite geometry, alpha in 0...1, animations and scheduled work on
  /// existing nodes, nothing scheduled in the past, the key window a window.
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
      guard let node = nodes[id] else { continue }
      let l = node.layer
      let numbers = [
        l.center.x, l.center.y, l.bounds.origin.x, l.bounds.origin.y, l.bounds.size.width,
        l.bounds.size.height, l.alpha, l.transform.a, l.transform.b, l.transform.c,
        l.transform.d, l.transform.tx, l.transform.ty,
      ]
      if !numbers.allSatisfy(\.isFinite) { problems.append("\(id) has a non-finite value") }
      if !(0...1).contains(l.alpha) { problems.append("\(id) has alpha \(l.alpha)") }
      if l.bounds.size.width < 0 || l.bounds.size.height < 0 {
        problems.append("\(id) has negative bounds")
      }
    }
    for id in animations.keys.sorted() where nodes[id] == nil {
      problems.append("an animation runs on missing node \(id)")
    }
    // A block outlives its first view while it still moves others.
    for (block, record) in blocks.sorted(by: { $0.key < $1.key })
    where nodes[record.node] == nil && !record.remaining.contains(where: { nodes[$0.node] != nil })
    {
      problems.append("animation \(block) belongs to missing node \(record.node)")
    }
    for entry in scheduler.orderedEntries {
      if entry.time < now { problems.append("work '\(entry.work.label)' is due in the past") }
      if let owner = entry.work.owner, nodes[owner] == nil {
        problems.append("work '\(entry.work.label)' belongs to missing node \(owner)")
      }
    }
    if let key = keyWindow, nodes[key]?.window == nil {
      problems.append("key window \(key) is not a window")
    }
    if !stoppedBlocks.isEmpty {
      problems.append("completions of animations \(stoppedBlocks) wait for a commit")
    }
    if now < .zero { problems.append("the clock is negative") }
    return problems
  }
}
