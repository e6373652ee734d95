import SimCommands
import SimComponents
import SimScene
import Testing

@Suite struct LimitTests {
  @Test func viewsNestAtMostTheLimitAndTheErrorSaysSo() {
    var session = Session()
    var parent = "root"
    var added = 0
    for i in 0..<(Scene.maxNesting + 5) {
      let result = session.execute("view add v\(i) frame 0,0,10,10 in \(parent)")
      guard result.succeeded else {
        #expect(result.error?.hint?.contains("nest at most \(Scene.maxNesting) levels") == true)
        break
      }
      parent = "v\(i)"
      added += 1
    }
    // The window is level 0 and root level 1.
    #expect(added == Scene.maxNesting - 1)
    #expect(session.scene.nesting(of: parent) == Scene.maxNesting)
    // Every walk of the deepest tree works on this thread's stack.
    #expect(session.execute("print v0").output.count == added)
    #expect(session.execute("dump").succeeded)
    #expect(session.execute("render").succeeded)
    #expect(session.execute("rotate landscape animated off").succeeded)
    #expect(session.execute("tap 1,1").succeeded)
    #expect(session.execute("view remove v0").succeeded)
  }

  @Test func aFilmOfMoreNodePicturesThanTheSessionAllowsIsRefused() {
    #expect(Session().filmLimit == 400_000)
    var session = Session.after(["view add a frame 0,0,10,10", "view add b frame 0,0,10,10"])
    session.filmLimit = 20
    // Four nodes (the window, root, a and b): five frames are 20 pictures, six are 24.
    #expect(session.execute("render film f.svg from 0 to 0.4 every 0.1").succeeded)
    let refused = session.execute("render film f.svg from 0 to 0.5 every 0.1")
    #expect(
      refused.error?.message
        == "6 frames of 4 nodes is too much to draw (at most 20 node pictures)")
  }

  @Test func aLineOverOneMebibyteIsRefusedAndChangesNothing() {
    var session = Session()
    let long =
      "view add a frame 0,0,1,1 color " + String(repeating: "x", count: Session.maxLineBytes)
    let result = session.execute(long)
    #expect(result.error?.message == "line longer than 1048576 bytes (1 MiB)")
    #expect(session.scene.node("a") == nil)
  }

  @Test func didYouMeanLeavesLongWordsAlone() {
    var session = Session()
    _ = session.execute("view add a frame 0,0,1,1")
    let word = String(repeating: "a", count: 500_000)
    let result = session.execute("print " + word)
    #expect(result.error?.message == "unknown node 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...'")
    #expect(result.error?.hint?.contains("did you mean") == false)
  }

  @Test func aRecordingAppendsOnlyTheNewLines() {
    final class Sink: @unchecked Sendable {
      var written: [String] = []
      var appended: [String] = []
    }
    let sink = Sink()
    var session = Session()
    session.writeFile = { _, text in
      sink.written.append(text)
      return .success(())
    }
    session.appendFile = { _, text in
      sink.appended.append(text)
      return .success(())
    }
    guard case .success = session.startRecording("rec.t") else {
      Issue.record("the recording did not start")
      return
    }
    _ = session.execute("view add a frame 0,0,1,1")
    _ = session.execute("print a")
    #expect(sink.written == ["A recorded scenesim session.\n\n"])
    #expect(
      sink.appended == [
        "  $ view add a frame 0,0,1,1\n", "  $ print a\n  view a frame=0,0,1,1\n",
      ])
  }
}

@Suite struct ReviewRegressionTests {
  @Test func aDurationJustOverInt64IsAnErrorNotACrash() {
    var session = Session()
    #expect(session.execute("tick 9223372036854.9").error != nil)
    #expect(session.execute("tick to 9223372036854.9").error != nil)
  }

  @Test func aFailedHookCycleLeavesWatchAndSettingsAsTheyWere() {
    var session = Session()
    _ = session.execute("on background watch on cols 20")
    _ = session.execute("on background app active")
    _ = session.execute("on active app background")
    #expect(session.execute("app background").error != nil)
    #expect(
      session.execute("settings").output.contains { $0.hasPrefix("watch") && $0.hasSuffix("off") })
  }

  @Test func joinersInTextAreLeftAlone() {
    #expect(Format.visible("👨\u{200D}👩\u{200D}👧") == "👨\u{200D}👩\u{200D}👧")
    #expect(Format.visible("a\u{202E}b\u{200B}c\u{1B}") == "a\\u202eb\\u200bc\\u001b")
  }

  @Test func aRecordingWhoseWriteFailedIsWrittenWholeNextTime() {
    final class Sink: @unchecked Sendable {
      var failNext = false
      var file = ""
    }
    let sink = Sink()
    var session = Session()
    session.writeFile = { _, text in
      sink.file = text
      return .success(())
    }
    session.appendFile = { _, text in
      if sink.failNext {
        sink.failNext = false
        sink.file += "  $ half"  // a partial write
        return .failure(FileReadError(message: "no space left on device"))
      }
      sink.file += text
      return .success(())
    }
    guard case .success = session.startRecording("rec.t") else { return }
    sink.failNext = true
    _ = session.execute("time")
    _ = session.execute("tick 1")
    #expect(sink.file == "A recorded scenesim session.\n\n  $ time\n  0s\n  $ tick 1\n")
  }
}
