import PropertyBased
import SimCommands
import SimComponents
import SimScene
import Testing

@Suite struct ExpressionTests {
  /// The frame `print` shows for `id`.
  private func frame(_ session: inout Session, _ id: String) -> String? {
    session.execute("print \(id)").output.first?.split(separator: " ")
      .first { $0.hasPrefix("frame=") }.map(String.init)
  }

  @Test func arithmeticFollowsPrecedenceAndParentheses() async {
    let n = Gen.int(in: -500...500)
    await propertyCheck(input: zip(n, n, n)) { a, b, c in
      var session = Session()
      let line = "view add a frame {\(a) + \(b) * \(c)},{(\(a) - \(b)) * 2 / -1},10,10"
      #expect(session.execute(line).succeeded)
      #expect(frame(&session, "a") == "frame=\(a + b * c),\((a - b) * -2),10,10")
    }
  }

  @Test func termsReadTheModelAndTheScreen() {
    var session = Session()
    _ = session.execute("view add a frame 20,40,100,50")
    _ = session.execute("view animate a duration 1 frame 0,0,60,30")
    // The model value (where the block goes), as the app's code reads view.frame.
    #expect(
      session.execute("echo {a.frame.maxX} {a.center.y} {a.bounds.width}").output == ["60 15 60"])
    #expect(session.execute("echo {screen.width - 20} {screen.height / 3}").output == ["300 160"])
    _ = session.execute("screen ipad landscape")
    #expect(session.execute("echo {screen.width}x{screen.height}").output == ["1024x768"])
  }

  @Test func aFailedExpressionChangesNothingAndNamesItsColumn() {
    var session = Session()
    _ = session.execute("view add a frame 0,0,10,10")
    let before = session.execute("dump").output
    for (line, message, column) in [
      ("view set a alpha {1 / 0}", "division by zero", 21),
      ("view set a alpha {nope.alpha}", "unknown node 'nope'", 19),
      ("view set a alpha {a.frame.top}", "unknown property 'frame.top' of 'a'", 19),
      ("view set a alpha {a.alpha +}", "missing a term", 28),
      ("view set a alpha {1e12}", "the expression's value is out of range", 18),
    ] {
      let result = session.execute(line)
      #expect(result.error?.message == message, "\(line)")
      #expect(result.error?.column == column, "\(line)")
    }
    #expect(session.execute("dump").output == before)
  }

  @Test func thenWaitsForItsOwnCallsCompletionOnly() {
    var session = Session()
    _ = session.execute("view add a frame 0,0,10,10")
    _ = session.execute("view animate a duration 1 alpha 0 then view set a color red")
    _ = session.execute("view animate a duration 0.5 frame 5,5,10,10")
    let half = session.execute("tick 0.5").output
    #expect(!half.contains("then: view set a color red"))
    let whole = session.execute("tick 0.5").output
    #expect(whole.contains("then: view set a color red"))
    #expect(session.execute("on").output == ["no hooks"])
  }

  @Test func undoTakesBackWhatALineScheduled() {
    var session = Session()
    _ = session.execute("view add a frame 0,0,10,10")
    _ = session.execute("after 1 view remove a")
    _ = session.execute("view animate a duration 1 alpha 0 then view remove a")
    _ = session.execute("undo")
    _ = session.execute("undo")
    #expect(session.execute("pending").output == ["nothing pending"])
    #expect(session.execute("on").output == ["no hooks"])
    _ = session.execute("tick 2")
    #expect(session.scene.contains("a"))
  }

  @Test func aRunawayChainOfDelayedWorkStopsAtTheHookLimit() {
    var session = Session()
    _ = session.execute("view add a frame 0,0,10,10")
    _ = session.execute("on a completion after 0 view animate a duration 0 alpha 1")
    _ = session.execute("view animate a duration 0 alpha 0.5")
    let output = session.execute("tick 1").output
    #expect(output.contains { $0.contains("more than \(Scene.hookRunLimit) hook lines") })
    #expect(session.execute("time").output == ["1s"])
  }

  @Test func tabCompletesTermsInsideBraces() {
    var session = Session()
    _ = session.execute("view add card frame 0,0,10,10")
    #expect(session.completions(for: "view set card alpha {ca") == ["{card."])
    #expect(
      session.completions(for: "view set card alpha {1 + scr") == ["screen.height", "screen.width"])
    #expect(session.completions(for: "view set card alpha {(card.al") == ["{(card.alpha"])
  }
}
