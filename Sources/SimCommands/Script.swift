import Synchronization

/// The lines of a script or of a transcript's commands, and the text of both.
public enum Script {
  /// The marker that starts a transcript's command line.
  public static let commandMarker = "  $ "
  /// The indent of a transcript's output line.
  public static let outputIndent = "  "

  /// Whether a file name is a transcript's (`.t`).
  public static func isTranscript(_ path: String) -> Bool { path.hasSuffix(".t") }

  /// The commands to run from a file's text, each with its 1-based line number: every line
  /// of a script; only the `  $ ` lines of a transcript (prose and expected output are
  /// skipped). Line ends may be LF or CRLF.
  public static func commands(in text: String, transcript: Bool) -> [(line: Int, text: String)] {
    var result: [(line: Int, text: String)] = []
    for (index, raw) in lines(of: text).enumerated() {
      var line = Substring(raw)
      if transcript {
        guard line.hasPrefix(commandMarker) else { continue }
        line = line.dropFirst(commandMarker.count)
      }
      result.append((index + 1, String(line)))
    }
    if !transcript, result.last?.text == "" { result.removeLast() }
    return result
  }

  /// A transcript's commands with whether each failed when it was recorded: its recorded
  /// output ends with an `error: ` line (a failing command's last line; events and hook
  /// errors are stamped with a time). A script's lines never expect an error.
  public static func commandsWithRecordedErrors(in text: String, transcript: Bool)
    -> [(line: Int, text: String, recordedError: Bool)]
  {
    let commands = self.commands(in: text, transcript: transcript)
    guard transcript else { return commands.map { ($0.line, $0.text, false) } }
    let all = lines(of: text)
    return commands.enumerated().map { k, command in
      // The output: the indented lines after the command, up to the next command.
      let end = k + 1 < commands.count ? commands[k + 1].line - 1 : all.count
      var last: String?
      for index in command.line..<end {
        let line = all[index]
        guard line.hasPrefix(outputIndent), !line.hasPrefix(commandMarker) else { break }
        last = String(line.dropFirst(outputIndent.count))
      }
      return (command.line, command.text, last?.hasPrefix("error: ") ?? false)
    }
  }

  /// The lines of `text` split at LF, each without a CR before it, and without a UTF-8 byte
  /// order mark at the start (editors on Windows write one). (A Swift `Character` holds CR
  /// and LF together, so this splits the bytes.)
  public static func lines(of text: String) -> [String] {
    let bytes = Array(text.utf8)
    var lines: [String] = []
    var start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      let end = index > start && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
      lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
      start = index + 1
    }
    lines.append(String(decoding: bytes[start...], as: UTF8.self))
    return lines
  }

  /// The UTF-8 byte order mark.
  public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The lines of a transcript entry: the command, then its output indented.
  public static func entry(command: String, output: [String]) -> [String] {
    [commandMarker + command] + output.map { outputIndent + $0 }
  }
}

/// A transcript being written by `record` (or `repl --record`): each line's entry is added
/// to the file as it runs, so it is whole whenever the session stops.
public struct Recording: Sendable {
  /// Where it goes, resolved.
  public var path: String
  /// The path as it was given.
  public var name: String
  /// Its lines so far, shared by the session's copies (the one a line keeps to restore
  /// what it switched if it fails, the one the live page draws): a line adds to them in
  /// place, so a long recording costs no more a line than a short one.
  private var store: RecordedLines
  /// Its lines so far.
  public var lines: [String] {
    get { store.all }
    set { store = RecordedLines(newValue) }
  }
  /// The terminal the transcript has declared so far (a replay starts with none).
  var declared = TerminalInfo.none
  /// Whether the last write failed: the next one writes the whole file again.
  var needsRewrite = false
  /// How many commands that built the scene before it began it starts with.
  public var built = 0

  /// A new recording at `path`, with a line of prose to open it.
  init(path: String, name: String) {
    self.path = path
    self.name = name
    store = RecordedLines(["A recorded scenesim session.", ""])
  }

