import Foundation
import SimCommands
import Testing

@testable import SimTranscript

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct MatchingTests {
  @Test func crlfIsReadAsLF() {
    let outcome = TranscriptRunner().run("  $ time\r\n  0s\r\n")
    #expect(outcome.passed)
    #expect(outcome.actualText == "  $ time\n  0s\n")
  }

  @Test func elisionWithinALineAndAcrossLines() {
    #expect(
      LineMatcher.matches(
        expected: "view a frame=[..] color=[..]", actual: "view a frame=1,2 color=red"))
    #expect(!LineMatcher.matches(expected: "view a frame=[..] color", actual: "view a frame=1,2"))
    #expect(LineMatcher.matches(expected: "[..]", actual: ""))
    #expect(LineMatcher.matches(expected: ["a", "...", "d"], actual: ["a", "b", "c", "d"]))
    #expect(LineMatcher.matches(expected: ["a", "...", "d"], actual: ["a", "d"]))
    #expect(!LineMatcher.matches(expected: ["a", "...", "d"], actual: ["a", "b"]))
    #expect(LineMatcher.matches(expected: ["..."], actual: []))
    let text =
      "  $ view add a frame 1,2,3,4\n  $ help view\n  ...\n  $ print a\n  view a frame=[..]\n"
    let outcome = TranscriptRunner().run(text)
    #expect(outcome.passed, Comment(rawValue: outcome.diff(path: "x").joined(separator: "\n")))
  }

  @Test func escapedLinesRoundTrip() {
    let line = "a\u{1B}[31mred\u{07}\tand \\ back"
    let written = LineMatcher.written(line)
    #expect(written == "a\\x1b[31mred\\x07\\tand \\\\ back (esc)")
    #expect(LineMatcher.matches(expected: written, actual: line))
    #expect(LineMatcher.written("plain") == "plain")
  }

  @Test func noEOLMatchesOnlyTheLastLine() {
    #expect(LineMatcher.matches(expected: ["a", "b (no-eol)"], actual: ["a", "b"]))
    #expect(!LineMatcher.matches(expected: ["a (no-eol)", "b"], actual: ["a", "b"]))
  }

  @Test func aFailingBlockKeepsThePatternsThatStillMatch() {
    let kept = LineMatcher.keepingPatterns(
      expected: ["t=[..]", "...", "x"], actual: ["t=1", "y"])
    #expect(kept == ["t=[..]", "y"])
  }
}

@Suite struct GuardTests {
  @Test func aFileWithNoCommandFails() {
    let outcome = TranscriptRunner().run("just prose\n", name: "notes.txt")
    #expect(!outcome.passed)
    #expect(
      outcome.problem == "no commands in notes.txt: a transcript has lines starting with \"  $ \"")
  }

  @Test func misindentedCommandsWarnWithTheirLine() {
    let t = Transcript(parsing: "prose\n   $ time\n  $ time\n  0s\n   $ tick 1\n\t$ x\n$ y\n  $\n")
    #expect(t.warnings.map(\.line) == [2, 5, 6, 7, 8])
    #expect(t.warnings[0].message.contains("an indent of 3 spaces"))
    #expect(t.warnings[2].message.contains("a tab"))
    #expect(t.warnings[3].message.contains("no indent"))
    #expect(Transcript(parsing: "  $ time\n  0s\n").warnings.isEmpty)
  }

  @Test func replayCanStopAtTheFirstMismatchWithTheSceneThere() {
    var runner = TranscriptRunner()
    runner.stopsAtFirstMismatch = true
    let outcome = runner.run(
      "  $ view add a frame 0,0,10,10\n  $ print a\n  wrong\n  $ view remove a\n")
    #expect(outcome.firstMismatchLine == 2)
    #expect(outcome.session?.scene.contains("a") == true)
    #expect(outcome.commands.count == 2)
  }

  @Test func reviewWritesOnlyWhatWasAccepted() {
    let text = "  $ time\n  9s\n  $ tick 1\n  $ time\n  9s\n"
    let outcome = TranscriptRunner().run(text)
    #expect(outcome.commands.filter { !$0.matched }.map(\.line) == [1, 4])
    #expect(outcome.text(accepting: [4]) == "  $ time\n  9s\n  $ tick 1\n  $ time\n  1s\n")
    #expect(outcome.text(accepting: []) == text)
  }
}

