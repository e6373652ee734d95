/// Why the scene refused a change. The scene is unchanged when one is thrown.
public enum SceneError: Error, Hashable, Sendable {
  /// No node has this id.
  case unknownNode(NodeID)
  /// The id is taken.
  case duplicateID(NodeID)
  /// The operation would break the tree (a node into its own subtree, removing a window).
  case notAllowed(NodeID, reason: String)
  /// The virtual clock would pass its largest value.
  case timeOverflow
}
