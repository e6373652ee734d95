import SimComponents
import Testing

@testable import SimCommands

/// Every parameter whose values form a set completes: the registry is walked, so a new
/// command with an enumerable parameter and no completion fails here.
@Suite struct CompletionRegistryTests {
  /// A scene with one of everything: a presented popover, an annotation, a pushed window,
  /// a map with a selected pin and its callout, an animation and a defined one.
  static func richSession() -> Session {
    Session.after([
      "window root home animated off", "window push sheet level medium animated off",
      "view add card frame 0,0,100,100 in home",
      "view animate card duration 10 frame 10,0,100,100",
      "popover add tip", "popover present tip from 10,10,1,1 in home arrow up",
      "map add m frame 0,100,320,300 in home",
      "pin add parc at 37.785334,-122.406964 title Parc", "pin select parc",
      "anim basic fade opacity from 1 to 0 duration 1",
      "annotation add note portrait 10,10,1,1 text Hi on home",
      "label add title frame 0,0,100,20 text Hi in home",
      "button add ok frame 0,30,100,44 title OK in home",
    ])
  }

  @Test func everyEnumerableParameterCompletes() {
    let session = Self.richSession()
    var checked = 0
    for spec in session.registry.commands {
      for param in spec.positionals + spec.options where param.kind.isEnumerable {
        checked += 1
        if param.kind.isFile { continue }
        var previous: [String] = []
        if case .word(.part) = param.kind { previous = ["tip"] }
        if case .word(.animationKey) = param.kind { previous = ["card"] }
        if case .commandWord = param.kind, param.name == "SUBCOMMAND" { previous = ["view"] }
        if case .word(.event) = param.kind { previous = ["tip"] }
        let values = session.values(for: param.kind, previous: previous)
        #expect(!values.isEmpty, "'\(spec.name)' \(param.name) offers nothing to complete")
      }
    }
    #expect(checked > 40)
  }

  @Test func valuesCompleteInContext() {
    let session = Self.richSession()
    #expect(session.completions(for: "popover present tip from 1,1,1,1 arrow u") == ["up"])
    #expect(
      session.completions(for: "popover present tip from 1,1,1,1 arrow down+") == [
        "down+left", "down+right", "down+up",
      ])
    #expect(session.completions(for: "tap tip ") == ["background", "content"])
    #expect(session.completions(for: "quirk popover-s") == ["popover-shared-sign"])
    #expect(session.completions(for: "popover dismiss ") == ["tip"])
    #expect(session.completion(for: "pin load ").files)
    #expect(session.completion(for: "render svg x").files)
    #expect(session.completions(for: "annotation remove ").contains("all"))
    #expect(session.completions(for: "window pop ") == ["sheet"])
  }
}
