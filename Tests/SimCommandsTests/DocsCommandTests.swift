import Foundation
import SimComponents
import Testing

@testable import SimCommands

/// The commands the pages name in their prose and tables (`inline code` that starts with a
/// command word) name commands that exist: a renamed or mistyped command in a page fails
/// here, as the pages' transcript blocks fail when they no longer run.
@Suite struct DocsCommandTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let pages: [String] = {
    let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.path + "/docs")) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  /// The inline code spans of a page's text, outside fenced blocks.
  static func spans(_ text: String) -> [String] {
    var result: [String] = []
    var fenced = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        fenced.toggle()
        continue
      }
      if fenced { continue }
      let parts = line.split(separator: "`", omittingEmptySubsequences: false)
      for (k, part) in parts.enumerated() where k % 2 == 1 { result.append(String(part)) }
    }
    return result
  }

  @Test(arguments: pages)
  func commandsInProseNameCommandsThatExist(_ page: String) throws {
    let session = Session(components: .standard)
    let registry = session.registry
    let firstWords = Set(registry.nextWords(after: []))
    let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
    var checked = 0
    for span in Self.spans(text) {
      guard let tokens = try? Lexer.tokenize(span), let first = tokens.first,
        firstWords.contains(first.text), tokens.count > 1
      else { continue }
      checked += 1
      // `anim basic|keyframes|group` names three commands.
      let alternatives = tokens[1].text.split(separator: "|").map(String.init)
      for word in alternatives {
        var one = tokens
        one[1].text = word
        do {
          _ = try registry.resolve(one)
        } catch {
          // A family named alone (`view`) is fine; words that name no command are not.
          #expect(error.message.hasPrefix("'"), "\(page): `\(span)`: \(error.text)")
        }
      }
    }
    if page == "README.md" || page == "docs/commands.md" { #expect(checked > 5) }
  }
}
