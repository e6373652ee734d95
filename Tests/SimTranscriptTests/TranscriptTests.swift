import Testing

@testable import SimTranscript

@Suite struct TranscriptFormatTests {
  let sample = """
    Prose at the top.

      $ view add a frame 1,2,3,4
      $ print a
      view a frame=1,2,3,4
    More prose.
      indented prose stays prose
      $ time
      0s

    """

  @Test func parsesProseCommandsAndOutput() {
    let t = Transcript(parsing: sample)
    #expect(t.commands == ["view add a frame 1,2,3,4", "print a", "time"])
    #expect(t.endsWithNewline)
    guard case .command(let line, _, let expected) = t.items[3] else {
      Issue.record("not a command")
      return
    }
    #expect(line == 4)
    #expect(expected == ["view a frame=1,2,3,4"])
    guard case .prose(let text) = t.items[5] else {
      Issue.record("not prose")
      return
    }
    #expect(text == "  indented prose stays prose")
  }

  @Test func aMatchingTranscriptPassesUnchanged() {
    let outcome = TranscriptRunner().run(sample)
    #expect(outcome.passed)
    #expect(outcome.actualText == sample)
    #expect(outcome.diff(path: "x.t").isEmpty)
  }

  @Test func aMismatchFailsWithADiffAndKeepsProse() {
    let broken = sample.replacingOccurrences(of: "frame=1,2,3,4", with: "frame=9,9,9,9")
    let outcome = TranscriptRunner().run(broken)
    #expect(!outcome.passed)
    #expect(outcome.firstMismatchLine == 4)
    #expect(outcome.actualText == sample)
    #expect(
      outcome.diff(path: "x.t") == [
        "--- x.t (expected)",
        "+++ x.t (actual)",
        "@@ -2,7 +2,7 @@",
        " ",
        "   $ view add a frame 1,2,3,4",
        "   $ print a",
        "-  view a frame=9,9,9,9",
        "+  view a frame=1,2,3,4",
        " More prose.",
        "   indented prose stays prose",
        "   $ time",
      ])
  }

  @Test func missingAndExtraOutputAreMismatches() {
    let missing = TranscriptRunner().run("  $ time\n")
    #expect(!missing.passed)
    #expect(missing.actualText == "  $ time\n  0s\n")
    let extra = TranscriptRunner().run("  $ reset\n  something\n")
    #expect(!extra.passed)
    #expect(extra.actualText == "  $ reset\n")
  }

  @Test func patternsMatchAndSurviveUpdate() {
    let text = "  $ time\n  \\d+s (re)\n  $ dump a\n  error: unknown * (glob)\n  $ time\n  1s\n"
    let outcome = TranscriptRunner().run(text)
    #expect(!outcome.passed)
    #expect(
      outcome.actualText
        == "  $ time\n  \\d+s (re)\n  $ dump a\n  error: unknown * (glob)\n  $ time\n  0s\n")
  }

  @Test func globMatching() {
    #expect(LineMatcher.matches(expected: "a*c (glob)", actual: "abbbc"))
    #expect(LineMatcher.matches(expected: "a?c (glob)", actual: "abc"))
    #expect(!LineMatcher.matches(expected: "a?c (glob)", actual: "ac"))
    #expect(LineMatcher.matches(expected: #"a\*c (glob)"#, actual: "a*c"))
    #expect(!LineMatcher.matches(expected: #"a\*c (glob)"#, actual: "abc"))
    #expect(LineMatcher.matches(expected: "* (glob)", actual: ""))
    #expect(LineMatcher.matches(expected: "t=[0-9.]+s (re)", actual: "t=0.25s"))
    #expect(!LineMatcher.matches(expected: "t=[0-9.]+s (re)", actual: "xt=0.25s"))
    #expect(!LineMatcher.matches(expected: "( (re)", actual: "("))
  }

  @Test func failedCommandsShowTheirErrorLine() {
    let outcome = TranscriptRunner().run("  $ view remove root\n")
    #expect(outcome.actualText.contains("error: cannot do that to 'root'"))
  }
}
