import Foundation
import SimCommands
import SimComponents
import Testing

/// docs/surface.md is the originals' public surface as a contract: every row names
/// commands that work, run in a fresh session after its library's setup, or says what of
/// the item cannot be observed; the summary's figures are the rows'.
@Suite struct SurfaceTableTests {
  /// One library's part of the page.
  struct Library: Sendable, CustomTestStringConvertible {
    var name: String
    var setup: [String] = []
    /// Each row's item and its last cell.
    var rows: [(item: String, cell: String)] = []
    var testDescription: String { name }

    /// The commands a row names: its backtick spans.
    static func commands(in cell: String) -> [String] {
      cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    var reached: Int { rows.filter { !$0.cell.hasPrefix("not observable:") }.count }
  }

  static let page = TranscriptFiles.root.deletingLastPathComponent()
    .appendingPathComponent("docs/surface.md")

  /// The libraries of the page, in order, and the summary table's rows by library.
  static func parse() throws -> (libraries: [Library], summary: [String: [Int]]) {
    let text = try String(contentsOf: page, encoding: .utf8)
    var libraries: [Library] = []
    var summary: [String: [Int]] = [:]
    var inSetup = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("## ") {
        libraries.append(Library(name: String(line.dropFirst(3))))
      } else if line == "```scenesim-setup" {
        inSetup = true
      } else if inSetup {
        if line == "```" {
          inSetup = false
        } else {
          libraries[libraries.count - 1].setup.append(line)
        }
      } else if line.hasPrefix("| "), !line.hasPrefix("| ---") {
        let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}")
          .split(separator: "|", omittingEmptySubsequences: false)
          .map {
            $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{1}", with: "|")
          }
        guard cells.count >= 4 else { continue }
        let first = cells[1]
        let last = cells[cells.count - 2]
        if libraries.isEmpty {
          // The summary: library, rows, reached by commands, not observable.
          let numbers = cells[2..<(cells.count - 1)].compactMap { Int($0) }
          if numbers.count == 3 { summary[first] = numbers }
        } else if !["item", "#"].contains(first) {
          libraries[libraries.count - 1].rows.append((first, last))
        }
      }
    }
    return (libraries, summary)
  }

  static let libraries: [Library] = (try? parse().libraries) ?? []

  @Test func everyLibraryHasItsRowsAndTheSummarySaysSo() throws {
    let (libraries, summary) = try Self.parse()
    #expect(libraries.count == 5)
    for library in libraries {
      #expect(!library.setup.isEmpty, "\(library.name) has no setup block")
      #expect(library.rows.count >= 20, "\(library.name) has \(library.rows.count) rows")
      let counts = [library.rows.count, library.reached, library.rows.count - library.reached]
      #expect(summary[library.name] == counts, "summary of \(library.name): \(counts)")
    }
  }

  @Test(arguments: libraries)
  func everyRowNamesCommandsThatWorkOrSaysWhyNot(_ library: Library) {
    for (item, cell) in library.rows {
      if cell.hasPrefix("not observable:") {
        #expect(
          cell.count > 60 && cell.contains("frames, events or drawing"),
          "\(item): a why-not names what shows in none of frames, events or drawing")
        continue
      }
      let commands = Library.commands(in: cell)
      #expect(!commands.isEmpty, "\(item): no command and no reason")
      var session = Session(components: .standard)
      for line in library.setup + commands {
        let result = session.execute(line)
        #expect(
          result.succeeded, "\(library.name), \(item): \(line): \(result.error?.text ?? "")")
        if !result.succeeded { break }
      }
    }
  }
}
