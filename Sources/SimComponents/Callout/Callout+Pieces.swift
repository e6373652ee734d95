import SimGeometry
import SimScene

/// One of the fifteen image views GIKCalloutView builds its bubble from.
public struct CalloutPiece: Hashable, Sendable {
  /// Its name in GIKCalloutView.m (topLeft ... bottomRight).
  public var name: String
  /// Its frame in the callout view.
  public var frame: Rect
  /// Whether layoutSubviews hides it (the side arrows and the pieces below them in
  /// default mode).
  public var isHidden: Bool
}

extension GIK {
  /// The widths and heights of the border images (GIKCalloutView.m 17-35).
  static let sideWidth = 15.0
  static let sideInset = 5.0
  static let topHeight = 24.0
  static let bottomHeight = 32.0
  static let bottomArrowSize = Size(width: 35, height: 45)
  static let sideArrowSize = Size(width: 28, height: 35)
  static let sideArrowAnnotationOffset = 9.0

  /// layoutSubviews (GIKCalloutView.m 381-489) for a callout `size` big, in `mode`, with
  /// its bottomArrowHorizontalOffset and the parent pin view's top in the
  /// callout's coordinates: the fifteen frames, with their arithmetic as it is (a piece
  /// can come out with a negative size, and in detail mode an arrow offset past 294 takes
  /// 40 points off the piece left of the bottom arrow).
  public static func pieces(
    size: Size, mode: CalloutMode, bottomArrowOffset: Double, parentTop: Double
  ) -> [CalloutPiece] {
    let middleHeight = size.height - topHeight - bottomArrowSize.height
    let middleWidth = size.width - 2 * sideWidth
    let rightOffset = size.width - sideWidth
    let above = mode == .default ? middleHeight : parentTop - topHeight - sideArrowAnnotationOffset
    let arrowHeight = sideArrowSize.height
    let below =
      mode == .default
      ? 1 : size.height - topHeight - above - arrowHeight - bottomArrowSize.height
    // The original adds origin and size (GIKCalloutView.m 425-468), which a negative
    // width does not reorder.
    func end(_ r: Rect) -> Double { r.origin.x + r.size.width }
    var y = 0.0
    let topLeft = Rect(x: 0, y: y, width: sideWidth, height: topHeight)
    let topMiddle = Rect(x: end(topLeft), y: y, width: middleWidth, height: topHeight)
    let topRight = Rect(x: end(topMiddle), y: y, width: sideWidth, height: topHeight)
    y += topHeight
    let leftAbove = Rect(x: 0, y: y, width: sideWidth, height: above)
    let middle = Rect(x: end(leftAbove), y: topHeight, width: middleWidth, height: middleHeight)
    let rightAbove = Rect(x: end(middle), y: y, width: sideWidth, height: above)
    y += above
    let leftArrow = Rect(
      x: -(sideArrowSize.width - sideWidth), y: y, width: sideArrowSize.width, height: arrowHeight)
    let rightArrow = Rect(
      x: rightAbove.minX, y: y, width: sideArrowSize.width, height: arrowHeight)
    y += arrowHeight
    let leftBelow = Rect(x: 0, y: y, width: sideWidth, height: below)
    let rightBelow = Rect(x: end(middle), y: y, width: sideWidth, height: below)
    let baseline = size.height - bottomArrowSize.height
    let bottomLeft = Rect(x: 0, y: baseline, width: sideWidth, height: bottomHeight)
    var leftOfArrow = bottomArrowOffset - sideWidth
    if mode == .detail && bottomArrowOffset > 294 { leftOfArrow -= 40 }
    let bottomLeftOfArrow = Rect(
      x: end(bottomLeft), y: baseline, width: leftOfArrow, height: bottomHeight)
    let bottomArrow = Rect(
      x: end(bottomLeftOfArrow), y: baseline, width: bottomArrowSize.width,
      height: bottomArrowSize.height)
    let bottomRightOfArrow = Rect(
      x: end(bottomArrow), y: baseline, width: rightOffset - end(bottomArrow), height: bottomHeight)
    let bottomRight = Rect(
      x: end(bottomRightOfArrow), y: baseline, width: sideWidth, height: bottomHeight)
    let sidesHidden = mode == .default
    return [
      ("topLeft", topLeft, false), ("topMiddle", topMiddle, false),
      ("topRight", topRight, false), ("leftAboveArrow", leftAbove, false),
      ("middleMiddle", middle, false), ("rightAboveArrow", rightAbove, false),
      ("leftArrow", leftArrow, sidesHidden), ("rightArrow", rightArrow, sidesHidden),
      ("leftBelowArrow", leftBelow, sidesHidden), ("rightBelowArrow", rightBelow, sidesHidden),
      ("bottomLeft", bottomLeft, false), ("bottomLeftOfArrow", bottomLeftOfArrow, false),
      ("bottomArrow", bottomArrow, false), ("bottomRightOfArrow", bottomRightOfArrow, false),
      ("bottomRight", bottomRight, false),
    ].map { CalloutPiece(name: $0.0, frame: $0.1, isHidden: $0.2) }
  }
}

extension Scene {
  /// The fifteen pieces of callout `id` as its last layoutSubviews placed them: for its
  /// model size and mode, the parent pin view's top read where that view is (or was, for
  /// a removed pin).
  public func calloutPieces(_ id: NodeID) -> [CalloutPiece]? {
    guard let map = mapOfCallout(id), let state = mapState(map),
      let c = callouts(on: map).callout(view: id),
      let view = node(id)
    else { return nil }
    let parentFrame =
      state.isLive(c.parent)
      ? node(state.pins[Int(c.parent)].id)?.layer.frame : c.removedParentFrame
    let top = (parentFrame?.minY ?? 0) - view.layer.frame.minY
    return GIK.pieces(
      size: view.layer.bounds.size, mode: c.mode, bottomArrowOffset: c.bottomArrowOffset,
      parentTop: top)
  }
}
