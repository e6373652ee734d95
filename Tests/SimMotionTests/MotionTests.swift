import SimGeometry
import SimMotion
import Testing

@Suite struct SimTimeTests {
  @Test func decimalSecondsAreExact() {
    #expect(SimTime(microseconds: 0).decimalSeconds == "0")
    #expect(SimTime(microseconds: 250_000).decimalSeconds == "0.25")
    #expect(SimTime(microseconds: 1_000_001).decimalSeconds == "1.000001")
    #expect(SimTime(microseconds: 2_000_000).decimalSeconds == "2")
    #expect(SimTime(microseconds: -500_000).decimalSeconds == "-0.5")
  }

  @Test func additionSaturates() {
    #expect(SimTime.max + SimTime(microseconds: 1) == SimTime.max)
    #expect(SimTime.seconds(0.3) == SimTime(microseconds: 300_000))
  }
}

@Suite struct SchedulerTests {
  @Test func equalTimesFireInSchedulingOrder() {
    var s = Scheduler<String>()
    s.schedule(at: .milliseconds(20), "c")
    s.schedule(at: .milliseconds(10), "a")
    s.schedule(at: .milliseconds(20), "d")
    s.schedule(at: .milliseconds(10), "b")
    var fired: [String] = []
    while let e = s.popDue(notAfter: .milliseconds(100)) { fired.append(e.work) }
    #expect(fired == ["a", "b", "c", "d"])
  }

  @Test func cancellingAllThatMatchLeavesTheRestInOrder() {
    var s = Scheduler<String>()
    for (ms, work) in [(30, "x1"), (10, "a"), (20, "x2"), (20, "b"), (40, "c")] {
      s.schedule(at: .milliseconds(Int64(ms)), work)
    }
    s.cancelAll { $0.work.hasPrefix("x") }
    #expect(s.count == 3)
    #expect(s.nextTime() == .milliseconds(10))
    var fired: [String] = []
    while let e = s.popDue(notAfter: .milliseconds(100)) { fired.append(e.work) }
    #expect(fired == ["a", "b", "c"])
  }

  @Test func popDueStopsAtTheLimit() {
    var s = Scheduler<Int>()
    s.schedule(at: .milliseconds(10), 1)
    s.schedule(at: .milliseconds(30), 2)
    let first = s.popDue(notAfter: .milliseconds(20))
    let second = s.popDue(notAfter: .milliseconds(20))
    #expect(first?.work == 1)
    #expect(second == nil)
    let next = s.nextTime()
    #expect(next == .milliseconds(30))
    #expect(s.count == 1)
  }

  @Test func cancelledWorkNeverFires() {
    var s = Scheduler<Int>()
    let first = s.schedule(at: .milliseconds(10), 1)
    s.schedule(at: .milliseconds(10), 2)
    let cancelled = s.cancel(first)
    let again = s.cancel(first)
    #expect(cancelled)
    #expect(!again)
    #expect(s.orderedEntries.map(\.work) == [2])
    let popped = s.popDue(notAfter: .milliseconds(10))
    #expect(popped?.work == 2)
    #expect(s.isEmpty)
    let none = s.nextTime()
    #expect(none == nil)
  }
}

@Suite struct TimingFunctionTests {
  /// Published values of the named curves at x = 0.1, 0.25, 0.5, 0.75, 0.9.
  @Test(arguments: [
    (TimingFunction.easeInEaseOut, [0.019722, 0.129162, 0.500000, 0.870838, 0.980278]),
    (TimingFunction.easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
    (TimingFunction.easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
    (TimingFunction.default, [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
  ])
  func namedCurvesMatchPublishedValues(curve: TimingFunction, expected: [Double]) {
    for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
      #expect(abs(curve.progress(x) - y) < 1e-6, "x = \(x)")
    }
  }

  @Test(arguments: [TimingFunction.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
  func endpointsAreExact(curve: TimingFunction) {
    #expect(curve.progress(0) == 0)
    #expect(curve.progress(1) == 1)
    #expect(curve.progress(-1) == 0)
    #expect(curve.progress(2) == 1)
  }
}

@Suite struct TransformInterpolationTests {
  func close(_ t: Transform, _ u: Transform) -> Bool {
    [t.a - u.a, t.b - u.b, t.c - u.c, t.d - u.d, t.tx - u.tx, t.ty - u.ty].allSatisfy {
      abs($0) < 1e-9
    }
  }

  @Test func rotationInterpolatesByAngle() {
    let half = Transform.interpolate(from: .identity, to: .rotation(.pi / 2), progress: 0.5)
    #expect(close(half, .rotation(.pi / 4)))
  }

  @Test func rotationTakesTheShortWay() {
    let from = Transform.rotation(170 * .pi / 180)
    let to = Transform.rotation(-170 * .pi / 180)
    let half = Transform.interpolate(from: from, to: to, progress: 0.5)
    #expect(close(half, .rotation(.pi)))
  }

  @Test func scaleAndTranslationMixLinearly() {
    let to = Transform.scale(3, 2).concatenating(.translation(10, 20))
    let half = Transform.interpolate(from: .identity, to: to, progress: 0.5)
    #expect(close(half, Transform.scale(2, 1.5).concatenating(.translation(5, 10))))
  }

  @Test func endpointsAreExactAndDecompositionRoundTrips() {
    let t = Transform(a: 0.3, b: 1.2, c: -0.7, d: 0.4, tx: 5, ty: -3)
    #expect(Transform.interpolate(from: .identity, to: t, progress: 1) == t)
    #expect(Transform.interpolate(from: t, to: .identity, progress: 0) == t)
    #expect(close(Transform.interpolate(from: t, to: t, progress: 0.37), t))
  }
}

@Suite struct DisplayRefreshTests {
  @Test func refreshesFallOnASixtiethGrid() {
    #expect(DisplayRefresh.time(ofFrame: 1) == SimTime(microseconds: 16_667))
    #expect(DisplayRefresh.time(ofFrame: 3) == SimTime(microseconds: 50_000))
    #expect(DisplayRefresh.next(after: .zero) == SimTime(microseconds: 16_667))
    #expect(
      DisplayRefresh.next(after: SimTime(microseconds: 50_000)) == SimTime(microseconds: 66_667))
  }

  @Test func farTimesDoNotOverflow() {
    let late = SimTime(microseconds: SimTime.max.microseconds - 1_000_000)
    let next = DisplayRefresh.next(after: late)
    #expect(next > late)
    #expect(next.microseconds - late.microseconds <= 16_667)
  }
}
