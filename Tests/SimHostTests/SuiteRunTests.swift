import SimTranscript
import Testing

@testable import SimHost

/// `scenesim test` as CI and a person use it, without a terminal: exit statuses, the
/// closing line, -j, reports, shards, selection, stopping, the files it leaves and updates.
/// (What needs a terminal, --review and --repl-on-fail, is checked in scripts/check-runner.)
@Suite struct SuiteRunTests {
  /// A suite of three: one passes, one fails with a misplaced command, one fails.
  static let small = [
    "a.t": "  $ time\n  0s\n",
    "sub/b.t":
      "Prose.\n  $ view add a frame 0,0,10,10\n  $ print a\n  view a frame=0,0,10,99\n   $ time\n",
    "sub/c.t": "  $ tick 1\n  $ time\n  2s\n",
  ]

  @Test func twoJobsPrintWhatOnePrintsAndJUnitCountsThem() throws {
    let h = SuiteHarness("jobs")
    let transcripts = SuiteHarness.root + "/transcripts"
    #expect(h.run([transcripts]) { $0.jobs = 1 } == 0)
    let one = h.out
    #expect(
      h.run([transcripts]) { $0.reporters = [.console, .junit(path: h.path("all.xml"))] } == 0)
    #expect(h.out == one)
    let total = try Suite.transcriptFiles(at: transcripts).count
    #expect(h.out.last == "\(total) passed, 0 failed")
    let junit = try #require(h.read("all.xml"))
    #expect(junit.contains("<testsuites name=\"scenesim test\" tests=\"\(total)\" failures=\"0\""))
  }

  @Test func shardsSplitTheSuiteAndBazelPicksOne() throws {
    let h = SuiteHarness("shards")
    let transcripts = SuiteHarness.root + "/transcripts"
    var listed: [String] = []
    for k in 1...3 {
      #expect(
        h.run([transcripts]) {
          $0.list = true
          $0.shard = Shard(k, of: 3)
        } == 0)
      listed += h.out
    }
    #expect(listed.sorted() == (try Suite.transcriptFiles(at: transcripts)))
    #expect(Set(listed).count == listed.count)
    _ = h.run([transcripts]) {
      $0.list = true
      $0.shard = Shard(2, of: 3)
    }
    let second = h.out.count
    let bazel = SuiteHarness(
      "bazel",
      environment: [
        "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "1",
        "TEST_SHARD_STATUS_FILE": SuiteHarness.scratch("status"),
        "XML_OUTPUT_FILE": SuiteHarness.scratch("bazel.xml"),
      ])
    #expect(bazel.run([transcripts]) == 0)
    #expect(bazel.out.last == "\(second) passed, 0 failed")
    #expect(Platform.exists(SuiteHarness.scratch("status")))
    #expect(Platform.exists(SuiteHarness.scratch("bazel.xml")))
    let wrong = SuiteHarness(
      "bazel-wrong", environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"])
    #expect(wrong.run(["/dev/null"]) == 1)
    #expect(wrong.err.first?.contains("name no shard") == true)
  }

  @Test func failuresShowDiffsWarningsAndLeaveErrFiles() throws {
    let h = SuiteHarness("console")
    try h.write(Self.small)
    #expect(h.run([h.folder]) == 1)
    #expect(h.out.last == "1 passed, 2 failed")
    #expect(h.out.contains("FAIL \(h.path("sub/b.t")):3"))
    #expect(h.out.contains("-  view a frame=0,0,10,99"))
    #expect(h.out.contains("+  view a frame=0,0,10,10"))
    #expect(
      h.err.contains {
        $0.hasPrefix(
          "\(h.path("sub/b.t")):5: warning: this looks like a command but has an indent of 3 spaces"
        )
      })
    #expect(
      h.err.contains { $0.hasPrefix("ran 3 of 3 transcripts in ") && $0.hasSuffix(" s with -j 2") })
    #expect(h.read("sub/b.t.err")?.contains("  view a frame=0,0,10,10\n") == true)
    // A transcript that passes again takes its .t.err away.
    try h.write(["sub/c.t": "  $ tick 1\n  $ time\n  1s\n"])
    try h.write(["sub/c.t.err": "old"])
    #expect(h.run(["sub/c.t"]) == 0)
    #expect(h.read("sub/c.t.err") == nil)
  }

  @Test func stoppingFilteringListingAndDurations() throws {
    let h = SuiteHarness("select")
    try h.write(Self.small)
    #expect(h.run([h.folder]) { $0.maxFailures = 1 } == 1)
    #expect(h.out.last == "1 passed, 1 failed, 1 skipped")
    #expect(h.err.contains("stopped after 1 failure: 1 not run"))
    #expect(
      h.run([h.folder]) {
        $0.list = true
        $0.filter = "sub/"
      } == 0)
    #expect(h.out == [h.path("sub/b.t"), h.path("sub/c.t")])
    #expect(h.run([h.folder]) { $0.filter = "nothing" } == 1)
    #expect(h.err == ["error: no transcript matches --filter 'nothing'"])
    #expect(h.run(["a.t"]) { $0.durations = 2 } == 0)
    #expect(h.err.contains { $0.hasPrefix("  ") && $0.hasSuffix(" s  \(h.path("a.t"))") })
  }

  @Test func tapGitHubAndColour() throws {
    let h = SuiteHarness("reports")
    try h.write(Self.small)
    #expect(h.run([h.folder]) { $0.reporters = [.tap] } == 1)
    #expect(Array(h.out.prefix(2)) == ["TAP version 13", "1..3"])
    #expect(h.out.contains("not ok 2 - \(h.path("sub/b.t"))"))
    #expect(h.out.last == "# 1 passed, 2 failed")
    let github = SuiteHarness("github", environment: ["GITHUB_ACTIONS": "true"])
    try github.write(Self.small)
    #expect(github.run(["sub/c.t"]) == 1)
    let c = github.path("sub/c.t")
    #expect(
      github.out.contains {
        $0.hasPrefix(
          "::error file=\(c),line=2,title=scenesim test%3A \(c)::line 2: $ time: expected \"2s\", got \"1s\"%0A"
        )
      })
    #expect(h.run(["sub/c.t"]) { $0.console.palette = Palette(out: true, err: true) } == 1)
    #expect(h.out.contains("\u{1B}[31m-  2s\u{1B}[0m"))
    // Colour: NO_COLOR wins over CLICOLOR_FORCE, which wins over a pipe.
    let env = { (pairs: [String: String]) in { (name: String) in pairs[name] } }
    #expect(Platform.colorAllowed(fd: -1, environment: env(["CLICOLOR_FORCE": "1"])))
    #expect(
      !Platform.colorAllowed(fd: -1, environment: env(["CLICOLOR_FORCE": "1", "NO_COLOR": "1"])))
    #expect(!Platform.colorAllowed(fd: -1, environment: env([:])))
  }

  @Test func updateRewritesKeepsLineEndsAndIsRefusedUnderCI() throws {
    let h = SuiteHarness("update")
    try h.write(Self.small)
    let ci = SuiteHarness("update-ci", environment: ["CI": "true"])
    try ci.write(Self.small)
    #expect(ci.run(["sub/c.t"]) { $0.mode = .update(force: false) } == 1)
    #expect(ci.err.first?.contains("CI is set: refusing") == true)
    #expect(ci.run(["sub/c.t"]) { $0.mode = .update(force: true) } == 0)
    #expect(h.run(["sub/c.t"]) { $0.mode = .update(force: false) } == 0)
    #expect(h.out.contains("updated 1 file"))
    #expect(h.out.last == "1 passed, 0 failed")
    #expect(h.read("sub/c.t") == "  $ tick 1\n  $ time\n  1s\n")
    try h.write(["crlf.t": "Prose.\r\n  $ time\r\n  5s\r\n"])
    #expect(h.run(["crlf.t"]) { $0.mode = .update(force: false) } == 0)
    #expect(h.read("crlf.t") == "Prose.\r\n  $ time\r\n  0s\r\n")
  }

  @Test func scriptsStandardInputAndMarkdown() throws {
    let h = SuiteHarness("inputs")
    try h.write(["script.txt": "just a script\nview add a frame 0,0,1,1\n"])
    #expect(h.run(["script.txt"]) == 1)
    #expect(
      h.out.contains(
        "error: no commands in \(h.path("script.txt")): a transcript has lines starting with \"  $ \""
      ))
    #expect(h.run(["-"]) { $0.standardInput = { Array("  $ time\r\n  0s\r\n".utf8) } } == 0)
    #expect(h.out.last == "1 passed, 0 failed")
    // Standard input cannot be written back: no advice to update it.
    #expect(h.run(["-"]) { $0.standardInput = { Array("  $ time\n  9s\n".utf8) } } == 1)
    #expect(!h.out.contains { $0.contains("--update") })
    try h.write([
      "notes.md":
        "# Notes\n\n```scenesim-transcript\n  $ time\n  0s\n```\n\ntext\n\n```scenesim-transcript\n"
        + "  $ view add a frame 0,0,40,40 color red\n  $ render svg pic.svg\n  wrote pic.svg: [..]\n```\n"
    ])
    #expect(h.run(["notes.md"]) == 1)
    #expect(h.out.contains("FAIL \(h.path("notes.md"))#2:12"))
    // The file a failing block is in is what --update takes.
    #expect(
      h.out.contains {
        $0.hasPrefix("to take what they print now: scenesim test --update \(h.path("notes.md")) (")
      })
    #expect(h.out.contains("pic.svg is not there to compare with (no such file)"))
    #expect(h.read("pic.actual.svg") != nil)
    #expect(h.run(["notes.md"]) { $0.mode = .update(force: false) } == 0)
    #expect(h.out.last == "2 passed, 0 failed")
    #expect(h.read("pic.actual.svg") == nil)
    let picture = try #require(h.read("pic.svg"))
    try h.write(["pic.svg": picture.replacing("#FF0000", with: "#00FF00")])
    #expect(h.run(["notes.md"]) == 1)
    #expect(
      h.out.contains {
        $0.contains("pic.svg differs from the picture drawn: s-a: fill #00FF00 -> #FF0000")
      })
  }

  @Test func runTakesATranscriptWithCRLFLineEnds() throws {
    let h = SuiteHarness("run")
    try h.write([
      "crlf.t": "Prose.\r\n  $ view add a frame 0,0,1,1\r\n  $ print a\r\n  whatever\r\n"
    ])
    var script = ScriptRun(
      files: [h.path("crlf.t")], commands: ["bogus"], keepGoing: true, echo: true, thenRepl: nil)
    script.console = h.console
    #expect(script.run())
    #expect(
      h.out == ["$ view add a frame 0,0,1,1", "$ print a", "view a frame=0,0,1,1", "$ bogus"])
    // The line follows with a caret under the word the error is about.
    #expect(
      h.err == [
        "-c:1: error: unknown command 'bogus' at column 1; type 'help' for the list",
        "  bogus", "  ^",
      ])
  }

  /// `scenesim run s.t` replays a recorded session: a command recorded with an error fails
  /// again and the run goes on, exiting 0; a failure the recording did not have stops it.
  @Test func runReplaysRecordedErrors() throws {
    let h = SuiteHarness("recorded")
    try h.write([
      "s.t": "  $ view add a frame 0,0,1,1\n  $ veiw\n  error: unknown command 'veiw'\n"
        + "  $ view add b frame 0,0,1,1\n",
      "fixed.t":
        "  $ view add a frame 0,0,1,1\n  error: whatever it said\n  $ view add b frame 0,0,1,1\n",
      "new.t": "  $ view add a frame 0,0,1,1\n  $ veiw\n  $ view add b frame 0,0,1,1\n",
    ])
    func run(_ file: String) -> Bool {
      var script = ScriptRun(
        files: [h.path(file)], commands: ["print b"], keepGoing: false, echo: false,
        thenRepl: nil)
      script.console = h.console
      return script.run()
    }
    #expect(!run("s.t"))
    #expect(h.err.first?.hasPrefix("\(h.path("s.t")):2: error: unknown command 'veiw'") == true)
    #expect(h.out.last == "view b frame=0,0,1,1")
    #expect(!run("fixed.t"))
    #expect(
      h.err.contains("\(h.path("fixed.t")):1: note: failed when it was recorded and succeeds now"))
    #expect(run("new.t"))
  }
}

