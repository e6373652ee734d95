public import SimGeometry
import SimMotion
public import SimScene

/// `popover present … arrow auto`: none of the originals has it.
public enum ArrowChoice: Sendable {
  /// The mask as given, stored verbatim (the original's only behaviour).
  case mask(ArrowDirection)
  /// Of up, down, left and right, the one whose placement leaves the anchor point free and
  /// keeps the most of the body inside the view (see `popover present`).
  case automatic
}

extension Scene {
  /// presentFromRect:inView:permittedArrowDirection:animated:, step by step as FWTPopoverView
  /// 1.3.0 does it. Returns the direction used.
  @discardableResult
  public mutating func presentPopover(
    _ id: NodeID, from rect: Rect, in view: NodeID, arrow choice: ArrowChoice, animated: Bool,
    didPresent: (@Sendable (inout Scene) -> Void)? = nil
  ) throws(SceneError) -> ArrowDirection {
    var state = try popover(id)
    guard let superview = node(view) else { throw .unknownNode(view) }
    var ancestor: NodeID? = view
    while let current = ancestor {
      guard current != id else {
        throw .notAllowed(view, reason: "a popover cannot be presented inside itself")
      }
      ancestor = node(current)?.parent
    }
    let bounds = superview.layer.bounds
    let direction: ArrowDirection
    switch choice {
    case .mask(let mask): direction = mask
    case .automatic: direction = automaticDirection(state, rect: rect, bounds: bounds)
    }
    // 1–7: direction, insets, size, anchor, origin, integral frame, shift and arrow offset.
    let placed = placement(state, direction: direction, rect: rect, bounds: bounds)
    state.direction = direction
    state.edgeInsets = placed.edgeInsets
    state.arrowOffset = placed.arrowOffset
    let size = placed.size
    let frame = placed.frame
    // 8: the background image, drawn at the size of step 3.
    state.drawn = PopoverDrawing(
      size: size, edgeInsets: state.edgeInsets, direction: direction,
      cornerRadius: state.cornerRadius, arrowSize: state.arrowSize,
      arrowOffset: state.arrowOffset, cornerOffset: state.cornerOffset,
      image: state.backgroundImage, innerBorder: state.innerBorder)
    popovers[id] = state
    try layOutPopover(id, frame: frame)
    // 9: add it and fade it in (or not).
    if animated {
      // FWTPopoverView.m 258-262: the helper's presentCompletionBlock, then didPresentBlock.
      let completion: @Sendable (inout Scene, Bool) -> Void = { scene, finished in
        let flag = [SceneEvent.Field("finished", finished ? "true" : "false")]
        scene.emit(id, "presentCompletion", flag, quiet: true)
        scene.emit(id, "didPresent", flag)
        didPresent?(&scene)
      }
      if state.blocks[.prepare] == nil, state.blocks[.present] == nil {
        var clear = LayerChanges()
        clear.alpha = 0
        try setLayer(id, clear)
        try addSubview(id, to: view)
        try fade(
          id, to: 1, duration: state.presentDuration, delay: state.presentDelay,
          curve: state.presentCurve, flags: state.presentFlags, completion: completion)
      } else {
        // FWTPopoverView.m 246-262: prepareBlock, addSubview:, then the present block in
        // a UIView block of the helper's duration, delay and options.
        runBlock(id, .prepare, state, alpha: 0)
        try addSubview(id, to: view)
        animateBlock(
          id, .present, state, alpha: 1, duration: state.presentDuration,
          delay: state.presentDelay, curve: state.presentCurve, flags: state.presentFlags,
          completion: completion)
      }
    } else {
      try addSubview(id, to: view)
      emit(id, "didPresent")
      didPresent?(&self)
    }
    return direction
  }

  /// adjustPositionToRect:animated: — a new origin from the current size, corner offset and
  /// (old) arrow offset, shifted inside the superview but not made integral; the arrow
  /// offset and the background stay as they were.
  public mutating func adjustPopover(_ id: NodeID, to rect: Rect, animated: Bool)
    throws(SceneError)
  {
    let state = try popover(id)
    guard let node = node(id) else { throw .unknownNode(id) }
    let size = node.layer.bounds.size
    let anchor = PopoverGeometry.anchor(of: rect)
    let origin = PopoverGeometry.origin(
      anchor: anchor, size: size, direction: state.direction, cornerOffset: state.cornerOffset,
      offset: state.arrowOffset)
    var frame = Rect(origin: origin, size: size)
    if state.adjustsPosition {
      let bounds = node.parent.flatMap { self.node($0)?.layer.bounds } ?? .zero
      frame =
        PopoverGeometry.shift(frame, into: bounds, sharedSign: quirk("popover-shared-sign"))
        .frame
    }
    var changes = LayerChanges()
    changes.frame = frame
    if animated {
      var options = AnimationOptions()
      options.era = Popover.era.version
      options.duration = state.adjustDuration
      try animate(id, changes, options: options) { _, _ in }
    } else {
      try setLayer(id, changes)
    }
  }

