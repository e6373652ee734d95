import ArgumentParser
import SimCommands
import SimComponents
import SimHost

/// Runs script files through one session.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run script files of commands, in order, in one scene.",
    discussion: """
      Stops at the first failing line, printing FILE:LINE: error: ... to standard error, and \
      exits 1. With --keep-going it runs on and exits 1 at the end if any line failed. A .t \
      transcript runs its commands (paths relative to its folder) and replays its session: a \
      command recorded with an error fails again and the run goes on, exiting 0 when every \
      failure was recorded. Lines given with -c run \
      after the files, as lines of a script named -c. With --then-repl the REPL opens on the \
      scene afterwards, even after a failing line, as python -i does.
      """)

  @Argument(help: "Script files; - reads standard input.", completion: .file())
  var files: [String] = []

  @Option(
    name: [.customShort("c"), .customLong("command")],
    help: ArgumentHelp(
      "Run LINE too (repeatable): scenesim run -c 'help view'.", valueName: "LINE"),
    completion: .custom { _, _, prefix in RunCommand.lineCompletions(prefix) })
  var commands: [String] = []

  @Flag(name: .long, help: "Run on after a failing line.")
  var keepGoing = false

  @Flag(name: .long, help: "Print each command, after '$ ', before its output.")
  var echo = false

  @Flag(name: .long, help: "Then stay in the REPL with the scene the scripts built.")
  var thenRepl = false

  func validate() throws {
    if files.isEmpty, commands.isEmpty {
      throw ValidationError("give a script file, - for standard input, or -c LINE")
    }
  }

  func run() throws {
    let script = ScriptRun(
      files: files, commands: commands, keepGoing: keepGoing, echo: echo,
      thenRepl: thenRepl ? Readline() : nil)
    if script.run() { throw ExitCode(1) }
  }

  /// Completions of a command line for the shell: the line up to its last word, followed by
  /// each word the REPL's Tab would offer there.
  static func lineCompletions(_ prefix: String) -> [String] {
    let completion = Session().completion(for: prefix)
    let kept =
      prefix.last == " "
      ? prefix
      : String(
        prefix[..<(prefix.lastIndex(of: " ").map { prefix.index(after: $0) } ?? prefix.startIndex)])
    return completion.words.map { kept + $0 }
  }
}
