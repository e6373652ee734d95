import SimCommands

extension Component {
  /// SVPulsingAnnotationView 20a3b83: a map pin with a pulsing halo (`pin add … style
  /// pulsing`; its options are `pin set`'s).
  public static let pulsing = Component(
    name: "pulsing", drawings: Pulsing.drawings, events: [.pin: ["didRebuildLayers"]])
}
