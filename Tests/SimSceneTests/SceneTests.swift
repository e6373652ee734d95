import SimGeometry
import SimMotion
import SimScene
import Testing

@Suite struct SceneTests {
  /// An iPhone scene in portrait whose only rules are `kinds`'.
  func scene(_ kinds: KindRules...) -> Scene {
    Scene(screen: Screen(portraitSize: Screen.iphone), rules: SceneRules(kinds: kinds))
  }

  @Test func startsWithAKeyWindowAndARootView() {
    let s = scene()
    #expect(s.windowsBackToFront == ["window"])
    #expect(s.keyWindow == "window")
    #expect(s.node("root")?.parent == "window")
    #expect(s.node("root")?.layer.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(s.checkInvariants().isEmpty)
  }

  @Test func addingAndRemovingViews() throws {
    var s = scene()
    try s.addView("a", frame: Rect(x: 10, y: 10, width: 100, height: 100), in: "root")
    try s.addView("b", frame: Rect(x: 5, y: 5, width: 10, height: 10), in: "a")
    #expect(throws: SceneError.duplicateID("a")) {
      try s.addView("a", frame: .zero, in: "root")
    }
    #expect(throws: SceneError.unknownNode("nope")) {
      try s.addView("c", frame: .zero, in: "nope")
    }
    try s.removeView("a")
    #expect(!s.contains("a"))
    #expect(!s.contains("b"))
    #expect(s.node("root")?.children == [])
    #expect(throws: SceneError.self) { try s.removeView("root") }
    #expect(throws: SceneError.self) { try s.removeView("window") }
    #expect(s.checkInvariants().isEmpty)
  }

  @Test func hitTestingFollowsUIKit() throws {
    var s = scene()
    try s.addView("a", frame: Rect(x: 10, y: 10, width: 100, height: 100), in: "root")
    try s.addView("b", frame: Rect(x: 90, y: 90, width: 40, height: 40), in: "a")
    #expect(s.hitTest(screenPoint: Point(x: 20, y: 20))?.node == "a")
    #expect(s.hitTest(screenPoint: Point(x: 105, y: 105))?.node == "b")
    #expect(s.hitTest(screenPoint: Point(x: 105, y: 105))?.localPoint == Point(x: 5, y: 5))
    // Outside its parent a subview cannot be hit.
    #expect(s.hitTest(screenPoint: Point(x: 125, y: 125))?.node == "root")
    // The right edge is outside (half-open bounds).
    #expect(s.hitTest(screenPoint: Point(x: 110, y: 50))?.node == "root")
    var faded = LayerChanges()
    faded.alpha = 0.009
    try s.setLayer("a", faded)
    #expect(s.hitTest(screenPoint: Point(x: 20, y: 20))?.node == "root")
    #expect(s.hitTest(screenPoint: Point(x: -1, y: 20)) == nil)
  }

  @Test func fromIOS8BlocksAddTheirOffsetsToTheModel() throws {
    var s = scene()
    s.iosVersion = 8
    try s.addView("a", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: "root")
    var there = LayerChanges()
    there.center = Point(x: 105, y: 5)
    var back = LayerChanges()
    back.center = Point(x: 5, y: 5)
    var rotated = LayerChanges()
    rotated.transform = .rotation(.pi / 2)
    var options = AnimationOptions()
    options.duration = .seconds(1)
    try s.animate("a", there, options: options)
    try s.animate("a", rotated, options: options)
    try s.advance(by: .milliseconds(400))
    try s.animate("a", back, options: options)
    var straight = LayerChanges()
    straight.transform = .identity
    try s.animate("a", straight, options: options)
    let curve = TimingFunction.easeInEaseOut
    for ms in stride(from: Int64(400), through: 1_400, by: 50) {
      try s.advance(to: .milliseconds(ms))
      let t = Double(ms) / 1000
      // Model 5, then each block's offset from its new value, eased over its second.
      let first = t < 1 ? -100 * (1 - curve.progress(t)) : 0
      let second = 100 * (1 - curve.progress(t - 0.4))
      let layer = try #require(s.presentation(of: "a"))
      #expect(abs(layer.center.x - (5 + first + second)) < 1e-9)
      // The turn by a quarter, undone 0.4 s in: the two offsets compose into one angle.
      let angle =
        (t < 1 ? -(.pi / 2) * (1 - curve.progress(t)) : 0)
        + (.pi / 2) * (1 - curve.progress(t - 0.4))
      let expected = Transform.rotation(angle)
      #expect(abs(layer.transform.a - expected.a) < 1e-9)
      #expect(abs(layer.transform.b - expected.b) < 1e-9)
    }
    s.iosVersion = 7
    try s.animate("a", there, options: options)
    try s.advance(by: .milliseconds(500))
    try s.animate("a", back, options: options)
    #expect(s.presentation(of: "a")?.center.x == 105)
  }

  @Test func anInterruptingIOS8BlockStartsWhereTheScreenWas() throws {
    var s = scene()
    s.iosVersion = 8
    try s.addView("a", frame: Rect(x: 50, y: 50, width: 40, height: 20), in: "root")
    var options = AnimationOptions()
    options.duration = .seconds(1)
    // Transforms that do not commute, and a size through zero.
    let steps: [(Transform, Rect)] = [
      (.rotation(.pi / 3), Rect(x: 50, y: 50, width: 0, height: 20)),
      (.translation(80, -30), Rect(x: 90, y: 10, width: 120, height: 5)),
      (.scale(2, 0.5).concatenating(.rotation(-1)), Rect(x: 0, y: 0, width: 10, height: 10)),
    ]
    for (transform, frame) in steps {
      try s.advance(by: .milliseconds(300))
      let before = try #require(s.presentation(of: "a"))
      var changes = LayerChanges()
      changes.transform = transform
      changes.bounds = Rect(origin: .zero, size: frame.size)
      changes.center = frame.center
      try s.animate("a", changes, options: options)
      let after = try #require(s.presentation(of: "a"))
      for (x, y) in [
        (before.transform.a, after.transform.a), (before.transform.b, after.transform.b),
        (before.transform.c, after.transform.c), (before.transform.d, after.transform.d),
        (before.transform.tx, after.transform.tx), (before.center.x, after.center.x),
        (before.bounds.size.width, after.bounds.size.width),
      ] {
        #expect(abs(x - y) < 1e-9)
      }
    }
    _ = s.settle(limit: .seconds(5))
    #expect(s.presentation(of: "a") == s.node("a")?.layer)
  }

  @Test func hitTestingThroughATransform() throws {
    var s = scene()
    var changes = LayerChanges()
    changes.transform = .scale(2, 2)
    try s.addView(
      "a", frame: Rect(x: 100, y: 100, width: 20, height: 20), in: "root", changes: changes)
    #expect(s.node("a")?.layer.frame == Rect(x: 90, y: 90, width: 40, height: 40))
    let hit = s.hitTest(screenPoint: Point(x: 92, y: 128))
    #expect(hit?.node == "a")
    #expect(hit?.localPoint == Point(x: 1, y: 19))
    #expect(s.screenCenter(of: "a") == Point(x: 110, y: 110))
  }

  @Test func rotationResizesWindowsAndFollowsAutoresizing() throws {
    var s = scene()
    try s.addView("bar", frame: Rect(x: 0, y: 430, width: 320, height: 50), in: "root")
    try s.setAutoresizing("bar", [.flexibleWidth, .flexibleTopMargin])
    try s.addView("fixed", frame: Rect(x: 10, y: 10, width: 10, height: 10), in: "root")
    s.rotate(to: .landscape)
    #expect(s.node("window")?.layer.frame == Rect(x: 0, y: 0, width: 480, height: 320))
    #expect(s.node("root")?.layer.frame == Rect(x: 0, y: 0, width: 480, height: 320))
    #expect(s.node("bar")?.layer.frame == Rect(x: 0, y: 270, width: 480, height: 50))
    #expect(s.node("fixed")?.layer.frame == Rect(x: 10, y: 10, width: 10, height: 10))
  }

  @Test func anAnimatedTurnMovesEverythingItChangesInOneEasedBlock() throws {
    // A rotation observer's plain change moves with the turn too.
    let observer = SceneObserver.rotation { scene in
      var moved = LayerChanges()
      moved.center = Point(x: 415, y: 15)
      try? scene.setLayer("marker", moved)
    }
    var s = Scene(
      screen: Screen(portraitSize: Screen.iphone), rules: SceneRules(observers: [observer]))
    try s.addView("bar", frame: Rect(x: 0, y: 430, width: 320, height: 50), in: "root")
    try s.setAutoresizing("bar", [.flexibleWidth, .flexibleTopMargin])
    try s.addView("marker", frame: Rect(x: 10, y: 10, width: 10, height: 10), in: "root")
    let block = try s.rotate(to: .landscape, duration: s.screen.rotationDuration)
    #expect(block != nil)
    let curve = TimingFunction.easeInEaseOut
    for ms in stride(from: Int64(0), through: 300, by: 30) {
      try s.advance(to: .milliseconds(ms))
      let p = curve.progress(Double(ms) / 300)
      let bar = try #require(s.presentation(of: "bar"))
      #expect(abs(bar.frame.minY - (430 + (270 - 430) * p)) < 1e-9)
      #expect(abs(bar.frame.width - (320 + (480 - 320) * p)) < 1e-9)
      let marker = try #require(s.presentation(of: "marker"))
      #expect(abs(marker.center.x - (15 + 400 * p)) < 1e-9)
    }
    #expect(s.drainEvents().map(\.name) == ["willRotate", "didRotate"])
    #expect(try s.rotate(to: .landscape, duration: .milliseconds(300)) == nil)
    #expect(s.drainEvents().isEmpty)
  }

  @Test func autoresizingSharesProportionally() throws {
    var s = scene()
    try s.addView("v", frame: Rect(x: 20, y: 0, width: 60, height: 10), in: "root")
    try s.setAutoresizing("v", [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
    var wider = LayerChanges()
    wider.frame = Rect(x: 0, y: 0, width: 640, height: 480)
    try s.setLayer("root", wider)
    // 320 more points shared 20 : 60 : 240 among left margin, width and right margin.
    #expect(s.node("v")?.layer.frame == Rect(x: 40, y: 0, width: 120, height: 10))
  }

  @Test func animationShowsPresentationValuesAndCompletes() throws {
    var s = scene()
    try s.addView("a", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: "root")
    var changes = LayerChanges()
    changes.frame = Rect(x: 100, y: 0, width: 10, height: 10)
    var options = AnimationOptions()
    options.duration = .seconds(1)
    options.curve = .linear
    let group = try s.animate("a", changes, options: options)
    #expect(s.node("a")?.layer.frame.origin.x == 100)
    try s.advance(by: .milliseconds(250))
    #expect(s.presentation(of: "a")?.frame.origin.x == 25)
    #expect(s.drainEvents().isEmpty)
    try s.advance(by: .milliseconds(750))
    #expect(s.presentation(of: "a")?.frame.origin.x == 100)
    let events = s.drainEvents()
    #expect(events.map(\.name) == ["completion"])
    #expect(events.first?.time == .seconds(1))
    #expect(events.first?.fields == [.init("animation", String(group)), .init("finished", "true")])
    #expect(!s.isAnimating("a"))
  }

  @Test func takingOverAKeyInterruptsTheEarlierAnimation() throws {
    var s = scene()
    try s.addView("a", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: "root")
    var fade = LayerChanges()
    fade.alpha = 0
    var options = AnimationOptions()
    options.duration = .seconds(1)
    try s.animate("a", fade, options: options)
    try s.advance(by: .milliseconds(500))
    var back = LayerChanges()
    back.alpha = 1
    try s.animate("a", back, options: options)
    #expect(s.drainEvents().isEmpty)
    s.commit()
    #expect(s.drainEvents().map(\.fields.last?.value) == ["false"])
    try s.advance(by: .seconds(1))
    #expect(s.drainEvents().map(\.fields.last?.value) == ["true"])
    #expect(s.pendingWork.isEmpty)
  }

  /// One block over two views has one completion: replacing one view's animation does not
  /// end the block while the other's still runs.
  @Test func oneBlockOverTwoViewsCompletesOnce() throws {
    var s = scene()
    try s.addView("a", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: "root")
    try s.addView("b", frame: Rect(x: 0, y: 20, width: 10, height: 10), in: "root")
    var fade = LayerChanges()
    fade.alpha = 0
    var move = LayerChanges()
    move.center = Point(x: 50, y: 25)
    var options = AnimationOptions()
    options.duration = .seconds(1)
    try s.animate([("a", fade), ("b", move)], options: options)
    try s.advance(by: .milliseconds(500))
    var back = LayerChanges()
    back.alpha = 1
    options.duration = .seconds(2)
    try s.animate("a", back, options: options)
    #expect(s.drainEvents().isEmpty)
    try s.advance(by: .milliseconds(500))
    let events = s.drainEvents()
    #expect(events.map(\.source) == ["a"])
    #expect(events.first?.fields.last?.value == "false")
    #expect(events.first?.time == .seconds(1))
  }

  /// A block stopped by a replacement completes when the transaction commits: after the
  /// call that replaced it (which has set its new model values), not inside it.
  @Test func aReplacedBlockCompletesAtTheCommit() throws {
    var s = scene()
    try s.addView("a", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: "root")
    var fade = LayerChanges()
    fade.alpha = 0
    var options = AnimationOptions()
    options.duration = .seconds(1)
    let seen = AlphaBox()
    try s.animate("a", fade, options: options) { scene, finished in
      seen.values.append((scene.node("a")?.layer.alpha ?? -1, finished))
    }
    try s.advance(by: .milliseconds(250))
    var back = LayerChanges()
    back.alpha = 0.5
    try s.animate("a", back, options: options)
    #expect(seen.values.isEmpty)
    s.commit()
    #expect(seen.values.count == 1)
    #expect(seen.values.first?.0 == 0.5 && seen.values.first?.1 == false)
    s.commit()
    #expect(seen.values.count == 1)
  }

  /// Removing the first view of a block leaves the block running with the others; a key
  /// named twice in one block is one animation, which finishes.
  @Test func blocksOutliveTheirFirstViewAndMergeKeys() throws {
    var s = scene()
    try s.addView("a", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: "root")
    try s.addView("b", frame: Rect(x: 0, y: 20, width: 10, height: 10), in: "root")
    var fade = LayerChanges()
    fade.alpha = 0
    var options = AnimationOptions()
    options.duration = .seconds(1)
    try s.animate([("a", fade), ("b", fade)], options: options)
    try s.advance(by: .milliseconds(500))
    try s.removeView("a")
    #expect(s.drainEvents().isEmpty)
    try s.advance(by: .milliseconds(500))
    #expect(s.drainEvents().map(\.time) == [.seconds(1)])
    var half = LayerChanges()
    half.alpha = 0.5
    try s.animate([("b", fade), ("b", half)], options: options)
    try s.advance(by: .seconds(1))
    let events = s.drainEvents()
    #expect(events.map { $0.fields.last?.value } == ["true"])
    #expect(s.node("b")?.layer.alpha == 0.5)
  }

  @Test func workScheduledWhileTickingFiresInTheSameTick() throws {
    var s = scene()
    s.schedule(
      at: .milliseconds(100),
      ScheduledWork(owner: nil, label: "first") { scene in
        scene.emit("root", "first")
        scene.schedule(
          at: scene.now + .milliseconds(50),
          ScheduledWork(owner: nil, label: "second") { scene in scene.emit("root", "second") })
        scene.schedule(
          at: scene.now + .milliseconds(500),
          ScheduledWork(owner: nil, label: "late") { scene in scene.emit("root", "late") })
      })
    try s.advance(by: .milliseconds(200))
    let events = s.drainEvents()
    #expect(events.map(\.name) == ["first", "second"])
    #expect(events.map(\.time) == [.milliseconds(100), .milliseconds(150)])
    #expect(s.now == .milliseconds(200))
    #expect(s.pendingWork.map(\.work.label) == ["late"])
    let outcome = s.settle(limit: .seconds(60))
    #expect(outcome.isSettled)
    #expect(s.now == .milliseconds(600))
  }

  @Test func settleStopsAtItsLimit() {
    var s = scene()
    s.schedule(at: .seconds(100), ScheduledWork(owner: nil, label: "far") { _ in })
    let outcome = s.settle(limit: .seconds(10))
    #expect(!outcome.isSettled)
    #expect(s.now == .seconds(10))
  }

  @Test func removingAnAnimatingViewCompletesUnfinished() throws {
    var s = scene()
    try s.addView("a", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: "root")
    try s.addView("b", frame: Rect(x: 0, y: 0, width: 5, height: 5), in: "a")
    var fade = LayerChanges()
    fade.alpha = 0
    try s.animate("b", fade, options: AnimationOptions())
    try s.removeView("a")
    s.commit()
    let events = s.drainEvents()
    #expect(events.map(\.source) == ["b"])
    #expect(events.first?.fields.last == .init("finished", "false"))
    #expect(s.pendingWork.isEmpty)
    #expect(s.checkInvariants().isEmpty)
  }
}

/// What a completion saw: the model alpha and the finished flag.
final class AlphaBox: @unchecked Sendable {
  var values: [(Double, Bool)] = []
}