/// What `scenesim test` answers a CI.
@Suite struct RunnerInCITests {
  /// A JUnit report asked for and not written fails the run, whatever the transcripts did.
  @Test func aReportThatCannotBeWrittenFailsTheRun() throws {
    let h = SuiteHarness("junit-unwritable")
    try h.write(["a.t": "  $ time\n  0s\n"])
    let status = h.run([h.path("a.t")]) {
      $0.reporters = [.console, .junit(path: h.path("missing/folder/report.xml"))]
    }
    #expect(status == 1)
    #expect(h.err.contains { $0.contains("cannot write") && $0.contains("report.xml") })
    let summary = h.run([h.path("a.t")]) {
      $0.reporters = [.console, .markdown(path: h.path("missing/summary.md"))]
    }
    #expect(summary == 1)
  }

  /// Under GitHub Actions the Markdown summary goes to the end of $GITHUB_STEP_SUMMARY: the
  /// counts, a row per failure and its diff; a fence is longer than any backticks inside.
  @Test func gitHubGetsAJobSummary() throws {
    let root = SuiteHarness("summary-root")
    let file = root.path("summary.md")
    let h = SuiteHarness(
      "summary", environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": file])
    try h.write([
      "a.t": "  $ time\n  0s\n",
      "b.t": "  $ time\n  1s\n",
    ])
    try Platform.write("earlier\n", to: file, makingFolders: true)
    #expect(h.run([h.path("a.t"), h.path("b.t")]) == 1)
    let text = try #require(root.read("summary.md"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "earlier")
    #expect(lines.contains("### scenesim test: 1 passed, 1 failed"))
    #expect(lines.contains { $0.hasPrefix("| `\(h.path("b.t")):1` | failed: line 1: ") })
    #expect(lines.contains("```diff") && lines.contains("-  1s") && lines.contains("+  0s"))
    #expect(!text.contains("a.t:"))
    let odd = TestResult(name: "c|d.t", file: "c|d.t", status: .failed, error: "a ``` fence")
    let markdown = Reports.markdown([odd]).split(separator: "\n").map(String.init)
    #expect(markdown.contains("| `c\\|d.t:1` | failed: a ``` fence |"))
    #expect(markdown.contains("````diff") && markdown.contains("error: a ``` fence"))
    // GitHub keeps 1 MiB of a step's summary: rows and diffs stop before that.
    let many = (0..<2000).map {
      TestResult(
        name: "t\($0).t", file: "t\($0).t", status: .failed,
        error: String(repeating: "x", count: 2000))
    }
    let big = Reports.markdown(many)
    #expect(big.utf8.count < 1_000_000)
    #expect(
      big.contains("| … | 1900 more failed |") && big.contains("more failures: see the job's log."))
  }
}

