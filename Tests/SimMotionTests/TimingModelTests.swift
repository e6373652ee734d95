import SimGeometry
import SimMotion
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct SpringTests {
  /// Framer's published check: D = 3, ζ = 0.25 → tension 54.83363359078326, friction
  /// 3.702486785620688.
  @Test func framerCheckValues() {
    let s = Spring(dampingRatio: 0.25, velocity: 0, duration: 3)
    #expect(abs(s.stiffness - 54.83363359078326) < 1e-9)
    #expect(abs(s.damping - 3.702486785620688) < 1e-9)
  }

  @Test func underdampedCheckValues() {
    let a = Spring(dampingRatio: 0.5, velocity: 0, duration: 0.5)
    #expect(abs(a.omega - 25.43379653859233) < 1e-9)
    #expect(abs(a.stiffness - 646.8780063665112) < 1e-7)
    let b = Spring(dampingRatio: 0.7, velocity: 0, duration: 0.3)
    #expect(abs(b.stiffness - 1075.7627219872961) < 1e-7)
    #expect(abs(b.damping - 45.91835074450192) < 1e-9)
  }

  /// The worked numbers for the critically damped springs of the window demo.
  @Test func criticallyDampedWorkedNumbers() {
    let one = Spring(dampingRatio: 1, velocity: 0, duration: 1)
    #expect(abs(one.omega - 9.233413476451586) < 1e-12)
    #expect(abs(one.stiffness - 85.25592442711776) < 1e-9)
    #expect(abs(one.damping - 18.466826952903173) < 1e-9)
    let expected: [(Double, Double)] = [
      (0.05, 0.078811500), (0.10, 0.236068680), (0.20, 0.550908374), (0.25, 0.671067519),
      (0.30, 0.763768415), (0.40, 0.883191040), (0.50, 0.944477184), (0.60, 0.974321560),
      (0.75, 0.992210902), (0.90, 0.997709477),
    ]
    for (t, u) in expected { #expect(abs(one.progress(t) - u) < 1e-9, "t = \(t)") }
    #expect(abs(one.progress(1) - 0.999) < 1e-9)
    let half = Spring(dampingRatio: 1, velocity: 0, duration: 0.5)
    #expect(abs(half.stiffness - 341.02369770847105) < 1e-8)
    #expect(abs(half.progress(0.125) - 0.671067519) < 1e-9)
  }

  @Test func envelopeLeavesATenthOfAPercentWithVelocity() {
    for zeta in [0.3, 0.6, 1.0] {
      let s = Spring(dampingRatio: zeta, velocity: 2, duration: 0.8)
      // The solved frequency satisfies the envelope equation it was solved from.
      let beta = zeta * s.omega
      let residual: Double
      if zeta >= 1 {
        residual = (1 + (s.omega - 2) * 0.8) * exp(-s.omega * 0.8)
      } else {
        let wd = s.omega * (1 - zeta * zeta).squareRoot()
        residual = abs(beta - 2) / wd * exp(-beta * 0.8)
      }
      #expect(abs(residual - 0.001) < 1e-6, "zeta = \(zeta)")
      #expect(s.progress(0) == 0)
    }
  }

  @Test func dampingAboveOneActsAsOne() {
    #expect(
      Spring(dampingRatio: 3, velocity: 0, duration: 1)
        == Spring(dampingRatio: 1, velocity: 0, duration: 1))
  }
}

@Suite struct MediaTimingTests {
  func timing(_ edit: (inout MediaTiming) -> Void) -> MediaTiming {
    var t = MediaTiming()
    t.duration = 2
    edit(&t)
    return t
  }

  @Test func onceWithNoFill() {
    let t = timing { _ in }
    #expect(t.localTime(atParent: -0.1) == nil)
    #expect(t.localTime(atParent: 0) == 0)
    #expect(t.localTime(atParent: 1) == 1)
    #expect(t.localTime(atParent: 2) == nil)
    #expect(t.activeDuration == 2)
  }

