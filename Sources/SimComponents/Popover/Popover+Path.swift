public import SimGeometry
public import SimScene

/// One command of an outline.
public enum PathElement: Hashable, Sendable {
  /// Start a subpath.
  case move(Point)
  /// A straight line.
  case line(Point)
  /// A quadratic Bézier curve through a control point.
  case quad(control: Point, to: Point)
  /// Close the subpath.
  case close
}

extension Scene {
  /// FWTPopoverBackgroundHelper bezierPathForRect: as the last present drew it: for the body
  /// (the size of present's step 3, before CGRectIntegral, inset by the edge insets), in the
  /// popover's coordinates. Corners are quadratic curves with the control point at the
  /// rectangle's corner; the arrow triangle is inserted only when the direction is exactly
  /// one of up, down, left, right. Empty before the first present.
  public func popoverPath(_ id: NodeID) throws(SceneError) -> [PathElement] {
    guard let drawn = try popover(id).drawn else { return [] }
    let body = Rect(origin: .zero, size: drawn.size).inset(by: drawn.edgeInsets)
    let (x, y, w, h) = (body.origin.x, body.origin.y, body.size.width, body.size.height)
    let r = drawn.cornerRadius
    let hw = drawn.arrowSize.width / 2
    let ah = drawn.arrowSize.height
    let ao = drawn.arrowOffset
    let aco = drawn.arrowOffset + drawn.cornerOffset
    let cx = x + w / 2
    let cy = y + h / 2
    let d = drawn.direction
    func p(_ a: Double, _ b: Double) -> Point { Point(x: a, y: b) }
    var path: [PathElement] = [.move(p(x, y + r)), .quad(control: p(x, y), to: p(x + r, y))]
    if d == .up {
      path += [.line(p(cx - hw + ao, y)), .line(p(cx + aco, y - ah)), .line(p(cx + hw + ao, y))]
    }
    path += [.line(p(x + w - r, y)), .quad(control: p(x + w, y), to: p(x + w, y + r))]
    if d == .right {
      path += [
        .line(p(x + w, cy - hw + ao)), .line(p(x + w + ah, cy + aco)),
        .line(p(x + w, cy + hw + ao)),
      ]
    }
    path += [.line(p(x + w, y + h - r)), .quad(control: p(x + w, y + h), to: p(x + w - r, y + h))]
    if d == .down {
      path += [
        .line(p(cx + hw + ao, y + h)), .line(p(cx + aco, y + h + ah)),
        .line(p(cx - hw + ao, y + h)),
      ]
    }
    path += [.line(p(x + r, y + h)), .quad(control: p(x, y + h), to: p(x, y + h - r))]
    if d == .left {
      path += [.line(p(x, cy + hw + ao)), .line(p(x - ah, cy + aco)), .line(p(x, cy - hw + ao))]
    }
    path.append(.close)
    return path
  }

  /// The frame-state values of a popover: its arrow, content size, arrow rect and whether it
  /// is on screen.
  func popoverFields(_ id: NodeID) -> [FrameField] {
    guard let state = popovers[id], let node = node(id) else { return [] }
    let frame = node.layer.frame
    let rect = PopoverGeometry.arrowRect(
      frame: frame, direction: state.direction, arrowSize: state.arrowSize,
      offset: state.arrowOffset, edgeInsets: state.edgeInsets)
    return [
      FrameField(
        "arrow",
        .object([
          FrameField("direction", .string(state.direction.name)),
          FrameField("offset", .number(state.arrowOffset)),
          FrameField("size", .numbers([state.arrowSize.width, state.arrowSize.height])),
          FrameField("cornerOffset", .number(state.cornerOffset)),
        ])),
      FrameField("contentSize", .numbers([state.contentSize.width, state.contentSize.height])),
      FrameField(
        "arrowRect", .numbers([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])),
      FrameField("presented", .bool(isInWindow(id))),
      FrameField(
        "background",
        .object([
          FrameField("cornerRadius", .number(state.cornerRadius)),
          FrameField("fill", .string(state.fillColor.hexString)),
          FrameField("stroke", .string(state.strokeColor.hexString)),
          FrameField("lineWidth", .number(state.lineWidth)),
          FrameField(
            "shadow",
            .object([
              FrameField("radius", .number(state.shadowRadius)),
              FrameField(
                "offset", .numbers([state.shadowOffset.width, state.shadowOffset.height])),
              FrameField("color", .string(state.shadowColor.hexString)),
              FrameField("opacity", .number(state.shadowOpacity)),
            ])),
        ]), printed: false),
    ]
  }
}
