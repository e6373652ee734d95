import SimCommands
import SimComponents
import SimScene
import Testing

/// Edges of braces, then and hooks inside hooks: deep or odd input fails with an error line
/// and leaves nothing behind.
@Suite struct ThenEdgeTests {
  @Test func deepNestingIsAnErrorNotACrash() {
    var session = Session()
    let parens =
      "echo {" + String(repeating: "(", count: 1000) + "1"
      + String(repeating: ")", count: 1000) + "}"
    #expect(session.execute(parens).error?.message.hasPrefix("the expression nests deeper") == true)
    let signs = "echo {" + String(repeating: "-", count: 2000) + "1}"
    #expect(session.execute(signs).error?.message.hasPrefix("the expression nests deeper") == true)
    #expect(session.execute("echo {" + String(repeating: "-", count: 10) + "1}").output == ["1"])
  }

  @Test func anEventArgumentNamingAnEventLikeIdIsReadOnce() {
    var session = Session()
    for line in [
      "window root w animated off", "windows set animator custom",
      "on windows animateWindowTransition echo {event.to.frame.x}",
    ] {
      #expect(session.execute(line).succeeded)
    }
    let output = session.execute("window root event.to").output
    #expect(output.last == "0")
  }

  @Test func aThenLineKeepsItsQuotedWordsAsTyped() {
    var session = Session()
    _ = session.execute("view add a frame 0,0,10,10")
    #expect(session.execute(#"view animate a duration 1 alpha 0.5 then echo "x\"y""#).succeeded)
    #expect(session.execute("tick 1").output.last == #"x"y"#)
  }

  @Test func thenStaysAnIdOrAValueWhereTheCommandTakesOne() {
    var session = Session()
    #expect(session.execute("window root then animated off").succeeded)
    #expect(session.scene.contains("then.window"))
    _ = session.execute("anim basic fade opacity from 1 to 0 duration 1")
    #expect(session.execute("anim add fade to then as then then echo stopped").succeeded)
    #expect(session.execute("tick 1").output.last == "stopped")
    #expect(
      session.execute("view animate then alpha 0 duration 0 then").error?.message
        == "missing the line after then")
  }

  @Test func aThenLineTheHookLimitRefusesIsGone() {
    var session = Session()
    _ = session.execute("view add a frame 0,0,10,10")
    for k in 0...Scene.hookRunLimit { _ = session.execute("on a completion echo \(k)") }
    _ = session.execute("view animate a alpha 0.5 duration 0 then echo THEN")
    _ = session.execute("tick 1")
    #expect(!session.execute("on").output.contains { $0.hasPrefix("then ") })
  }

  @Test func aViewNamedLikeAHookGroupTakesNoneOfItsHooksAway() {
    var session = Session()
    _ = session.execute("on windows animateWindowTransition echo T")
    _ = session.execute("view add windows frame 0,0,10,10")
    _ = session.execute("view remove windows")
    #expect(session.execute("on").output == ["on windows animateWindowTransition echo T"])
  }

  @Test func aHookMayOnlyWaitOnceForAnotherEvent() {
    var session = Session()
    _ = session.execute("view add a frame 0,0,10,10")
    _ = session.execute("on a completion on background echo once hi")
    _ = session.execute("on a completion on a completion once clear")
    _ = session.execute("on a completion on a completion once echo ok")
    let output =
      session.execute("view animate a duration 0 alpha 0.5").output
      + session.execute("tick 0").output
    #expect(output.filter { $0.contains("error: in an event hook 'on'") }.count == 2)
    #expect(session.execute("on").output.contains("on a completion once echo ok"))
  }

  @Test func echoWritesToAFileAndACommentMayHoldABrace() {
    var session = Session()
    final class Written: @unchecked Sendable { var files: [String: String] = [:] }
    let written = Written()
    session.writeFile = { path, text in
      written.files[path] = text
      return .success(())
    }
    #expect(session.execute("echo {1 + 1} > e.out").output.isEmpty)
    #expect(written.files["e.out"] == "2\n")
    #expect(session.execute("view add a frame 0,0,1,1 #{note").succeeded)
    #expect(session.execute("#{x").succeeded)
  }

  @Test func aFileGivesLabelValuesWithinTheirRanges() {
    var session = Session()
    session.readFile = { _ in
      .success(
        """
        <UIWindow: 0x1; frame = (0 0; 320 480)>
           | <UILabel: 0x2; frame = (0 0; 100 20); text = 'Hi'; lines = -1>
        """)
    }
    #expect(session.execute("scene load a.txt").succeeded)
    #expect(session.execute("render").succeeded)
    let dump =
      #"{"time":0,"screen":{"size":[320,480],"orientation":"portrait"},"app":"active","nodes":[{"id":"window","kind":"window","parent":null,"frame":[0,0,320,480],"level":"root","windowLevel":0,"key":true},{"id":"l","kind":"label","parent":"window","frame":[0,0,100,20],"text":"Hi","lines":-3,"size":0},{"id":"i","kind":"image","parent":"window","frame":[0,0,10,10],"image":"infxinf"}]}"#
    session.readFile = { _ in .success(dump) }
    #expect(session.execute("scene load b.json").succeeded)
    #expect(session.execute("print").succeeded)
    #expect(session.execute("render").succeeded)
    #expect(session.execute("print i").output == ["image i image=10x10 frame=0,0,10,10"])
  }
}
