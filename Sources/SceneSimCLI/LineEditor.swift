@preconcurrency import CReadline
import SimCommands
import SimHost

/// GNU readline as the REPL's line editor: history, Tab completion from the session, Ctrl-C
/// that abandons the line, and pastes of several lines.
final class Readline: LineEditing {
  // readline calls back through C functions, which capture nothing: the state is static.
  /// The session completion reads from; set before every line.
  nonisolated(unsafe) private static var session: Session?
  nonisolated(unsafe) private static var matches: [String] = []
  nonisolated(unsafe) private static var matchIndex = 0
  private var historyPath: String?
  /// Lines of a paste still to run, and the text of an unfinished last pasted line (or of a
  /// line put aside when the live page's command came) with where its cursor was.
  private var pasted: [String] = []
  private var unfinished = ""
  private var unfinishedPoint: Int32 = -1

  func start(historyPath path: String?, historySize: Int) {
    scenesim_rl_set_name()
    scenesim_rl_setup()
    scenesim_rl_use_blank_word_breaks()
    scenesim_rl_set_completer { text, start, end in
      scenesim_rl_completion_over(1)
      let buffer = scenesim_rl_line_buffer()
      let bytes = buffer.map { UnsafeRawBufferPointer(start: $0, count: Int(end)) }
      let prefix = bytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
      guard let completion = Readline.session?.completion(for: prefix) else { return nil }
      if completion.files, completion.words.isEmpty, let text {
        return scenesim_rl_file_matches(text)
      }
      Readline.matches = completion.words
      return rl_completion_matches(text) { _, state in
        if state == 0 { Readline.matchIndex = 0 }
        guard Readline.matchIndex < Readline.matches.count else { return nil }
        defer { Readline.matchIndex += 1 }
        return strdup(Readline.matches[Readline.matchIndex])
      }
    }
    historyPath = path
    using_history()
    stifle_history(Int32(clamping: historySize))
    if let path, read_history(path) != 0 { _ = write_history(path) }
  }

  func read(prompt: String, completingFrom session: Session, wake: WakePipe?) -> LineInput {
    if !pasted.isEmpty { return .line(pasted.removeFirst(), fromPaste: true) }
    Readline.session = session
    var raw: UnsafeMutablePointer<CChar>?
    var hadText: Int32 = 0
    var point = unfinishedPoint
    let initial = unfinished
    unfinished = ""
    unfinishedPoint = -1
    let got = scenesim_rl_read(
      prompt, initial, wake?.descriptor ?? -1, &point, { Interrupts.clear() ? 1 : 0 }, &raw,
      &hadText)
    if got == 2 {
      // The line half typed waits for the next read.
      unfinished = raw.map { String(cString: $0) } ?? ""
      unfinishedPoint = point
      free(raw)
      return .woken
    }
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

  func dropPasted() { pasted = [] }

  var hasLinesAhead: Bool { !pasted.isEmpty || !unfinished.isEmpty }

  func remember(_ line: String) {
    guard !line.allSatisfy(\.isWhitespace) else { return }
    if let last = scenesim_rl_last_history(), String(cString: last) == line { return }
    add_history(line)
    if let historyPath { _ = append_history(1, historyPath) }
  }

  func setHistorySize(_ size: Int) { stifle_history(Int32(clamping: size)) }

  func finish(historySize: Int) {
    if let historyPath { _ = history_truncate_file(historyPath, Int32(clamping: historySize)) }
  }
}