  @Test func fillModesHoldTheEnds() {
    let both = timing {
      $0.fillMode = .both
      $0.beginTime = 1
    }
    #expect(both.localTime(atParent: 0) == 0)
    #expect(both.localTime(atParent: 5) == 2)
    let forwards = timing {
      $0.fillMode = .forwards
      $0.beginTime = 1
    }
    #expect(forwards.localTime(atParent: 0) == nil)
    #expect(forwards.localTime(atParent: 5) == 2)
    let backwards = timing {
      $0.fillMode = .backwards
      $0.beginTime = 1
    }
    #expect(backwards.localTime(atParent: 0.5) == 0)
    #expect(backwards.localTime(atParent: 3) == nil)
  }

  @Test func repeatsWrapAndEndOnTheIterationEnd() {
    let t = timing {
      $0.repeatCount = 2.5
      $0.fillMode = .forwards
    }
    #expect(t.activeDuration == 5)
    #expect(t.localTime(atParent: 2.5) == 0.5)
    #expect(t.localTime(atParent: 4.5) == 0.5)
    #expect(t.localTime(atParent: 6) == 1)
    let whole = timing {
      $0.repeatCount = 2
      $0.fillMode = .forwards
    }
    #expect(whole.localTime(atParent: 4) == 2)
    #expect(whole.localTime(atParent: 3.999_999) ?? 0 > 1.999)
  }

  /// However count × duration rounds, the end of the last whole iteration holds its end
  /// value: thousands of durations and counts, none wrapping to the next start.
  @Test func wholeRepeatsEndOnTheEndDespiteRounding() {
    var wrapped: [String] = []
    for count in 1...12 {
      for k in 1...400 {
        let duration = 0.001 + Double(k) * 0.013_579
        var t = MediaTiming()
        t.duration = duration
        t.repeatCount = Double(count)
        t.fillMode = .forwards
        for autoreverses in [false, true] {
          t.autoreverses = autoreverses
          let end = t.localTime(atParent: t.activeDuration + 1)
          let expected = autoreverses ? 0 : duration
          if end != expected { wrapped.append("\(count) x \(duration) \(autoreverses)") }
        }
      }
    }
    #expect(wrapped.isEmpty, "\(wrapped.prefix(5))")
  }

  @Test func autoreversePlaysBack() {
    let t = timing {
      $0.autoreverses = true
      $0.fillMode = .forwards
    }
    #expect(t.cycle == 4)
    #expect(t.localTime(atParent: 1) == 1)
    #expect(t.localTime(atParent: 3) == 1)
    #expect(t.localTime(atParent: 4) == 0)
    #expect(t.localTime(atParent: 9) == 0)
  }

  @Test func speedAndOffset() {
    let fast = timing { $0.speed = 2 }
    #expect(fast.localTime(atParent: 0.5) == 1)
    #expect(fast.activeDurationInParent == 1)
    let paused = timing {
      $0.speed = 0
      $0.timeOffset = 0.5
    }
    #expect(paused.localTime(atParent: 100) == 0.5)
    #expect(paused.isInfinite)
    let shifted = timing { $0.timeOffset = 1.5 }
    #expect(shifted.localTime(atParent: 0) == 1.5)
    // The phase wraps: it still plays a whole duration.
    #expect(shifted.localTime(atParent: 1) == 0.5)
    #expect(shifted.localTime(atParent: 2) == nil)
  }

  @Test func repeatDurationAndForever() {
    let t = timing { $0.repeatDuration = 3 }
    #expect(t.activeDuration == 3)
    #expect(t.localTime(atParent: 2.5) == 0.5)
    let forever = timing { $0.repeatCount = .infinity }
    #expect(forever.isInfinite)
    #expect(forever.localTime(atParent: 1001) == 1)
  }

  @Test func timingFunctionWarpsLocalTime() {
    let t = timing { $0.timingFunction = .easeInEaseOut }
    let local = t.localTime(atParent: 0.5) ?? -1
    #expect(abs(local / 2 - 0.129162) < 1e-6)
  }
}

