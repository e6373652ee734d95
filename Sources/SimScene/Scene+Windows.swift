public import SimGeometry

extension Scene {
  /// A new window (UIWindow initWithFrame:) at `windowLevel`, filling `frame`, following
  /// its screen's size, shown but not key; `band` names its level for printing.
  public mutating func addWindow(
    _ id: NodeID, band: String, windowLevel: Double, frame: Rect
  ) throws(SceneError) {
    guard !nodes.contains(id) else { throw .duplicateID(id) }
    forgetEarlierOwner(id)
    var node = Node(id: id, kind: .window, frame: frame)
    node.autoresizing = .fill
    node.window = WindowInfo(band: band, windowLevel: windowLevel, order: nextWindowOrder)
    nextWindowOrder += 1
    nodes[id] = node
    windowIDs.insert(id)
  }

  /// makeKeyAndVisible: shown, key, and in front of the windows at its level.
  public mutating func makeKeyAndVisible(_ id: NodeID) throws(SceneError) {
    guard nodes[id]?.window != nil else { throw .unknownNode(id) }
    nodes[id]?.layer.isHidden = false
    nodes[id]?.window?.order = nextWindowOrder
    nextWindowOrder += 1
    keyWindow = id
  }

  /// Makes `id` the key window without showing it or moving it among the windows at its
  /// level, as a saved scene being rebuilt had it.
  public mutating func restoreKeyWindow(_ id: NodeID) throws(SceneError) {
    guard nodes[id]?.window != nil else { throw .unknownNode(id) }
    keyWindow = id
  }

  /// Releases a window: it and everything in it leave the scene. The key window becomes
  /// none when it was this one.
  public mutating func removeWindow(_ id: NodeID) throws(SceneError) {
    guard nodes[id]?.window != nil else { throw .unknownNode(id) }
    deleteSubtree(id)
    if keyWindow == id { keyWindow = nil }
  }

  /// Puts a window's first subview, standing for its root view controller's view, where
  /// UIKit puts that view in the current orientation: while windows stay portrait, the
  /// interface's size about the window's centre, turned by ``Screen/rootViewTransform``;
  /// otherwise the window's bounds, unturned. Its subviews follow their masks.
  public mutating func placeRootView(of window: NodeID) {
    guard let windowNode = nodes[window], let root = windowNode.children.first,
      let rootNode = nodes[root]
    else { return }
    let oldSize = rootNode.layer.bounds.size
    let bounds = windowNode.layer.bounds
    nodes[root]?.layer.transform = screen.rootViewTransform
    nodes[root]?.layer.bounds.size = screen.windowsStayPortrait ? screen.size : bounds.size
    nodes[root]?.layer.center = bounds.center
    layoutSubviews(of: root, from: oldSize)
  }

  /// A window's level.
  public func windowLevel(_ id: NodeID) -> Double? { nodes[id]?.window?.windowLevel }

}
