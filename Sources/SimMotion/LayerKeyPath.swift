/// A layer property an animation can drive, named by its Core Animation key path.
public enum LayerKeyPath: String, CaseIterable, Hashable, Sendable {
  /// CALayer.opacity (UIView.alpha).
  case opacity
  /// CALayer.position (UIView.center).
  case position
  /// The x of the position.
  case positionX = "position.x"
  /// The y of the position.
  case positionY = "position.y"
  /// CALayer.bounds.
  case bounds
  /// The size of the bounds.
  case boundsSize = "bounds.size"
  /// CALayer.transform (UIView.transform), taken apart into translation, scale and angle.
  case transform
  /// Both scale factors of the transform (`transform.scale`, `transform.scale.xy`).
  case transformScale = "transform.scale"
  /// The x scale factor.
  case transformScaleX = "transform.scale.x"
  /// The y scale factor.
  case transformScaleY = "transform.scale.y"
  /// The rotation angle in radians (`transform.rotation.z`).
  case transformRotation = "transform.rotation"
  /// The translation of the transform.
  case transformTranslation = "transform.translation"
  /// CALayer.backgroundColor (UIView.backgroundColor), as red, green, blue, alpha.
  case backgroundColor

  /// Other names accepted for key paths.
  public static let aliases: [String: LayerKeyPath] = [
    "alpha": .opacity, "center": .position, "color": .backgroundColor,
    "transform.scale.xy": .transformScale, "transform.rotation.z": .transformRotation,
  ]

  /// The key path for a name or alias.
  public init?(name: String) {
    if let path = LayerKeyPath(rawValue: name) ?? LayerKeyPath.aliases[name] {
      self = path
    } else {
      return nil
    }
  }

  /// How many numbers a value has.
  public var width: Int {
    switch self {
    case .opacity, .positionX, .positionY, .transformScale, .transformScaleX, .transformScaleY,
      .transformRotation:
      1
    case .position, .boundsSize, .transformTranslation: 2
    case .bounds, .backgroundColor: 4
    case .transform: 6
    }
  }
}