  /// dismissPopoverAnimated: — fades out (0.25 s, ease-in), then removes it from its
  /// superview and fires didDismiss; there is no guard against dismissing twice.
  public mutating func dismissPopover(
    _ id: NodeID, animated: Bool, didDismiss: (@Sendable (inout Scene) -> Void)? = nil
  ) throws(SceneError) {
    let state = try popover(id)
    if animated {
      // FWTPopoverView.m 299-305: the helper's dismissCompletionBlock while the view is
      // still in its superview, then removeFromSuperview and didDismissBlock.
      let completion: @Sendable (inout Scene, Bool) -> Void = { scene, finished in
        let flag = [SceneEvent.Field("finished", finished ? "true" : "false")]
        scene.emit(id, "dismissCompletion", flag, quiet: true)
        try? scene.removeFromSuperview(id)
        scene.emit(id, "didDismiss", flag)
        didDismiss?(&scene)
      }
      if state.blocks[.dismiss] == nil {
        try fade(
          id, to: 0, duration: state.dismissDuration, delay: state.dismissDelay,
          curve: state.dismissCurve, flags: state.dismissFlags, completion: completion)
      } else {
        animateBlock(
          id, .dismiss, state, alpha: 0, duration: state.dismissDuration,
          delay: state.dismissDelay, curve: state.dismissCurve, flags: state.dismissFlags,
          completion: completion)
      }
    } else {
      try removeFromSuperview(id)
      emit(id, "didDismiss")
      didDismiss?(&self)
    }
  }

  /// layoutSubviews: the frame, the background image view filling the bounds and the
  /// content view inset by the edge insets.
  mutating func layOutPopover(_ id: NodeID, frame: Rect) throws(SceneError) {
    let state = try popover(id)
    var changes = LayerChanges()
    changes.frame = frame
    try setLayer(id, changes)
    let bounds = Rect(origin: .zero, size: frame.size)
    // A part removed with `view remove` is simply not laid out.
    if let background = part("background", of: id) {
      var changes = LayerChanges()
      changes.frame = bounds
      try setLayer(background, changes)
    }
    if let content = part("content", of: id) {
      var changes = LayerChanges()
      changes.frame = bounds.inset(by: state.edgeInsets)
      try setLayer(content, changes)
    }
  }

  /// Where present puts a popover for `direction` (steps 2 to 7): its insets, its size
  /// before CGRectIntegral, its frame (integral, then shifted inside `bounds` when it adjusts
  /// its position) and the arrow offset it then has.
  func placement(_ state: PopoverState, direction: ArrowDirection, rect: Rect, bounds: Rect)
    -> (edgeInsets: EdgeInsets, size: Size, frame: Rect, arrowOffset: Double)
  {
    let insets = PopoverGeometry.edgeInsets(direction, arrowLength: state.arrowSize.height)
    let size = PopoverGeometry.size(content: state.contentSize, insets: insets)
    // The origin leaves in the offset of the previous present (quirk popover-offset-leak).
    let leftover = quirk("popover-offset-leak") ? state.arrowOffset : 0
    let origin = PopoverGeometry.origin(
      anchor: PopoverGeometry.anchor(of: rect), size: size, direction: direction,
      cornerOffset: state.cornerOffset, offset: leftover)
    var frame = Rect(origin: origin, size: size).integral
    var offset = state.arrowOffset
    if state.adjustsPosition {
      let shift = PopoverGeometry.shift(
        frame, into: bounds, sharedSign: quirk("popover-shared-sign"))
      frame = shift.frame
      offset = PopoverGeometry.arrowOffset(
        shift: shift, direction: direction, body: frame.inset(by: insets).size,
        cornerRadius: state.cornerRadius, arrowWidth: state.arrowSize.width,
        maxOffsetByCornerRadius: quirk("popover-max-offset-1.3"),
        absTruncation: quirk("popover-abs-truncation"))
    }
    return (insets, size, frame, offset)
  }

  /// `arrow auto`: of up, down, left and right, those whose placement (shift included)
  /// leaves the anchor point outside the drawn body, edges included (the body is the frame
  /// less the 10-point shadow margin and, on the arrow's side, the arrow), the one that keeps the most of the body
  /// inside the view, ties going in the order up, down, left, right. When every placement
  /// covers the anchor: the first whose frame fits in the view without moving (from offset
  /// 0), or up.
  private func automaticDirection(_ state: PopoverState, rect: Rect, bounds: Rect)
    -> ArrowDirection
  {
    let anchor = PopoverGeometry.anchor(of: rect)
    let directions = [ArrowDirection.up, .down, .left, .right]
    var best: (direction: ArrowDirection, kept: Double)?
    for direction in directions {
      let placed = placement(state, direction: direction, rect: rect, bounds: bounds)
      let body = placed.frame.inset(by: placed.edgeInsets)
      // Free: outside the body, not on its edge either.
      guard
        anchor.x < body.minX || anchor.x > body.maxX || anchor.y < body.minY
          || anchor.y > body.maxY
      else { continue }
      let inside = body.intersection(bounds)
      let kept = inside.isNull ? 0 : inside.width * inside.height
      if best.map({ kept > $0.kept }) ?? true { best = (direction, kept) }
    }
    if let best { return best.direction }
    return directions.first { direction in
      let insets = PopoverGeometry.edgeInsets(direction, arrowLength: state.arrowSize.height)
      let size = PopoverGeometry.size(content: state.contentSize, insets: insets)
      let origin = PopoverGeometry.origin(
        anchor: anchor, size: size, direction: direction, cornerOffset: state.cornerOffset,
        offset: 0)
      return bounds.contains(Rect(origin: origin, size: size).integral)
    } ?? .up
  }
}
