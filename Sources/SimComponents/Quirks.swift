/// A behaviour of an original library that looks like a bug, reproduced by default and
/// switchable off for the corrected behaviour.
public struct Quirk: Hashable, Sendable {
  /// The switch's name, such as `popover-abs-truncation`.
  public var name: String
  /// One line on what the original does, and what turning it off changes.
  public var summary: String
}

/// Every known quirk, by component.
public enum Quirks {
  /// All quirks, in the order `quirks` lists them.
  public static let all: [Quirk] =
    Popover.quirks + Annotations.quirks + [Annotations.radialQuirk] + Navigation.quirks
    + Maps.quirks

  /// The quirk named `name`, if known.
  public static func named(_ name: String) -> Quirk? { all.first { $0.name == name } }
}
