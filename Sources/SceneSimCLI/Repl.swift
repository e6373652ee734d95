import ArgumentParser
import SimCommands
import SimComponents
import SimHost

/// `scenesim repl`: the interactive loop, or the plain reader of standard input.
struct ReplCommand: ParsableCommand {
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
      Repl.run(&session, editor: Readline(), historyPath: history, page: page)
    } else if Repl.readPipe(&session, page: page) {
      throw ExitCode(1)
    }
  }
}
