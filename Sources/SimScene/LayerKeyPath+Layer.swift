import SimGeometry
public import SimMotion

extension LayerKeyPath {
  /// The property's value in `layer`.
  public func read(_ layer: LayerState) -> AnimVector {
    var v = AnimVector()
    switch self {
    case .opacity: v[0] = layer.alpha
    case .position: (v[0], v[1]) = (layer.center.x, layer.center.y)
    case .positionX: v[0] = layer.center.x
    case .positionY: v[0] = layer.center.y
    case .bounds:
      (v[0], v[1], v[2], v[3]) = (
        layer.bounds.origin.x, layer.bounds.origin.y, layer.bounds.size.width,
        layer.bounds.size.height
      )
    case .boundsSize: (v[0], v[1]) = (layer.bounds.size.width, layer.bounds.size.height)
    case .transform: v = Decomposed(layer.transform).vector
    case .transformScale: v[0] = Decomposed(layer.transform).scaleX
    case .transformScaleX: v[0] = Decomposed(layer.transform).scaleX
    case .transformScaleY: v[0] = Decomposed(layer.transform).scaleY
    case .transformRotation: v[0] = Decomposed(layer.transform).angle
    case .transformTranslation: (v[0], v[1]) = (layer.transform.tx, layer.transform.ty)
    case .backgroundColor:
      let c = layer.color ?? Color(white: 0, alpha: 0)
      (v[0], v[1], v[2], v[3]) = (c.red, c.green, c.blue, c.alpha)
    }
    return v
  }

  /// Writes `value` into `layer`, added to what is there when `additive`.
  /// An additive transform is concatenated with the transform there; an additive scale
  /// factor is added to each factor it drives; other additive values add componentwise.
  public func write(_ value: AnimVector, into layer: inout LayerState, additive: Bool) {
    if additive {
      switch self {
      case .transform:
        layer.transform = Decomposed(vector: value).recomposed.concatenating(layer.transform)
        return
      case .transformScale:
        var parts = Decomposed(layer.transform)
        parts.scaleX += value[0]
        parts.scaleY += value[0]
        layer.transform = parts.recomposed
        return
      default:
        break
      }
    }
    let v = additive ? read(layer) + value : value
    switch self {
    case .opacity: layer.alpha = min(max(v[0], 0), 1)
    case .position: layer.center = Point(x: v[0], y: v[1])
    case .positionX: layer.center.x = v[0]
    case .positionY: layer.center.y = v[0]
    // Offsets may pass through negative sizes on the way; presentation clamps the sum.
    case .bounds:
      layer.bounds = Rect(
        x: v[0], y: v[1], width: additive ? v[2] : max(v[2], 0),
        height: additive ? v[3] : max(v[3], 0))
    case .boundsSize:
      layer.bounds.size =
        additive ? Size(width: v[0], height: v[1]) : Size(width: max(v[0], 0), height: max(v[1], 0))
    case .transform: layer.transform = Decomposed(vector: v).recomposed
    case .transformScale, .transformScaleX, .transformScaleY, .transformRotation:
      var parts = Decomposed(layer.transform)
      switch self {
      case .transformScale: (parts.scaleX, parts.scaleY) = (v[0], v[0])
      case .transformScaleX: parts.scaleX = v[0]
      case .transformScaleY: parts.scaleY = v[0]
      default: parts.angle = v[0]
      }
      layer.transform = parts.recomposed
    case .transformTranslation: (layer.transform.tx, layer.transform.ty) = (v[0], v[1])
    case .backgroundColor:
      let clamp = { (x: Double) in min(max(x, 0), 1) }
      layer.color = Color(
        red: clamp(v[0]), green: clamp(v[1]), blue: clamp(v[2]), alpha: clamp(v[3]))
    }
  }
}
