import Foundation
import SimCommands
import SimComponents
import Testing

/// The originals' README samples under docs/examples/: written with values relative to
/// the scene, they run on any device.
@Suite struct OriginalReadmeSampleTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/examples")

  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".t") }.sorted()
  }()

  /// The command lines of `file`, its `screen` line set to `screen`; pictures are not
  /// written.
  static func lines(of file: String, screen: String) throws -> [String] {
    let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0.hasPrefix("  $ ") }
      .map { String($0.dropFirst(4)) }
      .filter { !$0.hasPrefix("render ") }
      .map { $0.hasPrefix("screen ") ? "screen \(screen)" : $0 }
  }

  @Test func everyOriginalHasItsSample() {
    for name in [
      "fwt-popover.t", "fwt-annotations.t", "cfa-root.t", "cfa-pin.t", "gik-hotels.t",
      "sv-pulsing.t",
    ] {
      #expect(Self.files.contains(name), "\(name)")
    }
  }

  @Test(arguments: files, ["iphone", "ipad", "iphone landscape"])
  func runsOnEveryScreen(_ file: String, _ screen: String) throws {
    var session = Session()
    let lines = try Self.lines(of: file, screen: screen)
    #expect(lines.first == "screen \(screen)", "\(file) starts with its screen")
    for line in lines {
      let result = session.execute(line)
      #expect(result.error == nil, "\(file) on \(screen): \(line): \(result.error?.text ?? "")")
    }
  }

  /// The CFA README's animator on an iPad: the to-window starts a screen's width to the
  /// right scaled 0.6 about that frame, and the from-window leaves for -691.2.
  @Test func theRootReplacementIsRelativeToTheScreen() throws {
    var session = Session()
    var printed: [String] = []
    for line in try Self.lines(of: "cfa-root.t", screen: "ipad") {
      printed += session.execute(line).output
    }
    #expect(
      printed.contains {
        $0.contains("home.window") && $0.contains("frame=921.6,204.8,460.8,614.4")
      })
    #expect(printed.contains("login.window leaves for -691.2,102.4,614.4,819.2"))
  }
}
