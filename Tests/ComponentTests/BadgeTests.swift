import SimCommands
import SimComponents
import SimTranscript
import Testing

/// The test-only badge component, added to the standard list, works end to end: commands,
/// help, completion, print, dump, both pictures, quirks, settings and the live page, and a
/// transcript replays with it. Nothing in Sources knows it.
@Suite struct BadgeTests {
  static let components: Components = {
    do {
      return try Components(Components.standard.list + [.badge])
    } catch {
      preconditionFailure("the badge clashes with the standard components: \(error)")
    }
  }()

  func session() -> Session {
    var session = Session(components: Self.components)
    for line in ["view add card frame 20,20,200,100", "badge add b at 200,20 in card count 3"] {
      let result = session.execute(line)
      #expect(result.error == nil, "\(line): \(result.lines)")
    }
    return session
  }

  @Test func itsCommandsRunAndChangeTheScene() {
    var session = session()
    #expect(session.scene.node("b")?.kind == .badge)
    let set = session.execute("badge set b 120")
    #expect(set.changedScene && set.command?.path == ["badge", "set"])
    #expect(session.execute("undo").error == nil)
    #expect(session.execute("dump b").output.first?.contains("\"count\":3") == true)
  }

  @Test func removingABadgeForgetsItsState() {
    var session = session()
    #expect(session.scene[Badges.storage]?["b"]?.count == 3)
    #expect(session.execute("view remove b").succeeded)
    #expect(session.scene[Badges.storage]?["b"] == nil)
    #expect(session.execute("settings").output.contains("badges                 0"))
    // A badge goes with its superview, and its state with it.
    #expect(session.execute("badge add c at 10,10 in card count 5").succeeded)
    #expect(session.execute("view remove card").succeeded)
    #expect(session.scene[Badges.storage]?.isEmpty == true)
    #expect(session.scene.checkInvariants().isEmpty)
  }

  @Test func undoBringsBackItsState() {
    var session = session()
    #expect(session.execute("badge set b 120").succeeded)
    #expect(session.execute("view remove b").succeeded)
    #expect(session.scene[Badges.storage]?["b"] == nil)
    #expect(session.execute("undo").succeeded)
    #expect(session.scene[Badges.storage]?["b"]?.count == 120)
    #expect(session.execute("print b").output == ["badge b count=120 frame=190,10,20,20"])
    #expect(session.execute("undo").succeeded)
    #expect(session.execute("print b").output == ["badge b count=3 frame=190,10,20,20"])
  }

  @Test func theStandardListDoesNotHaveIt() {
    var session = Session()
    #expect(session.execute("badge add b at 1,1").error?.message == "unknown command 'badge'")
  }

  @Test func helpListsItsGroupCommandsAndTopic() {
    var session = session()
    let overview = session.execute("help all").output
    let group = overview.firstIndex(of: "Badges (a test-only component):")
    #expect(session.execute("help").output.contains { $0.hasPrefix("Badges (a test-only") })
    #expect(group != nil)
    // Between the libraries (up to 820) and Pictures (1000), as its order says.
    #expect(group! > overview.firstIndex(of: "Callouts (GIKAnimatedCallout d345568):")!)
    #expect(group! < overview.firstIndex(of: "Pictures:")!)
    #expect(
      session.execute("help badge").output == [
        "badge commands:",
        "  badge add ID at X,Y [in VIEW] [count N]",
        "      a badge showing a count",
        "  badge set ID COUNT",
        "      change a badge's count",
        "",
        "A badge shows a count on a round patch; counts over 99 show as 99+.",
      ])
    #expect(
      session.execute("apropos badge").output == [
        "badge add ID at X,Y [in VIEW] [count N]", "    a badge showing a count",
        "badge set ID COUNT", "    change a badge's count",
      ])
  }

  @Test func tabCompletesItsWordsIdsAndValues() {
    let session = session()
    #expect(session.completions(for: "bad") == ["badge"])
    #expect(session.completions(for: "badge ") == ["add", "set"])
    #expect(session.completions(for: "badge set ") == ["b"])
    #expect(session.completions(for: "badge set b ") == ["0", "1", "99"])
    #expect(session.completions(for: "badge add c at 1,1 count 9") == ["99"])
  }

  @Test func printAndDumpShowItsValues() {
    var session = session()
    #expect(session.execute("print b").output == ["badge b count=3 frame=190,10,20,20"])
    #expect(
      session.execute("dump b").output == [
        #"{"id":"b","kind":"badge","parent":"card","frame":[190,10,20,20],"alpha":1,"hidden":false,"bounds":[0,0,20,20],"count":3}"#
      ])
  }

  @Test func bothPicturesDrawIt() {
    var session = session()
    #expect(session.execute("badge set b 120").error == nil)
    let svg = session.drawings.svg(session.scene)
    #expect(svg.contains(##"<circle cx="10" cy="10" r="10" fill="#E53935"/>"##))
    #expect(svg.contains(">99+</text>"))
    let picture = session.execute("render cols 32").output
    #expect(picture.contains { $0.contains("(99+)") })
    // Its quirk turns off like the originals'.
    #expect(session.execute("quirk badge-overflow off").error == nil)
    #expect(session.execute("render cols 32").output.contains { $0.contains("(120)") })
  }

  @Test func quirksSettingsAndTheLivePageKnowIt() {
    var session = session()
    #expect(
      session.execute("quirks").output.last
        == "badge-overflow on: counts over 99 show as 99+ (off: the whole count)")
    let settings = session.execute("settings").output
    #expect(settings.contains("badges                 1"))
    #expect(
      session.viewState().contains(
        #""seeThrough":["annotation-container","annotation-manager","badge","spotlight"]"#))
  }

  @Test func aTranscriptReplaysWithIt() {
    var runner = TranscriptRunner()
    runner.components = Self.components
    let outcome = runner.run(
      """
      A badge on the screen:

        $ badge add b at 40,40 count 7
        $ print b
        badge b count=7 frame=30,30,20,20
        $ badge set b x
        error: a count is a whole number at column 13

      """)
    #expect(outcome.passed, "\(outcome.actualText)")
  }
}
