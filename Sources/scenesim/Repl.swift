import ArgumentParser
import SimCommands
import SimTranscript

/// The interactive loop, or the plain reader of standard input.
struct Repl: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "Read commands from the terminal (or standard input) and run them.")

  @Option(name: .long, help: "Also write the session to FILE as a transcript.")
  var record: String?

  @Option(
    name: .long,
    help: "History file (default $SCENESIM_HISTORY, else ~/.scenesim_history).")
  var history: String?

  func run() throws {
    var recorder = try record.map { path throws in try Recorder(path: path) }
    let palette = Palette.current
    var session = Session()
    session.readFile = Platform.fileReader(relativeTo: nil)
    session.writeFile = Platform.fileWriter()
    session.outputIsTerminal = Platform.stdoutIsTerminal
    session.terminalColumns = Platform.terminalColumns
    var failed = false
    let interactive = Platform.stdinIsTerminal
    if interactive {
      let home = Platform.environment("HOME").map { $0 + "/.scenesim_history" }
      LineEditor.start(historyPath: history ?? Platform.environment("SCENESIM_HISTORY") ?? home)
      Platform.out(["scenesim 0.1.0: type 'help' for the commands, Ctrl-D to leave."])
    }
    while true {
      let line: String
      if interactive {
        guard let typed = LineEditor.readLine(prompt: "scenesim> ") else { break }
        line = typed
      } else {
        guard let bytes = Platform.readStdinLine() else { break }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
          failed = true
          Platform.err(palette.errorPrefix() + " line is not valid UTF-8")
          continue
        }
        line = decoded
      }
      let result = session.execute(line)
      Platform.out(result.output.map(palette.outputLine))
      if let error = result.error {
        failed = true
        Platform.err(palette.errorPrefix() + " " + error.text)
      }
      try recorder?.append(command: line, result: result)
      if interactive { LineEditor.session = session }
      if result.quit { break }
    }
    if interactive { LineEditor.finish() }
    try recorder?.close()
    if failed && !interactive { throw ExitCode(1) }
  }
}

/// Writes a session as a transcript, entry by entry.
struct Recorder {
  let path: String
  var lines: [String] = []

  init(path: String) throws {
    self.path = path
    lines = ["A recorded scenesim session.", ""]
    try Platform.write(text, to: path)
  }

  var text: String { lines.joined(separator: "\n") + "\n" }

  mutating func append(command: String, result: ExecutionResult) throws {
    guard !command.trimmingCharacters(in: .whitespaces).isEmpty else { return }
    lines += Transcript.entry(command: command, output: result.lines)
    try Platform.write(text, to: path)
  }

  func close() throws { try Platform.write(text, to: path) }
}
