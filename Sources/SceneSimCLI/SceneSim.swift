import ArgumentParser
import SimCommands
import SimHost
import SimTranscript

/// The scenesim command line: the REPL (default), scripts and transcripts.
@main
struct SceneSim: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenesim",
    abstract: "A headless, deterministic simulator of five iOS UI libraries.",
    discussion: """
      With no subcommand, scenesim reads commands: in a terminal it opens the REPL (line \
      editing, history, Tab completion; Ctrl-D or 'quit' to leave); otherwise it runs the \
      lines from standard input with no prompt. Type 'help' inside for the commands.
      """,
    version: "scenesim 0.1.0",
    subcommands: [ReplCommand.self, RunCommand.self, TestCommand.self, ServeCommand.self],
    defaultSubcommand: ReplCommand.self
  )

  /// `scenesim run FILE...` runs at once; every other command line goes through the parser.
  static func main() {
    if let script = ScriptRun(plainArguments: Array(CommandLine.arguments.dropFirst())) {
      Platform.exit(script.run() ? 1 : 0)
    }
    main(withViewPorts(Array(CommandLine.arguments.dropFirst())))
  }

  /// `--view` takes an optional port: a bare `--view` (of `repl`, `serve` or the default
  /// REPL) becomes `--view 0`, a free port.
  static func withViewPorts(_ arguments: [String]) -> [String] {
    guard arguments.first.map({ !["run", "test", "help"].contains($0) }) ?? false else {
      return arguments
    }
    var result: [String] = []
    for (k, argument) in arguments.enumerated() {
      result.append(argument)
      if argument == "--view",
        !(arguments.indices.contains(k + 1)
          && arguments[k + 1].allSatisfy({ $0.isASCII && $0.isNumber })
          && !arguments[k + 1].isEmpty)
      {
        result.append("0")
      }
    }
    return result
  }
}
