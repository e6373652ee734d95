import SimCommands
import SimComponents
import SimScene
import Testing

/// The app's own UIKit content: labels, buttons and image views.
@Suite struct UIKitTests {
  /// A session with a popover whose content holds a label and a button.
  private func popoverWithButton() -> Session {
    var session = Session()
    for line in [
      "popover add tip size 240x140",
      "popover present tip from 150,200,20,20 arrow up animated off",
      "label add tip.title frame 10,10,220,30 text \"Sign in to go on\" in tip.content",
      "button add tip.ok frame 70,80,100,44 title OK in tip.content",
      "on tip.ok touchUpInside view add tapped frame 0,0,1,1",
      "on tip.ok touchUpOutside view add missed frame 0,0,1,1",
    ] {
      #expect(session.execute(line).succeeded, "\(line)")
    }
    return session
  }

  @Test func aLabelAndAButtonInAPopoverPrintDumpAndDrawTheirText() {
    var session = popoverWithButton()
    let printed = session.execute("print tip").output
    #expect(printed.contains("    label tip.title text=\"Sign in to go on\" frame=10,10,220,30"))
    #expect(printed.contains("    button tip.ok title=OK frame=70,80,100,44"))
    #expect(session.execute("dump tip.ok").output[0].contains("\"title\":\"OK\""))
    let svg = session.execute("render svg tip.svg").succeeded
    #expect(svg)
    let picture = session.execute("render cols 60").output.joined(separator: "\n")
    #expect(picture.contains("Sign in to go on"))
    #expect(picture.contains("[OK]"))
  }

  @Test func aTapThatLiftsInsideFiresTouchUpInsideAndOneDraggedOffDoesNot() {
    var session = popoverWithButton()
    let tap = session.execute("tap tip.ok").output
    #expect(tap.contains("[0s] tip.ok: touchUpInside()"))
    #expect(session.scene.contains("tapped"))
    _ = session.execute("undo")
    // Dragged more than 70 pt off its bounds: touchUpOutside, no touchUpInside.
    let drag = session.execute("drag 160,322 160,470").output
    #expect(drag.contains { $0.hasSuffix("tip.ok: touchUpOutside()") })
    #expect(!drag.contains { $0.contains("touchUpInside") })
    #expect(session.scene.contains("missed") && !session.scene.contains("tapped"))
  }

  @Test func aDisabledButtonTakesTouchesAndDoesNothing() {
    var session = popoverWithButton()
    #expect(session.execute("button set tip.ok enabled off").succeeded)
    let tap = session.execute("tap tip.ok").output
    #expect(!tap.contains { $0.contains("touchUp") })
    #expect(
      session.execute("print tip.ok").output == [
        "button tip.ok title=OK disabled frame=70,80,100,44"
      ])
  }

  @Test func sceneLoadKeepsALabelsTextAndAButtonsTitle() {
    var session = Session()
    session.readFile = { _ in
      .success(
        """
        <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
           | <UIView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>>
           |    | <UILabel: 0x5; frame = (20 40; 280 21); text = 'Welcome back'; layer = <_UILabelLayer: 0x6>>
           |    | <UIButton: 0x7; frame = (110 80; 100 44); layer = <CALayer: 0x8>>
           |    |    | <UIButtonLabel: 0x9; frame = (25 12; 50 20); text = 'Sign in'; layer = <_UILabelLayer: 0xa>>
           |    | <UIImageView: 0xb; frame = (140 140; 40 40); layer = <CALayer: 0xc>>

        """)
    }
    #expect(session.execute("scene load a.txt").succeeded)
    let printed = session.execute("print UIView.1").output
    #expect(printed.contains("  label UILabel.1 text=\"Welcome back\" frame=20,40,280,21"))
    #expect(printed.contains("  button UIButton.1 title=\"Sign in\" frame=110,80,100,44"))
    #expect(printed.contains("  image UIImageView.1 image=40x40 frame=140,140,40,40"))
    // A dump of it loads back the same.
    let dump = session.execute("dump").output[0]
    session.readFile = { _ in .success(dump) }
    #expect(session.execute("scene load b.json").succeeded)
    #expect(session.execute("dump").output[0] == dump)
  }

  @Test func theEraChoosesTheDefaults() {
    var session = Session()
    _ = session.execute("ios 6")
    _ = session.execute("label add l frame 0,0,100,20 text Hi")
    #expect(session.execute("print l").output == ["label l text=Hi frame=0,0,100,20 color=#FFFFFF"])
    _ = session.execute("ios 7")
    _ = session.execute("label add m frame 0,30,100,20 text Hi")
    #expect(session.execute("print m").output == ["label m text=Hi frame=0,30,100,20"])
  }
}
