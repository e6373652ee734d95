import SimCommands
import SimComponents
import SimRender
import SimScene
import Testing

/// Assembling a session's components is checked: two components that declare the same
/// thing, or one that adds to what nobody offers, are refused at once, with both named.
@Suite struct AssemblyTests {
  /// The standard list and the badge, with `extra` after them.
  func assemble(_ extra: Component) -> AssemblyError? {
    do {
      _ = try Components(Components.standard.list + [.badge, extra])
      return nil
    } catch {
      return error
    }
  }

  /// A command of `path` doing nothing.
  static func command(_ path: [String]) -> CommandSpec {
    CommandSpec(path, group: CommandGroup("Tally", order: 910), abstract: "a tally") { _, _ in [] }
  }

  @Test func theStandardListAndTheBadgeAssemble() throws {
    let components = try Components(Components.standard.list + [.badge])
    #expect(components.registry.command(["badge", "add"]) != nil)
    #expect(components.rules[NodeKind.badge]?.describe != nil)
  }

  @Test func aCommandDeclaredTwiceIsRefused() {
    let tally = Component(name: "tally", commands: [Self.command(["badge", "add"])])
    #expect(
      assemble(tally)?.message
        == "components 'badge' and 'tally' both declare the command 'badge add'")
  }

  @Test func aCommandOfTheScenesOwnIsRefused() {
    let tally = Component(name: "tally", commands: [Self.command(["view", "add"])])
    #expect(
      assemble(tally)?.message
        == "components 'scene' and 'tally' both declare the command 'view add'")
  }

  @Test func aKindOwnedTwiceIsRefused() {
    let tally = Component(name: "tally", kinds: [KindDeclaration(.popover)])
    #expect(
      assemble(tally)?.message == "components 'popover' and 'tally' both declare the kind 'popover'"
    )
  }

  @Test func aStorageNameTakenTwiceIsRefused() {
    let key = SceneStorageKey<Int>("badges")
    let tally = Component(name: "tally", storage: [StorageDeclaration(key)])
    #expect(
      assemble(tally)?.message == "components 'badge' and 'tally' both declare the storage 'badges'"
    )
  }

  @Test func aHelpTopicTakenTwiceIsRefused() {
    let tally = Component(name: "tally", topics: ["badge": ["Another word on badges."]])
    #expect(
      assemble(tally)?.message
        == "components 'badge' and 'tally' both declare the help topic 'badge'")
  }

  @Test func aSettingTakenTwiceIsRefused() {
    let tally = Component(name: "tally", settings: [Setting("badges", order: 50) { _ in "0" }])
    #expect(
      assemble(tally)?.message == "components 'badge' and 'tally' both declare the setting 'badges'"
    )
  }

  @Test func aQuirkTakenTwiceIsRefused() {
    let tally = Component(
      name: "tally", quirks: [Quirk(name: "badge-overflow", summary: "the same name")])
    #expect(
      assemble(tally)?.message
        == "components 'badge' and 'tally' both declare the quirk 'badge-overflow'")
  }

  @Test func aClaimTakenTwiceIsRefused() {
    let tally = Component(name: "tally", claims: [IDClaim("pin") { _, _ in false }])
    #expect(
      assemble(tally)?.message
        == "components 'map' and 'tally' both declare the claim on ids of 'pin'")
  }

  @Test func anExtensionPointOfferedTwiceIsRefused() {
    let tally = Component(
      name: "tally",
      extensionPoints: [DeclaredExtensionPoint(ExtensionPoint<Int>("map.presenters"))])
    #expect(
      assemble(tally)?.message
        == "components 'map' and 'tally' both declare the extension point 'map.presenters'")
  }

  @Test func aCommandDeclaredTwiceByOneComponentIsRefused() {
    let tally = Component(
      name: "tally", commands: [Self.command(["tally", "add"]), Self.command(["tally", "add"])])
    #expect(assemble(tally)?.message == "component 'tally' declares the command 'tally add'")
  }

  @Test func aKindDrawnTwiceIsRefused() {
    let tally = Component(name: "tally", drawings: [KindDrawing(.badge)])
    #expect(
      assemble(tally)?.message
        == "components 'badge' and 'tally' both declare a drawing of 'badge'")
  }

  @Test func aKindDrawnByWhoDoesNotOwnItIsRefused() {
    let tally = Component(name: "tally", drawings: [KindDrawing(NodeKind("tally"))])
    #expect(
      assemble(tally)?.message
        == "component 'tally' draws the kind 'tally', which no component owns")
  }

  @Test func aClosedKindTakesNoExtension() {
    let tally = Component(name: "tally", kindExtensions: [KindExtension(.popover, events: ["x"])])
    #expect(
      assemble(tally)?.message
        == "component 'tally' extends the kind 'popover', which 'popover' does not open to others")
  }

  @Test func anOpenKindTakesAnExtension() throws {
    let tally = Component(
      name: "tally",
      kindExtensions: [
        KindExtension(.label, describe: { _, _ in [FrameField("tally", .number(1))] })
      ])
    #expect(assemble(tally) == nil)
    let components = try Components([.uikit, tally])
    var session = Session(components: components)
    #expect(session.execute("view add l frame 0,0,10,10").succeeded)
    // A plain view is no label: the extension adds nothing to it.
    #expect(session.execute("print l").output == ["view l frame=0,0,10,10"])
    // A label has the owner's values, then the extension's.
    #expect(session.execute("label add t frame 0,0,10,10 text Hi").succeeded)
    #expect(
      session.execute("print t").output == ["label t text=Hi truncated tally=1 frame=0,0,10,10"])
  }

  @Test func aContributionToNoExtensionPointIsRefused() {
    let point = ExtensionPoint<Int>("tally.counts")
    let tally = Component(name: "tally", contributions: [Contribution(point, 3)])
    #expect(
      assemble(tally)?.message
        == "component 'tally' adds to the extension point 'tally.counts', which no component offers"
    )
  }

  @Test func aContributionOfTheWrongTypeIsRefused() {
    let tally = Component(name: "tally", contributions: [Contribution(Maps.presenters.retyped, 3)])
    #expect(
      assemble(tally)?.message
        == "a contribution to 'map.presenters' (offered by 'map') is not of the type it takes")
  }

  @Test func aParameterDeclaredTwiceIsRefused() {
    let spec = CommandSpec(
      ["tally", "add"], group: CommandGroup("Tally", order: 910), abstract: "a tally"
    ) { p in
      let first = p.positional("ID", .newID, help: "the tally")
      _ = p.option("ID", "N", .number(0...9), help: "again")
      return { _, args in [args[first]] }
    }
    #expect(spec.problems == ["'ID' is declared twice"])
    let tally = Component(name: "tally", commands: [spec])
    #expect(
      assemble(tally)?.message
        == "component 'tally' declares the command 'tally add' wrongly: 'ID' is declared twice")
  }
}

extension ExtensionPoint {
  /// A point of the same name taking another type, to contribute what it does not take.
  fileprivate var retyped: ExtensionPoint<Int> { ExtensionPoint<Int>(name) }
}
