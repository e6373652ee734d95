@preconcurrency import CReadline
import Foundation
import SimCommands

/// GNU readline with history and Tab completion from the session's registry.
enum LineEditor {
  /// The session completion reads from; updated after every command.
  nonisolated(unsafe) static var session = Session()
  nonisolated(unsafe) private static var matches: [String] = []
  nonisolated(unsafe) private static var matchIndex = 0
  nonisolated(unsafe) private static var historyPath: String?

  /// Sets up completion and loads the history file.
  static func start(historyPath path: String?) {
    scenesim_rl_set_name()
    scenesim_rl_use_blank_word_breaks()
    scenesim_rl_set_completer { text, start, end in
      scenesim_rl_completion_over(1)
      let buffer = scenesim_rl_line_buffer()
      let bytes = buffer.map { UnsafeRawBufferPointer(start: $0, count: Int(end)) }
      let prefix = bytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
      LineEditor.matches = LineEditor.session.completions(for: prefix)
      return rl_completion_matches(text) { _, state in
        if state == 0 { LineEditor.matchIndex = 0 }
        guard LineEditor.matchIndex < LineEditor.matches.count else { return nil }
        defer { LineEditor.matchIndex += 1 }
        return strdup(LineEditor.matches[LineEditor.matchIndex])
      }
    }
    historyPath = path
    if let path {
      using_history()
      if read_history(path) != 0 { _ = write_history(path) }
    }
  }

  /// Reads a line with the prompt; nil at end of input (Ctrl-D).
  static func readLine(prompt: String) -> String? {
    guard let raw = readline(prompt) else { return nil }
    defer { free(raw) }
    let line = String(cString: raw)
    if !line.trimmingCharacters(in: .whitespaces).isEmpty {
      add_history(raw)
      if let historyPath { _ = append_history(1, historyPath) }
    }
    return line
  }

  /// Trims the history file to its last 1000 lines.
  static func finish() {
    if let historyPath { _ = history_truncate_file(historyPath, 1000) }
  }
}