@Suite struct MarkdownTests {
  let readme = """
    # Title

    ```scenesim-transcript
      $ time
      0s
    ```

    ```sh
    not a transcript
    ```

    ```scenesim-transcript
      $ tick 1
    ```
    """

  @Test func blocksAreFoundWithTheirLines() {
    let md = MarkdownTranscripts(parsing: readme)
    #expect(md.blocks.map(\.number) == [1, 2])
    #expect(md.blocks.map(\.firstLine) == [4, 13])
    #expect(md.blocks[0].text == "  $ time\n  0s\n")
    #expect(md.problem == nil)
  }

  @Test func aBlockIsReplacedInPlace() {
    let md = MarkdownTranscripts(parsing: readme)
    let replaced = md.replacing([2: "  $ tick 1\n  $ time\n  1s\n"])
    #expect(replaced.contains("  $ tick 1\n  $ time\n  1s\n```"))
    #expect(replaced.hasPrefix("# Title\n\n```scenesim-transcript\n  $ time\n  0s\n```"))
    #expect(md.replacing([:]) == readme)
  }

  @Test func fencesInsideOtherFencesAreNotTranscripts() {
    let text = """
      ````markdown
      ```scenesim-transcript
        $ time
      ```
      ````

      ~~~
      ```scenesim-transcript
      ~~~

      ```scenesim-transcript
        $ time
        0s
      ```
      """
    let md = MarkdownTranscripts(parsing: text)
    #expect(md.problem == nil)
    #expect(md.blocks.map(\.firstLine) == [12])
    #expect(md.replacing([1: "  $ time\n"]).hasSuffix("```scenesim-transcript\n  $ time\n```"))
  }

  @Test func anUnclosedBlockIsAProblem() {
    let md = MarkdownTranscripts(parsing: "text\n```scenesim-transcript\n  $ time\n")
    #expect(md.problem?.contains("line 2") == true)
  }
}

@Suite struct ShardTests {
  let paths = (0..<500).map { "transcripts/area\($0 % 7)/t\($0).t" }

  @Test func partsAreDisjointAndCoverTheSuite() {
    for n in [1, 2, 3, 5] {
      let parts = (1...n).map { k in paths.filter { Shard(k, of: n)!.contains($0) } }
      #expect(parts.map(\.count).reduce(0, +) == paths.count)
      #expect(Set(parts.flatMap { $0 }).count == paths.count)
      #expect(parts.allSatisfy { !$0.isEmpty })
    }
  }

  @Test func addingFilesMovesNoOther() {
    let shard = Shard(2, of: 4)!
    let before = paths.filter(shard.contains)
    let after = (paths + ["transcripts/new/a.t", "transcripts/new/b.t"]).filter(shard.contains)
    #expect(Set(after).subtracting(["transcripts/new/a.t", "transcripts/new/b.t"]) == Set(before))
  }

  @Test func parsing() {
    #expect(Shard(parsing: "2/4") == Shard(2, of: 4))
    #expect(Shard(parsing: "0/4") == nil)
    #expect(Shard(parsing: "5/4") == nil)
    #expect(Shard(parsing: "x") == nil)
  }
}

@Suite struct ReportTests {
  func results() -> [TestResult] {
    let failing = TranscriptRunner().run("  $ time\n  5s <&>\n")
    return [
      TestResult(
        name: "transcripts/a/one.t", file: "transcripts/a/one.t", status: .passed, seconds: 0.0123),
      TestResult(
        name: "transcripts/a/two.t", file: "transcripts/a/two.t", status: .failed, seconds: 0.5,
        outcome: failing),
      TestResult(
        name: "README.md#2", file: "README.md", lineOffset: 40, status: .failed,
        outcome: failing),
      TestResult(name: "z.t", file: "z.t", status: .skipped("not run: stopped after 1 failure")),
    ]
  }

  @Test func summaryLine() {
    #expect(Reports.summary(results()) == "1 passed, 2 failed, 1 skipped")
    #expect(Reports.summary(Array(results().prefix(2))) == "1 passed, 1 failed")
  }

