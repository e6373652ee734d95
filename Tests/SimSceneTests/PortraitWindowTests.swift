import SimGeometry
import SimScene
import Testing

@Suite struct PortraitWindowTests {
  @Test func theRootViewTurnsInsideAPortraitWindowUpToIOS7() throws {
    var s = Scene(screen: Screen(portraitSize: Screen.iphone))
    s.iosVersion = 7
    try s.addView("bar", frame: Rect(x: 0, y: 430, width: 320, height: 50), in: "root")
    try s.setAutoresizing("bar", [.flexibleWidth, .flexibleTopMargin])
    s.rotate(to: .landscape)
    #expect(s.node("window")?.layer.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(s.node("root")?.layer.bounds.size == Size(width: 480, height: 320))
    #expect(s.node("bar")?.layer.frame == Rect(x: 0, y: 270, width: 480, height: 50))
    // The root view's coordinates are the interface's, both ways.
    for p in [Point(x: 0, y: 0), Point(x: 480, y: 320), Point(x: 17, y: 301)] {
      let screen = try #require(s.convertToScreen(p, from: "root"))
      #expect(abs(screen.x - p.x) < 1e-9 && abs(screen.y - p.y) < 1e-9)
      let back = try #require(s.convertFromScreen(p, to: "root"))
      #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    }
    #expect(s.hitTest(screenPoint: Point(x: 470, y: 310))?.node == "bar")
    s.rotate(to: .portrait)
    #expect(s.node("root")?.layer.transform == .identity)
    #expect(s.node("bar")?.layer.frame == Rect(x: 0, y: 430, width: 320, height: 50))
    #expect(s.checkInvariants().isEmpty)
  }
}
