import SimGeometry
import SimMotion
import SimScene
import Testing

@Suite struct GestureTests {
  func path(_ dx: Double, _ ms: Int64, hold: Int64 = 0) -> TouchPath {
    TouchPath(
      from: Point(x: 100, y: 100), to: Point(x: 100 + dx, y: 100),
      hold: .milliseconds(hold), duration: .milliseconds(ms))
  }

  @Test func theLimitsOfEachRecognizer() {
    // Tap: 45 pt and 0.75 s at most.
    #expect(path(45, 750).gestures.isTap)
    #expect(!path(45.01, 100).gestures.isTap)
    #expect(!path(0, 751).gestures.isTap)
    // Long press: at most 10 pt away 0.5 s after touch-down, at least 0.5 s down.
    #expect(path(0, 500).gestures.isLongPress)
    #expect(!path(0, 499).gestures.isLongPress)
    #expect(path(20, 1000).gestures.isLongPress)  // 10 pt at 0.5 s
    #expect(!path(20.01, 1000).gestures.isLongPress)
    #expect(path(200, 1000, hold: 500).gestures.isLongPress)  // moves once it has begun
    // Pan: more than 10 pt.
    #expect(!path(10, 100).gestures.pans)
    #expect(path(10.01, 100).gestures.pans)
    let still = path(0, 600).gestures
    #expect(still.isTap && still.isLongPress && !still.pans)
    let slow = path(5, 1000).gestures
    #expect(!slow.isTap && slow.isLongPress && !slow.pans)
    let far = path(50, 800).gestures
    #expect(!far.isTap && !far.isLongPress && far.pans)
  }

  @Test func aPanLeavesOutItsHysteresis() throws {
    let log = SceneStorageKey<[Touch.PanStep?]>("pans")
    let pad = KindRules(
      NodeKind("pad"),
      touches: { scene, _, touch in
        scene[log] = (scene[log] ?? []) + [touch.pan]
      })
    var s = Scene(screen: Screen(portraitSize: Screen.iphone), rules: SceneRules(kinds: [pad]))
    try s.addView(
      "pad", kind: NodeKind("pad"), frame: Rect(x: 0, y: 0, width: 320, height: 480), in: "root")
    // About 3 pt per refresh: the pan begins at the fourth move (12.05 pt), 2.05 pt in.
    try s.drag(from: Point(x: 10, y: 10), to: Point(x: 10, y: 40), duration: .milliseconds(166))
    let steps = s[log] ?? []
    #expect(steps.prefix(4).allSatisfy { $0 == nil })
    let begun = try #require(steps[4])
    #expect(begun.previous == Point(x: 10, y: 10))
    #expect(abs(begun.current.y - (10 + 30 * 66_667 / 166_000 - 10)) < 1e-9)
    let last = try #require(steps.last ?? nil)
    #expect(abs(last.current.y - 30) < 1e-9)
    #expect(last.previous == last.current)
  }

  @Test func aLongPressThatMovesHoldsFirst() throws {
    let log = SceneStorageKey<[String]>("moves")
    let pad = KindRules(
      NodeKind("pad"),
      touches: { scene, _, touch in
        scene[log] = (scene[log] ?? []) + ["\(touch.phase) \(scene.now.microseconds)"]
      })
    var s = Scene(screen: Screen(portraitSize: Screen.iphone), rules: SceneRules(kinds: [pad]))
    try s.addView(
      "pad", kind: NodeKind("pad"), frame: Rect(x: 0, y: 0, width: 320, height: 480), in: "root")
    let outcome = try s.longPress(
      screenPoint: Point(x: 10, y: 10), to: Point(x: 10, y: 100), duration: .milliseconds(550))
    #expect(outcome.gestures.isLongPress && outcome.gestures.pans)
    // Still until 0.5 s, when the long press begins: the first move at the refresh after
    // it (30/60 s is 0.5 s).
    #expect(
      s[log] == [
        "began 0", "longPressBegan 500000", "moved 516667", "moved 533333", "moved 550000",
        "ended 550000",
      ])
    #expect(throws: SceneError.self) {
      try s.longPress(screenPoint: .zero, to: Point(x: 1, y: 1), duration: .milliseconds(500))
    }
  }

  /// An iPhone scene in portrait whose only rules are `kinds`'.
  func scene(_ kinds: KindRules...) -> Scene {
    Scene(screen: Screen(portraitSize: Screen.iphone), rules: SceneRules(kinds: kinds))
  }

  @Test func aDragDeliversMovesAtEveryRefreshToTheNodeItLandedOn() throws {
    let touchLog = SceneStorageKey<[String]>("log")
    var s = scene(
      KindRules(
        NodeKind("pad"),
        touches: { scene, _, touch in
          var log = scene[touchLog] ?? []
          log.append("\(touch.phase) \(scene.now.microseconds) \(touch.location.x)")
          scene[touchLog] = log
        }))
    try s.addView(
      "pad", kind: NodeKind("pad"), frame: Rect(x: 0, y: 0, width: 100, height: 100), in: "root")
    try s.addView("inner", frame: Rect(x: 10, y: 10, width: 20, height: 20), in: "pad")
    try s.advance(by: SimTime(microseconds: 5_000))
    let outcome = try s.drag(
      from: Point(x: 15, y: 15), to: Point(x: 615, y: 15), duration: .milliseconds(100))
    #expect(outcome.hit?.node == "inner")
    #expect(outcome.handler == "pad")
    let log = s[touchLog] ?? []
    // Refreshes at k/60 s after the start at 5 ms: 16,667 … 100,000 µs; the lift at 105 ms.
    let refreshes: [Int64] = [16_667, 33_333, 50_000, 66_667, 83_333, 100_000]
    let expected =
      ["began 5000 15.0"]
      + refreshes.map { t in "moved \(t) \(15 + (615 - 15) * (Double(t - 5_000) / 100_000))" }
      + ["moved 105000 615.0", "ended 105000 615.0"]
    #expect(log == expected)
    #expect(s.now.microseconds == 105_000)
  }

  @Test func aTouchWhoseNodeLeavesIsCancelled() throws {
    var s = scene(
      KindRules(
        NodeKind("pad"),
        touches: { scene, id, touch in
          if touch.phase == .moved { try? scene.removeView(id) }
        }))
    try s.addView(
      "pad", kind: NodeKind("pad"), frame: Rect(x: 0, y: 0, width: 100, height: 100), in: "root")
    let outcome = try s.longPress(screenPoint: Point(x: 5, y: 5), duration: .milliseconds(500))
    #expect(outcome.cancelledAt == nil)
    let dragged = try s.drag(
      from: Point(x: 5, y: 5), to: Point(x: 50, y: 5), duration: .milliseconds(50))
    #expect(dragged.handler == "pad")
    #expect(dragged.cancelledAt == SimTime(microseconds: 533_333))
    #expect(throws: SceneError.self) {
      try s.longPress(screenPoint: Point(x: 5, y: 5), duration: .milliseconds(499))
    }
  }
}
