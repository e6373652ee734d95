import Foundation
import Testing

/// The getting-started article's Swift is the example package's own code, which CI builds
/// and runs (scripts/check-example): every `swift` block of the article stands, as it is,
/// in the example's manifest or tests, and the transcript it writes is the example's.
@Suite struct GettingStartedTests {
  private static let root = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The fenced blocks of a markdown page whose info string is `info` (`swift`, or none).
  static func blocks(_ markdown: String, info: String = "swift") -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    var currentInfo = ""
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("```") {
        current = []
        currentInfo = String(line.dropFirst(3))
      } else if let lines = current, line == "```" {
        if currentInfo == info { blocks.append(lines.joined(separator: "\n")) }
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func everySwiftBlockIsTheExamplePackagesCode() throws {
    let article = try Self.text("Sources/SceneSim/SceneSim.docc/GettingStarted.md")
    let blocks = Self.blocks(article)
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
    // The transcript it writes is the example's.
    let tip = try Self.text(example + "/Tests/TranscriptTests/transcripts/tip.t")
    #expect(Self.blocks(article, info: "").first == tip.trimmingCharacters(in: .newlines))
  }
}
