import Foundation
import Testing

/// The getting-started article's Swift is the example package's own code, which CI builds
/// and runs (scripts/check-example): every `swift` block of the article stands, as it is,
/// in the example's manifest or tests.
@Suite struct GettingStartedTests {
  private static let root = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The `swift` blocks of a markdown page.
  static func swiftBlocks(_ markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func everySwiftBlockIsTheExamplePackagesCode() throws {
    let article = try Self.text("Sources/SceneSim/SceneSim.docc/GettingStarted.md")
    let blocks = Self.swiftBlocks(article)
    #expect(blocks.count >= 2)
    let example = "Examples/TranscriptTests"
    var sources = [try Self.text(example + "/Package.swift")]
    let tests = Self.root.appendingPathComponent(example + "/Tests")
    let walk = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
    while let url = walk?.nextObject() as? URL {
      if url.pathExtension == "swift" {
        sources.append(try String(contentsOf: url, encoding: .utf8))
      }
    }
    for block in blocks {
      #expect(sources.contains { $0.contains(block) }, "not in the example package:\n\(block)")
    }
  }
}
