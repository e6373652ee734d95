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
  /// FWTPopoverBackgroundHelper bezierPathForRect: as the last present drew it, in the
  /// popover's coordinates. Corners are quadratic curves with the control point at the
  /// rectangle's corner; the arrow triangle is inserted only when the direction is exactly
  /// one of up, down, left, right. Empty before the first present.
  ///
  /// The helper draws the background into an image only as long as its caps plus one point
  /// along the stretched axis (vertical for up or down, horizontal for left or right, both
  /// for none), the body there being 2r + 1 long, and across it at the size of present's
  /// step 3, before CGRectIntegral (FWTPopoverBackgroundHelper.m 68-100, FWTPopoverView.m
  /// 72-73 and 225). The image view shows it at the view's bounds; `stretched` gives the
  /// outline so displayed. A resizable image keeps its caps at their size and fills the rest
  /// with its middle ("The end caps themselves keep their original size and appearance",
  /// UIImage capInsets), so along the stretched axis the far cap keeps its distance from
  /// the view's far edge and the body ends where the content view does. Across it the image
  /// is tiled, not scaled, so nothing moves. In less room than its two caps (a body shorter
  /// than two corner radii), which UIKit does not document, scenesim shrinks both caps in
  /// proportion, as it does for a PNG background, so the outline never crosses itself.
  /// Without `stretched`: the outline for the body of step 3, before CGRectIntegral.
  ///
  /// With `inset`, bezierPathForRect: of the pathFrame inset by it (a drawPathBlock's inner
  /// path), shown the same way.
  public func popoverPath(_ id: NodeID, stretched: Bool = true, inset: Double? = nil)
    throws(SceneError) -> [PathElement]
  {
    guard let drawn = try popover(id).drawn else { return [] }
    guard stretched, let bounds = node(id)?.layer.bounds.size else {
      return Scene.drawnPath(drawn, inset: inset)
    }
    let r = drawn.cornerRadius
    let insets = drawn.edgeInsets
    let (vertical, horizontal, both) = Scene.stretchedAxes(drawn)
    let caps = (
      x: (insets.left + r, insets.right + r), y: (insets.top + r, insets.bottom + r)
    )
    let image = Scene.helperImage(drawn)
    func show(_ v: Double, image size: Double, shown: Double, caps: (Double, Double)) -> Double {
      let (near, far) = caps
      // The middle takes what the caps leave; with less than the caps, they shrink alike.
      let collapsed = v <= near ? v : max(near, v - (size - far - near))
      guard shown < near + far else {
        if v <= near { return v }
        if v >= size - far { return v + shown - size }
        return near + (v - near) * (shown - far - near) / (size - far - near)
      }
      return collapsed * shown / (near + far)
    }
    // Where the stretch changes along each axis: a curve is cut there, so each piece lies
    // where the stretch is affine and maps exactly.
    var cuts: [(axis: KeyPath<Point, Double>, at: Double)] = []
    if vertical || both {
      cuts += [(\Point.y, caps.y.0), (\Point.y, image.size.height - caps.y.1)]
    }
    if horizontal || both {
      cuts += [(\Point.x, caps.x.0), (\Point.x, image.size.width - caps.x.1)]
    }
    func map(_ p: Point) -> Point {
      var q = p
      if vertical || both {
        q.y = show(p.y, image: image.size.height, shown: bounds.height, caps: caps.y)
      }
      if horizontal || both {
        q.x = show(p.x, image: image.size.width, shown: bounds.width, caps: caps.x)
      }
      return q
    }
    var last = Point.zero
    var start = Point.zero
    return Scene.drawnPath(image, inset: inset).flatMap { element -> [PathElement] in
      switch element {
      case .move(let p):
        (last, start) = (p, p)
        return [.move(map(p))]
      case .line(let p):
        last = p
        return [.line(map(p))]
      case .quad(let c, let p):
        let pieces = Scene.split(from: last, control: c, to: p, at: cuts)
        last = p
        return pieces.map { .quad(control: map($0.control), to: map($0.to)) }
      case .close:
        last = start
        return [.close]
      }
    }
  }

  /// A quadratic curve cut where it crosses any of `cuts` (a coordinate on an axis) inside
  /// it: its pieces, each as control point and end.
  static func split(
    from p0: Point, control c: Point, to p1: Point,
    at cuts: [(axis: KeyPath<Point, Double>, at: Double)]
  ) -> [(control: Point, to: Point)] {
    var ts: [Double] = []
    for (axis, k) in cuts {
      // (p0 - 2c + p1) t² + 2 (c - p0) t + (p0 - k) = 0
      let a = p0[keyPath: axis] - 2 * c[keyPath: axis] + p1[keyPath: axis]
      let b = 2 * (c[keyPath: axis] - p0[keyPath: axis])
      let d = p0[keyPath: axis] - k
      var roots: [Double] = []
      if abs(a) < 1e-12 {
        if abs(b) > 1e-12 { roots = [-d / b] }
      } else {
        let disc = b * b - 4 * a * d
        if disc >= 0 {
          let s = disc.squareRoot()
          roots = [(-b - s) / (2 * a), (-b + s) / (2 * a)]
        }
      }
      ts += roots.filter { $0 > 1e-9 && $0 < 1 - 1e-9 }
    }
    func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
      Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    var pieces: [(control: Point, to: Point)] = []
    var (from, control, done) = (p0, c, 0.0)
    for t in Set(ts).sorted() {
      // The rest of the curve runs from `done` to 1: t there is (t - done) / (1 - done).
      let u = (t - done) / (1 - done)
      let q0 = lerp(from, control, u)
      let q1 = lerp(control, p1, u)
      let mid = lerp(q0, q1, u)
      pieces.append((q0, mid))
      (from, control, done) = (mid, q1, t)
    }
    pieces.append((control, p1))
    return pieces
  }

  /// The image as the helper draws it: caps plus one point along the stretched axes
  /// (FWTPopoverBackgroundHelper.m 68-86), across them the size of present's step 3.
  static func helperImage(_ drawn: PopoverDrawing) -> PopoverDrawing {
    let r = drawn.cornerRadius
    let insets = drawn.edgeInsets
    let (vertical, horizontal, both) = stretchedAxes(drawn)
    var image = drawn
    if horizontal || both { image.size.width = insets.left + insets.right + 2 * r + 1 }
    if vertical || both { image.size.height = insets.top + insets.bottom + 2 * r + 1 }
    return image
  }

  /// Along which axes the helper's image is stretched: vertically for up or down,
  /// horizontally for left or right, both ways for none (FWTPopoverBackgroundHelper.m
  /// 68-86).
  static func stretchedAxes(_ drawn: PopoverDrawing) -> (
    vertical: Bool, horizontal: Bool, both: Bool
  ) {
    let d = drawn.direction
    let vertical = d.contains(.up) || d.contains(.down)
    let horizontal = !vertical && (d.contains(.left) || d.contains(.right))
    return (vertical, horizontal, !vertical && !horizontal && d.contains(.none))
  }

  /// The pathFrame of a drawing: its size inset by its edge insets, the body's rect.
  static func pathFrame(_ drawn: PopoverDrawing) -> Rect {
    Rect(origin: .zero, size: drawn.size).inset(by: drawn.edgeInsets)
  }

  /// bezierPathForRect: for the body of a drawing (its pathFrame), or that inset by `inset`.
  static func drawnPath(_ drawn: PopoverDrawing, inset: Double? = nil) -> [PathElement] {
    let frame = pathFrame(drawn)
    return bezierPath(for: inset.map { frame.insetBy(dx: $0, dy: $0) } ?? frame, drawn)
  }

  /// bezierPathForRect: of any rect, with the drawing's corner radius and arrow
  /// (FWTPopoverBackgroundHelper.m 103-165).
  static func bezierPath(for body: Rect, _ drawn: PopoverDrawing) -> [PathElement] {
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
  /// Where a PNG background is drawn now and how: its nine pieces over the body (the view's
  /// bounds inset by the last present's edge insets), or nil when the helper draws the body.
  public func popoverImageSlices(_ id: NodeID) -> (
    image: PopoverBackgroundImage, body: Rect, slices: [(source: Rect, destination: Rect)]
  )? {
    guard let drawn = popovers[id]?.drawn, let image = drawn.image,
      let bounds = node(id)?.layer.bounds
    else { return nil }
    let body = bounds.inset(by: drawn.edgeInsets)
    return (image, body, image.slices(in: body))
  }

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
    ] + flagFields(state) + imageFields(state.drawn?.image) + [
      FrameField(
        "background",
        .object(
          [
            FrameField("cornerRadius", .number(state.cornerRadius)),
            FrameField("fill", .string(state.fillColor.hexString)),
            FrameField("stroke", .string(state.strokeColor.hexString)),
            FrameField("lineWidth", .number(state.lineWidth)),
          ] + Scene.strokeFields(state) + [
            FrameField(
              "shadow",
              .object([
                FrameField("radius", .number(state.shadowRadius)),
                FrameField(
                  "offset", .numbers([state.shadowOffset.width, state.shadowOffset.height])),
                FrameField("color", .string(state.shadowColor.hexString)),
                FrameField("opacity", .number(state.shadowOpacity)),
              ]))
          ]), printed: false)
    ]
  }

  /// presentOptions and dismissOptions beside the curve, when set.
  private func flagFields(_ state: PopoverState) -> [FrameField] {
    (state.presentFlags.isEmpty
      ? [] : [FrameField("presentOptions", .string(state.presentFlags.text))])
      + (state.dismissFlags.isEmpty
        ? [] : [FrameField("dismissOptions", .string(state.dismissFlags.text))])
  }

  /// The PNG background of the last present, when it had one.
  private func imageFields(_ image: PopoverBackgroundImage?) -> [FrameField] {
    guard let image else { return [] }
    let c = image.caps
    return [
      FrameField(
        "backgroundImage",
        .object([
          FrameField("name", .string(image.name)),
          FrameField("size", .numbers([image.size.width, image.size.height])),
          FrameField("caps", .numbers([c.top, c.left, c.bottom, c.right])),
        ]))
    ]
  }
}
