public import SimGeometry

/// What a node is a part of: the node (or the id a component holds, a map's pin) that made
/// it, and its name there. A part's id is `OWNER.NAME` (``Scene/partID(_:of:)``), but
/// whose part a node is comes from this link, never from reading its id.
public struct PartOf: Hashable, Sendable {
  /// The owner's id.
  public var owner: NodeID
  /// The part's name: `content`, `halo`, `callout2`.
  public var name: String

  /// A link to `owner`.
  public init(owner: NodeID, name: String) {
    self.owner = owner
    self.name = name
  }
}

extension Scene {
  /// The id of the part `name` of `owner`: `OWNER.NAME`, the one place an id named after
  /// another node is spelt (a part's, or a node's its component names after another, as
  /// an annotation's spotlight or a view controller's window).
  public static func partID(_ name: String, of owner: NodeID) -> NodeID { owner + "." + name }

  /// Adds a view that is the part `name` of `owner` (``addView(_:kind:frame:in:changes:below:)``
  /// with the id ``partID(_:of:)`` gives), linked to it; returns its id. When the owner
  /// leaves the scene, its parts that are not below it go too (unless a component still
  /// holds the owner's id).
  @discardableResult
  public mutating func addPart(
    _ name: String, of owner: NodeID, kind: NodeKind = .view, frame: Rect, in parent: NodeID,
    changes: LayerChanges = LayerChanges(), below sibling: NodeID? = nil
  ) throws(SceneError) -> NodeID {
    let id = Scene.partID(name, of: owner)
    try addView(id, kind: kind, frame: frame, in: parent, changes: changes, below: sibling)
    link(id, PartOf(owner: owner, name: name))
    return id
  }

  /// Adds a part out of any window (``addDetachedView(_:kind:frame:)``), linked to `owner`.
  @discardableResult
  public mutating func addDetachedPart(
    _ name: String, of owner: NodeID, kind: NodeKind = .view, frame: Rect
  ) throws(SceneError) -> NodeID {
    let id = Scene.partID(name, of: owner)
    try addDetachedView(id, kind: kind, frame: frame)
    link(id, PartOf(owner: owner, name: name))
    return id
  }

  /// Records that the new node `id` is the part `link` names.
  private mutating func link(_ id: NodeID, _ link: PartOf) {
    partLinks[NodeKey(id)] = link
    partIndex[NodeKey(link.owner), default: []].append(id)
  }

  /// The part `name` of `owner`, when there is one now (its link goes only once a removal
  /// is over: until then the node is asked for too).
  public func part(_ name: String, of owner: NodeID) -> NodeID? {
    let id = Scene.partID(name, of: owner)
    guard partLinks[NodeKey(id)] == PartOf(owner: owner, name: name), nodes.contains(id)
    else { return nil }
    return id
  }

  /// What the node `id` is a part of, if it is one.
  public func partLink(of id: NodeID) -> PartOf? { partLinks[NodeKey(id)] }

  /// The parts of `owner` now, by name, in no particular order.
  public func parts(of owner: NodeID) -> [(name: String, id: NodeID)] {
    (partIndex[NodeKey(owner)] ?? []).compactMap { id in
      partLinks[NodeKey(id)].map { ($0.name, id) }
    }
  }

  /// The names `tap ID PART` takes after `id`: of each node whose id is ``partID(_:of:)``
  /// of a name under `id` (its parts, and any node the user named so), in the order of
  /// ``ids``. An address as ids are printed, which says nothing of who owns the node.
  public func namesUnder(_ id: NodeID) -> [String] {
    let head = Scene.partID("", of: id)
    return ids.filter { $0.hasPrefix(head) }.map { String($0.dropFirst(head.count)) }
  }

  /// The links of the parts among `ids`, with their ids.
  func links(among ids: [NodeID]) -> [(id: NodeID, link: PartOf)] {
    ids.compactMap { id in partLinks[NodeKey(id)].map { (id, $0) } }
  }

  /// After a removal: the links of parts that left (`links`) are dropped, and the parts of
  /// owners that left go too, unless they left already or a component still holds the
  /// owner's id (a pin whose view went to the reuse queue keeps its callout).
  mutating func removeParts(of removed: RemovedNodes, links: [(id: NodeID, link: PartOf)]) {
    for (id, link) in links {
      partLinks[NodeKey(id)] = nil
      let key = NodeKey(link.owner)
      guard var list = partIndex[key] else { continue }
      list.removeAll { !nodes.contains($0) }
      partIndex[key] = list.isEmpty ? nil : list
    }
    var orphans: [NodeID] = []
    for id in removed.ids {
      guard let list = partIndex[NodeKey(id)], !nodes.contains(id), claimant(of: id) == nil
      else { continue }
      partIndex[NodeKey(id)] = nil
      orphans += list.filter(nodes.contains)
    }
    if !orphans.isEmpty { deleteSubtrees(orphans) }
  }

  /// Before a new node takes `id`: parts kept for an earlier owner of that id, which left
  /// while a component held its id and is gone for good now that none does, become
  /// nobody's, so that the new node's removal takes none of them.
  mutating func forgetEarlierOwner(_ id: NodeID) {
    guard !partIndex.isEmpty, let list = partIndex[NodeKey(id)], claimant(of: id) == nil
    else { return }
    partIndex[NodeKey(id)] = nil
    for part in list { partLinks[NodeKey(part)] = nil }
  }

  /// What is wrong with the links between parts and owners: each part listed under its
  /// owner, each listed id a part of it.
  func partProblems() -> [String] {
    var problems: [String] = []
    for (key, list) in partIndex {
      for id in list where partLinks[NodeKey(id)]?.owner != key.id {
        problems.append("\(id) is listed as a part of \(key.id) but is none")
      }
    }
    for (key, link) in partLinks {
      if !nodes.contains(key.id) { problems.append("\(key.id) left but is still linked") }
      if partIndex[NodeKey(link.owner)]?.contains(key.id) != true {
        problems.append("\(key.id) is a part of \(link.owner) that is not listed")
      }
    }
    return problems.sorted()
  }
}