extension RunnerInCITests {
  /// --update leaves a command that fails now, where it did not, as it was and names it;
  /// --accept-errors writes its error. A failing run says how to take the output.
  @Test func anUpdateDoesNotTakeANewErrorAsTheTruth() throws {
    let h = SuiteHarness("update-errors")
    let text = "  $ view add a frame 0,0,1,1\n  $ prnt a\n  view a frame=0,0,1,1\n  $ time\n  5s\n"
    try h.write(["u.t": text])
    #expect(h.run(["u.t"]) == 1)
    #expect(h.out.contains { $0.hasPrefix("to take what they print now: scenesim test --update") })
    #expect(
      h.run(["u.t"]) {
        $0.mode = .update(force: false)
        $0.options.leavesNewErrors = true
      } == 1)
    #expect(h.read("u.t") == text.replacingOccurrences(of: "5s", with: "0s"))
    #expect(h.err.contains { $0.contains("u.t:2 as it was: 'prnt a' fails now") })
    #expect(h.run(["u.t"]) { $0.mode = .update(force: false) } == 0)
    #expect(h.read("u.t")?.contains("error: unknown command 'prnt'") == true)
  }

  /// When the command left as it was is all that differs, the file is not written and no
  /// update is reported.
  @Test func anUpdateThatChangesNothingSaysSo() throws {
    let h = SuiteHarness("update-nothing")
    let text = "  $ view add v frame 0,0,1,1 colr red\n"
    try h.write(["c.t": text])
    #expect(
      h.run(["c.t"]) {
        $0.mode = .update(force: false)
        $0.options.leavesNewErrors = true
      } == 1)
    #expect(h.read("c.t") == text)
    #expect(h.err.contains { $0.contains("c.t:1 as it was") })
    #expect(!h.out.contains { $0.hasPrefix("updated") })
  }
}

