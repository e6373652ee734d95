/// A behaviour of an original library that looks like a bug, reproduced by default and
/// switchable off for the corrected behaviour (``Scene/quirk(_:)``).
public struct Quirk: Hashable, Sendable {
  /// The switch's name, such as `popover-abs-truncation`.
  public var name: String
  /// One line on what the original does, and what turning it off changes.
  public var summary: String

  /// A quirk.
  public init(name: String, summary: String) {
    self.name = name
    self.summary = summary
  }
}
