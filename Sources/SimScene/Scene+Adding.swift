public import SimGeometry

extension Scene {
  /// Adds a plain view (`UIView initWithFrame:` then `addSubview:`) in front of
  /// `parent`'s other subviews, or just below the subview `below` when given
  /// (`insertSubview:belowSubview:`).
  public mutating func addView(
    _ id: NodeID, kind: NodeKind = .view, frame: Rect, in parent: NodeID,
    changes: LayerChanges = LayerChanges(), below sibling: NodeID? = nil
  ) throws(SceneError) {
    guard !nodes.contains(id) else { throw .duplicateID(id) }
    guard nodes.contains(parent) else { throw .unknownNode(parent) }
    try checkNesting(id, under: parent, height: 0)
    insertView(id, kind: kind, frame: frame, in: parent, changes: changes, below: sibling)
  }

  /// Adds plain views in order in front of `parent`'s other subviews, each as `addView`
  /// adds one, but checks their nesting (alike for all) once, before looking at any id,
  /// and skips an id already in use. Returns whether each view was added.
  public mutating func addViews(
    _ views: [(id: NodeID, kind: NodeKind, frame: Rect)], in parent: NodeID
  ) throws(SceneError) -> [Bool] {
    guard let first = views.first?.id else { return [] }
    guard nodes.contains(parent) else { throw .unknownNode(parent) }
    try checkNesting(first, under: parent, height: 0)
    // Read field by field: a copy of a whole tuple goes through the runtime's generic code.
    return views.indices.map { index in
      let id = views[index].id
      guard !nodes.contains(id) else { return false }
      insertView(id, kind: views[index].kind, frame: views[index].frame, in: parent)
      return true
    }
  }

  /// A new node under `parent`, whose nesting was checked.
  private mutating func insertView(
    _ id: NodeID, kind: NodeKind, frame: Rect, in parent: NodeID,
    changes: LayerChanges = LayerChanges(), below sibling: NodeID? = nil
  ) {
    forgetEarlierOwner(id)
    var node = Node(id: id, kind: kind, frame: frame)
    node.layer = changes.applied(to: node.layer)
    node.parent = parent
    nodes.insert(node)
    if let sibling, let index = nodes[parent]?.children.firstIndex(of: sibling) {
      nodes[parent]?.children.insert(id, at: index)
    } else {
      nodes.update(parent) { $0.children.append(id) }
    }
  }
}
