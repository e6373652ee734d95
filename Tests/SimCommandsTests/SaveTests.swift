import SimComponents
import Testing

@testable import SimCommands

/// `save` keeps, before the last start of a scene, the lines whose commands declare that
/// what they set outlives it: each kind of such line is kept or left out here.
@Suite struct SaveTests {
  @Test func aNewSceneKeepsWhatOutlivesItByTheCommandsTraits() {
    let session = Session.after([
      "screen iphone", "view add a frame 0,0,10,10", "ios 7", "quirk popover-offset-leak off",
      "appearance dark", "on active view add zz frame 1,1,2,2",
      "on a completion view add q frame 0,0,1,1",
      "anim basic fade opacity from 1 to 0 duration 1", "anim add fade to a",
      "rotate landscape", "screen ipad", "rotate landscape-left", "view add b frame 0,0,5,5",
      "reset", "view add c frame 0,0,5,5",
    ])
    let (lines, leftOut) = session.savedLines(all: false)
    #expect(leftOut)
    #expect(
      lines.map(\.line) == [
        "ios 7", "quirk popover-offset-leak off", "appearance dark",
        "on active view add zz frame 1,1,2,2",
        "anim basic fade opacity from 1 to 0 duration 1", "screen ipad",
        "rotate landscape-left", "reset", "view add c frame 0,0,5,5",
      ])
    #expect(session.savedLines(all: true).lines.count == 15)
  }

  @Test func loadingASceneStartsOneThoughTimeGoesOn() {
    var session = Session.after(["screen iphone", "ios 6", "view add a frame 0,0,10,10"])
    session.readFile = { _ in
      .success(
        "<UIWindow: 0x1; frame = (0 0; 320 480)>\n   | <UIView: 0x2; frame = (0 0; 10 10)>\n")
    }
    #expect(session.execute("scene load one.txt").succeeded)
    #expect(session.execute("view add b frame 0,0,1,1").succeeded)
    let (lines, leftOut) = session.savedLines(all: false)
    #expect(leftOut)
    #expect(
      lines.map(\.line) == [
        "screen iphone", "ios 6", "scene load one.txt", "view add b frame 0,0,1,1",
      ])
  }
}
