import SimGeometry
import SimScene
import Testing

@testable import SimComponents

@Suite struct PopoverGeometryTests {
  @Test func insetsGrowOnTheArrowSide() {
    #expect(PopoverGeometry.edgeInsets(.up, arrowLength: 10).top == 20)
    #expect(PopoverGeometry.edgeInsets(.down, arrowLength: 10).bottom == 20)
    // Up, left, right, down: a down+left mask grows on the left.
    let mixed = PopoverGeometry.edgeInsets([.down, .left], arrowLength: 10)
    #expect(mixed.left == 20 && mixed.bottom == 10)
    #expect(PopoverGeometry.edgeInsets(.none, arrowLength: 10) == Popover.suggestedEdgeInsets)
  }

  @Test func anchorUsesTheOriginOnOnePointAxes() {
    #expect(
      PopoverGeometry.anchor(of: Rect(x: 100, y: 100, width: 1, height: 1)) == Point(x: 100, y: 100)
    )
    #expect(
      PopoverGeometry.anchor(of: Rect(x: 100, y: 100, width: 40, height: 1))
        == Point(x: 120, y: 100))
    // Negative sizes: the getters standardize, the origin is read as stored.
    #expect(
      PopoverGeometry.anchor(of: Rect(x: 100, y: 100, width: -1, height: -40))
        == Point(x: 100, y: 80))
    #expect(
      PopoverGeometry.anchor(of: Rect(x: 100, y: 100, width: -40, height: 1))
        == Point(x: 80, y: 100))
  }

  @Test func workedExampleUp() throws {
    var scene = Scene(screen: Screen(portraitSize: Screen.iphone))
    try scene.addPopover("p", PopoverState())
    try scene.presentPopover(
      "p", from: Rect(x: 100, y: 100, width: 1, height: 1), in: "root", arrow: .mask(.up),
      animated: false)
    #expect(scene.node("p")?.layer.frame == Rect(x: 10, y: 100, width: 180, height: 90))
    #expect(
      scene.part("content", of: "p").flatMap(scene.node)?.layer.frame
        == Rect(x: 10, y: 20, width: 160, height: 60))
    #expect(scene.drainEvents().map(\.name) == ["didPresent"])
  }

  /// The displayed outline against the view's own geometry, for thousands of fractional
  /// anchors: the body's far edge is the content view's (plus the content inset of 0), and
  /// the tip touches arrowRect's outer edge.
  @Test func stretchedOutlineEndsWhereTheViewsSay() throws {
    var scene = Scene(screen: Screen(portraitSize: Screen.iphone))
    try scene.addPopover("p", PopoverState())
    var misses: [String] = []
    var checked = 0
    for i in 0..<2000 {
      let x = 60 + Double(i % 40) * 5.25 + Double(i % 7) * 0.125
      let y = 120 + Double(i / 40) * 4.75 + Double(i % 5) * 0.375
      let direction: ArrowDirection = [.up, .down, .left, .right][i % 4]
      try scene.presentPopover(
        "p", from: Rect(x: x, y: y, width: 1, height: 1), in: "root", arrow: .mask(direction),
        animated: false)
      guard let frame = scene.node("p")?.layer.frame,
        let content = scene.part("content", of: "p").flatMap(scene.node)?.layer.frame,
        let state = scene.popovers["p"]
      else { continue }
      checked += 1
      let r = PopoverGeometry.arrowRect(
        frame: frame, direction: state.direction, arrowSize: state.arrowSize,
        offset: state.arrowOffset, edgeInsets: state.edgeInsets)
      let a = [r.minX, r.minY, r.width, r.height]
      let points = try scene.popoverPath("p").compactMap { element -> Point? in
        switch element {
        case .move(let p), .line(let p), .quad(_, let p): p
        case .close: nil
        }
      }
      let xs = points.map(\.x)
      let ys = points.map(\.y)
      let (tip, body): (Double, Double) =
        switch direction {
        case .down: (ys.max()! + frame.minY, ys.filter { $0 < ys.max()! }.max()!)
        case .up: (ys.min()! + frame.minY, ys.filter { $0 > ys.min()! }.min()!)
        case .right: (xs.max()! + frame.minX, xs.filter { $0 < xs.max()! }.max()!)
        default: (xs.min()! + frame.minX, xs.filter { $0 > xs.min()! }.min()!)
        }
      let (wantTip, wantBody): (Double, Double) =
        switch direction {
        case .down: (a[1] + a[3], content.maxY)
        case .up: (a[1], content.minY)
        case .right: (a[0] + a[2], content.maxX)
        default: (a[0], content.minX)
        }
      if abs(tip - wantTip) > 1e-9 || abs(body - wantBody) > 1e-9 {
        misses.append("\(direction) at \(x),\(y): tip \(tip) body \(body)")
      }
      _ = scene.drainEvents()
    }
    // Every case was checked: none was passed over for want of a part or a state.
    #expect(checked == 2000)
    #expect(misses.count == 0, "\(misses.prefix(3))")
  }

  @Test func clampedOffsetWithTheQuirksAndWithout() throws {
    var scene = Scene(screen: Screen(portraitSize: Screen.iphone))
    try scene.addPopover("p", PopoverState())
    let rect = Rect(x: 20, y: 100, width: 1, height: 1)
    try scene.presentPopover("p", from: rect, in: "root", arrow: .mask(.up), animated: false)
    #expect(scene.popovers["p"]?.arrowOffset == -68)
    scene.disabledQuirks = ["popover-max-offset-1.3", "popover-offset-leak"]
    try scene.presentPopover("p", from: rect, in: "root", arrow: .mask(.up), animated: false)
    #expect(scene.popovers["p"]?.arrowOffset == -69)
  }

  @Test func absTruncationLetsAFractionThrough() {
    // 68.5 truncates to 68, which is not above the limit of 68.
    let shift = PopoverGeometry.Shift(
      frame: .zero, dx: 68.5, dy: 0, signX: -1, signY: 1)
    let kept = PopoverGeometry.arrowOffset(
      shift: shift, direction: .up, body: Size(width: 160, height: 60), cornerRadius: 6,
      arrowWidth: 10, maxOffsetByCornerRadius: true, absTruncation: true)
    #expect(kept == -68.5)
    let clamped = PopoverGeometry.arrowOffset(
      shift: shift, direction: .up, body: Size(width: 160, height: 60), cornerRadius: 6,
      arrowWidth: 10, maxOffsetByCornerRadius: true, absTruncation: false)
    #expect(clamped == -68)
  }

  @Test func sharedSignFlipsTheOtherAxis() {
    let frame = Rect(x: 100, y: -20, width: 180, height: 90)
    let bounds = Rect(x: 0, y: 0, width: 320, height: 480)
    let shared = PopoverGeometry.shift(frame, into: bounds, sharedSign: true)
    #expect(shared.frame.origin.y == 0 && shared.signX == -1 && shared.signY == -1)
    let separate = PopoverGeometry.shift(frame, into: bounds, sharedSign: false)
    #expect(separate.signX == 1 && separate.signY == -1)
  }
}