/// `scenesim test` where the user stands: discovery without a path, and `-k`.
@Suite struct DiscoveryTests {
  @Test func aBareRunFindsTranscriptsAndMarkdownButNotHiddenBuildOrMarkedFolders() throws {
    let h = SuiteHarness("discover")
    try h.write([
      "a.t": "  $ time\n  0s\n",
      "sub/b.t": "  $ time\n  0s\n",
      "notes.md": "# Notes\n\n```scenesim-transcript\n  $ time\n  0s\n```\n",
      "plain.md": "# No blocks\n",
      ".hidden/c.t": "  $ time\n  1s\n",
      ".build-x/d.t": "  $ time\n  1s\n",
      "fixtures/.scenesim-ignore": "fixtures\n",
      "fixtures/e.t": "  $ time\n  1s\n",
    ])
    #expect(try Suite.discover(in: h.folder) == ["a.t", "notes.md", "sub/b.t"])
    let empty = SuiteHarness("discover-none")
    try empty.write(["readme.txt": "nothing\n"])
    #expect(try Suite.discover(in: empty.folder).isEmpty)
  }

  @Test func keywordExpressionsReadAsPytestDoes() throws {
    let k = try NameExpression(parsing: "(Callout or windows) and not app")
    #expect(k.matches("transcripts/callout/pieces.t"))
    #expect(k.matches("transcripts/windows/fidelity.t"))
    #expect(!k.matches("transcripts/windows/app-windows.t"))
    #expect(!k.matches("transcripts/map/more.t"))
    #expect(try NameExpression(parsing: "not not map").matches("map/x.t"))
    for bad in ["", "and x", "(a or b", "a b", "a )"] {
      #expect(throws: PlatformError.self) { try NameExpression(parsing: bad) }
    }
  }
}

extension RunnerInCITests {
  /// A failure marks the words that changed within a changed line: `^` under them without
  /// colour, reverse video with it; lines with nothing in common stay whole.
  @Test func changedWordsAreMarkedWithAndWithoutColour() throws {
    let h = SuiteHarness("word-marks")
    try h.write(["a.t": "  $ view add a frame 0,0,10,10\n  $ print a\n  view a frame=0,0,10,99\n"])
    #expect(h.run([h.path("a.t")]) == 1)
    let removed = try #require(h.out.firstIndex(of: "-  view a frame=0,0,10,99"))
    #expect(
      Array(h.out[removed...].prefix(4)) == [
        "-  view a frame=0,0,10,99", "?                      ^^",
        "+  view a frame=0,0,10,10", "?                      ^^",
      ])
    #expect(h.run([h.path("a.t")]) { $0.console.palette = Palette(out: true, err: true) } == 1)
    #expect(h.out.contains("\u{1B}[31m-  view a frame=0,0,10,\u{1B}[0m\u{1B}[7;31m99\u{1B}[0m"))
    #expect(h.out.contains("\u{1B}[32m+  view a frame=0,0,10,\u{1B}[0m\u{1B}[7;32m10\u{1B}[0m"))
  }
}
