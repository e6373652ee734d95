/// A width and a height, in points (CGSize).
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// A size of 0 by 0.
  public static let zero = Size(width: 0, height: 0)

  /// A size of `width` by `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The same size with width and height exchanged (a quarter turn).
  public var transposed: Size { Size(width: height, height: width) }
}