@Suite struct PopoverBackgroundImageTests {
  /// The nine pieces cover the body exactly once; the corners keep the caps' size while the
  /// body is large enough, and shrink in proportion when it is not.
  @Test func piecesTileTheBody() throws {
    let image = try #require(
      PopoverBackgroundImage(
        name: "b.png", size: Size(width: 40, height: 30),
        caps: EdgeInsets(top: 8, left: 12, bottom: 6, right: 10)))
    for (w, h) in [(200.0, 80.0), (22, 14), (11, 7), (300, 14.5)] {
      let body = Rect(x: 10, y: 20, width: w, height: h)
      let slices = image.slices(in: body)
      let area = slices.map { $0.destination.size.width * $0.destination.size.height }
        .reduce(0, +)
      #expect(abs(area - w * h) < 1e-9, "\(w)x\(h)")
      for (k, a) in slices.enumerated() {
        for b in slices[(k + 1)...] {
          let overlap = a.destination.intersection(b.destination)
          #expect(overlap.isNull || overlap.isEmpty)
        }
      }
      let corner = try #require(slices.first)
      #expect(corner.source == Rect(x: 0, y: 0, width: 12, height: 8))
      let scaleX = min(1, w / 22)
      let scaleY = min(1, h / 14)
      #expect(corner.destination.size == Size(width: 12 * scaleX, height: 8 * scaleY))
    }
    #expect(
      PopoverBackgroundImage(
        name: "b.png", size: Size(width: 20, height: 20),
        caps: EdgeInsets(top: 0, left: 12, bottom: 0, right: 10)) == nil)
  }
}

@Suite struct TextMeasureTests {
  @Test func widthsComeFromHelveticaMetrics() {
    // H 722, e 556, l 222, l 222, o 556 = 2278 units; at 17 pt 38.726.
    #expect(abs(TextMeasure.width(of: "Hello", fontSize: 17) - 38.726) < 1e-9)
    #expect(TextMeasure.size("Hello", maxWidth: 200) == Size(width: 39, height: 21))
  }

