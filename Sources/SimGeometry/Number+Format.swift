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
    var text = ""
    withUTF8(of: value, places: places) { text = String(decoding: $0, as: UTF8.self) }
    return text
  }

  /// Appends what ``string(_:places:)`` makes, as UTF-8, without making a string.
  public static func write(
    _ value: Double, places: Int = NumberFormat.places, to bytes: inout [UInt8]
  ) {
    withUTF8(of: value, places: places) { bytes.append(contentsOf: $0) }
  }

  /// Calls `body` with the UTF-8 of what ``string(_:places:)`` makes, without making a
  /// string.
  public static func withUTF8(
    of value: Double, places: Int = NumberFormat.places,
    _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    func whole(_ text: String) {
      var text = text
      return text.withUTF8(body)
    }
    guard value.isFinite else { return whole(value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")) }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
    // Beyond 2^53 a double has no fractional digits left to show.
    guard abs(scaled) < 9.0e15 else {
      let rounded = value.rounded()
      return whole(abs(rounded) < 9.0e18 ? String(Int64(rounded)) : "\(rounded)")
    }
    let n = Int64(scaled)
    if n == 0 { return whole("0") }
    let unit = UInt64(scale)
    var integral = n.magnitude / unit
    var fraction = n.magnitude % unit
    var digits = fraction == 0 ? 0 : places
    while digits > 0, fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    // Written from the end: the fraction's digits (with its leading zeros), the point, the
    // whole part, the sign. The whole part has at most 16 digits (the scaled value is below
    // 9e15) and the fraction at most 19 (more places overflow `unit` above): 37 bytes.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
      var at = buffer.count
      func put(_ byte: UInt8) {
        at -= 1
        buffer[at] = byte
      }
      for _ in 0..<digits {
        put(UInt8(ascii: "0") + UInt8(fraction % 10))
        fraction /= 10
      }
      if digits > 0 { put(UInt8(ascii: ".")) }
      repeat {
        put(UInt8(ascii: "0") + UInt8(integral % 10))
        integral /= 10
      } while integral > 0
      if n < 0 { put(UInt8(ascii: "-")) }
      return body(UnsafeBufferPointer(rebasing: buffer[at...]))
    }
  }

  /// Numbers joined by commas, as in the command language's tuples: `1,2,3,4`.
  public static func tuple(_ values: [Double]) -> String {
    var text = ""
    for (index, value) in values.enumerated() {
      if index > 0 { text += "," }
      text += string(value)
    }
    return text
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
