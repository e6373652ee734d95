/// An sRGB colour with alpha, each component in 0...1 (UIColor).
public struct Color: Hashable, Sendable {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Opacity, 0...1.
  public var alpha: Double

  /// A colour from components in 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey of `white` in 0...1 (UIColor colorWithWhite:alpha:).
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The named colours of UIColor's class properties, by lower-case name.
  public static let named: [(name: String, color: Color)] = [
    ("black", Color(white: 0)),
    ("blue", Color(red: 0, green: 0, blue: 1)),
    ("brown", Color(red: 0.6, green: 0.4, blue: 0.2)),
    ("clear", Color(white: 0, alpha: 0)),
    ("cyan", Color(red: 0, green: 1, blue: 1)),
    ("darkgray", Color(white: 1.0 / 3.0)),
    ("gray", Color(white: 0.5)),
    ("green", Color(red: 0, green: 1, blue: 0)),
    ("lightgray", Color(white: 2.0 / 3.0)),
    ("magenta", Color(red: 1, green: 0, blue: 1)),
    ("orange", Color(red: 1, green: 0.5, blue: 0)),
    ("purple", Color(red: 0.5, green: 0, blue: 0.5)),
    ("red", Color(red: 1, green: 0, blue: 0)),
    ("white", Color(white: 1)),
    ("yellow", Color(red: 1, green: 1, blue: 0)),
  ]

  /// The colour for a name (case-insensitive) or `#RRGGBB` / `#RRGGBBAA`, or nil.
  public init?(parsing text: String) {
    let lower = text.lowercased()
    if let match = Color.named.first(where: { $0.name == lower }) {
      self = match.color
      return
    }
    if lower.hasPrefix("white:") {
      // colorWithWhite:alpha:, the form the originals give their greys in.
      let parts = lower.dropFirst(6).split(separator: ",", omittingEmptySubsequences: false)
      let values = parts.compactMap { Double($0) }
      guard (1...2).contains(parts.count), values.count == parts.count,
        values.allSatisfy({ (0...1).contains($0) })
      else { return nil }
      self.init(white: values[0], alpha: values.count == 2 ? values[1] : 1)
      return
    }
    guard lower.hasPrefix("#") else { return nil }
    let hex = Array(lower.utf8.dropFirst())
    guard hex.count == 6 || hex.count == 8 else { return nil }
    var bytes: [Double] = []
    var i = 0
    while i < hex.count {
      guard let hi = Color.hexValue(hex[i]), let lo = Color.hexValue(hex[i + 1]) else {
        return nil
      }
      bytes.append(Double(hi * 16 + lo) / 255)
      i += 2
    }
    self.init(
      red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
  }

  /// Whether `text` is a `#RRGGBB` or `#RRGGBBAA` literal.
  public static func isHexLiteral(_ text: Substring) -> Bool {
    let u = Array(text.utf8)
    guard u.first == UInt8(ascii: "#"), u.count == 7 || u.count == 9 else { return false }
    return u.dropFirst().allSatisfy { hexValue($0) != nil }
  }

  private static func hexValue(_ c: UInt8) -> Int? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(c - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  /// `#RRGGBB`, or `#RRGGBBAA` unless alpha rounds to FF; components rounded to 8 bits.
  public var hexString: String {
    func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
    // Written as ASCII bytes: the text is made for every colour a frame state or picture shows.
    let digits: StaticString = "0123456789ABCDEF"
    var text: [UInt8] = []
    text.reserveCapacity(9)
    text.append(UInt8(ascii: "#"))
    func put(_ n: Int) {
      text.append(digits.utf8Start[n / 16])
      text.append(digits.utf8Start[n % 16])
    }
    put(byte(red))
    put(byte(green))
    put(byte(blue))
    let alpha = byte(alpha)
    if alpha != 255 { put(alpha) }
    return String(decoding: text, as: UTF8.self)
  }
}
