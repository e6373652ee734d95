import SimComponents
import SimScene
import Testing

@testable import SimCommands

/// `Session.sameBits`, which lets the fuzz target skip comparing what a failed line left
/// when the session is the copy taken before it: failed lines leave that copy, and every
/// change the comparison looks for makes the bits differ, even with the history (which
/// every line that changes the scene adds to) put back as it was.
@Suite struct SameBitsTests {
  /// A session with a little of everything: views, a map with a pin, an animation running,
  /// a popover, a definition, a hook, a window and an annotation.
  static func busy() -> Session {
    Session.after([
      "view add a frame 10,10,100,100 color red", "view animate a duration 1 alpha 0",
      "map add m frame 0,120,320,300", "pin add p at 37.7853,-122.407 title Hotel",
      "popover add one size 120x60", "popover present one from 50,200,10,10 arrow up",
      "anim basic fade opacity from 1 to 0 duration 2",
      "on one didDismiss print one", "tick 0.25",
    ])
  }

  /// What a person sees of a session: its dump, the listings the fuzz target compares and
  /// the names of the definitions.
  static func seen(_ session: Session) -> [String] {
    var copy = session
    let listings = ["dump", "pending", "time", "windows", "annotations", "on", "settings"]
    return listings.flatMap { copy.execute($0).lines } + copy.definitions.keys.sorted()
  }

  /// Failed lines leave the copy taken before them, so the shortcut saves the comparison
  /// (the bytes between fields could differ now and then: the comparison then runs).
  @Test func failedLinesLeaveTheSameBits() {
    let lines = [
      "bogus", "view set nothing alpha 0", "view add a frame 1,1,1,1", "tick -1",
      "view animate a duration 1 frame 1,2", "pin add q at 91,0", "source missing.txt",
      "map pan nowhere 10,10", "anim basic x nothing from 0 to 1 duration 1",
    ]
    var same = 0
    for line in lines {
      var session = SameBitsTests.busy()
      var before = session
      let result = session.execute(line)
      #expect(!result.succeeded, "\(line) should fail")
      guard Session.sameBits(&session, &before) else { continue }
      same += 1
      #expect(SameBitsTests.seen(session) == SameBitsTests.seen(before), "\(line)")
    }
    #expect(same * 2 >= lines.count, "only \(same) of \(lines.count) left the same bits")
  }

  /// Each kind of change the fuzz target's comparison of a failed line looks for (the
  /// scene's nodes, pending work, the clock, windows, annotations, hooks, definitions,
  /// settings, the watch) makes the bits differ with the history put back; and putting back
  /// what the line changed makes them the same again, so the difference was that change.
  @Test func everyVisibleChangeChangesTheBits() {
    var undone = 0
    let lines = [
      "view set a color blue", "view add b frame 0,0,5,5", "tick 0.1", "pin select p",
      "window app w level 1", "annotation add n portrait 10,10,1,1 arrow up text Hi",
      "on one didPresent print one", "on background print bye",
      "anim basic slide position.x from 0 to 1 duration 1", "settings columns 60",
      "settings events all", "watch on cols 40", "app background", "screen ipad",
      "view remove a",
    ]
    for line in lines {
      var session = SameBitsTests.busy()
      var before = session
      let result = session.execute(line)
      #expect(result.succeeded, "\(line): \(result.lines)")
      session.history = before.history
      #expect(!Session.sameBits(&session, &before), "\(line) left the same bits")
      #expect(SameBitsTests.seen(session) != SameBitsTests.seen(before), "\(line) shows nothing")
      (session.scene, session.hooks, session.definitions) =
        (before.scene, before.hooks, before.definitions)
      (session.settings, session.watchColumns) = (before.settings, before.watchColumns)
      if Session.sameBits(&session, &before) { undone += 1 }
    }
    #expect(undone * 2 >= lines.count, "only \(undone) of \(lines.count) came back the same")
  }

  /// Changes made past the commands, straight to the values a session holds, make the bits
  /// differ; the session set back to the copy compares the same (so the copy itself does).
  @Test func seededChangesChangeTheBits() throws {
    let original = SameBitsTests.busy()
    var alpha = LayerChanges()
    alpha.alpha = 0.25
    var layer = original.scene
    try layer.setLayer("a", alpha)
    let changes: [(String, (inout Session) -> Void)] = [
      ("a hook's line", { $0.hooks[.background, default: []].append("print x") }),
      ("a definition", { $0.definitions["fade"] = nil }),
      ("a setting", { $0.settings.columns = 33 }),
      ("the app state", { $0.scene.appState = .inactive }),
      ("the era", { $0.scene.iosVersion = 6 }),
      ("a quirk", { $0.scene.disabledQuirks.insert("x") }),
      ("a node's layer", { $0.scene = layer }),
    ]
    var undone = 0
    for (what, change) in changes {
      var before = original
      var session = before
      change(&session)
      #expect(!Session.sameBits(&session, &before), "\(what) left the same bits")
      session = before
      if Session.sameBits(&session, &before) { undone += 1 }
    }
    #expect(undone * 2 >= changes.count, "only \(undone) of \(changes.count) came back the same")
  }
}
