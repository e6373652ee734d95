import SimTranscript

/// Colours for the output streams: event lines in cyan, `error:` in bold red, and a
/// report's diff lines in red and green. Off where colour is not allowed.
public struct Palette: Sendable {
  /// Whether standard output takes colour.
  public let out: Bool
  /// Whether standard error takes colour.
  public let err: Bool

  /// A palette for streams that take colour or not.
  public init(out: Bool, err: Bool) {
    self.out = out
    self.err = err
  }

  /// What the process's own streams allow (``Platform/colorAllowed(fd:environment:)``).
  public static var current: Palette {
    Palette(out: Platform.colorAllowed(fd: 1), err: Platform.colorAllowed(fd: 2))
  }

  /// No colour anywhere.
  public static let plain = Palette(out: false, err: false)

  /// An output line: stamped events (`[0.2s] …`) in cyan.
  public func outputLine(_ line: String) -> String {
    line.hasPrefix("[") ? Platform.paint(line, "36", enabled: out) : line
  }

  /// A line the live page sent, as the REPL echoes it: the prompt, the line, and a dim
  /// `# from the page` (a comment, so the echo runs as typed if pasted back).
  public func pageLine(_ prompt: String, _ line: String) -> String {
    prompt + line + Platform.paint("  # from the page", "2", enabled: out)
  }

  /// `error:` (or another prefix) in bold red on standard error.
  public func errorPrefix(_ text: String = "error:") -> String {
    Platform.paint(text, "1;31", enabled: err)
  }

  /// A console report line: removed lines red, added green, hunks cyan, FAIL bold red.
  public func reportLine(_ line: String) -> String {
    guard out else { return line }
    if line.hasPrefix("FAIL ") { return Platform.paint(line, "1;31", enabled: true) }
    if line.hasPrefix("--- ") || line.hasPrefix("+++ ") {
      return Platform.paint(line, "1", enabled: true)
    }
    if line.hasPrefix("@@") { return Platform.paint(line, "36", enabled: true) }
    if line.hasPrefix("-") { return Platform.paint(line, "31", enabled: true) }
    if line.hasPrefix("+") { return Platform.paint(line, "32", enabled: true) }
    return line
  }

  /// A console report's lines, painted as ``reportLine(_:)`` paints them, with the words
  /// that changed within a changed line in reverse video; without colour, a `?` line under
  /// such a line marks them with `^` (``SimTranscript/WordMarks``).
  public func reportLines(_ lines: [String]) -> [String] {
    guard out else { return WordMarks.withGuides(lines) }
    let marks = WordMarks.ranges(in: lines)
    return lines.enumerated().map { index, line in
      guard let ranges = marks[index] else { return reportLine(line) }
      let colour = line.hasPrefix("-") ? "31" : "32"
      var painted = ""
      var segment = ""
      var marked = false
      let flags = WordMarks.isMarked(ranges, count: line.count)
      for (offset, character) in line.enumerated() {
        let inside = flags[offset]
        if inside != marked, !segment.isEmpty {
          painted += Platform.paint(segment, marked ? "7;" + colour : colour, enabled: true)
          segment = ""
        }
        marked = inside
        segment.append(character)
      }
      return painted + Platform.paint(segment, marked ? "7;" + colour : colour, enabled: true)
    }
  }
}

/// Where a run's text goes: standard output and standard error, or (in tests) anywhere.
public struct Console: Sendable {
  /// Writes lines to standard output.
  public var out: @Sendable ([String]) -> Void
  /// Writes a line to standard error.
  public var err: @Sendable (String) -> Void
  /// The colours the streams take.
  public var palette: Palette

  /// A console.
  public init(
    out: @escaping @Sendable ([String]) -> Void, err: @escaping @Sendable (String) -> Void,
    palette: Palette
  ) {
    self.out = out
    self.err = err
    self.palette = palette
  }

  /// The process's own streams, coloured as they allow.
  public static var standard: Console {
    Console(out: Platform.out, err: Platform.err, palette: .current)
  }
}