  /// The file's text.
  public var text: String { lines.joined(separator: "\n") + "\n" }

  /// Adds lines at the end.
  func append(_ added: [String]) { store.append(added) }
}

/// The lines of a recording, appended to in place by whichever copy of the session records.
final class RecordedLines: Sendable {
  private let storage: Mutex<[String]>

  init(_ lines: [String]) { storage = Mutex(lines) }

  var all: [String] { storage.withLock { $0 } }

  func append(_ added: [String]) { storage.withLock { $0 += added } }
}

/// The terminal a session draws its pictures for: its size, and whether it shows
/// box-drawing characters. The REPL sets it from the real terminal.
public struct TerminalInfo: Hashable, Sendable {
  /// Its width in character cells, when known.
  public var columns: Int?
  /// Its height in character cells, when known.
  public var rows: Int?
  /// Whether output goes to it (pictures then use box-drawing characters).
  public var isTerminal: Bool

  /// A terminal of that size, or none.
  public init(columns: Int?, rows: Int?, isTerminal: Bool) {
    self.columns = columns
    self.rows = rows
    self.isTerminal = isTerminal
  }

  /// No terminal: a pipe, a file, a transcript's replay.
  public static let none = TerminalInfo(columns: nil, rows: nil, isTerminal: false)

  /// The `terminal` line that declares it.
  var line: String {
    guard isTerminal else { return "terminal none" }
    let size = columns.map { c in "\(c)x\(rows.map(String.init) ?? "0")" } ?? "auto"
    return "terminal \(size)"
  }
}

extension Session {
  /// The terminal as the session knows it.
  public var terminal: TerminalInfo {
    get { TerminalInfo(columns: terminalColumns, rows: terminalRows, isTerminal: outputIsTerminal) }
    set {
      terminalColumns = newValue.columns
      terminalRows = newValue.rows
      outputIsTerminal = newValue.isTerminal
    }
  }

  /// Starts writing the session as a transcript at `path`.
  public mutating func startRecording(_ path: String) -> Result<Void, FileReadError> {
    let full = resolve(path)
    var recording = Recording(path: full, name: path)
    // A scene already built: the transcript starts with what built it, every line that
    // stands as `save --all` writes them, so it replays from an empty session and `undo`
    // in it goes back as far as it does here.
    let built = savedLines(all: true).lines
    if !built.isEmpty {
      recording.lines += ["What built the scene before the recording began:", ""]
      recording.lines += built.flatMap { Script.entry(command: $0.line, output: $0.output) }
      recording.lines += ["", "Recorded from here:", ""]
      recording.built = built.count
    }
    if case .failure(let error) = writeFile(full, recording.text) { return .failure(error) }
    self.recording = recording
    return .success(())
  }

  /// Adds a top-level line and what it printed to the recording, if one is on. When the
  /// line ran for a terminal other than the one the transcript last declared (a replay
  /// has none), a `terminal` line first says which, so the transcript replays as recorded.
  mutating func record(_ line: String, _ result: ExecutionResult, terminal: TerminalInfo) {
    guard let path = recording?.path, let declared = recording?.declared,
      !line.allSatisfy({ $0 == " " || $0 == "\t" })
    else { return }
    var added: [String] = []
    if terminal != declared {
      added += Script.entry(command: terminal.line, output: [])
      recording?.declared = terminal
    }
    added += Script.entry(command: line, output: result.lines)
    // In place (no copy of what is recorded), and only the new lines go out, unless a
    // write failed: then the whole file again, so nothing is lost or half written.
    recording?.append(added)
    let written =
      recording?.needsRewrite == true
      ? writeFile(path, recording?.text ?? "")
      : appendFile(path, added.joined(separator: "\n") + "\n")
    if case .failure = written {
      recording?.needsRewrite = true
    } else {
      recording?.needsRewrite = false
    }
  }
}