  @Test func junitIsWellFormedWithACasePerTranscript() throws {
    let xml = Reports.junit(results(), seconds: 1.25)
    let parser = XMLParser(data: Data(xml.utf8))
    #expect(parser.parse())
    #expect(xml.contains("<testsuites name=\"scenesim test\" tests=\"4\" failures=\"2\""))
    #expect(xml.contains("<testcase classname=\"transcripts.a\" name=\"one.t\""))
    #expect(xml.contains("time=\"0.012\""))
    #expect(
      xml.contains(
        "<failure message=\"line 1: $ time: expected &quot;5s &lt;&amp;&gt;&quot;, got &quot;0s&quot;\""
      ))
    #expect(xml.contains("line 41: $ time"))
    #expect(xml.contains("@@ -41,2 +41,2 @@"))
    #expect(xml.contains("<skipped message=\"not run: stopped after 1 failure\"/>"))
  }

  @Test func tapVersion13() {
    let tap = Reports.tap(results())
    #expect(Array(tap.prefix(3)) == ["TAP version 13", "1..4", "ok 1 - transcripts/a/one.t"])
    #expect(tap.contains("not ok 2 - transcripts/a/two.t"))
    #expect(tap.contains("ok 4 - z.t # SKIP not run: stopped after 1 failure"))
    #expect(tap.contains("not ok 3 - README.md\\#2"))
    #expect(tap.contains("  at: \"README.md:41\""))
    #expect(tap.last == "# 1 passed, 2 failed, 1 skipped")
  }

  @Test func githubAnnotationNamesFileAndLine() throws {
    let line = try #require(Reports.githubAnnotation(results()[2]))
    #expect(line.hasPrefix("::error file=README.md,line=41,title=scenesim test%3A README.md#2::"))
    #expect(!line.contains("\n"))
    #expect(line.contains("%0A"))
    #expect(Reports.githubAnnotation(results()[0]) == nil)
  }
}

@Suite struct PictureDiffTests {
  let old = """
    <svg width="10">
    <g id="s-a" transform="matrix(1 0 0 1 0 0)">
    <rect x="0" y="0" width="10" height="10" fill="#FF0000"/>
    </g>
    <g id="s-b" transform="matrix(1 0 0 1 0 0)">
    </g>
    </svg>
    """

  @Test func namesTheNodesAndAttributesThatChanged() {
    let new =
      old.replacingOccurrences(of: "fill=\"#FF0000\"", with: "fill=\"#0000FF\"")
      .replacingOccurrences(of: "<g id=\"s-b\"", with: "<g id=\"s-c\"")
    let changes = PictureDiff.changes(from: old, to: new)
    #expect(changes.contains("s-a: fill #FF0000 -> #0000FF"))
    #expect(changes.contains("s-b: no longer drawn"))
    #expect(changes.contains("s-c: newly drawn"))
    #expect(PictureDiff.changes(from: old, to: old).isEmpty)
  }

  @Test func aTranscriptComparesItsPicturesWithTheFilesBesideIt() {
    let golden = Captured()
    var runner = TranscriptRunner()
    runner.directory = "here"
    runner.readFile = { path in
      golden.files[path].map { .success($0) } ?? .failure(FileReadError(message: "no such file"))
    }
    let text = "  $ view add a frame 0,0,10,10\n  $ render svg p.svg\n  wrote p.svg: [..]\n"
    let missing = runner.run(text)
    #expect(!missing.passed)
    #expect(missing.pictures.first?.status == .missing("no such file"))
    #expect(missing.pictures.first?.path == "here/p.svg")
    golden.files["here/p.svg"] = missing.pictures.first?.text
    #expect(runner.run(text).passed)
    golden.files["here/p.svg"] = old
    let differs = runner.run(text)
    guard case .differs(let changes)? = differs.pictures.first?.status else {
      Issue.record("the picture should differ")
      return
    }
    #expect(!changes.isEmpty)
    #expect(differs.failureSummary()?.hasPrefix("line 2: p.svg differs") == true)
  }
}

/// Files by path, for readers in tests.
final class Captured: @unchecked Sendable {
  var files: [String: String] = [:]
}
