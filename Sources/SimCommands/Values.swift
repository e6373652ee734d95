import SimGeometry
import SimMotion
import SimScene

/// Parsers for the literal values of the command language. Each returns nil when the word
/// is not of its form; range problems throw, so the message can say what is allowed.
package enum Values {
  /// The largest magnitude a coordinate or number may have.
  package static let maxMagnitude = 1e9
  /// The longest duration a command accepts, in seconds.
  package static let maxSeconds: Int64 = 1_000_000_000

  /// Whether `text` is a plain decimal number: `12`, `-3.5`, `.5`, `1e3`.
  package static func isNumeral(_ text: Substring) -> Bool {
    var text = text
    return text.withUTF8 { u in
      var at = 0
      func skip(_ a: UInt8, _ b: UInt8) {
        if at < u.count, u[at] == a || u[at] == b { at += 1 }
      }
      func digits() -> Int {
        let start = at
        while at < u.count, isDigit(u[at]) { at += 1 }
        return at - start
      }
      skip(UInt8(ascii: "-"), UInt8(ascii: "+"))
      var count = digits()
      if at < u.count, u[at] == UInt8(ascii: ".") {
        at += 1
        count += digits()
      }
      guard count > 0 else { return false }
      if at < u.count, u[at] == UInt8(ascii: "e") || u[at] == UInt8(ascii: "E") {
        at += 1
        skip(UInt8(ascii: "-"), UInt8(ascii: "+"))
        guard digits() > 0 else { return false }
      }
      return at == u.count
    }
  }

  private static func isDigit(_ c: UInt8) -> Bool {
    c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
  }

  package enum NumberProblem: Error { case notANumber, outOfRange }

  /// A finite number within ±1e9.
  package static func number(_ text: Substring) throws(NumberProblem) -> Double {
    guard isNumeral(text), let v = Double(text) else { throw .notANumber }
    guard v.isFinite, abs(v) <= maxMagnitude else { throw .outOfRange }
    return v == 0 ? 0 : v
  }

  /// Numbers separated by `separator`, exactly `count` of them.
  package static func numbers(_ text: String, count: Int, separator: Character = ",")
    throws(NumberProblem) -> [Double]
  {
    // An ASCII word is read at its bytes, without finding grapheme boundaries.
    let sep = separator.utf8
    if sep.count == 1, let byte = sep.first, byte < 0x80 {
      var text = text
      let read = text.withUTF8 { asciiNumbers($0, count: count, separator: byte) }
      if let read { return try read.get() }
    }
    let parts = text.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == count else { throw .notANumber }
    var result: [Double] = []
    result.reserveCapacity(count)
    for part in parts { result.append(try number(part)) }
    return result
  }

  /// ``numbers(_:count:separator:)`` over ASCII bytes; nil when a byte is not ASCII. A part
  /// that is a plain integer of at most nine digits (exact as a double, and within range)
  /// is read without the general decimal parser.
  private static func asciiNumbers(
    _ bytes: UnsafeBufferPointer<UInt8>, count: Int, separator: UInt8
  ) -> Result<[Double], NumberProblem>? {
    var parts = 1
    for byte in bytes {
      if byte >= 0x80 { return nil }
      if byte == separator { parts += 1 }
    }
    guard parts == count else { return .failure(.notANumber) }
    var result: [Double] = []
    result.reserveCapacity(count)
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != separator { end += 1 }
      let part = UnsafeBufferPointer(rebasing: bytes[start..<end])
      if let v = integer(part) {
        result.append(v)
      } else {
        do throws(NumberProblem) {
          result.append(try number(Substring(String(decoding: part, as: UTF8.self))))
        } catch {
          return .failure(error)
        }
      }
      start = end + 1
    }
    return .success(result)
  }

  /// An optional sign and one to nine digits, as a double (zero without a sign); nil for
  /// anything else.
  private static func integer(_ u: UnsafeBufferPointer<UInt8>) -> Double? {
    var at = 0
    var negative = false
    if at < u.count, u[at] == UInt8(ascii: "-") || u[at] == UInt8(ascii: "+") {
      negative = u[at] == UInt8(ascii: "-")
      at += 1
    }
    guard at < u.count, u.count - at <= 9 else { return nil }
    var value = 0
    while at < u.count {
      guard isDigit(u[at]) else { return nil }
      value = value * 10 + Int(u[at] - UInt8(ascii: "0"))
      at += 1
    }
    return negative && value != 0 ? -Double(value) : Double(value)
  }

  package enum DurationProblem: Error { case notADuration, tooFine, tooLong }

  /// A duration `0.25`, `0.25s`, `250ms`, `2s`, `1500us`, parsed exactly into microseconds.
  package static func duration(_ text: String, limit: Int64 = maxSeconds) throws(DurationProblem)
    -> SimTime
  {
    var body = Substring(text)
    var decimals = 6
    if body.hasSuffix("ms") {
      body = body.dropLast(2)
      decimals = 3
    } else if body.hasSuffix("us") {
      body = body.dropLast(2)
      decimals = 0
    } else if body.hasSuffix("s") {
      body = body.dropLast()
    }
    // Read in place: nothing is copied, as a script ticks on nearly every other line.
    let dot = body.firstIndex(of: ".")
    let wholeText = body[..<(dot ?? body.endIndex)]
    let fractionText = dot.map { body[body.index(after: $0)...] } ?? ""
    // A second dot is not a digit.
    guard !(wholeText.isEmpty && fractionText.isEmpty),
      wholeText.utf8.allSatisfy(isDigit), fractionText.utf8.allSatisfy(isDigit)
    else { throw .notADuration }
    var trimmedFraction = fractionText
    while trimmedFraction.last == "0" { trimmedFraction = trimmedFraction.dropLast() }
    guard trimmedFraction.count <= decimals else { throw .tooFine }
    let wholeDigits = wholeText.drop { $0 == "0" }
    guard wholeDigits.count <= 16 else { throw .tooLong }
    var unit: Int64 = 1
    for _ in 0..<decimals { unit *= 10 }
    let whole = Int64(wholeDigits) ?? 0
    var fraction: Int64 = Int64(trimmedFraction) ?? 0
    for _ in 0..<(decimals - trimmedFraction.count) { fraction *= 10 }
    let (scaled, overflow) = whole.multipliedReportingOverflow(by: unit)
    guard !overflow else { throw .tooLong }
    let (micros, tooBig) = scaled.addingReportingOverflow(fraction)
    guard !tooBig else { throw .tooLong }
    let (most, tooMany) = limit.multipliedReportingOverflow(by: 1_000_000)
    guard tooMany || micros <= most else { throw .tooLong }
    return SimTime(microseconds: micros)
  }

  /// `on|off|yes|no|true|false`.
  package static func bool(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "on", "yes", "true": true
    case "off", "no", "false": false
    default: nil
    }
  }

  package static let boolWords = ["on", "off", "yes", "no", "true", "false"]

  /// A transform: `identity`, `a,b,c,d,tx,ty`, `scale:S`, `scale:SX,SY`, `rotate:DEGREES`,
  /// `translate:TX,TY`.
  package static func transform(_ text: String) throws(NumberProblem) -> Transform {
    if text == "identity" { return .identity }
    if let colon = text.firstIndex(of: ":") {
      let op = text[..<colon]
      let args = String(text[text.index(after: colon)...])
      switch op {
      case "scale":
        if let one = try? number(Substring(args)) { return .scale(one, one) }
        let v = try numbers(args, count: 2)
        return .scale(v[0], v[1])
      case "rotate":
        return .rotation(try number(Substring(args)) * .pi / 180)
      case "translate":
        let v = try numbers(args, count: 2)
        return .translation(v[0], v[1])
      default:
        throw .notANumber
      }
    }
    let v = try numbers(text, count: 6)
    return Transform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
  }

  /// The named curves.
  package static let curveNames = ["linear", "ease-in", "ease-out", "ease-in-out", "default"]

  /// A timing curve: a name, or `cubic:X1,Y1,X2,Y2` with both x in 0...1.
  package static func curve(_ text: String) -> TimingFunction? {
    switch text {
    case "linear": return .linear
    case "ease-in": return .easeIn
    case "ease-out": return .easeOut
    case "ease-in-out": return .easeInEaseOut
    case "default": return .default
    default:
      guard text.hasPrefix("cubic:"),
        let v = try? numbers(String(text.dropFirst(6)), count: 4),
        (0...1).contains(v[0]), (0...1).contains(v[2])
      else { return nil }
      return TimingFunction(v[0], v[1], v[2], v[3])
    }
  }

  /// Whether `text` is a valid id: `[A-Za-z_][A-Za-z0-9_.-]*`, at most 64 characters.
  package static func isValidID(_ text: String) -> Bool { Scene.isValidID(text) }

}
