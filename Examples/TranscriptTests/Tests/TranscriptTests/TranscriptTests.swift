import SceneSim
import Testing

/// Every transcript under transcripts/ replays as written (`swift test` runs in the
/// package's root, so the path is relative to it).
@Test func transcriptsReplay() throws {
  try assertTranscripts(in: "transcripts")
}

/// The same scene driven from Swift, read back as frame states.
@Test func popoverFromSwift() throws {
  var session = Session()
  for line in [
    "view add button frame 140,300,40,30",
    "popover add tip",
    "popover present tip from 140,300,40,30 arrow up",
    "settle",
  ] {
    let result = session.execute(line)
    #expect(result.succeeded, "\(line): \(result.error?.text ?? "")")
  }
  let tip = try #require(session.scene.frameStates().first { $0.id == "tip" })
  #expect(tip.alpha == 1)
  #expect(tip.frame == Rect(x: 70, y: 315, width: 180, height: 90))
}
