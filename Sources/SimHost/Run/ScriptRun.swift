import SimCommands
import SimComponents

/// What `scenesim run` does, apart from reading its command line.
public struct ScriptRun {
  /// The script files, in order; `-` is standard input.
  public var files: [String]
  /// Lines to run after the files (`-c`).
  public var commands: [String] = []
  /// Whether to run on after a failing line.
  public var keepGoing = false
  /// Whether to print each command, after `$ `, before its output.
  public var echo = false
  /// Where to go on afterwards, in a terminal: the REPL with this editor (`--then-repl`).
  public var thenRepl: LineEditing?
  /// Where the output goes.
  public var console: Console = .standard

  /// `run FILE...` with nothing but file names (the common case, read without the
  /// argument parser, whose type lookups cost more than the rest of a short run).
  public init?(plainArguments arguments: [String]) {
    guard arguments.count >= 2, arguments[0] == "run",
      arguments.dropFirst().allSatisfy({ $0 == "-" || !$0.hasPrefix("-") })
    else { return nil }
    files = Array(arguments.dropFirst())
  }

  /// A run of `files`, then `commands`, with the given options.
  public init(
    files: [String], commands: [String], keepGoing: Bool, echo: Bool, thenRepl: LineEditing?
  ) {
    self.files = files
    self.commands = commands
    self.keepGoing = keepGoing
    self.echo = echo
    self.thenRepl = thenRepl
  }

  /// Runs the scripts in one session; returns whether a line failed.
  public func run() -> Bool {
    var session = Session.forProgram()
    let failed = runFiles(&session)
    if let editor = thenRepl, Platform.stdinIsTerminal {
      Repl.run(&session, editor: editor, historyPath: nil, console: console)
      return false
    }
    return failed
  }

  /// Runs the files in order, then the -c lines; returns whether a line failed. Stops at a
  /// failing line unless --keep-going, and at quit.
  private func runFiles(_ session: inout Session) -> Bool {
    let palette = console.palette
    var failed = false
    for file in files {
      let name = file == "-" ? "<stdin>" : file
      let transcript = Script.isTranscript(file)
      session.directory = transcript ? Session.folder(of: file) : nil
      let outcome: (failed: Bool, stop: Bool)
      do {
        if transcript {
          // A transcript replays its session: commands that failed when recorded fail now
          // and the run goes on.
          let commands = Script.commandsWithRecordedErrors(
            in: try Platform.readText(file), transcript: true)
          var remaining = commands.map { ($0.line, ScriptLine.text($0.text)) }.makeIterator()
          let recorded = Set(commands.filter(\.recordedError).map(\.line))
          outcome = runLines(name: name, &session, recordedErrors: recorded) { remaining.next() }
        } else {
          // A line at a time: a script may be endless (a pipe) or hold a huge line.
          outcome = runLines(try reader(file), name: name, &session)
        }
      } catch {
        console.err("\(palette.errorPrefix()) \(error)")
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
    name: String, _ session: inout Session, recordedErrors: Set<Int> = [],
    next: () -> (Int, ScriptLine)?
  ) -> (failed: Bool, stop: Bool) {
    let palette = console.palette
    var failed = false
    var notedSuccess = false
    while let (number, item) = next() {
      let location = "\(name):\(number):"
      let line: String
      switch item {
      case .text(let text): line = text
      case .notUTF8, .tooLong:
        let problem = item == .tooLong ? Platform.lineTooLong : "line is not valid UTF-8"
        console.err("\(location) \(palette.errorPrefix()) \(problem)")
        failed = true
        if keepGoing { continue } else { return (true, true) }
      }
      if echo, !line.allSatisfy(\.isWhitespace) { console.out(["$ " + line]) }
      let result = session.execute(line)
      console.out(result.output.map(palette.outputLine))
      if let error = result.error {
        console.err("\(location) \(palette.errorPrefix()) \(error.text)")
        for caret in Caret.lines(line, error) { console.err(caret) }
        if recordedErrors.contains(number) { continue }
        failed = true
        if !keepGoing { return (true, true) }
      } else if recordedErrors.contains(number), !notedSuccess {
        notedSuccess = true
        console.err("\(location) note: failed when it was recorded and succeeds now")
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