@Suite struct KeyframeTests {
  func values(_ numbers: [Double]) -> [AnimVector] {
    numbers.map { n in
      var v = AnimVector()
      v[0] = n
      return v
    }
  }

  func sample(_ content: AnimationContent, _ fraction: Double) -> Double {
    guard case .keyframes(let frames) = content else { return .nan }
    return frames.value(at: fraction)[0]
  }

  @Test func linearWithKeyTimes() {
    let c = AnimationContent.keyframes(
      values: values([0.45, 0.45, 0]), keyTimes: [0, 0.2, 1], mode: .linear, timingFunctions: nil)
    #expect(sample(c, 0.1) == 0.45)
    #expect(abs(sample(c, 0.6) - 0.225) < 1e-12)
    #expect(sample(c, 1) == 0)
  }

  @Test func evenSpacingAndInvalidKeyTimesIgnored() {
    let even = AnimationContent.keyframes(
      values: values([0, 10, 0]), keyTimes: nil, mode: .linear, timingFunctions: nil)
    #expect(sample(even, 0.25) == 5)
    let invalid = AnimationContent.keyframes(
      values: values([0, 10, 0]), keyTimes: [0, 0.9], mode: .linear, timingFunctions: nil)
    #expect(sample(invalid, 0.25) == 5)
  }

  @Test func discreteHoldsEachValue() {
    let c = AnimationContent.keyframes(
      values: values([20, 35, 50]), keyTimes: nil, mode: .discrete, timingFunctions: nil)
    #expect(sample(c, 0) == 20)
    #expect(sample(c, 0.33) == 20)
    #expect(sample(c, 0.34) == 35)
    #expect(sample(c, 0.99) == 50)
    #expect(sample(c, 1) == 50)
  }

  @Test func pacedKeepsConstantSpeed() {
    let c = AnimationContent.keyframes(
      values: values([0, 10, 40]), keyTimes: [0, 0.5, 1], mode: .paced, timingFunctions: nil)
    #expect(abs(sample(c, 0.25) - 10) < 1e-12)
    #expect(abs(sample(c, 0.5) - 20) < 1e-12)
  }

  @Test func perSegmentTimingFunctions() {
    let c = AnimationContent.keyframes(
      values: values([0, 1, 2]), keyTimes: nil, mode: .linear,
      timingFunctions: [.easeIn, .linear])
    #expect(abs(sample(c, 0.25) - TimingFunction.easeIn.progress(0.5)) < 1e-12)
    #expect(abs(sample(c, 0.75) - 1.5) < 1e-12)
  }

  @Test func cubicPassesThroughItsValues() {
    let c = AnimationContent.keyframes(
      values: values([0, 10, 0, 10]), keyTimes: nil, mode: .cubic, timingFunctions: nil)
    #expect(abs(sample(c, 1.0 / 3.0) - 10) < 1e-9)
    #expect(abs(sample(c, 2.0 / 3.0)) < 1e-9)
    // Catmull-Rom overshoots past a peak between equal neighbours.
    #expect(sample(c, 0.5) < 10 && sample(c, 0.5) > 0)
    #expect(abs(sample(c, 1.0 / 6.0) - 5.625) < 1e-9)
  }

  @Test func groupsClipChildrenToTheirDuration() {
    var childTiming = MediaTiming()
    childTiming.duration = 10
    var one = AnimVector()
    one[0] = 10
    let child = LayerAnimation(
      keyPath: .opacity, content: .basic(from: AnimVector(), to: one), timing: childTiming)
    var groupTiming = MediaTiming()
    groupTiming.duration = 5
    let group = LayerAnimation(group: [child], timing: groupTiming)
    var seen: [Double] = []
    group.sample(elapsed: 4) { _, v, _ in seen.append(v[0]) }
    #expect(seen == [4])
    seen = []
    group.sample(elapsed: 6) { _, v, _ in seen.append(v[0]) }
    #expect(seen.isEmpty)
    #expect(group.keyPaths == [.opacity])
  }
}
