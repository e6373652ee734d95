import SimCommands

/// A transcript: prose, and commands each followed by the output they should print.
///
/// The format is cram's: an unindented line is prose; `  $ COMMAND` (two spaces, a dollar,
/// a space) is a command; the two-space-indented lines right after it are its expected
/// output. Line ends may be LF or CRLF. How an expected line may stand for more than one
/// actual line is `LineMatcher`'s.
public struct Transcript: Sendable {
  /// One part of the file.
  public enum Item: Sendable {
    /// A line of prose (or a blank line), kept as it is.
    case prose(String)
    /// A command, the line it is on (1-based), and its expected output.
    case command(line: Int, text: String, expected: [String])
  }

  /// Something in the file that is probably not what its author meant.
  public struct Warning: Sendable, Equatable {
    /// The line (1-based).
    public var line: Int
    /// What is wrong.
    public var message: String
  }

  /// The parts in file order.
  public var items: [Item]
  /// Whether the file ended with a newline.
  public var endsWithNewline: Bool
  /// Lines that look like commands but are not taken as commands.
  public var warnings: [Warning] = []

  /// The marker that starts a command line.
  public static let commandMarker = Script.commandMarker
  /// The indent of an output line.
  public static let outputIndent = Script.outputIndent

  /// Parses transcript text.
  public init(parsing text: String) {
    var lines = Transcript.lines(of: text)
    endsWithNewline = lines.last == ""
    if endsWithNewline { lines.removeLast() }
    items = []
    var inOutput = false
    for (index, line) in lines.enumerated() {
      if let problem = Transcript.misplacedCommand(line) {
        warnings.append(Warning(line: index + 1, message: problem))
      }
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

  /// The lines of `text` split at LF, each without a CR before it.
  public static func lines(of text: String) -> [String] { Script.lines(of: text) }

  /// Why a line looks like a command someone indented wrongly, if it does: a `$ ` after
  /// anything but exactly two spaces (none, one, three or more, a tab), read as prose or
  /// as the previous command's output; or a `$` with no command after it.
  static func misplacedCommand(_ line: String) -> String? {
    // Bytes first, without finding grapheme boundaries: neither a command line nor a line
    // whose first byte past its spaces and tabs is not `$` can be one.
    let bytes = line.utf8
    if bytes.starts(with: Transcript.commandMarker.utf8) { return nil }
    let first = bytes.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    guard first == UInt8(ascii: "$") else { return nil }
    let indent = line.prefix { $0 == " " || $0 == "\t" }
    let rest = line.dropFirst(indent.count)
    guard rest.hasPrefix("$ ") || rest == "$" else { return nil }
    guard !line.hasPrefix(Transcript.commandMarker) else { return nil }
    if rest == "$" { return "a \"$\" with no command after it is not a command line" }
    let described =
      indent.isEmpty
      ? "no indent"
      : indent.allSatisfy({ $0 == " " })
        ? "an indent of \(indent.count) space\(indent.count == 1 ? "" : "s")"
        : "a tab in its indent"
    return
      "this looks like a command but has \(described), so it is not run: a command line "
      + "starts with \"  $ \" (two spaces)"
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
