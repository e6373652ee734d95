import SimCommands

extension Components {
  /// The libraries scenesim simulates: one line each.
  public static let standard: Components = {
    do {
      return try Components([
        .uikit,
        .popover,
        .annotations,
        .windows,
        .map,
        .callout,
        .pulsing,
      ])
    } catch {
      preconditionFailure("the standard components clash: \(error)")
    }
  }()
}

extension Session {
  /// A session of the standard components (``Components/standard``) on an iPhone screen in
  /// portrait, at t=0.
  public init() { self.init(components: .standard) }
}
