import SimGeometry
import Testing

@testable import SimScene

/// Parts are owned by a link: their ids are spelt OWNER.NAME, but whose part a node is,
/// and what goes with an owner, come from the link.
@Suite struct PartTests {
  static let frame = Rect(x: 0, y: 0, width: 10, height: 10)
  /// A claim on the ids listed under `held` in the scene's storage, as a map holds its pins'.
  static let held = SceneStorageKey<Set<NodeID>>("held")

  func scene() -> Scene {
    let claim = IDClaim("test") { scene, id in scene[PartTests.held]?.contains(id) == true }
    return Scene(screen: Screen(portraitSize: Screen.iphone), rules: SceneRules(claims: [claim]))
  }

  @Test func aPartIsFoundByItsLinkNotByItsID() throws {
    var s = scene()
    try s.addView("a", frame: Self.frame, in: "root")
    let part = try s.addPart("label", of: "a", frame: Self.frame, in: "a")
    #expect(part == "a.label")
    #expect(s.part("label", of: "a") == "a.label")
    #expect(s.partLink(of: "a.label") == PartOf(owner: "a", name: "label"))
    // A view the user names as a part's id is no part.
    try s.addView("a.title", frame: Self.frame, in: "a")
    #expect(s.part("title", of: "a") == nil)
    #expect(s.partLink(of: "a.title") == nil)
    // `tap a PART` takes both, as ids are printed.
    #expect(s.namesUnder("a") == ["label", "title"])
    #expect(s.checkInvariants().isEmpty)
  }

  @Test func anOwnerTakesItsPartsThatStandElsewhere() throws {
    var s = scene()
    try s.addView("a", frame: Self.frame, in: "root")
    try s.addView("holder", frame: Self.frame, in: "root")
    try s.addPart("badge", of: "a", frame: Self.frame, in: "holder")
    try s.addPart("dot", of: "a.badge", frame: Self.frame, in: "a.badge")
    try s.addView("a.mine", frame: Self.frame, in: "holder")
    try s.removeView("a")
    #expect(!s.contains("a.badge") && !s.contains("a.badge.dot"))
    // The user's view of a part-like id is not the owner's to take.
    #expect(s.contains("a.mine"))
    #expect(s.part("badge", of: "a") == nil)
    #expect(s.checkInvariants().isEmpty)
  }

  @Test func removingAPartForgetsItsLinkAndLeavesTheOwner() throws {
    var s = scene()
    try s.addView("a", frame: Self.frame, in: "root")
    try s.addPart("x", of: "a", frame: Self.frame, in: "root")
    try s.removeView("a.x")
    #expect(s.contains("a") && s.part("x", of: "a") == nil)
    #expect(s.parts(of: "a").isEmpty)
    #expect(s.checkInvariants().isEmpty)
  }

  @Test func aHeldOwnerKeepsItsPartsUntilAnotherNodeTakesItsID() throws {
    var s = scene()
    try s.addView("p", frame: Self.frame, in: "root")
    try s.addPart("callout", of: "p", frame: Self.frame, in: "root")
    // The owner's view leaves while its id is held (a pin's view to the reuse queue).
    s[Self.held] = ["p"]
    try s.removeView("p")
    #expect(s.contains("p.callout"))
    // It comes back: the part is its part again.
    try s.addView("p", frame: Self.frame, in: "root")
    #expect(s.part("callout", of: "p") == "p.callout")
    try s.removeView("p")
    // Held no longer (the pin left), a new node of that id owns none of it.
    s[Self.held] = []
    try s.addView("p", frame: Self.frame, in: "root")
    #expect(s.part("callout", of: "p") == nil)
    try s.removeView("p")
    #expect(s.contains("p.callout"))
    #expect(s.checkInvariants().isEmpty)
  }
}
