/// Session-wide switches that are not part of the scene: `settings` lists them all.
public struct SessionSettings: Hashable, Sendable {
  /// Pictures in plain ASCII (true), with box-drawing characters (false), or as the
  /// terminal allows (nil).
  public var ascii: Bool?
  /// The width of terminal pictures, or the terminal's (nil).
  public var columns: Int?
  /// The most rows a terminal picture takes, or the terminal's height less the prompt (nil).
  public var rows: Int?
  /// `timer on`: each command's wall time on standard error (the REPL prints it).
  public var timer = false
  /// How many lines the REPL's history keeps.
  public var historySize = 10_000
  /// `settings events all`: also the quiet events, the blocks nothing prints by default.
  public var allEvents = false

  /// The defaults.
  public init() {}
}
