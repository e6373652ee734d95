import Foundation

/// How many random cases a property test tries: a few in the everyday run, many more when
/// SCENESIM_LONG_TESTS=1 (as CI sets it).
enum LongTests {
  static var enabled: Bool { ProcessInfo.processInfo.environment["SCENESIM_LONG_TESTS"] == "1" }

  /// `everyday` cases normally, `long` with the switch on.
  static func cases(_ everyday: Int, long: Int) -> Int { enabled ? long : everyday }
}
