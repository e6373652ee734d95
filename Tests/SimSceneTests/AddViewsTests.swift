import SimGeometry
import SimScene
import Testing

@Suite struct AddViewsTests {
  func scene() -> Scene { Scene(screen: Screen(portraitSize: Screen.iphone)) }

  @Test func addsAsAddViewDoesOneByOne() throws {
    var together = scene()
    var oneByOne = scene()
    try together.addView("taken", frame: .zero, in: "root")
    try oneByOne.addView("taken", frame: .zero, in: "root")
    let views: [(id: String, kind: NodeKind, frame: Rect)] = [
      ("a", .image, Rect(x: 1, y: 2, width: 3, height: 4)),
      ("taken", .view, .zero),
      ("b", .view, Rect(x: 5, y: 6, width: 7, height: 8)),
      ("a", .view, .zero),
    ]
    #expect(try together.addViews(views, in: "root") == [true, false, true, false])
    for view in views {
      try? oneByOne.addView(view.id, kind: view.kind, frame: view.frame, in: "root")
    }
    #expect(together.node("root")?.children == ["taken", "a", "b"])
    for id in ["taken", "a", "b"] {
      let (mine, theirs) = (together.node(id), oneByOne.node(id))
      #expect(mine?.kind == theirs?.kind)
      #expect(mine?.layer == theirs?.layer)
      #expect(mine?.parent == theirs?.parent)
    }
    #expect(together.checkInvariants().isEmpty)
  }

  @Test func failsWholeWhereAddViewWouldFailForEach() throws {
    var s = scene()
    #expect(throws: SceneError.unknownNode("nope")) {
      try s.addViews([("a", .view, .zero)], in: "nope")
    }
    // A chain as deep as views nest: nothing more goes under its last view.
    var parent = "root"
    for level in 0... {
      guard (try? s.addView("v\(level)", frame: .zero, in: parent)) != nil else { break }
      parent = "v\(level)"
    }
    let before = s
    #expect(throws: SceneError.self) { try s.addViews([("x", .view, .zero)], in: parent) }
    #expect(!s.contains("x"))
    #expect(s.node(parent)?.children == before.node(parent)?.children)
    #expect(try s.addViews([], in: parent) == [])
  }
}
