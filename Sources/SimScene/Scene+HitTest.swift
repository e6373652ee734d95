public import SimGeometry

/// What a touch at a screen point landed on.
public struct HitResult: Hashable, Sendable {
  /// The front-most node that accepts the touch.
  public var node: NodeID
  /// The touch in that node's own (bounds) coordinates.
  public var localPoint: Point
}

extension Scene {
  /// UIWindow/UIView hitTest:withEvent: at a point on the screen: windows front to back,
  /// then each node's subviews front to back. A node takes part only when it is visible
  /// (not hidden, alpha at least 0.01), accepts touches, and the point lies inside its
  /// bounds; a subview sticking out of its parent cannot be hit outside the parent.
  /// Uses model values, as UIKit does, not the values on screen mid-animation.
  public func hitTest(screenPoint: Point) -> HitResult? {
    let inWindows = screen.windowToInterface.inverted?.apply(to: screenPoint) ?? screenPoint
    for window in windowsBackToFront.reversed() {
      if let hit = hitTest(window, pointInParent: inWindows) { return hit }
    }
    return nil
  }

  private func hitTest(_ id: NodeID, pointInParent p: Point) -> HitResult? {
    guard let node = nodes[id], !node.layer.isHidden, node.layer.alpha >= 0.01,
      node.isUserInteractionEnabled, let local = node.layer.convertFromParent(p),
      node.layer.bounds.contains(local)
    else { return nil }
    for child in node.children.reversed() {
      if let hit = hitTest(child, pointInParent: local) { return hit }
    }
    return HitResult(node: id, localPoint: local)
  }

  /// A screen point in a node's bounds coordinates (model values), or nil when a transform
  /// on the way cannot be inverted.
  public func convertFromScreen(_ point: Point, to id: NodeID) -> Point? {
    var chain: [Node] = []
    var current = nodes[id]
    while let node = current {
      chain.append(node)
      current = node.parent.flatMap { nodes[$0] }
    }
    var p = point
    if chain.last?.window != nil {
      p = screen.windowToInterface.inverted?.apply(to: point) ?? point
    }
    for node in chain.reversed() {
      guard let local = node.layer.convertFromParent(p) else { return nil }
      p = local
    }
    return p
  }

  /// The screen point of a point given in a node's bounds coordinates (model values).
  public func convertToScreen(_ point: Point, from id: NodeID) -> Point? {
    guard var node = nodes[id] else { return nil }
    var p = point
    while true {
      p = node.layer.convertToParent(p)
      guard let parent = node.parent, let next = nodes[parent] else {
        return node.window != nil ? screen.windowToInterface.apply(to: p) : p
      }
      node = next
    }
  }

  /// The screen point at the centre of a node's bounds.
  public func screenCenter(of id: NodeID) -> Point? {
    guard let node = nodes[id] else { return nil }
    return convertToScreen(node.layer.bounds.center, from: id)
  }
}
