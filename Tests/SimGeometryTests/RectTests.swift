import SimGeometry
import Testing

@Suite struct RectTests {
  @Test func intersectionOfDisjointRectsIsNull() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 20, y: 0, width: 5, height: 5)
    #expect(a.intersection(b).isNull)
    #expect(a.intersection(b) == .null)
    #expect(!a.intersects(b))
  }

  @Test func touchingRectsIntersectInAZeroWidthRect() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 10, y: 2, width: 10, height: 4)
    #expect(a.intersection(b) == Rect(x: 10, y: 2, width: 0, height: 4))
    #expect(!a.intersects(b))
  }

  @Test func intersectionStandardizesNegativeSizes() {
    let a = Rect(x: 10, y: 10, width: -10, height: -10)
    let b = Rect(x: 5, y: 5, width: 10, height: 10)
    #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
  }

  @Test func unionTreatsNullAsIdentity() {
    let a = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(Rect.null.union(a) == a)
    #expect(a.union(.null) == a)
    #expect(
      a.union(Rect(x: 10, y: 10, width: 1, height: 1)) == Rect(x: 1, y: 2, width: 10, height: 9))
  }

  @Test func integralGrowsToWholePoints() {
    #expect(
      Rect(x: 0.5, y: 1.2, width: 10, height: 3.3).integral
        == Rect(x: 0, y: 1, width: 11, height: 4))
    #expect(Rect.null.integral.isNull)
  }

  @Test func containsIsHalfOpen() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(Point(x: 0, y: 0)))
    #expect(r.contains(Point(x: 9.999, y: 9.999)))
    #expect(!r.contains(Point(x: 10, y: 5)))
    #expect(!r.contains(Point(x: 5, y: 10)))
    #expect(!Rect.null.contains(Point.zero))
    #expect(r.contains(Rect(x: 2, y: 2, width: 8, height: 8)))
    #expect(!r.contains(Rect(x: 2, y: 2, width: 9, height: 8)))
  }

  @Test func insetAndOffset() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 4))
    #expect(r.insetBy(dx: 6, dy: 0).isNull)
    #expect(r.insetBy(dx: -1, dy: -1) == Rect(x: -1, y: -1, width: 12, height: 12))
    #expect(r.offsetBy(dx: 5, dy: -5) == Rect(x: 5, y: -5, width: 10, height: 10))
    #expect(Rect.null.offsetBy(dx: 1, dy: 1).isNull)
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(r.inset(by: insets) == Rect(x: 2, y: 1, width: 4, height: 6))
  }

  @Test func emptyAndNull() {
    #expect(Rect.zero.isEmpty)
    #expect(!Rect.zero.isNull)
    #expect(Rect.null.isEmpty)
    #expect(Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
  }
}

@Suite struct TransformTests {
  @Test func rotationQuarterTurnMapsXToY() {
    let p = Transform.rotation(.pi / 2).apply(to: Point(x: 1, y: 0))
    #expect(abs(p.x) < 1e-12)
    #expect(abs(p.y - 1) < 1e-12)
  }

  @Test func concatenationAppliesLeftFirst() {
    let t = Transform.scale(2, 2).concatenating(.translation(10, 0))
    #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
  }

  @Test func inverseUndoes() throws {
    let t = Transform(a: 2, b: 1, c: 0.5, d: 3, tx: 7, ty: -4)
    let inverse = try #require(t.inverted)
    let p = inverse.apply(to: t.apply(to: Point(x: 3, y: 5)))
    #expect(abs(p.x - 3) < 1e-12)
    #expect(abs(p.y - 5) < 1e-12)
    #expect(Transform.scale(0, 1).inverted == nil)
  }

  @Test func rectBoundingBox() {
    let r = Rect(x: -10, y: -5, width: 20, height: 10)
    let box = Transform.rotation(.pi / 2).apply(to: r)
    #expect(abs(box.origin.x + 5) < 1e-9)
    #expect(abs(box.origin.y + 10) < 1e-9)
    #expect(abs(box.size.width - 10) < 1e-9)
    #expect(abs(box.size.height - 20) < 1e-9)
  }
}

