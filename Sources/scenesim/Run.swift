import ArgumentParser
import SimCommands

/// Runs script files through one session.
struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run script files of commands, in order, in one scene.",
    discussion: """
      Stops at the first failing line, printing FILE:LINE: error: ... to standard error, and \
      exits 1. With --keep-going it runs on and exits 1 at the end if any line failed.
      """)

  @Argument(help: "Script files; - reads standard input.")
  var files: [String]

  @Flag(name: .long, help: "Run on after a failing line.")
  var keepGoing = false

  @Flag(name: .long, help: "Print each command, after '$ ', before its output.")
  var echo = false

  func validate() throws {
    if files.isEmpty {
      throw ValidationError("give at least one script file, or - for standard input")
    }
  }

  func run() throws {
    let palette = Palette.current
    var session = Session()
    session.readFile = Platform.fileReader(relativeTo: nil)
    session.writeFile = Platform.fileWriter()
    session.outputIsTerminal = Platform.stdoutIsTerminal
    session.terminalColumns = Platform.terminalColumns
    var failed = false
    for file in files {
      let name = file == "-" ? "<stdin>" : file
      let bytes: [UInt8]
      do {
        bytes = try Platform.readBytes(file)
      } catch {
        Platform.err("\(palette.errorPrefix()) \(error)")
        throw ExitCode(1)
      }
      for (index, decoded) in decodeLines(bytes).enumerated() {
        let location = "\(name):\(index + 1):"
        guard let line = decoded else {
          Platform.err("\(location) \(palette.errorPrefix()) line is not valid UTF-8")
          failed = true
          if keepGoing { continue } else { throw ExitCode(1) }
        }
        if echo, !line.trimmingCharacters(in: .whitespaces).isEmpty { Platform.out(["$ " + line]) }
        let result = session.execute(line)
        Platform.out(result.output.map(palette.outputLine))
        if let error = result.error {
          Platform.err("\(location) \(palette.errorPrefix()) \(error.text)")
          failed = true
          if !keepGoing { throw ExitCode(1) }
        }
        if result.quit { throw ExitCode(failed ? 1 : 0) }
      }
    }
    if failed { throw ExitCode(1) }
  }
}
