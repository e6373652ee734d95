import SimCommands
import SimScene

extension Component {
  /// SVPulsingAnnotationView 20a3b83: a map pin with a pulsing halo (`pin add … style
  /// pulsing`; its options are `pin set`'s).
  public static let pulsing = Component(
    name: "pulsing",
    kinds: [
      KindDeclaration(
        .halo, describe: { scene, id in scene.pulsingLayerFields(id, shadow: false) }),
      KindDeclaration(.ring, describe: { scene, id in scene.pulsingLayerFields(id, shadow: true) }),
      KindDeclaration(.dot, describe: { scene, id in scene.pulsingLayerFields(id, shadow: false) }),
      KindDeclaration(.templateImage, describe: { scene, id in scene.templateImageFields(id) }),
    ],
    kindExtensions: [KindExtension(.pin, events: ["didRebuildLayers"])],
    drawings: Pulsing.drawings,
    observers: [.appearance { scene in scene.rebuildPulsingForAppearance() }],
    contributions: [Contribution(Maps.pinStyles, Pulsing.style)])
}
