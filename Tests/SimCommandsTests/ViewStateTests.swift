import SimCommands
import SimComponents
import SimMotion
import Testing

/// The live page's state and frames: pure functions of the session.
@Suite struct ViewStateTests {
  /// A JSON number, whole or not.
  private func number(_ value: JSONValue?) -> Double? {
    switch value {
    case .integer(let n)?: Double(n)
    case .number(let n)?: n
    default: nil
    }
  }

  private func object(_ text: String) throws -> JSONValue {
    try JSONValue.parse(Array(text.utf8))
  }

  @Test func stateHoldsTheSVGTheDumpAndTheLinesOfThisScene() throws {
    let s = Session.after([
      "view add old frame 0,0,10,10", "screen iphone",
      "view add a frame 10,20,100,50 color red", "view animate a duration 1 alpha 0",
      "tick 0.25", "print",
    ])
    let state = try object(s.viewState())
    #expect(number(state["time"]) == 0.25)
    #expect(number(state["start"]) == 0)
    var svg = ""
    if case .string(let text)? = state["svg"] { svg = text }
    #expect(svg.hasPrefix("<?xml") && svg.contains("id=\"s-a\"") && svg.contains("t=0.25s"))
    var copy = s
    #expect(state["dump"] == (try object(copy.execute("dump").output[0])))
    guard case .array(let log)? = state["log"] else {
      Issue.record("no log")
      return
    }
    // Only what changed the scene since `screen`, each with the events it printed.
    #expect(
      log.map { $0["line"] } == [
        .string("view add a frame 10,20,100,50 color red"),
        .string("view animate a duration 1 alpha 0"), .string("tick 0.25"),
      ])
    #expect(number(log.last?["start"]) == 0 && number(log.last?["end"]) == 0.25)
  }

  @Test func stateListsTheEventsEachLinePrinted() throws {
    let s = Session.after([
      "view add a frame 0,0,10,10", "view animate a duration 0.5 alpha 0", "tick 1",
    ])
    let state = try object(s.viewState())
    guard case .array(let log)? = state["log"] else {
      Issue.record("no log")
      return
    }
    #expect(
      log.last?["events"] == .array([.string("[0.5s] a: completion(animation: 1, finished: true)")])
    )
  }

  @Test func frameIsTheSceneAsItWasAndChangesNothing() throws {
    var s = Session.after([
      "view add a frame 0,0,100,100", "view animate a duration 1 frame 100,0,100,100", "tick 1",
    ])
    let before = s.viewState()
    let frame = try object(try s.viewFrame(at: SimTime(microseconds: 500_000)))
    #expect(number(frame["time"]) == 0.5)
    guard case .object(let dump)? = frame["dump"], case .array(let nodes)? = dump["nodes"] else {
      Issue.record("no dump")
      return
    }
    let a = nodes.first { $0["id"] == .string("a") }
    #expect(a?["frame"] == .array([.integer(50), .integer(0), .integer(100), .integer(100)]))
    #expect(s.viewState() == before)
    // The same scene rewind shows.
    _ = s.execute("rewind 0.5")
    #expect(try object(s.viewState())["dump"] == frame["dump"])
  }

  @Test func framesAheadAreTheSceneAsATickWouldLeaveItAndChangeNothing() throws {
    var s = Session.after([
      "view add a frame 0,0,100,100", "view animate a duration 1 frame 100,0,100,100",
      "after 0.75 view set a color red", "tick 0.25",
    ])
    let before = s.viewState()
    let ahead = try object(s.viewFrame(at: SimTime(microseconds: 1_000_000)))
    #expect(s.viewState() == before)
    #expect(number(ahead["time"]) == 1)
    _ = s.execute("tick 0.75")
    #expect(try object(s.viewState())["dump"] == ahead["dump"])
  }
}

/// What the live page may send: the scene only, never files or the session's end.
@Suite struct PageRefusalTests {
  @Test(arguments: [
    "save s.t", "source s.txt", "record r.t", "render svg p.svg", "scene load d.txt",
    "print > out.txt", "echo hi > out.txt", "quit", "exit", "view off", "view on 0",
    "after 1 save s.t", "on a tapped source s.txt", "on background print >> x",
    "after 1 after 2 quit", String(repeating: "on on ", count: 40) + "view add b",
    "on a tapped once echo hi > /tmp/x", "on a tapped once print >> f", "settings history-size 1",
    "after 1 echo {a.frame.x} > f",
  ])
  func linesThatReachBeyondTheSceneAreRefused(_ line: String) {
    let s = Session.after(["view add a frame 0,0,10,10"])
    let refusal = s.refusalFromPage(line)
    #expect(refusal?.message.hasPrefix("not from the live page") == true, "\(line)")
  }

  @Test(arguments: [
    "tap 5,5", "drag 1,1 9,9 duration 0.2", "view set a color red", "render svg", "print",
    "echo save this", "after 1 view set a alpha 0", "undo", "rotate landscape", "app background",
    "no such command", "view animate a duration 1 alpha 0 then view remove a",
    "on a tapped once view set a alpha 0", "settings timer on", "callout cells a quit save",
  ])
  func linesThatStayInTheSceneMayRun(_ line: String) {
    let s = Session.after(["view add a frame 0,0,10,10"])
    #expect(s.refusalFromPage(line) == nil, "\(line)")
  }
}

/// `view on` and `view off` reach the program once, when typed (or sourced), never when
/// the history is replayed for undo, rewind or a frame of the past.
@Suite struct ViewSwitchTests {
  final class Counter: @unchecked Sendable {
    var starts: [Int] = []
    var stops = 0
  }

  @Test func replaysServeNothing() throws {
    let counter = Counter()
    var session = Session()
    session.liveView = LiveViewControl(
      start: { port, _ in
        counter.starts.append(port)
        return .success(())
      },
      stop: {
        counter.stops += 1
        return true
      })
    session.readFile = { _ in .success("view add a frame 0,0,10,10\nview on 8123\nview off\n") }
    #expect(session.execute("source s.txt").succeeded)
    #expect(session.execute("view animate a duration 1 alpha 0").succeeded)
    #expect(session.execute("tick 1").succeeded)
    #expect(counter.starts == [8123] && counter.stops == 1)
    _ = try session.viewFrame(at: SimTime(microseconds: 0))
    #expect(session.execute("render film f.svg from 0 to 1 every 0.5").succeeded)
    #expect(session.execute("rewind 0.5").succeeded)
    #expect(session.execute("undo").succeeded)
    #expect(session.execute("undo").succeeded)
    #expect(counter.starts == [8123] && counter.stops == 1)
    #expect(session.execute("view on").succeeded)
    #expect(counter.starts == [8123, 0])
  }

  @Test func withoutTheProgramViewOnFailsAndChangesNothing() {
    var session = Session()
    _ = session.execute("view add a frame 0,0,10,10")
    let before = session.execute("dump").output
    let result = session.execute("view on")
    #expect(
      result.error?.message == "the live page is served only by scenesim repl and scenesim serve")
    #expect(session.execute("dump").output == before)
    #expect(session.execute("view off").error?.message == result.error?.message)
  }
}
