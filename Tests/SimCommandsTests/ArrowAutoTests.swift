import PropertyBased
import SimCommands
import SimComponents
import SimGeometry
import Testing

/// `arrow auto` over random screens, anchors and sizes: when one of up, down, left and
/// right leaves the anchor point free of the popover's body, auto's placement does too,
/// and keeps no less of the body inside the view than any of them.
@Suite struct ArrowAutoTests {
  struct Placement {
    var free: Bool
    var kept: Double
  }

  /// The popover presented with `arrow` in a fresh scene: whether the anchor point is free
  /// of its body (edges included) and how much of the body is on the screen.
  static func place(
    screen: (Int, Int), content: (Int, Int), arrowSize: (Int, Int), rect: [Int], arrow: String
  ) -> Placement? {
    var session = Session()
    let rectText = rect.map(String.init).joined(separator: ",")
    for line in [
      "screen \(screen.0)x\(screen.1)",
      "popover add p size \(content.0)x\(content.1) arrow-size \(arrowSize.0)x\(arrowSize.1)",
      "popover present p from \(rectText) arrow \(arrow) animated off",
    ] {
      guard session.execute(line).succeeded else { return nil }
    }
    guard let frame = session.scene.node("p")?.layer.frame,
      let insets = session.scene.popovers["p"]?.edgeInsets
    else { return nil }
    let body = frame.inset(by: insets)
    let anchor = PopoverGeometry.anchor(
      of: Rect(
        x: Double(rect[0]), y: Double(rect[1]), width: Double(rect[2]), height: Double(rect[3])))
    let free =
      anchor.x < body.minX || anchor.x > body.maxX || anchor.y < body.minY
      || anchor.y > body.maxY
    let inside = body.intersection(session.scene.screen.bounds)
    return Placement(free: free, kept: inside.isNull ? 0 : inside.width * inside.height)
  }

  @Test func autoLeavesTheAnchorFreeWhenADirectionDoes() async {
    let screen = Gen.int(in: 120...1100)
    let content = Gen.int(in: 10...400)
    let arrow = Gen.int(in: 1...40)
    let point = Gen.int(in: -40...1140)
    let side = Gen.int(in: 1...60)
    await propertyCheck(
      count: LongTests.cases(60, long: 1500),
      input: zip(screen, screen, content, content), zip(arrow, arrow),
      zip(point, point, side, side)
    ) { sizes, arrowSize, rect in
      let (w, h, cw, ch) = sizes
      let args = (
        screen: (w, h), content: (cw, ch), arrowSize: arrowSize,
        rect: [rect.0 % (w + 40), rect.1 % (h + 40), rect.2, rect.3]
      )
      let explicit = ["up", "down", "left", "right"].compactMap { direction in
        Self.place(
          screen: args.screen, content: args.content, arrowSize: args.arrowSize, rect: args.rect,
          arrow: direction)
      }
      guard explicit.count == 4,
        let auto = Self.place(
          screen: args.screen, content: args.content, arrowSize: args.arrowSize, rect: args.rect,
          arrow: "auto")
      else {
        Issue.record("a present failed: \(args)")
        return
      }
      let free = explicit.filter(\.free)
      guard let most = free.map(\.kept).max() else { return }
      #expect(auto.free, "\(args)")
      #expect(auto.kept >= most, "\(args)")
    }
  }
}
