import Foundation
import SimCommands
import Testing

@testable import SimTranscript

/// Every transcript under `transcripts/`, replayed as its own test case.
enum TranscriptFiles {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("transcripts")

  static let all: [String] = {
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var files: [String] = []
    while let item = walker.nextObject() as? String {
      // Folders marked as fixtures (Suite.ignoreMarker) hold no transcripts to replay.
      if FileManager.default.fileExists(atPath: root.path + "/" + item + "/.scenesim-ignore") {
        walker.skipDescendants()
        continue
      }
      if item.hasSuffix(".t") { files.append(item) }
    }
    return files.sorted()
  }()
}

@Suite struct TranscriptReplayTests {
  @Test func thereAreTranscripts() {
    #expect(TranscriptFiles.all.count >= 20)
  }

  @Test(arguments: TranscriptFiles.all)
  func replay(_ file: String) throws {
    let text = try String(
      contentsOf: TranscriptFiles.root.appendingPathComponent(file), encoding: .utf8)
    let outcome = TranscriptRunner.reading(beside: file).run(text)
    let diff = outcome.diff(path: "transcripts/" + file)
    let passed = outcome.passed
    #expect(passed, Comment(rawValue: diff.joined(separator: "\n")))
  }
}

/// The examples of the README and of the pages under docs/ are transcripts too: each fenced
/// `scenesim-transcript` block must replay exactly, its pictures included (they are golden
/// files beside the page).
@Suite struct ReadmeExampleTests {
  static let root = TranscriptFiles.root.deletingLastPathComponent()
  static let pages: [String] = {
    let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.path + "/docs")) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  @Test func theReadmeAndTheDocsShowBlocks() throws {
    let counts = try Self.pages.map { page in
      MarkdownTranscripts(
        parsing: try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
      ).blocks.count
    }
    #expect(counts.first ?? 0 >= 4)
    #expect(counts.reduce(0, +) >= 6)
  }

  @Test(arguments: pages)
  func examplesReplay(_ page: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
    let markdown = MarkdownTranscripts(parsing: text)
    #expect(markdown.problem == nil)
    var runner = TranscriptRunner.reading(beside: "../" + page)
    runner.directory = Self.root.appendingPathComponent(page).deletingLastPathComponent().path
    for block in markdown.blocks {
      let outcome = runner.run(block.text)
      let passed = outcome.passed
      #expect(
        passed,
        Comment(
          rawValue: ([outcome.failureSummary() ?? ""]
            + outcome.diff(path: "\(page)#\(block.number)"))
            .joined(separator: "\n")))
    }
  }
}

extension ReadmeExampleTests {
  /// A newcomer types the README's blocks one after another in one REPL: together they
  /// print what each shows (each later block starts what it needs afresh).
  @Test func theReadmeBlocksTypedInOneSessionPrintWhatTheyShow() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = MarkdownTranscripts(parsing: text).blocks
    var runner = TranscriptRunner.reading(beside: "../README.md")
    runner.directory = Self.root.path
    let outcome = runner.run(blocks.map(\.text).joined(separator: "\n"))
    let passed = outcome.passed
    #expect(passed, Comment(rawValue: outcome.diff(path: "README.md").joined(separator: "\n")))
  }
}

/// Every transcript again with each `tick D` replayed as several smaller ticks: animations
/// are functions of time, so nothing a person sees may change.
@Suite struct SplitTickReplayTests {
  @Test func piecesAddUp() {
    #expect(Session.pieces(of: 1_000_000, count: 3) == [111_111, 333_333, 555_556])
    #expect(Session.pieces(of: 0, count: 4) == [0, 0, 0, 0])
    #expect(Session.pieces(of: 7, count: 3).reduce(0, +) == 7)
  }

  @Test(arguments: TranscriptFiles.all)
  func replaySplit(_ file: String) throws {
    let text = try String(
      contentsOf: TranscriptFiles.root.appendingPathComponent(file), encoding: .utf8)
    var runner = TranscriptRunner.reading(beside: file)
    runner.splitTicks = 3
    let outcome = runner.run(text)
    let passed = outcome.passed
    #expect(
      passed,
      Comment(rawValue: outcome.diff(path: "transcripts/" + file).joined(separator: "\n")))
  }
}

extension TranscriptRunner {
  /// A runner that reads files relative to the transcript `file` (under transcripts/).
  static func reading(beside file: String) -> TranscriptRunner {
    var runner = TranscriptRunner()
    let folder = TranscriptFiles.root.appendingPathComponent(file).deletingLastPathComponent()
    runner.directory = folder.path
    runner.readFile = { path in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        return .failure(FileReadError(message: "no such file"))
      }
      guard !isDirectory.boolValue else { return .failure(FileReadError(message: "a directory")) }
      guard let text = try? String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) else {
        return .failure(FileReadError(message: "it cannot be read"))
      }
      return .success(text)
    }
    return runner
  }
}
