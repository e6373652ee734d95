import SimCommands
import SimComponents
import Testing

@Suite struct SceneLoadTests {
  /// A name before a view that another view's id already has (or the window's) leaves
  /// the view its class's id: no view is lost.
  @Test func namesThatWouldTakeAnotherViewsIDAreNotUsed() throws {
    var session = Session()
    session.readFile = { _ in
      .success(
        "<UIWindow: 0x1; frame = (0 0; 320 480)>\n"
          + "   | UIView.2 <UIView: 0x2; frame = (0 0; 10 10)>\n"
          + "   | <UIView: 0x3; frame = (0 0; 20 20)>\n"
          + "   | window <UILabel: 0x4; frame = (0 0; 5 5)>\n"
          + "   | _vü <UIView: 0x5; frame = (0 0; 30 30)>\n")
    }
    let result = session.execute("scene load names.txt")
    #expect(result.output == ["loaded 4 views from names.txt (recursiveDescription)"])
    let printed = session.execute("print").output.joined(separator: "\n")
    for id in ["UIView.1", "UIView.2", "UIView.3"] {
      #expect(printed.contains("view \(id) "), "\(id) in \(printed)")
    }
    // A UILabel comes back as a label.
    #expect(printed.contains("label UILabel.1 "), "UILabel.1 in \(printed)")
  }

  /// `dump`, then `scene load` of that text, then `dump` again: the same line.
  @Test(arguments: [
    ["view add a frame 0,0,100,100 color red"],
    [
      "screen ipad landscape", "view add a frame 10,20,200,100 color #336699 alpha 0.25",
      "view add b frame 5,5,50,40 in a transform scale:2 hidden on",
      "view set b autoresize left,width,bottom interactive off",
      "view add c frame 0,0,30,30 transform translate:-3,4.5", "view add d frame 1,2,3,4 in c",
      "tick 2.5", "app background",
    ],
    ["screen 400x700", "view set root bounds 0,50,400,700", "view add e frame 0,0,1,1"],
  ])
  func dumpLoadsBackToTheSameDump(_ lines: [String]) throws {
    var session = Session()
    for line in lines { #expect(session.execute(line).succeeded, "\(line)") }
    let dump = try #require(session.execute("dump").output.last)
    var loader = Session()
    loader.readFile = { _ in .success(dump) }
    let loaded = loader.execute("scene load saved.json")
    #expect(loaded.succeeded, "\(loaded.error?.text ?? "")")
    #expect(loader.execute("dump").output.last == dump)
  }

  @Test func aFailedLoadChangesNothing() {
    var session = Session()
    _ = session.execute("view add a frame 0,0,10,10")
    let before = session.scene.frameStates()
    session.readFile = { _ in
      .success("<UIWindow: 0x1; frame = (0 0; 320 480)>\n   | <UIView: 0x2>\n")
    }
    let result = session.execute("scene load bad.txt")
    #expect(
      result.error?.message
        == "bad.txt: line 2: UIView has no frame = (x y; w h): \"<UIView: 0x2>\"")
    #expect(result.error?.column == nil)
    #expect(session.scene.frameStates() == before)
  }

  @Test func idsCountEachClassByAddress() {
    var session = Session()
    session.readFile = { _ in
      .success(
        """
        <UIWindow: 0x10; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x11>>
           | <UIButton: 0x90; frame = (0 0; 10 10); layer = <CALayer: 0x91>>
           | <UIButton: 0x30; frame = (20 0; 10 10); hidden = YES; layer = <CALayer: 0x31>>
           |    | <_TtC8MyModule9StarLabel: 0x50; frame = (1 1; 5 5); alpha = 0.5>

        """)
    }
    #expect(session.execute("scene load a.txt").succeeded)
    #expect(
      session.execute("print window").output == [
        "window window level=root windowLevel=0 key frame=0,0,320,480",
        "  button UIButton.2 frame=0,0,10,10",
        "  button UIButton.1 frame=20,0,10,10 hidden",
        "    view MyModule.StarLabel.1 frame=1,1,5,5 alpha=0.5",
      ])
  }
}
