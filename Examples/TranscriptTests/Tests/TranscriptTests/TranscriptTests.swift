import SceneSim
import Testing

// The transcripts in this folder are tests of their own (the SceneSimTranscripts plugin in
// Package.swift): SceneSimTranscripts/transcripts_tip_t() replays transcripts/tip.t.

/// A scene built in Swift, read back as frame states.
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

/// The same scene against its reference file, __Scenes__/TranscriptTests/tip-presented.txt:
/// the first run records it, the runs after compare.
@Test func tipPresented() {
  var session = Session()
  _ = session.execute("view add button frame 140,300,40,30")
  _ = session.execute("popover add tip")
  _ = session.execute("popover present tip from 140,300,40,30 arrow up")
  _ = session.execute("settle")
  assertScene(session, named: "tip-presented")
}
