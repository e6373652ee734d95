import PropertyBased
import SimCommands
import SimComponents
import Testing

/// Random lines thrown at `Session.execute`: nothing may crash, the scene's invariants
/// must hold after every line, and a line that fails must change nothing.
@Suite struct FuzzTests {
  static let vocabulary: [String] = [
    "screen", "iphone", "ipad", "375x667", "0x0", "portrait", "landscape", "rotate", "app",
    "active", "background", "reset", "view", "add", "set", "animate", "remove", "tick", "to",
    "time", "pending", "settle", "limit", "print", "dump", "tap", "help", "a", "b", "c", "root",
    "window", "frame", "bounds", "center", "alpha", "hidden", "color", "transform", "in",
    "duration", "delay", "curve", "linear", "ease-in", "interactive", "autoresize", "fill",
    "left,width", "0,0,10,10", "5,5,100,100", "-5,-5,20,20", "1,2,3", "1e309", "nan", "inf",
    "-1", "0", "0.5", "1", "2", "250ms", "0.000001", "1e9", "1000000000", "10,10", "#FF0000",
    "#12345678", "red", "clear", "on", "off", "scale:2", "rotate:45", "translate:1,2",
    "identity", "0,0,0,0,0,0", "\"quoted text\"", "\"unterminated", "#", "# comment", "\t",
    "\u{07}", "é", "v", "ti", "t", "quit", String(repeating: "x", count: 600),
    String(repeating: "9", count: 400), "a.b-c_d", "1,1", "\\", "\"\\\"\"",
    "map", "pin", "callout", "m", "p", "at", "on", "select", "deselect", "detail", "scatter",
    "region", "pan", "zoom", "span", "37.78,-122.4", "91,0", "0.01,0.01", "style", "pulsing",
    "look", "ios6", "autopan", "load", "seed", "m.1", "p.callout", "render", "svg", "film",
    "watch", "cols", "ascii", "every", "from", "x.svg", "x.html",
  ]

  static func check(_ session: inout Session, _ line: String) {
    let before = (session.execute("dump").lines, session.execute("pending").lines)
    _ = session.execute("help")  // output only; must not change anything either
    let result = session.execute(line)
    let problems = session.scene.checkInvariants()
    #expect(problems.isEmpty, "after \(line.debugDescription): \(problems)")
    if !result.succeeded, !result.changedScene {
      let after = (session.execute("dump").lines, session.execute("pending").lines)
      #expect(before.0 == after.0, "failed line changed the scene: \(line.debugDescription)")
      #expect(before.1 == after.1, "failed line changed pending work: \(line.debugDescription)")
      #expect(result.output.isEmpty)
      #expect(result.lines.count == 1 && result.lines[0].hasPrefix("error: "))
    }
  }

  @Test func randomScriptsOfKnownWords() async {
    let word = Gen.int(in: 0...(FuzzTests.vocabulary.count - 1))
    let line = word.array(of: 0...9)
    await propertyCheck(count: LongTests.cases(12, long: 300), input: line.array(of: 10...50)) {
      script in
      var session = Session()
      for words in script {
        FuzzTests.check(&session, words.map { FuzzTests.vocabulary[$0] }.joined(separator: " "))
      }
    }
  }

  @Test func wellFormedCommandsInRandomOrder() async {
    let commands = [
      "view add a frame 10,10,100,100", "view add b frame 5,5,20,20 in a color blue",
      "view animate a duration 1 alpha 0", "view animate b delay 0.3 frame 0,0,50,50",
      "view animate a curve linear transform rotate:90", "view set a alpha 1",
      "view remove b", "view remove a", "tick 0.25", "tick 1", "settle", "rotate landscape",
      "rotate portrait", "reset", "tap 20,20", "tap a", "view set a autoresize fill",
      "screen ipad", "app background", "tick to 5", "pending", "print", "dump",
    ]
    await propertyCheck(
      count: LongTests.cases(12, long: 400),
      input: Gen.int(in: 0...(commands.count - 1)).array(of: 5...60)
    ) { picks in
      var session = Session()
      for pick in picks { FuzzTests.check(&session, commands[pick]) }
    }
  }

  @Test func mapCommandsInRandomOrder() async {
    let commands = [
      "map add m frame 0,0,320,480", "pin add p at 37.7853,-122.407 title Hotel",
      "pin add q at 37.786,-122.4065 style pulsing delay 1", "pin select p", "pin select q",
      "pin deselect p", "callout detail p", "tap p.callout", "tap 300,20", "tap p",
      "map pan m 200,0", "map pan m -200,0 animated on", "map zoom m 0.5", "map zoom m 2",
      "map region m center 37.7853,-122.407 span 0.01,0.01 animated on", "pin scatter 40",
      "pin set q color red", "pin set p at 37.79,-122.41", "pin remove p", "pin remove q",
      "callout autopan on", "callout set detail-size 200x100", "tick 0.1", "tick 0.35",
      "settle", "rotate landscape", "view set m autoresize fill", "map remove m", "reset",
      "print", "dump", "map show m", "pin load nowhere.csv", "render cols 40",
      "render svg a.svg", "render film f.svg from 5 to 6 every 0.25", "watch on cols 20",
      "watch off",
    ]
    await propertyCheck(
      count: LongTests.cases(10, long: 300),
      input: Gen.int(in: 0...(commands.count - 1)).array(of: 5...60)
    ) { picks in
      var session = Session()
      for pick in picks { FuzzTests.check(&session, commands[pick]) }
    }
  }

  @Test func randomCharacters() {
    // A fixed linear congruential sequence, so the lines are the same on every run.
    var state: UInt64 = 0x5EED
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let alphabet = Array(" \t\"\\#,.-x0123456789abcdefimnoprstvwyz:\u{07}\u{1B}é😀\u{85}")
    var session = Session()
    for _ in 0..<LongTests.cases(300, long: 3000) {
      let length = Int(next() % 40)
      let line = String((0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] })
      FuzzTests.check(&session, line)
    }
    let long = String(repeating: "view set a alpha 0.5 ", count: 500)
    FuzzTests.check(&session, long)
    FuzzTests.check(&session, String(repeating: "\"", count: 10_001))
  }

  /// Inputs the fuzzer found, each checked as it checks them.
  @Test(arguments: [
    // A turn after a navigation window replaced the app's window: the turn's end was work
    // of the removed window.
    ["window root home animated off", "rotate landscape", "settle"]
  ])
  func fuzzerFindings(_ lines: [String]) {
    var session = Session()
    for line in lines { FuzzTests.check(&session, line) }
  }
}
