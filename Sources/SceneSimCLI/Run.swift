import ArgumentParser
import SimCommands
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
      let bytes: [UInt8]
      do {
        bytes = try Platform.readBytes(file)
      } catch {
        Platform.err("\(palette.errorPrefix()) \(error)")
        return true
      }
      let transcript = Script.isTranscript(file)
      session.directory = transcript ? Session.folder(of: file) : nil
      var lines: [(Int, String?)] = decodeLines(bytes).enumerated().map { ($0 + 1, $1) }
      if transcript {
        guard let text = String(validating: bytes, as: UTF8.self) else {
          Platform.err("\(name): \(palette.errorPrefix()) not valid UTF-8")
          return true
        }
        lines = Script.commands(in: text, transcript: true).map { ($0.line, $0.text) }
      }
      let (lineFailed, stop) = runLines(lines, name: name, &session)
      failed = failed || lineFailed
      if stop { return failed }
    }
    session.directory = nil
    let lines = commands.enumerated().map { ($0 + 1, Optional($1)) }
    return runLines(lines, name: "-c", &session).failed || failed
  }

  /// Runs numbered lines of one source; says whether one failed and whether to stop.
  private func runLines(_ lines: [(Int, String?)], name: String, _ session: inout Session)
    -> (failed: Bool, stop: Bool)
  {
    let palette = Palette.current
    var failed = false
    for (number, decoded) in lines {
      let location = "\(name):\(number):"
      guard let line = decoded else {
        Platform.err("\(location) \(palette.errorPrefix()) line is not valid UTF-8")
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
