import ArgumentParser
import SimCommands
import SimGeometry
import SimHost
import SimScene

/// The interactive loop, or the plain reader of standard input.
struct Repl: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "Read commands from the terminal (or standard input) and run them.",
    discussion: """
      In a terminal: line editing, history, Tab completion of commands, ids, values and \
      file names; Ctrl-C abandons the line or stops the running command (the scene stays \
      as it was); a paste of several lines runs them one by one; Ctrl-D, quit or exit \
      leaves. From a pipe, lines run with no prompt and errors name their line.
      """)

  @Option(
    name: .long,
    help: ArgumentHelp("Also write the session to FILE as a transcript.", valueName: "FILE"),
    completion: .file())
  var record: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "History file (default $SCENESIM_HISTORY, else ~/.scenesim_history).", valueName: "FILE"),
    completion: .file())
  var history: String?

  @OptionGroup var live: LivePageOption

  func run() throws {
    var session = Session.forProgram()
    let page = LivePage()
    session.liveView = page.control
    defer { _ = page.stop() }
    if let record, case .failure(let error) = session.startRecording(record) {
      Platform.err(Palette.current.errorPrefix() + " cannot write \(record): \(error.message)")
      throw ExitCode(1)
    }
    try live.start(page, errorPrefix: Palette.current.errorPrefix())
    page.publish(session)
    if Platform.stdinIsTerminal {
      Interactive.run(&session, historyPath: history, page: page)
    } else {
      let failed = Interactive.readPipe(&session, page: page)
      if failed { throw ExitCode(1) }
    }
  }
}

/// The REPL in a terminal, and the reader of piped input.
enum Interactive {
  static let prompt = "scenesim> "

  /// Runs the REPL on `session` until Ctrl-D, `quit` or `exit`.
  static func run(_ session: inout Session, historyPath: String?, page: LivePage = LivePage()) {
    session.liveView = page.control
    defer { _ = page.stop() }
    let palette = Palette.current
    Interrupts.catchSIGINT()
    let home = Platform.environment("HOME").map { $0 + "/.scenesim_history" }
    let path = historyPath ?? Platform.environment("SCENESIM_HISTORY") ?? home
    LineEditor.start(historyPath: path, historySize: session.settings.historySize)
    Platform.out([
      "scenesim 0.1.0: 'help' lists the commands; Ctrl-C stops a line or a command; "
        + "Ctrl-D or quit leaves."
    ])
    let progress = ProgressLine(enabled: Platform.stderrIsTerminal)
    session.monitor = WorkMonitor(
      shouldStop: { Interrupts.pending },
      progress: { what, done, total in progress.report(what, done, total) })
    var historySize = session.settings.historySize
    loop: while true {
      session.terminal = Platform.terminal
      LineEditor.session = session
      Interrupts.clear()
      switch LineEditor.read(prompt: prompt) {
      case .end:
        Platform.out([""])
        break loop
      case .interrupted(let hadText):
        if !hadText { Platform.out(["(to leave, press Ctrl-D or type quit)"]) }
      case .line(let line, let fromPaste):
        if fromPaste { Platform.out([prompt + line]) }
        LineEditor.remember(line)
        Interrupts.clear()
        let started = Platform.seconds
        progress.begin()
        let result = session.execute(line)
        progress.end()
        page.publish(session)
        Platform.out(result.output.map(palette.outputLine))
        if let error = result.error { Platform.err(palette.errorPrefix() + " " + error.text) }
        if Interrupts.clear() || result.interrupted { LineEditor.dropPasted() }
        if session.settings.timer {
          let ms = (Platform.seconds - started) * 1000
          Platform.err("time: \(NumberFormat.string(ms, places: 1)) ms")
        }
        if session.settings.historySize != historySize {
          historySize = session.settings.historySize
          LineEditor.setHistorySize(historySize)
        }
        if result.quit { break loop }
      }
    }
    LineEditor.finish(historySize: session.settings.historySize)
  }

  /// Runs the lines of standard input with no prompt; errors name their line
  /// (`<stdin>:3: error: ...`). Returns whether any line failed.
  static func readPipe(_ session: inout Session, page: LivePage = LivePage()) -> Bool {
    session.liveView = page.control
    defer { _ = page.stop() }
    let palette = Palette.current
    var failed = false
    var number = 0
    while let read = Platform.readStdinLine() {
      number += 1
      let location = "<stdin>:\(number):"
      guard case .text(let bytes) = read else {
        failed = true
        Platform.err("\(location) \(palette.errorPrefix()) \(Platform.lineTooLong)")
        continue
      }
      guard let line = String(validating: bytes, as: UTF8.self) else {
        failed = true
        Platform.err("\(location) \(palette.errorPrefix()) line is not valid UTF-8")
        continue
      }
      let result = session.execute(line)
      page.publish(session)
      Platform.out(result.output.map(palette.outputLine))
      if let error = result.error {
        failed = true
        Platform.err("\(location) \(palette.errorPrefix()) \(error.text)")
      }
      if result.quit { break }
    }
    return failed
  }
}

/// A line on standard error that shows how far a long command is, drawn over itself and
/// wiped when the command ends. It appears only after a quarter second, at most ten times
/// a second, and only on a terminal: pipes, transcripts and recordings never see it.
final class ProgressLine: @unchecked Sendable {
  private let enabled: Bool
  private var started = 0.0
  private var lastDrawn = 0.0
  private var shown = false

  init(enabled: Bool) { self.enabled = enabled }

  /// A command starts.
  func begin() {
    started = Platform.seconds
    lastDrawn = 0
  }

  /// Long work reports `done` of `total` units of `what`.
  func report(_ what: String, _ done: Int, _ total: Int) {
    guard enabled else { return }
    let now = Platform.seconds
    guard now - started > 0.25, now - lastDrawn > 0.1 else { return }
    lastDrawn = now
    let percent = total > 0 ? min(100, done * 100 / total) : 0
    Platform.errRaw("\r\u{1B}[K\(what): \(percent)% (Ctrl-C stops it)")
    shown = true
  }

  /// The command ended: wipe the line.
  func end() {
    guard shown else { return }
    Platform.errRaw("\r\u{1B}[K")
    shown = false
  }
}
