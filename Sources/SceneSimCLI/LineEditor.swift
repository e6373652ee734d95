@preconcurrency import CReadline
import SimCommands
import SimComponents

/// GNU readline with history, Tab completion from the session's registry, Ctrl-C that
/// abandons the line, and pastes of several lines.
enum LineEditor {
  /// The session completion reads from; updated after every command.
  nonisolated(unsafe) static var session = Session()
  nonisolated(unsafe) private static var matches: [String] = []
  nonisolated(unsafe) private static var matchIndex = 0
  nonisolated(unsafe) private static var historyPath: String?
  /// Lines of a paste still to run, and the text of an unfinished last pasted line.
  nonisolated(unsafe) private static var pasted: [String] = []
  nonisolated(unsafe) private static var unfinished = ""

  /// What ``read(prompt:)`` got.
  enum Input {
    /// A line typed (or pasted, one at a time), and whether it came from a paste and so
    /// was not shown by the editor.
    case line(String, fromPaste: Bool)
    /// Ctrl-C abandoned the line; `hadText` tells whether anything was typed.
    case interrupted(hadText: Bool)
    /// Ctrl-D at an empty line, or the end of input.
    case end
  }

  /// Sets up readline, completion and the history file.
  static func start(historyPath path: String?, historySize: Int) {
    scenesim_rl_set_name()
    scenesim_rl_setup()
    scenesim_rl_use_blank_word_breaks()
    scenesim_rl_set_completer { text, start, end in
      scenesim_rl_completion_over(1)
      let buffer = scenesim_rl_line_buffer()
      let bytes = buffer.map { UnsafeRawBufferPointer(start: $0, count: Int(end)) }
      let prefix = bytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
      let completion = LineEditor.session.completion(for: prefix)
      if completion.files, completion.words.isEmpty, let text {
        return scenesim_rl_file_matches(text)
      }
      LineEditor.matches = completion.words
      return rl_completion_matches(text) { _, state in
        if state == 0 { LineEditor.matchIndex = 0 }
        guard LineEditor.matchIndex < LineEditor.matches.count else { return nil }
        defer { LineEditor.matchIndex += 1 }
        return strdup(LineEditor.matches[LineEditor.matchIndex])
      }
    }
    historyPath = path
    using_history()
    stifle_history(Int32(clamping: historySize))
    if let path, read_history(path) != 0 { _ = write_history(path) }
  }

  /// Reads the next line: a pasted one still waiting, or one typed at the prompt.
  static func read(prompt: String) -> Input {
    if !pasted.isEmpty { return .line(pasted.removeFirst(), fromPaste: true) }
    var raw: UnsafeMutablePointer<CChar>?
    var hadText: Int32 = 0
    let initial = unfinished
    unfinished = ""
    let got = scenesim_rl_read(prompt, initial, { Interrupts.clear() ? 1 : 0 }, &raw, &hadText)
    guard got == 1 else { return .interrupted(hadText: hadText != 0) }
    guard let raw else { return .end }
    defer { free(raw) }
    if let rest = scenesim_rl_take_pasted() {
      defer { free(rest) }
      var lines = String(cString: rest).split(
        omittingEmptySubsequences: false,
        whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
      ).map(String.init)
      unfinished = lines.removeLast()
      pasted = lines
    }
    return .line(String(cString: raw), fromPaste: false)
  }

  /// Drops the pasted lines not yet run (after Ctrl-C or a failing line).
  static func dropPasted() {
    pasted = []
  }

  /// Adds a line to the history (and its file) unless it is blank or repeats the last.
  static func remember(_ line: String) {
    guard !line.allSatisfy(\.isWhitespace) else { return }
    if let last = scenesim_rl_last_history(), String(cString: last) == line { return }
    add_history(line)
    if let historyPath { _ = append_history(1, historyPath) }
  }

  /// Keeps at most `size` lines of history.
  static func setHistorySize(_ size: Int) {
    stifle_history(Int32(clamping: size))
  }

  /// Trims the history file to the history size.
  static func finish(historySize: Int) {
    if let historyPath { _ = history_truncate_file(historyPath, Int32(clamping: historySize)) }
  }
}
