import SimScene

extension Commands {
  static let groupFidelity = CommandGroup("Fidelity", order: 550)

  /// `quirks`, `ios` and `quirk`, over the components' quirks and eras.
  static func fidelityCommands(quirks: [Quirk], eras: [Era]) -> [CommandSpec] {
    let listed = [("views (view animate)", Scene.defaultEra)] + eras.map { ($0.what, $0.version) }
    let eraText = (["views \(Scene.defaultEra)"] + eras.map { "\($0.shortName) \($0.version)" })
      .joined(separator: ", ")
    return [
      CommandSpec(
        ["quirks"], group: groupFidelity, traits: [.readsOnly],
        abstract: "the originals' known quirks, each on (as the original) or off (corrected)"
      ) { session, _ throws(CommandError) in
        quirks.map { quirk in
          "\(quirk.name) \(session.scene.quirk(quirk.name) ? "on" : "off"): \(quirk.summary)"
        }
      },
      CommandSpec(
        ["ios"], group: groupFidelity, traits: [.changesWithArguments, .outlivesScene],
        abstract: "the iOS release whose UIView animation model blocks follow",
        discussion: """
          Before iOS 8 a block animation replaces a running one on the same key path (the old
          one stops unfinished and the new one starts from the old model value, or from the
          screen with from-current). From iOS 8 position, bounds and transform animate
          additively: each block adds the offset of the old model value from the new, playing
          out to none under a key of its own (position-2 ...), so an interrupted move blends
          into the new one and the earlier block still finishes; opacity and colour replace
          as before. Spring blocks add up too (UIKit builds them through the same additive
          action; no public source speaks of iOS 8 itself). A transform block from or to a
          singular matrix (scale:0) cannot be animated additively, as the matrix must be
          inverted: from iOS 8 its end value shows at once and the block still completes
          after its duration (Stack Overflow 25964224, Apple developer forums thread 21945);
          before iOS 8 it animates. auto (the default) gives each library its era:
          \(eraText). 6 and 7 animate alike. Under 6 and 7 `rotate` also turns the root views
          inside portrait windows, as UIKit did before iOS 8 (`help rotate`); auto and 8
          resize the windows. The setting stays through screen and reset;
          alone, `ios` lists what each library follows.
          """
      ) { p in
        let version = p.optionalPositional(
          "VERSION", .choice(["auto", "6", "7", "8"]),
          help: "auto, or the release every block follows")
        return { session, args throws(CommandError) in
          guard let word = args[version] else {
            let forced = session.scene.iosVersion
            return [forced.map { "ios \($0)" } ?? "ios auto"]
              + listed.map { what, era in
                let version = forced ?? era
                let model = version >= 8 ? "additive" : "replacing"
                return "  \(what): iOS \(version), \(model)"
              }
          }
          session.scene.setIOSVersion(Int(word))
          return []
        }
      },
      CommandSpec(
        ["quirk"], group: groupFidelity, traits: [.outlivesScene],
        abstract: "turn one quirk on (the original's behaviour) or off (corrected)",
        discussion: "The setting stays through screen and reset."
      ) { p in
        let name = p.positional("NAME", .choice(quirks.map(\.name)), help: "a quirk (see quirks)")
        let state = p.positional("STATE", .bool, help: "on or off")
        return { session, args throws(CommandError) in
          let name = args[name]
          if args[state] {
            session.scene.disabledQuirks.remove(name)
          } else {
            session.scene.disabledQuirks.insert(name)
          }
          return []
        }
      },
    ]
  }
}
