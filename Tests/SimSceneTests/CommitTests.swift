import SimGeometry
import SimMotion
import SimScene
import Testing

/// What the transaction's commit delivers: the completions of blocks stopped unfinished,
/// in the order they stopped, then those their completions stopped in turn.
@Suite struct CommitTests {
  @Test func completionsRunInTheOrderTheirBlocksStoppedThenThoseTheyStop() throws {
    var s = Scene(screen: Screen(portraitSize: Screen.iphone))
    for id in ["a", "b", "c"] {
      try s.addView(id, frame: Rect(x: 0, y: 0, width: 10, height: 10), in: "root")
    }
    var fade = LayerChanges()
    fade.alpha = 0
    var back = LayerChanges()
    back.alpha = 1
    var options = AnimationOptions()
    options.duration = .seconds(1)
    let order = OrderBox()
    try s.animate("c", fade, options: options) { _, finished in
      order.names.append("c \(finished)")
    }
    // a's completion takes over c's alpha, which stops c's block in turn.
    try s.animate("a", fade, options: options) { [back, options] scene, finished in
      order.names.append("a \(finished)")
      _ = try? scene.animate("c", back, options: options)
    }
    try s.animate("b", fade, options: options) { _, finished in
      order.names.append("b \(finished)")
    }
    try s.advance(by: .milliseconds(250))
    try s.animate("a", back, options: options)
    try s.animate("b", back, options: options)
    #expect(order.names.isEmpty)
    s.commit()
    #expect(order.names == ["a false", "b false", "c false"])
    s.commit()
    #expect(order.names.count == 3)
    #expect(s.checkInvariants().isEmpty)
  }

  /// Thousands of blocks stopped in one turn all complete in its commit, in order.
  @Test func aCommitCompletesThousandsOfStoppedBlocksInOrder() throws {
    var s = Scene(screen: Screen(portraitSize: Screen.iphone))
    var fade = LayerChanges()
    fade.alpha = 0
    var options = AnimationOptions()
    options.duration = .seconds(1)
    var blocks: [Int] = []
    for i in 0..<3_000 {
      try s.addView("v\(i)", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: "root")
      blocks.append(try s.animate("v\(i)", fade, options: options))
    }
    var back = LayerChanges()
    back.alpha = 1
    for i in 0..<3_000 { try s.animate("v\(i)", back, options: options) }
    #expect(s.drainEvents().isEmpty)
    s.commit()
    let events = s.drainEvents().filter { $0.name == "completion" }
    let completed = events.compactMap { $0.fields.first.flatMap { Int($0.value) } }
    #expect(completed.count == blocks.count)
    #expect(completed.elementsEqual(blocks))
    #expect(s.checkInvariants().isEmpty)
  }
}

final class OrderBox: @unchecked Sendable {
  var names: [String] = []
}
