public import SimCommands
import SimGeometry
import SimScene

/// The REPL on a terminal, and the reader of piped input: both run each line through
/// ``SimCommands/Session/execute(_:)`` and print what a person sees.
public enum Repl {
  /// The prompt.
  public static let prompt = "scenesim> "

  /// Runs the REPL on `session` until Ctrl-D, `quit` or `exit`, reading with `editor`.
  /// Ctrl-C stops a running command (the scene stays as it was) or abandons the line.
  public static func run(
    _ session: inout Session, editor: LineEditing, historyPath: String?,
    page: LivePage = LivePage(), console: Console = .standard
  ) {
    session.liveView = page.control
    defer { _ = page.stop() }
    let palette = console.palette
    Interrupts.catchSIGINT()
    let home = Platform.environment("HOME").map { $0 + "/.scenesim_history" }
    editor.start(
      historyPath: historyPath ?? Platform.environment("SCENESIM_HISTORY") ?? home,
      historySize: session.settings.historySize)
    console.out([
      "scenesim 0.1.0: 'help' lists the commands; Ctrl-C stops a line or a command; "
        + "Ctrl-D or quit leaves."
    ])
    let progress = ProgressLine(enabled: Platform.stderrIsTerminal)
    session.monitor = WorkMonitor(
      shouldStop: { Interrupts.pending },
      progress: { what, done, total in progress.report(what, done, total) })
    var historySize = session.settings.historySize
    /// Runs a line as typed: prints what it printed, pages a long help (not one the page
    /// asked for: its reader is at the browser), and says how long it took when asked.
    func run(_ line: String, pageable: Bool) -> ExecutionResult {
      Interrupts.clear()
      // The terminal may have been resized while the line was typed: pictures take its
      // size now.
      session.terminal = Platform.terminal
      let started = Platform.seconds
      progress.begin()
      let result = session.execute(line)
      progress.end()
      page.publish(session)
      // A long help goes through the pager in a terminal, as git's and man's do.
      let rows = session.terminal.rows ?? 0
      // Not when lines were typed or pasted ahead: they are the next lines, not the pager's.
      let paged =
        pageable && result.command?.path.first == "help" && session.terminal.isTerminal
        && !editor.hasLinesAhead && !Platform.waitForInput(0, seconds: 0)
        && rows > 0 && result.output.count > rows - 1
        && Platform.page(result.output.map(palette.outputLine))
      // The screen cleared (not its scrollback, as Ctrl-L), the cursor at its top: the
      // prompt comes back there. Not for the page's clear: the terminal is not its.
      if pageable, result.command?.path == ["clear"], result.succeeded,
        session.terminal.isTerminal
      {
        Platform.outRaw("\u{1B}[H\u{1B}[2J")
      }
      if !paged { console.out(result.output.map(palette.outputLine)) }
      if let error = result.error {
        console.err(palette.errorPrefix() + " " + error.text)
        for caret in Caret.lines(line, error) { console.err(caret) }
      }
      if Interrupts.clear() || result.interrupted { editor.dropPasted() }
      if session.settings.timer {
        let ms = (Platform.seconds - started) * 1000
        console.err("time: \(NumberFormat.string(ms, places: 1)) ms")
      }
      if session.settings.historySize != historySize {
        historySize = session.settings.historySize
        editor.setHistorySize(historySize)
      }
      return result
    }
    loop: while true {
      session.terminal = Platform.terminal
      Interrupts.clear()
      switch editor.read(prompt: prompt, completingFrom: session, wake: page.wake) {
      case .end:
        console.out([""])
        break loop
      case .interrupted(let hadText):
        if !hadText { console.out(["(to leave, press Ctrl-D or type quit)"]) }
      case .woken:
        runPageCommands(
          page: page, console: console, refusal: { session.refusalFromPage($0) },
          run: { run($0, pageable: false) })
      case .line(let line, let fromPaste):
        if fromPaste { console.out([prompt + line]) }
        editor.remember(line)
        if run(line, pageable: true).quit { break loop }
      }
    }
    editor.finish(historySize: session.settings.historySize)
  }

  /// Runs the commands the live page sent, each shown as the REPL shows a typed line (marked
  /// as the page's) and run by `run`, unless it is one the page may not send; answers each
  /// with what it printed.
  static func runPageCommands(
    page: LivePage, console: Console, refusal: (String) -> CommandError?,
    run: (String) -> ExecutionResult
  ) {
    let palette = console.palette
    var stopped = false
    for command in page.takeCommands() {
      // Ctrl-C stops the rest of what the page sent, as it stops a pasted block.
      guard !stopped else {
        page.reply(
          command, output: [], error: "not run: Ctrl-C in the REPL stopped the page's lines")
        continue
      }
      console.out([palette.pageLine(prompt, command.line)])
      if let refusal = refusal(command.line) {
        console.err(palette.errorPrefix() + " " + refusal.text)
        for caret in Caret.lines(command.line, refusal) { console.err(caret) }
        page.reply(command, output: [], error: refusal.text)
        continue
      }
      let result = run(command.line)
      page.reply(command, output: result.output, error: result.error?.text)
      stopped = result.interrupted
    }
  }

  /// Runs the lines of standard input with no prompt; errors name their line
  /// (`<stdin>:3: error: ...`). Returns whether any line failed.
  public static func readPipe(
    _ session: inout Session, page: LivePage = LivePage(), console: Console = .standard
  ) -> Bool {
    session.liveView = page.control
    defer { _ = page.stop() }
    let palette = console.palette
    var failed = false
    var number = 0
    while true {
      // While a page that acts is served, its commands run between the lines of input.
      if let wake = page.wake, !Platform.standardInputHasLine {
        let (input, woken) = Platform.waitForEither(0, wake.descriptor)
        if woken {
          runPageCommands(
            page: page, console: console, refusal: { session.refusalFromPage($0) },
            run: { line in
              let result = session.execute(line)
              page.publish(session)
              console.out(result.output.map(palette.outputLine))
              if let error = result.error {
                console.err(palette.errorPrefix() + " " + error.text)
              }
              return result
            })
        }
        if !input { continue }
      }
      guard let read = Platform.readStdinLine() else { break }
      number += 1
      let location = "<stdin>:\(number):"
      guard case .text(let bytes) = read else {
        failed = true
        console.err("\(location) \(palette.errorPrefix()) \(Platform.lineTooLong)")
        continue
      }
      guard let line = String(validating: bytes, as: UTF8.self) else {
        failed = true
        console.err("\(location) \(palette.errorPrefix()) line is not valid UTF-8")
        continue
      }
      let result = session.execute(line)
      page.publish(session)
      console.out(result.output.map(palette.outputLine))
      if let error = result.error {
        failed = true
        console.err("\(location) \(palette.errorPrefix()) \(error.text)")
        for caret in Caret.lines(line, error) { console.err(caret) }
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
