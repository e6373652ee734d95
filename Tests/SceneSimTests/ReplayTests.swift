import SceneSim
import Testing

/// The fixtures beside this file.
private let fixtures: String = {
  let path = "\(#filePath)"
  let folder = path[..<(path.lastIndex(of: "/") ?? path.endIndex)]
  return folder + "/Fixtures"
}()

@Suite struct SessionTests {
  @Test func executeReturnsOutputAndErrors() {
    var session = Session()
    let added = session.execute("view add a frame 0,0,10,10 color red")
    #expect(added.succeeded && added.output.isEmpty)
    let printed = session.execute("print a")
    #expect(printed.output == ["view a frame=0,0,10,10 color=#FF0000"])
    let failed = session.execute("print b")
    #expect(failed.error?.message == "unknown node 'b'")
    #expect(failed.error?.column == 7)
  }

  @Test func frameStatesAreValues() throws {
    var session = Session()
    _ = session.execute("view add a frame 0,0,100,100")
    _ = session.execute("view add b frame 10,10,20,20 in a")
    let states = session.scene.frameStates()
    let b = try #require(states.first { $0.id == "b" })
    #expect(b.parent == "a")
    #expect(b.frame == Rect(x: 10, y: 10, width: 20, height: 20))
  }

  @Test func withFilesReadsFiles() throws {
    let script = fixtures + "/script.txt"
    var session = Session.withFiles()
    #expect(session.execute("source \(script)").succeeded)
    #expect(session.execute("print a").output == ["view a frame=1,2,3,4"])
    var plain = Session()
    #expect(plain.execute("source \(script)").error?.message.contains("cannot be read") == true)
  }
}

@Suite struct ReplayTests {
  @Test func passingFolderReplaysEveryTranscriptInPathOrder() throws {
    let results = try replayTranscripts(in: fixtures + "/passing")
    #expect(
      results.map(\.name) == [fixtures + "/passing/box.t", fixtures + "/passing/nested/time.t"])
    #expect(results.allSatisfy { $0.passed })
    #expect(results.allSatisfy { $0.report.isEmpty })
  }

  @Test func failureCarriesTheFirstMismatchAndTheDiff() throws {
    let results = try replayTranscripts(in: fixtures + "/failing", options: Self.checkOnly)
    let result = try #require(results.first)
    #expect(!result.passed)
    #expect(result.report.contains("FAIL \(fixtures)/failing/wrong.t:4"))
    #expect(result.report.contains("-  view box frame=0,0,100,50"))
    #expect(result.report.contains("+  view box frame=10,20,100,50"))
  }

  @Test func assertionRecordsOneIssuePerFailingTranscript() throws {
    try assertTranscripts(in: fixtures + "/passing")
    try withKnownIssue {
      try assertTranscripts(in: fixtures + "/failing", options: Self.checkOnly)
    } matching: { issue in
      let text = "\(issue)"
      return text.contains("wrong.t:4")
        && text.contains(
          "To accept what it got: SCENESIM_RECORD=failed swift test --filter "
            + "assertionRecordsOneIssuePerFailingTranscript, or scenesim test --update ")
    }
  }

  /// The failing fixtures stay as they are whatever SCENESIM_RECORD says, and nothing is
  /// left beside them (tests replay them at once).
  static let checkOnly = ReplayOptions(record: .never, leavesFiles: false)

  @Test func transcriptPathsListTheFilesForOneTestCaseEach() {
    #expect(
      transcriptPaths(in: fixtures + "/passing") == [
        fixtures + "/passing/box.t", fixtures + "/passing/nested/time.t",
      ])
    #expect(transcriptPaths(in: fixtures + "/none") == [fixtures + "/none"])
  }

  @Test func missingPathThrows() {
    #expect(throws: TranscriptError.self) { try replayTranscripts(in: fixtures + "/none") }
  }
}
