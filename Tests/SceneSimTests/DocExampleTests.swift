import SceneSim
import Testing

/// The examples in the doc comments of the types a user meets first, run as written, with
/// the results their comments promise.
@Suite struct DocExampleTests {
  @Test func session() throws {
    var session = Session()
    let result = session.execute("view add box frame 10,20,100,50")
    #expect(result.succeeded && result.output.isEmpty && result.error == nil)
    _ = session.execute("view animate box duration 1 frame 0,0,200,100")
    _ = session.execute("tick 1")
    let box = try #require(session.scene.frameStates().first { $0.id == "box" })
    #expect(box.frame == Rect(x: 0, y: 0, width: 200, height: 100))
    _ = session.execute("view add a frame 20,40,100,50")
    #expect(session.execute("view animate a duration 1 alpha 0").lines.isEmpty)
  }

  @Test func commandError() throws {
    var session = Session()
    _ = session.execute("view add c frame 0,0,10,10")
    let error = try #require(session.execute("view set c alpha 1.5").error)
    #expect(error.message == "'alpha' must be from 0 to 1, got 1.5")
    #expect(error.column == 18)
    #expect(
      error.text.hasPrefix("'alpha' must be from 0 to 1, got 1.5 at column 18; usage: view set ID"))
  }

  @Test func frameState() throws {
    var session = Session()
    _ = session.execute("view add a frame 20,40,100,50")
    _ = session.execute("view animate a duration 1 alpha 0")
    _ = session.execute("tick 0.5")
    let a = session.scene.frameStates(of: "a")[0]
    #expect(a.parent == "root")
    #expect(a.frame == Rect(x: 20, y: 40, width: 100, height: 50))
    #expect(a.isAnimating && a.alpha > 0 && a.alpha < 1)
  }

  @Test func scene() throws {
    var scene = Scene(screen: Screen(portraitSize: Screen.iphone))
    let frame = Rect(x: 20, y: 20, width: 100, height: 50)
    try scene.addView("box", frame: frame, in: Scene.rootViewID)
    var fade = LayerChanges()
    fade.alpha = 0
    try scene.animate("box", fade, options: AnimationOptions())
    try scene.advance(by: .milliseconds(100))
    let alpha = try #require(scene.presentation(of: "box")?.alpha)
    #expect(alpha > 0 && alpha < 1)
  }

  @Test func rect() {
    let a = Rect(x: 0, y: 0, width: 100, height: 50)
    let b = Rect(x: 50, y: 20, width: -20, height: 40)
    #expect(a.intersection(b) == Rect(x: 30, y: 20, width: 20, height: 30))
    #expect(!a.contains(Point(x: 100, y: 10)))
    #expect(a.intersection(a.offsetBy(dx: 200, dy: 0)).isNull)
  }
}
