/// The one fixed-precision formatter for numbers in scenesim's output.
public enum NumberFormat {
  /// Decimal places kept for points, sizes, alphas and transform components.
  public static let places = 3

  /// `value` with at least three significant digits however small (`11.055`,
  /// `0.00003145`), and never fewer than ``places`` decimals' worth of precision.
  public static func significant(_ value: Double) -> String {
    var extra = 0
    var scaled = abs(value)
    while scaled > 0, scaled < 100, extra < 12 {
      scaled *= 10
      extra += 1
    }
    return string(value, places: max(places, places + extra - 2))
  }

  /// `value` rounded half away from zero to `places` decimals, trailing zeros trimmed and
  /// -0 printed as `0`: `1.5`, `0.333`, `-2`. Non-finite values print as `nan`, `inf`, `-inf`.
  public static func string(_ value: Double, places: Int = NumberFormat.places) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
    // Beyond 2^53 a double has no fractional digits left to show.
    guard abs(scaled) < 9.0e15 else {
      let whole = value.rounded()
      return abs(whole) < 9.0e18 ? String(Int64(whole)) : "\(whole)"
    }
    let n = Int64(scaled)
    if n == 0 { return "0" }
    let sign = n < 0 ? "-" : ""
    let magnitude = n.magnitude
    let unit = UInt64(scale)
    let whole = magnitude / unit
    var fraction = magnitude % unit
    if fraction == 0 { return sign + String(whole) }
    var digits = places
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    let padded = String(repeating: "0", count: digits - text.count) + text
    return sign + String(whole) + "." + padded
  }

  /// Numbers joined by commas, as in the command language's tuples: `1,2,3,4`.
  public static func tuple(_ values: [Double]) -> String {
    values.map { string($0) }.joined(separator: ",")
  }
}

extension Point {
  /// `X,Y` at the standard precision.
  public var formatted: String { NumberFormat.tuple([x, y]) }
}

extension Size {
  /// `WxH` at the standard precision.
  public var formatted: String {
    NumberFormat.string(width) + "x" + NumberFormat.string(height)
  }
}

extension Rect {
  /// `X,Y,W,H` at the standard precision; `null` for the null rectangle.
  public var formatted: String {
    isNull ? "null" : NumberFormat.tuple([origin.x, origin.y, size.width, size.height])
  }
}

extension Transform {
  /// `a,b,c,d,tx,ty` at the standard precision.
  public var formatted: String { NumberFormat.tuple([a, b, c, d, tx, ty]) }
}
