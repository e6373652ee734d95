import SimCommands

/// A transcript: prose, and commands each followed by the output they should print.
///
/// The format is cram's: an unindented line is prose; `  $ COMMAND` (two spaces, a dollar,
/// a space) is a command; the two-space-indented lines right after it are its expected
/// output. An expected line ending in ` (re)` is a regular expression for the whole line,
/// one ending in ` (glob)` a pattern where `*` is any text and `?` any character.
public struct Transcript: Sendable {
  /// One part of the file.
  public enum Item: Sendable {
    /// A line of prose (or a blank line), kept as it is.
    case prose(String)
    /// A command, the line it is on (1-based), and its expected output.
    case command(line: Int, text: String, expected: [String])
  }

  /// The parts in file order.
  public var items: [Item]
  /// Whether the file ended with a newline.
  public var endsWithNewline: Bool

  /// The marker that starts a command line.
  public static let commandMarker = Script.commandMarker
  /// The indent of an output line.
  public static let outputIndent = Script.outputIndent

  /// Parses transcript text.
  public init(parsing text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    endsWithNewline = lines.last == ""
    if endsWithNewline { lines.removeLast() }
    items = []
    var inOutput = false
    for (index, line) in lines.enumerated() {
      if line.hasPrefix(Transcript.commandMarker) {
        items.append(
          .command(
            line: index + 1, text: String(line.dropFirst(Transcript.commandMarker.count)),
            expected: []))
        inOutput = true
      } else if inOutput, line.hasPrefix(Transcript.outputIndent),
        case .command(let at, let command, let expected)? = items.last
      {
        items[items.count - 1] = .command(
          line: at, text: command,
          expected: expected + [String(line.dropFirst(Transcript.outputIndent.count))])
      } else {
        items.append(.prose(line))
        inOutput = false
      }
    }
  }

  /// The commands' text, in order.
  public var commands: [String] {
    items.compactMap {
      if case .command(_, let text, _) = $0 { return text }
      return nil
    }
  }

  /// The lines of a transcript entry: the command, then its output indented.
  public static func entry(command: String, output: [String]) -> [String] {
    Script.entry(command: command, output: output)
  }
}
