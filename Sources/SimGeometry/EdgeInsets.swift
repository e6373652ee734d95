/// Distances to inset a rectangle's edges by, in points (UIEdgeInsets).
public struct EdgeInsets: Hashable, Sendable {
  /// Inset of the top edge; positive moves it down.
  public var top: Double
  /// Inset of the left edge; positive moves it right.
  public var left: Double
  /// Inset of the bottom edge; positive moves it up.
  public var bottom: Double
  /// Inset of the right edge; positive moves it left.
  public var right: Double

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Insets for each edge, in UIEdgeInsetsMake order.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

extension Rect {
  /// UIEdgeInsetsInsetRect: moves each edge inwards by its inset, with no clamping.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom
    )
  }
}