  @Test func wrapsAtSpacesAndBreaksLongWords() {
    #expect(
      TextMeasure.lines("one two three four", fontSize: 17, maxWidth: 70) == [
        "one two", "three", "four",
      ])
    #expect(TextMeasure.lines("abcdefghijkl", fontSize: 17, maxWidth: 40).count > 1)
    #expect(TextMeasure.lines("a\nb", fontSize: 17, maxWidth: 100) == ["a", "b"])
    #expect(TextMeasure.size("", maxWidth: 100) == .zero)
    #expect(TextMeasure.size("one two three four", maxWidth: 70).height == 63)
  }

  @Test func boldMeasuresWithBoldWidths() {
    // Bold H 722, e 556, l 278, l 278, o 611 = 2445 units; at 12 pt 29.34.
    #expect(abs(TextMeasure.width(of: "Hello", fontSize: 12, bold: true) - 29.34) < 1e-9)
    // Two lines of bold 12 pt: 2 × 14.652 = 29.304, rounded up.
    #expect(
      TextMeasure.size(
        "Tap here to start a new game with your friends", fontSize: 12, bold: true,
        maxWidth: 150
      ).height == 30)
  }

  /// Tail truncation keeps the longest prefix (trailing spaces dropped) that fits with the
  /// ellipsis, checked against a search over every prefix.
  @Test func tailTruncationKeepsTheLongestPrefixThatFits() {
    let texts = [
      "Tap here to start a new game", "Supercalifragilistic", "a b c d e f g h",
      "Wide   spaces here", "ÀÉÎ … mixed — text",
    ]
    for text in texts {
      for width in stride(from: 5.0, through: 260, by: 2.5) {
        for bold in [false, true] {
          let cut = TextMeasure.truncatingTail(text, fontSize: 15, bold: bold, maxWidth: width)
          let full = TextMeasure.width(of: text[...], fontSize: 15, bold: bold)
          if full <= width {
            #expect(cut == text)
            continue
          }
          var best = "\u{2026}"
          for n in 1..<text.count {
            var kept = String(text.prefix(n))
            while kept.last == " " { kept.removeLast() }
            let candidate = kept + "\u{2026}"
            if TextMeasure.width(of: candidate[...], fontSize: 15, bold: bold) <= width {
              best = candidate
            }
          }
          #expect(cut == best, "\(text) at \(width)")
        }
      }
    }
  }

  @Test func labelsDrawAsManyLinesAsAllowedAndFit() {
    let text = "Tap here to start a new game with your friends"
    // The plain label: one line, cut, at the left, centred vertically in 63 points.
    let plain = LabelLayout(
      text, in: Size(width: 150, height: 63), fontSize: 17, bold: false, numberOfLines: 1,
      alignment: .left)
    #expect(plain.lines == ["Tap here to start\u{2026}"] && plain.isTruncated)
    #expect(plain.xs == [0] && plain.top == (63 - 21) / 2)
    // The demo's: bold 12 pt, as many lines as fit, centred across.
    let demo = LabelLayout(
      text, in: Size(width: 150, height: 30), fontSize: 12, bold: true, numberOfLines: 0,
      alignment: .center)
    #expect(demo.lines == ["Tap here to start a new", "game with your friends"])
    #expect(!demo.isTruncated)
    let first = TextMeasure.width(of: "Tap here to start a new", fontSize: 12, bold: true)
    #expect(demo.xs[0] == (150 - first.rounded(.up)) / 2)
    // Two lines allowed but one fits the height: the rest is cut into the first.
    let short = LabelLayout(
      text, in: Size(width: 150, height: 20), fontSize: 12, bold: true, numberOfLines: 2,
      alignment: .right)
    #expect(short.lines.count == 1 && short.isTruncated)
    #expect(short.lines[0].hasSuffix("\u{2026}") && short.lines[0].hasPrefix("Tap here"))
    // A word broken between characters rejoins without a space when it is cut.
    let broken = LabelLayout(
      "abcdefghijklmnop", in: Size(width: 40, height: 20), fontSize: 17, bold: false,
      numberOfLines: 0, alignment: .left)
    #expect(broken.lines.count == 1 && !broken.lines[0].contains(" "))
  }
}

@Suite struct CurveSplitTests {
  /// A point of the quadratic curve at t.
  func point(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
    let u = 1 - t
    return Point(
      x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
      y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
  }

  @Test func cuttingACurveKeepsItAndEndsThePiecesAtTheCuts() {
    let (p0, c, p1) = (Point(x: 12, y: 31), Point(x: 12, y: 22), Point(x: 21, y: 22))
    let pieces = Scene.split(from: p0, control: c, to: p1, at: [(\Point.y, 29), (\Point.x, 14)])
    #expect(pieces.count == 3)
    // Each piece ends on a cut or at the end, and every piece's middle lies on the curve.
    #expect(abs(pieces[0].to.y - 29) < 1e-9 || abs(pieces[0].to.x - 14) < 1e-9)
    #expect(pieces.last?.to == p1)
    var from = p0
    for piece in pieces {
      let mid = point(from, piece.control, piece.to, 0.5)
      var nearest = Double.infinity
      for k in 0...1000 {
        let q = point(p0, c, p1, Double(k) / 1000)
        nearest = min(nearest, q.distance(to: mid))
      }
      #expect(nearest < 0.05)
      from = piece.to
    }
    // A curve that touches a cut only at its end is not cut.
    #expect(Scene.split(from: p0, control: c, to: p1, at: [(\Point.y, 22)]).count == 1)
  }
}