@Suite struct ColorAndFormatTests {
  @Test func hexTextRoundsEachComponentToEightBits() {
    // Two upper-case digits per component, from the component clamped to 0...1 and rounded.
    func hex(_ v: Double) -> String {
      let n = Int((min(max(v, 0), 1) * 255).rounded())
      let text = String(n, radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    let values = (0...255).map { Double($0) / 255 } + [-1, 0.0019, 0.002, 0.4999, 0.5, 0.999, 2]
    for v in values {
      #expect(Color(red: v, green: 0, blue: 0).hexString == "#\(hex(v))0000")
      #expect(Color(red: 0, green: v, blue: 0).hexString == "#00\(hex(v))00")
      #expect(Color(red: 0, green: 0, blue: v).hexString == "#0000\(hex(v))")
      let alpha = hex(v) == "FF" ? "" : hex(v)
      #expect(Color(red: 1, green: 1, blue: 1, alpha: v).hexString == "#FFFFFF\(alpha)")
    }
  }

  @Test func parsesNamesAndHex() {
    #expect(Color(parsing: "red") == Color(red: 1, green: 0, blue: 0))
    #expect(Color(parsing: "RED") == Color(red: 1, green: 0, blue: 0))
    #expect(Color(parsing: "#FF8000")?.hexString == "#FF8000")
    #expect(Color(parsing: "#ff800080")?.hexString == "#FF800080")
    #expect(Color(parsing: "clear")?.hexString == "#00000000")
    #expect(Color(parsing: "#FF80") == nil)
    #expect(Color(parsing: "#GG0000") == nil)
    #expect(Color(parsing: "mauve") == nil)
    #expect(Color(parsing: "white:0.5") == Color(white: 0.5))
    #expect(Color(parsing: "white:0,0.3") == Color(white: 0, alpha: 0.3))
    #expect(Color(parsing: "white:1.5") == nil)
    #expect(Color(parsing: "white:0.5,") == nil)
    #expect(Color(parsing: "white:") == nil)
  }

  @Test func smallNumbersKeepThreeSignificantDigits() {
    #expect(NumberFormat.significant(17.7194) == "17.719")
    #expect(NumberFormat.significant(0.31449) == "0.3145")
    #expect(NumberFormat.significant(0.000031449) == "0.00003145")
    #expect(NumberFormat.significant(0) == "0")
  }

  @Test func numbersTrimAndRound() {
    #expect(NumberFormat.string(0) == "0")
    #expect(NumberFormat.string(-0.0) == "0")
    #expect(NumberFormat.string(-0.0001) == "0")
    #expect(NumberFormat.string(1.5) == "1.5")
    #expect(NumberFormat.string(1.0 / 3.0) == "0.333")
    #expect(NumberFormat.string(2.0 / 3.0) == "0.667")
    #expect(NumberFormat.string(-2.5) == "-2.5")
    #expect(NumberFormat.string(0.0005) == "0.001")
    #expect(NumberFormat.string(1e9) == "1000000000")
    #expect(NumberFormat.string(0.30000000000000004) == "0.3")
    #expect(NumberFormat.string(.nan) == "nan")
    #expect(Rect(x: 1, y: 2, width: 3.25, height: 4).formatted == "1,2,3.25,4")
  }
}

/// The formatter against a plain String implementation of the same rounding, over many
/// values at every number of places the output uses (0 to 13) and the most it takes (19).
/// Values too large for their places go down a path both share, where they agree by
/// construction.
@Suite struct NumberFormatOracleTests {
  private func reference(_ value: Double, places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
    guard value.isFinite, abs(scaled) < 9.0e15 else {
      return NumberFormat.string(value, places: places)
    }
    let n = Int64(scaled)
    if n == 0 { return "0" }
    let sign = n < 0 ? "-" : ""
    let unit = UInt64(scale)
    let whole = n.magnitude / unit
    var fraction = n.magnitude % unit
    if fraction == 0 { return sign + String(whole) }
    var digits = places
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    return sign + String(whole) + "." + String(repeating: "0", count: digits - text.count) + text
  }

  @Test func theDigitsAreTheReferences() {
    for exponent in -9...9 {
      var magnitude = 1.0
      for _ in 0..<abs(exponent) { magnitude *= 10 }
      if exponent < 0 { magnitude = 1 / magnitude }
      for i in stride(from: -1_000, through: 1_000, by: 7) {
        let value = Double(i) / 997 * magnitude
        for places in 0...13 {
          #expect(NumberFormat.string(value, places: places) == reference(value, places: places))
        }
      }
    }
    for value in [0.0005, -0.0005, 1e-3, 0.0999, 9.9995, -1234.5675, 8.999e12, 123_456.000_001] {
      #expect(NumberFormat.string(value) == reference(value, places: 3))
    }
    for value in [0, -0.0, 1e-20, -1e-19, 1e-5, 0.012_345_678_901_234_5] {
      #expect(NumberFormat.string(value, places: 19) == reference(value, places: 19))
    }
  }
}

@Suite struct HugeNumberTests {
  @Test func hugeValuesFormatWithoutTrapping() {
    #expect(NumberFormat.string(1e16) == "10000000000000000")
    #expect(NumberFormat.string(-3e18) == "-3000000000000000000")
    #expect(NumberFormat.string(1e300) == "1e+300")
  }
}
