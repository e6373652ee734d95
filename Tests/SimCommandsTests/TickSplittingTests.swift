import PropertyBased
import SimCommands
import SimComponents
import Testing

/// Animations are closed-form functions of time: any splitting of a span into ticks gives
/// the same events, stamped the same, and the same final state as one tick.
@Suite struct TickSplittingTests {
  static let setup = [
    "view add a frame 0,0,100,100", "view add b frame 10,10,50,50 in a",
    "view add c frame 200,200,40,40 color red",
    "anim basic grow transform.scale from 0 to 1 duration 0.7",
    "anim keyframes fade opacity values 0.45 0.45 0 key-times 0 0.2 1 duration 0.9",
    "anim group halo children grow fade duration 1.1 repeat forever timing default",
    "anim keyframes rings bounds.size values 20x20 35x35 50x50 mode discrete duration 0.5",
    "anim basic spin transform.rotation from 0 to 3.14 duration 0.35 autoreverse on repeat 2.5",
  ]

  static let actions = [
    "view animate a duration 0.8 alpha 0.2",
    "view animate a duration 0.3 curve linear frame 5,5,90,90",
    "view animate b delay 0.25 duration 0.5 curve ease-in transform rotate:90",
    "view animate b duration 1 spring 0.4 velocity 2 center 100,100",
    "view animate c duration 0.6 spring 1 frame 0,0,10,10",
    "view animate c duration 0.45 curve cubic:0.6,-0.3,0.3,1.4 color blue",
    "view animate a duration 0.2 repeat on autoreverse on alpha 0.5",
    "view animate b duration 0.33 from-current on alpha 0", "anim add halo to c as pulse",
    "anim add rings to b", "anim add spin to a", "anim add fade to b as f",
    "view remove b", "view set a alpha 1", "anim remove c pulse",
  ]

  static func run(_ picks: [Int], second: [Int], spans: [Int64], cuts: [[Int64]]) -> [String] {
    var session = Session()
    var lines: [String] = []
    for line in setup {
      let result = session.execute(line)
      // The set-up must hold, or both sides compare the same errors and prove nothing.
      #expect(result.succeeded, "\(line): \(result.lines)")
      lines += result.lines
    }
    for (round, group) in [picks, second].enumerated() {
      for pick in group { lines += session.execute(actions[pick]).lines }
      var done: Int64 = 0
      for cut in cuts[round].sorted() where cut < spans[round] {
        lines += session.execute("tick \(cut - done)us").lines
        done = cut
      }
      lines += session.execute("tick \(spans[round] - done)us").lines
    }
    return lines + session.execute("dump").lines + session.execute("pending").lines
  }

  @Test func splittingATickChangesNothing() async {
    let picks = Gen.int(in: 0...(TickSplittingTests.actions.count - 1)).array(of: 0...6)
    let cuts = Gen.int64(in: 0...3_000_000).array(of: 0...12)
    await propertyCheck(
      count: LongTests.cases(30, long: 750), input: picks, picks, cuts, cuts
    ) { first, second, c1, c2 in
      let spans: [Int64] = [1_300_000, 3_000_000]
      let whole = TickSplittingTests.run(first, second: second, spans: spans, cuts: [[], []])
      let split = TickSplittingTests.run(first, second: second, spans: spans, cuts: [c1, c2])
      #expect(whole == split)
    }
  }
}
