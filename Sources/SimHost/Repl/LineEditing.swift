import SimCommands

/// A line editor for the REPL: GNU readline in the scenesim program, a script of lines in
/// tests. It keeps a history, completes with the session it is given, turns Ctrl-C into
/// an abandoned line and a paste of several lines into lines one at a time.
public protocol LineEditing: AnyObject {
  /// Starts editing, with the history kept in `historyPath` (nil: none) up to
  /// `historySize` lines.
  func start(historyPath: String?, historySize: Int)
  /// The next line, read with `prompt`; Tab completes from `session`. When `wake` is
  /// signalled first (the live page sent a command), the line being typed is put aside,
  /// its text wiped from the screen, and given back to go on with at the next read.
  func read(prompt: String, completingFrom session: Session, wake: WakePipe?) -> LineInput
  /// Adds a line run to the history.
  func remember(_ line: String)
  /// Drops the pasted lines not yet run (after Ctrl-C or a failing line).
  func dropPasted()
  /// Whether lines of a paste (or a line half pasted) wait to be read.
  var hasLinesAhead: Bool { get }
  /// Keeps at most `size` lines of history from now on.
  func setHistorySize(_ size: Int)
  /// Ends editing: the history file is trimmed to `historySize` lines.
  func finish(historySize: Int)
}

/// What a line editor read.
public enum LineInput: Equatable, Sendable {
  /// A line typed (or pasted, one at a time), and whether it came from a paste and so
  /// was not shown by the editor.
  case line(String, fromPaste: Bool)
  /// Ctrl-C abandoned the line; `hadText` tells whether anything was typed.
  case interrupted(hadText: Bool)
  /// Ctrl-D at an empty line, or the end of input.
  case end
  /// The wake pipe was signalled while reading; the line half typed waits for the next read.
  case woken
}
