import SimCommands
import SimComponents
import Testing

@Suite struct HookTests {
  func run(_ session: inout Session, _ lines: [String]) -> [String] {
    lines.flatMap { line in
      let result = session.execute(line)
      #expect(result.succeeded, "\(line): \(result.lines)")
      return result.lines
    }
  }

  @Test func hooksRunInASourcedScriptAfterItStartsANewScene() {
    var session = Session()
    let script = """
      screen iphone
      popover add one size 120x40
      on one didPresent print one
      popover present one from 100,100,20,20 arrow up
      settle
      """
    session.readFile = { _ in .success(script) }
    let output = run(&session, ["source s.txt"]).joined(separator: "\n")
    #expect(output.contains("on one didPresent: print one"))
    #expect(output.contains("popover one arrow=(up"))
  }

  @Test func hooksThatFanOutStopAtTheCountLimit() {
    var session = Session()
    // Each present dismisses twice and each dismissal presents twice, without animation:
    // the lines double at every level, past the 100 lines one command may run.
    let output = run(
      &session,
      [
        "popover add one size 120x40",
        "on one didPresent popover dismiss one animated off",
        "on one didPresent popover dismiss one animated off",
        "on one didDismiss popover present one from 1,1,1,1 animated off",
        "on one didDismiss popover present one from 1,1,1,1 animated off",
        "popover present one from 1,1,1,1 animated off",
      ])
    #expect(output.filter { $0.hasPrefix("on one ") }.count == 100)
    #expect(output.contains { $0.contains("error: more than 100 hook lines in one command") })
  }

  @Test func hooksThatFireEachOtherStopAtTheDepthLimit() {
    var session = Session()
    // Each present dismisses and each dismissal presents again, without animation.
    let output = run(
      &session,
      [
        "popover add one size 120x40",
        "on one didPresent popover dismiss one animated off",
        "on one didPresent print one",
        "on one didDismiss popover present one from 1,1,1,1 animated off",
        "on one didDismiss time",
        "popover present one from 1,1,1,1 animated off",
      ])
    let ran = output.filter { $0.hasPrefix("on one ") }.count
    #expect(ran <= 100)
    #expect(output.contains { $0.contains("error: hooks run inside hooks more than 8 deep") })
  }

  @Test func aOnceHookIsUsedUpOnlyWhenItRuns() {
    var session = Session()
    _ = run(
      &session,
      [
        "popover add one size 120x40",
        "on one didPresent once print one",
        "popover present one from 1,1,1,1 animated off",
      ])
    #expect(run(&session, ["on"]) == ["no hooks"])
    #expect(!session.execute("on one didPresent once").succeeded)
  }

  @Test func linesThatReadOrWriteFilesAreRefusedInHooks() {
    var session = Session()
    let output = run(
      &session,
      [
        "popover add one size 120x40",
        "on one didPresent render svg x.svg",
        "popover present one from 1,1,1,1 animated off",
      ])
    #expect(output.contains { $0.contains("'render svg' cannot run in an event hook") })
  }

  @Test func aDumpKeepsItsHooksThroughSceneLoad() {
    var session = Session()
    _ = run(
      &session,
      [
        "view add card frame 0,0,10,10", "on card completion once print card",
        "on window didRotate view set card alpha 0.5",
      ])
    let dump = run(&session, ["dump"])
    var loader = Session()
    loader.readFile = { _ in .success(dump.joined(separator: "\n")) }
    _ = run(&loader, ["scene load s.json"])
    #expect(run(&loader, ["dump"]) == dump)
    #expect(
      run(&loader, ["on"]) == [
        "on card completion once print card", "on window didRotate view set card alpha 0.5",
      ])
  }
}
