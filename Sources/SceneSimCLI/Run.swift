import ArgumentParser
import SimCommands
import SimComponents
import SimHost

/// Runs script files through one session.
struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run script files of commands, in order, in one scene.",
    discussion: """
      Stops at the first failing line, printing FILE:LINE: error: ... to standard error, and \
      exits 1. With --keep-going it runs on and exits 1 at the end if any line failed. A .t \
      transcript runs its commands (paths relative to its folder). Lines given with -c run \
      after the files, as lines of a script named -c. With --then-repl the REPL opens on the \
      scene afterwards, even after a failing line, as python -i does.
      """)

  @Argument(help: "Script files; - reads standard input.", completion: .file())
  var files: [String] = []

  @Option(
    name: [.customShort("c"), .customLong("command")],
    help: ArgumentHelp(
      "Run LINE too (repeatable): scenesim run -c 'help view'.", valueName: "LINE"),
    completion: .custom { _, _, prefix in Run.lineCompletions(prefix) })
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
      files: files, commands: commands, keepGoing: keepGoing, echo: echo, thenRepl: thenRepl)
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

/// What `scenesim run` does, apart from reading its command line.
struct ScriptRun {
  var files: [String]
  var commands: [String] = []
  var keepGoing = false
  var echo = false
  var thenRepl = false

  /// `run FILE...` with nothing but file names (the common case, read without the
  /// argument parser, whose type lookups cost more than the rest of a short run).
  init?(plainArguments arguments: [String]) {
    guard arguments.count >= 2, arguments[0] == "run",
      arguments.dropFirst().allSatisfy({ $0 == "-" || !$0.hasPrefix("-") })
    else { return nil }
    files = Array(arguments.dropFirst())
  }

  init(files: [String], commands: [String], keepGoing: Bool, echo: Bool, thenRepl: Bool) {
    self.files = files
    self.commands = commands
    self.keepGoing = keepGoing
    self.echo = echo
    self.thenRepl = thenRepl
  }

  /// Runs the scripts in one session; returns whether a line failed.
  func run() -> Bool {
    var session = Session.forProgram()
    let failed = runFiles(&session)
    if thenRepl, Platform.stdinIsTerminal {
      Interactive.run(&session, historyPath: nil)
      return false
    }
    return failed
  }

  /// Runs the files in order, then the -c lines; returns whether a line failed. Stops at a
  /// failing line unless --keep-going, and at quit.
  private func runFiles(_ session: inout Session) -> Bool {
    let palette = Palette.current
    var failed = false
    for file in files {
      let name = file == "-" ? "<stdin>" : file
      let transcript = Script.isTranscript(file)
      session.directory = transcript ? Session.folder(of: file) : nil
      let outcome: (failed: Bool, stop: Bool)
      do {
        if transcript {
          let commands = Script.commands(in: try Platform.readText(file), transcript: true)
          outcome = runLines(commands.map { ($0.line, .text($0.text)) }, name: name, &session)
        } else {
          // A line at a time: a script may be endless (a pipe) or hold a huge line.
          outcome = runLines(try reader(file), name: name, &session)
        }
      } catch {
        Platform.err("\(palette.errorPrefix()) \(error)")
        return true
      }
      failed = failed || outcome.failed
      if outcome.stop { return failed }
    }
    session.directory = nil
    let lines = commands.enumerated().map { ($0 + 1, ScriptLine.text($1)) }
    return runLines(lines, name: "-c", &session).failed || failed
  }

  /// A reader of a script's lines (`-`: standard input).
  private func reader(_ file: String) throws -> LineReader {
    if file == "-" { return Platform.standardInput }
    switch Platform.kind(of: file) {
    case .missing: throw PlatformError("no such file: \(file)")
    case .folder: throw PlatformError("\(file) is a directory")
    case .file, .other: return try LineReader(path: file)
    }
  }

  /// Runs the lines of a reader, numbered from 1.
  private func runLines(_ reader: LineReader, name: String, _ session: inout Session)
    -> (failed: Bool, stop: Bool)
  {
    var number = 0
    return runLines(name: name, &session) {
      guard let read = reader.next() else { return nil }
      number += 1
      guard case .text(let bytes) = read else { return (number, .tooLong) }
      return (number, String(validating: bytes, as: UTF8.self).map(ScriptLine.text) ?? .notUTF8)
    }
  }

  /// Runs numbered lines.
  private func runLines(_ lines: [(Int, ScriptLine)], name: String, _ session: inout Session)
    -> (failed: Bool, stop: Bool)
  {
    var remaining = lines.makeIterator()
    return runLines(name: name, &session) { remaining.next() }
  }

  /// Runs numbered lines of one source as `next` gives them; says whether one failed and
  /// whether to stop.
  private func runLines(
    name: String, _ session: inout Session, next: () -> (Int, ScriptLine)?
  ) -> (failed: Bool, stop: Bool) {
    let palette = Palette.current
    var failed = false
    while let (number, item) = next() {
      let location = "\(name):\(number):"
      let line: String
      switch item {
      case .text(let text): line = text
      case .notUTF8, .tooLong:
        let problem = item == .tooLong ? Platform.lineTooLong : "line is not valid UTF-8"
        Platform.err("\(location) \(palette.errorPrefix()) \(problem)")
        failed = true
        if keepGoing { continue } else { return (true, true) }
      }
      if echo, !line.allSatisfy(\.isWhitespace) { Platform.out(["$ " + line]) }
      let result = session.execute(line)
      Platform.out(result.output.map(palette.outputLine))
      if let error = result.error {
        Platform.err("\(location) \(palette.errorPrefix()) \(error.text)")
        failed = true
        if !keepGoing { return (true, true) }
      }
      if result.quit { return (failed, true) }
    }
    return (failed, false)
  }
}

/// A line of a script as read: its text, or why it cannot run.
private enum ScriptLine: Equatable {
  case text(String)
  case notUTF8
  case tooLong
}
