import SimComponents
import Testing

@testable import SimCommands

@Suite struct SessionTests {
  func run(_ lines: [String]) -> (Session, [String]) {
    var session = Session()
    var out: [String] = []
    for line in lines { out += session.execute(line).lines }
    return (session, out)
  }

  @Test func dumpOfOneViewIsOneJSONLine() {
    let (_, out) = run(["screen iphone", "view add a frame 1,2,3,4", "dump a"])
    #expect(
      out == [
        #"{"id":"a","kind":"view","parent":"root","frame":[1,2,3,4],"alpha":1,"hidden":false,"bounds":[0,0,3,4]}"#
      ])
  }

  @Test func resultsNameTheCommandAndWhetherItChangedTheScene() {
    var session = Session()
    let add = session.execute("vi ad a frame 1,2,3,4")
    #expect(add.command?.path == ["view", "add"])
    #expect(add.changedScene)
    let look = session.execute("print a")
    #expect(look.command?.path == ["print"])
    #expect(look.command?.traits.canChangeScene == false)
    #expect(!look.changedScene)
    // A failing line still names its command once its words are known.
    let failed = session.execute("view add a frame 1,2,3,4")
    #expect(failed.command?.path == ["view", "add"])
    #expect(!failed.changedScene)
    #expect(session.execute("nonsense").command == nil)
    // `on` alone lists; with a line it changes the session.
    #expect(!session.execute("on").changedScene)
    #expect(session.execute("on background print").changedScene)
    #expect(session.execute("render svg x.svg").command?.traits.contains(.drawsPictures) == true)
    #expect(session.execute("tick 1").command?.traits.movesOnlyClock == true)
    #expect(session.execute("record off").command?.traits.isRecorded == false)
    #expect(session.execute("help").command?.traits.isWatched == false)
    #expect(session.execute("exit").quit)
  }

  @Test func aPinsIdIsTakenEvenWhenItsPinHasNoView() {
    var session = Session()
    for line in ["map add m frame 0,0,320,480", "pin add far at 10,10 on m"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    #expect(!session.scene.contains("far"))
    let error = session.execute("view add far frame 0,0,1,1").error
    #expect(error?.message == "id 'far' is already taken (by a pin)")
    #expect(error?.hint == "choose another id or remove the pin")
    #expect(session.scene.claimant(of: "nothing") == nil)
  }

  @Test func uniquePrefixesAreAccepted() {
    // Option keys are not abbreviated.
    let (session, out) = run(["vi ad a fr 1,2,3,4", "ti 1"])
    #expect(out.first?.hasPrefix("error: unknown option 'fr'") == true)
    #expect(out.last == "error: ambiguous command 'ti' at column 1; could be: tick, time, timer")
    #expect(!session.scene.contains("a"))
    let (session2, out2) = run(["vi ad a frame 1,2,3,4", "tic 1", "ti"])
    #expect(session2.scene.contains("a"))
    #expect(out2.first?.contains("ambiguous") == true)
  }

  @Test func errorsPointAtTheWordAndSuggest() throws {
    var session = Session()
    _ = session.execute("view add box frame 0,0,10,10")
    let error = try #require(session.execute("view set bx alpha 0.5").error)
    #expect(error.column == 10)
    #expect(
      error.text == "unknown node 'bx' at column 10; did you mean 'box'? known: box, root, window")
    let unknown = try #require(session.execute("veiw").error)
    #expect(unknown.hint?.hasPrefix("did you mean 'view'?") == true)
    let usage = try #require(session.execute("view add c frame 1,2,3").error)
    #expect(usage.column == 18)
    #expect(
      usage.hint
        == "usage: view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B] [transform T]"
    )
  }

  @Test func completionOffersWordsKeysValuesAndIds() {
    var session = Session()
    _ = session.execute("view add box frame 0,0,10,10")
    _ = session.execute("view add bar frame 0,0,10,10")
    #expect(session.completions(for: "ti") == ["tick", "time", "timer"])
    #expect(session.completions(for: "view ") == ["add", "animate", "off", "on", "remove", "set"])
    #expect(session.completions(for: "view set b") == ["bar", "box"])
    #expect(session.completions(for: "view set box al") == ["alpha"])
    #expect(
      session.completions(for: "view animate box curve ") == [
        "cubic:", "default", "ease-in", "ease-in-out", "ease-out", "linear",
      ])
    _ = session.execute("anim basic fade opacity from 1 to 0")
    #expect(session.completions(for: "anim add f") == ["fade"])
    #expect(
      session.completions(for: "anim basic x transform.s") == [
        "transform.scale", "transform.scale.x", "transform.scale.xy", "transform.scale.y",
      ])
    #expect(session.completions(for: "screen ") == ["ipad", "iphone"])
    #expect(
      session.completions(for: "screen ipad ") == [
        "landscape", "landscape-left", "landscape-right", "portrait", "portrait-upside-down",
      ])
    #expect(session.completions(for: "view add c frame 0,0,1,1 in r") == ["root"])
    #expect(session.completions(for: "view add c frame 0,0,1,1 color bl") == ["black", "blue"])
    #expect(session.completions(for: "tick ") == ["to"])
    #expect(session.completions(for: "help vi") == ["view"])
  }

  @Test func registryEntriesAreComplete() {
    var session = Session()
    let help = session.execute("help all").lines
    let summary = session.execute("help").lines.joined(separator: " ")
    for spec in session.registry.commands {
      // The short help names every command's first word, in its group's line.
      #expect(summary.contains(spec.path[0]), "\(spec.name)")
      #expect(!spec.abstract.isEmpty, "\(spec.name) has no abstract")
      #expect(help.contains { $0.contains(spec.path.joined(separator: " ")) }, "\(spec.name)")
      let described = session.execute("help " + spec.name).lines
      #expect(described.first?.hasPrefix("usage: " + spec.name) == true, "\(spec.name)")
      for param in spec.positionals + spec.options {
        #expect(!param.help.isEmpty, "\(spec.name) \(param.name)")
      }
    }
  }

  @Test func helpIsASCII() {
    var session = Session()
    var lines = session.execute("help").lines + session.execute("help all").lines
    for spec in session.registry.commands { lines += session.execute("help " + spec.name).lines }
    for line in lines { #expect(line.utf8.allSatisfy { $0 < 0x80 }, "\(line)") }
  }
}
