import Foundation
import SimCommands
import SimComponents
import SimScene
import Testing

@testable import SimTranscript

/// The runner's cost per command follows what the command changed, not the scene's size:
/// a transcript of 5 000 `view add` lines once took 13 s because each command copied and
/// checked the whole tree. Counted here in nodes, not timed.
@Suite struct RunnerScalingTests {
  /// 5 000 views with SCENESIM_LONG_TESTS=1 (as CI runs), 1 000 in the everyday run.
  private let count =
    ProcessInfo.processInfo.environment["SCENESIM_LONG_TESTS"] == "1" ? 5000 : 1000

  @Test func eachViewAddTouchesAFewNodesHoweverBigTheScene() {
    var session = Session()
    var stamp = 0
    session.scene.startTrackingChanges()
    for i in 0..<count {
      let before = session.state
      let writes = session.scene.nodeWrites
      #expect(session.execute("view add v\(i) frame \(i % 300),\(i % 500),10,10").succeeded)
      // The new view and its parent: the copy undo keeps shares everything else.
      #expect(session.scene.nodeWrites - writes <= 3)
      #expect(session.weight(since: before) <= 4)
      #expect(session.scene.trackedChangeCount <= 3)
      stamp += 1
      #expect(session.scene.checkInvariantsOfChanges(stamp: stamp).isEmpty)
    }
    #expect(session.scene.nodeCount == count + 2)
  }

  @Test func aTranscriptOfThousandsOfViewAddsPasses() {
    let text = (0..<count).map { "  $ view add v\($0) frame \($0 % 300),\($0 % 500),10,10\n" }
      .joined()
    let outcome = TranscriptRunner().run(text)
    #expect(outcome.passed)
    #expect(outcome.commands.count == count)
  }
}
