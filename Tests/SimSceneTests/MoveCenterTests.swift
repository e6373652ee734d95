import SimGeometry
import SimScene
import Testing

/// `moveCenter` does what `setLayer` with a new center does, and says whether it moved.
@Suite struct MoveCenterTests {
  @Test func movesOnlyWhatIsElsewhereAndLeavesSubviewsAlone() throws {
    var s = Scene(screen: Screen(portraitSize: Screen.iphone))
    try s.addView("a", frame: Rect(x: 0, y: 0, width: 100, height: 50), in: "root")
    try s.addView("b", frame: Rect(x: 0, y: 0, width: 100, height: 50), in: "a")
    try s.setAutoresizing("b", [.flexibleWidth])
    var viaSetLayer = s
    let moved = s.moveCenter("a", to: Point(x: 80, y: 90))
    #expect(moved)
    var change = LayerChanges()
    change.center = Point(x: 80, y: 90)
    try viaSetLayer.setLayer("a", change)
    #expect(s.node("a")?.layer == viaSetLayer.node("a")?.layer)
    #expect(s.node("b")?.layer == viaSetLayer.node("b")?.layer)
    let again = s.moveCenter("a", to: Point(x: 80, y: 90))
    let unknown = s.moveCenter("nope", to: .zero)
    #expect(!again && !unknown)
    #expect(!s.contains("nope"))
    #expect(s.checkInvariants().isEmpty)
  }
}
