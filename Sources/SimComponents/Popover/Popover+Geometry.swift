public import SimGeometry

/// The arithmetic of FWTPopoverView 1.3.0, step by step, as pure functions.
public enum PopoverGeometry {
  /// FWTPopoverArrow adjustedEdgeInsetsForEdgeInsets: the arrow's length added on one side,
  /// tested in the order up, left, right, down.
  public static func edgeInsets(_ direction: ArrowDirection, arrowLength: Double) -> EdgeInsets {
    var insets = Popover.suggestedEdgeInsets
    if direction.contains(.up) {
      insets.top += arrowLength
    } else if direction.contains(.left) {
      insets.left += arrowLength
    } else if direction.contains(.right) {
      insets.right += arrowLength
    } else if direction.contains(.down) {
      insets.bottom += arrowLength
    }
    return insets
  }

  /// The popover's size: the content plus the insets.
  public static func size(content: Size, insets: EdgeInsets) -> Size {
    Size(
      width: content.width + insets.left + insets.right,
      height: content.height + insets.top + insets.bottom)
  }

  /// _midPointForRect: the rect's centre, except on an axis where the rect is exactly 1 pt,
  /// where its origin is used. CGRectGetWidth and CGRectGetMidX standardize a negative size
  /// but the origin is read as stored, so a -1 pt axis uses the origin too, not the corner
  /// a standardized rect would start at.
  public static func anchor(of rect: Rect) -> Point {
    Point(
      x: abs(rect.size.width) == 1 ? rect.origin.x : rect.midX,
      y: abs(rect.size.height) == 1 ? rect.origin.y : rect.midY)
  }

  /// The origin for a direction, tested in the order up, down, left, right, none; with no
  /// bit set, the anchor itself.
  public static func origin(
    anchor p: Point, size: Size, direction: ArrowDirection, cornerOffset: Double, offset: Double
  ) -> Point {
    let w = size.width
    let h = size.height
    if direction.contains(.up) { return Point(x: p.x - (w / 2 + cornerOffset + offset), y: p.y) }
    if direction.contains(.down) {
      return Point(x: p.x - (w / 2 + cornerOffset + offset), y: p.y - h)
    }
    if direction.contains(.left) { return Point(x: p.x, y: p.y - (h / 2 + cornerOffset + offset)) }
    if direction.contains(.right) {
      return Point(x: p.x - w, y: p.y - (h / 2 + cornerOffset + offset))
    }
    if direction.contains(.none) { return Point(x: p.x - w / 2, y: p.y - h / 2) }
    return p
  }

  /// What _adjustmentForFrame:inSuperview: did to a frame.
  public struct Shift: Hashable, Sendable {
    /// The frame moved inside the bounds (as far as one shift goes).
    public var frame: Rect
    /// How far it moved horizontally (unsigned).
    public var dx: Double
    /// How far it moved vertically (unsigned).
    public var dy: Double
    /// The sign for a horizontal arrow offset: -1 after a left overflow.
    public var signX: Double
    /// The sign for a vertical arrow offset: -1 after a top overflow.
    public var signY: Double
  }

  /// Moves a frame that sticks out of `bounds` back in, one side per axis. With the shared
  /// sign quirk a single sign serves both axes, so a top overflow also flips the horizontal
  /// one.
  public static func shift(_ frame: Rect, into bounds: Rect, sharedSign: Bool) -> Shift {
    let i = bounds.intersection(frame)
    var f = frame
    var dx = 0.0
    var dy = 0.0
    var signX = 1.0
    var signY = 1.0
    if i.size.width != frame.size.width {
      dx = frame.size.width - i.size.width
      if i.origin.x == 0 {
        f.origin.x += dx
        signX = -1
      } else {
        f.origin.x -= dx
      }
    }
    if i.size.height != frame.size.height {
      dy = frame.size.height - i.size.height
      if i.origin.y == 0 {
        f.origin.y += dy
        signY = -1
      } else {
        f.origin.y -= dy
      }
    }
    if sharedSign {
      let shared = signX < 0 || signY < 0 ? -1.0 : 1.0
      // The original keeps one variable: whichever axis set it last wins, and only -1 is
      // ever assigned.
      signX = shared
      signY = shared
    }
    return Shift(frame: f, dx: dx, dy: dy, signX: signX, signY: signY)
  }

  /// _arrowOffsetForDeltaX:deltaY:direction: the arrow offset after a shift, clamped so the
  /// arrow keeps clear of the corners: by the corner radius (1.3.0) or half the arrow width
  /// (the later dev branch). The clamp compares C's integer abs() with the truncation quirk.
  public static func arrowOffset(
    shift: Shift, direction: ArrowDirection, body: Size, cornerRadius r: Double,
    arrowWidth: Double, maxOffsetByCornerRadius: Bool, absTruncation: Bool
  ) -> Double {
    let margin = maxOffsetByCornerRadius ? r : arrowWidth / 2
    var offset: Double
    var limit: Double
    if !direction.intersection([.up, .down]).isEmpty {
      offset = shift.signX * shift.dx
      limit = (body.width - 2 * r) / 2 - margin
    } else if !direction.intersection([.left, .right]).isEmpty {
      offset = shift.signY * shift.dy
      limit = (body.height - 2 * r) / 2 - margin
    } else {
      return 0
    }
    let truncated = Double(Int64(min(max(offset, -9e18), 9e18)).magnitude)
    let magnitude = absTruncation ? truncated : abs(offset)
    if magnitude > limit { offset = offset > 0 ? limit : -limit }
    return offset
  }

  /// arrowRect: the arrow's box in the superview's coordinates (the corner offset left out),
  /// for the first direction matched in the order up, down, left, right, none.
  public static func arrowRect(
    frame: Rect, direction: ArrowDirection, arrowSize: Size, offset: Double,
    edgeInsets: EdgeInsets
  ) -> Rect {
    let w = frame.size.width
    let h = frame.size.height
    var r = Rect(origin: frame.origin, size: arrowSize)
    if direction.contains(.up) {
      r.origin.x += (w - arrowSize.width) / 2 + offset
      r.origin.y += edgeInsets.top - arrowSize.height
    } else if direction.contains(.down) {
      r.origin.x += (w - arrowSize.width) / 2 + offset
      r.origin.y += h - edgeInsets.bottom
    } else if direction.contains(.left) {
      r.origin.y += (h - arrowSize.width) / 2 + offset
      r.origin.x += Popover.suggestedEdgeInsets.left
      r.size = arrowSize.transposed
    } else if direction.contains(.right) {
      r.origin.y += (h - arrowSize.width) / 2 + offset
      r.origin.x += w - edgeInsets.right
      r.size = arrowSize.transposed
    } else if direction.contains(.none) {
      r = .zero
    }
    return r
  }
}
