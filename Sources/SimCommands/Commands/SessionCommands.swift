import SimGeometry
import SimMotion
import SimScene

extension Commands {
  static let groupSession = CommandGroup("Session: scripts, undo, recording", order: 1100)

  /// The most `source` files open at once.
  static let maxSourceDepth = 16
  /// The error of a source nested too deep, which no file passes over (replaying a
  /// recorded failure or --keep-going): a file that sources itself would run on and on.

  static let sessionCommands: [CommandSpec] = [
    CommandSpec(
      ["source"], group: groupSession, traits: [.outlivesScene, .notInEventHooks],
      abstract: "run a script, or the commands of a .t transcript, in this session",
      discussion: """
        Runs each line of FILE in order as if typed, each shown after '> ' with its output;
        each line is a command of its own. A .t file runs only its '  $ ' commands (prose
        and expected output are skipped) and replays the session it records: a command
        whose recorded output ends with an error prints its error now, as FILE:LINE:
        error: ..., and the replay goes on (if it succeeds now, a note says so once).
        Relative paths inside it are taken from the file's folder. Any other failing line
        stops it with FILE:LINE: and the error: the lines before it stay done, so the
        scene is where it failed, and the failing line changes nothing, as sqlite3's .read
        and lldb's command source leave them. With --keep-going it runs past failing
        lines, printing each error, and fails at the end if one did. undo takes back the
        whole file at once; Ctrl-C takes it all back too. Files may source others, up to
        16 deep.
        """
    ) { p in
      let file = p.positional("FILE", .file, help: "the script or transcript")
      let keepGoing = p.flag("--keep-going", help: "run past failing lines, as run --keep-going")
      return { session, args throws(CommandError) in
        let path = args[file]
        return try session.source(
          path, keepGoing: args[keepGoing], column: args.column(of: file))
      }
    },
    CommandSpec(
      ["undo"], group: groupSession, traits: [.readsOnly, .notInEventHooks],
      abstract: "the scene as before the last command that could change it; repeatable",
      discussion: """
        Commands that only look (print, dump, render, help ...) are not undone, nor a tap
        that no view handles; a command that can change the scene is a step even when it
        changed nothing (view set to the value a view has, settle with nothing pending). A
        source counts as one command. Goes back up to 1000 commands. What was undone is
        gone: there is no redo, but the history a rewind or undo leaves is what save writes.
        """
    ) { session, _ throws(CommandError) in
      try session.undo()
    },
    CommandSpec(
      ["rewind"], group: groupSession, traits: [.readsOnly, .notInEventHooks],
      abstract: "the scene as it was at an earlier virtual time; what came after is dropped",
      discussion: """
        TIME is any time since the last screen or reset, up to now. Commands that ended by
        then stay; a tick, tick to or settle running at that time is cut short there (it
        stands as tick to TIME); everything after is dropped. Because animations are
        functions of time, tick 1 then rewind 0.5 shows the halfway frame, and another
        tick 0.5 reaches the same state as before. Events are not printed again.
        """
    ) { p in
      let time = p.positional("TIME", .duration, help: "the virtual time to go back to")
      return { session, args throws(CommandError) in
        do throws(CommandError) {
          return try session.rewind(to: args[time])
        } catch {
          var located = error
          located.column = located.column ?? args.column(of: time)
          throw located
        }
      }
    },
    CommandSpec(
      ["record"], group: groupSession,
      traits: [.readsOnly, .unwatched, .unrecorded, .notInEventHooks],
      abstract: "write the session from here on as a transcript; record off stops",
      discussion: """
        Each command and what it printed go to FILE as a transcript that scenesim test
        replays: errors included, interrupted commands left out. When pictures are drawn
        for a terminal, a 'terminal' line says which, so the replay draws them the same.
        When the scene was built before, the transcript starts with the commands that built
        it, every one that stands as save --all writes them, so it replays from an empty
        session and undo in it goes back as far as here. The file is written after every
        command. scenesim repl --record FILE does the same from the start.
        """
    ) { p in
      let file = p.positional("FILE", .file, help: "the transcript to write, or off")
      return { session, args throws(CommandError) in
        let path = args[file]
        if path == "off" {
          guard let recording = session.recording else {
            throw CommandError("not recording", column: args.column(of: file))
          }
          session.recording = nil
          return ["recording to \(recording.name) stopped"]
        }
        // A recording already on stops, and says so.
        let stopped = session.recording.map { ["recording to \($0.name) stopped"] } ?? []
        if case .failure(let error) = session.startRecording(path) {
          throw CommandError(
            "cannot write '\(clip(path))': \(error.message)", column: args.column(of: file))
        }
        let built = session.recording?.built ?? 0
        return stopped + [
          "recording to \(path)"
            + (built > 0
              ? " (starting with the \(built) command\(built == 1 ? "" : "s") that built the scene)"
              : "")
        ]
      }
    },
    CommandSpec(
      ["save"], group: groupSession, traits: [.readsOnly, .unwatched, .notInEventHooks],
      abstract: "write the commands that built this scene as a script (.t: as a transcript)",
      discussion: """
        The commands that changed the scene and still stand (undone ones left out, a
        rewound tick cut short), in order: running the file in a new session rebuilds the
        scene. After a new scene (screen, reset, scene load) only the commands from its
        start are written, after the earlier ones whose effect outlives it: the last screen
        and the turns after it, ios, quirks, appearance, app-state hooks (on active ...),
        defined animations and sourced files; --all writes every command. A name ending in .t gets a
        transcript with each command's output.
        """
    ) { p in
      let file = p.positional("FILE", .file, help: "where to write it")
      let all = p.flag("--all", help: "every command, also those before the current scene")
      return { session, args throws(CommandError) in
        let path = args[file]
        let (standing, leftOut) = session.savedLines(all: args[all])
        let note =
          leftOut
          ? "The current scene, from its last start, after the settings that outlive it "
            + "(save --all writes every command)." : nil
        let text: String
        if Script.isTranscript(path) {
          let body = standing.flatMap { Script.entry(command: $0.line, output: $0.output) }
          let prose = ["Saved from a scenesim session." + (note.map { " " + $0 } ?? ""), ""]
          text = (prose + body).joined(separator: "\n") + "\n"
        } else {
          text =
            (note.map { ["# " + $0] } ?? []).map { $0 + "\n" }.joined()
            + standing.map { $0.line + "\n" }.joined()
        }
        return try write(
          text, to: path, column: args.column(of: file),
          what: "\(standing.count) command\(standing.count == 1 ? "" : "s")", session)
      }
    },
    CommandSpec(
      ["settings"], group: groupSession, traits: [.readsOnly, .unwatched, .notInEventHooks],
      abstract: "every session-wide switch and its value; settings KEY VALUE sets one",
      discussion: """
        ascii on|off|auto (pictures in ASCII; auto: box-drawing on a terminal), columns
        N|auto and rows N|auto (the terminal picture's width and most rows; auto: the
        terminal's), timer on|off (the REPL's timing of each command), history-size N (lines
        the REPL's history keeps), events all|printed (all: also the quiet events, blocks
        nothing prints by default, such as an animation helper's completion; printed, the
        default: those only while an `on` hook listens to them). The list also shows the
        switches other commands set: watch, quirks, windows set, annotations set, callout
        autopan, on hooks, and the recording.
        """
    ) { p in
      let ascii = p.option(
        "ascii", "on|off|auto", .choice(["on", "off", "auto"]), help: "ASCII pictures")
      let columns = p.option("columns", "N|auto", .word(.autoNumber), help: "picture width")
      let rows = p.option("rows", "N|auto", .word(.autoNumber), help: "picture height limit")
      let timer = p.option("timer", "B", .bool, help: "wall time per REPL command on stderr")
      let historySize = p.option(
        "history-size", "N", .number(1...1_000_000), help: "REPL history lines")
      // The history file is cut to this size when the REPL ends.
      p.reachesFiles(historySize)
      let events = p.option(
        "events", "all|printed", .choice(["all", "printed"]), help: "quiet events too")
      return { session, args throws(CommandError) in
        var settings = session.settings
        if let ascii = args[ascii] { settings.ascii = ascii == "auto" ? nil : ascii == "on" }
        for (key, arg) in [("columns", columns), ("rows", rows)] {
          guard let text = args[arg] else { continue }
          var value: Int?
          if text != "auto" {
            guard let n = Int(text), (8...1000).contains(n) else {
              throw CommandError(
                "\(key) takes a whole number from 8 to 1000, or auto, got '\(clip(text))'",
                column: args.column(of: arg))
            }
            value = n
          }
          if key == "columns" { settings.columns = value } else { settings.rows = value }
        }
        if let timer = args[timer] { settings.timer = timer }
        if let size = args[historySize] {
          guard size == size.rounded() else {
            throw CommandError(
              "history-size must be a whole number", column: args.column(of: historySize))
          }
          settings.historySize = Int(size)
        }
        if let events = args[events] { settings.allEvents = events == "all" }
        session.settings = settings
        let given = args.givesAny([ascii, columns, rows, timer, historySize, events])
        return given ? [] : session.settingsListing()
      }
    },
    CommandSpec(
      ["timer"], group: groupSession, traits: [.readsOnly, .unwatched, .notInEventHooks],
      abstract: "print each REPL command's wall time on standard error (never recorded)"
    ) { p in
      let onOff = p.positional("on|off", .bool, help: "on or off")
      return { session, args throws(CommandError) in
        let on = args[onOff]
        session.settings.timer = on
        return []
      }
    },
    CommandSpec(
      ["clear"], group: groupSession, traits: [.readsOnly, .unwatched, .unrecorded],
      abstract: "clear the terminal's screen, as Ctrl-L does",
      discussion: """
        In the REPL on a terminal the screen is cleared and the prompt comes back at its
        top; anywhere else (a pipe, a script, a transcript) it does nothing, and a recording
        leaves it out. `on ID EVENT clear` still forgets a node's hooks: there clear is
        `on`'s word, not this command.
        """
    ) { _, _ throws(CommandError) in [] },
    CommandSpec(
      ["terminal"], group: groupSession, traits: [.readsOnly, .unwatched, .notInEventHooks],
      abstract: "the terminal pictures are drawn for: its size, or none (ASCII, 80 wide)",
      discussion: """
        The REPL sets this from the real terminal; a recording writes it when its pictures
        were drawn for one, so that the transcript replays as it was drawn. COLSxROWS
        (rows 0: unknown) draws with box-drawing characters, fitting that size.
        """
    ) { p in
      let size = p.positional("SIZE", .word(.terminalSize), help: "COLSxROWS, or none")
      return { session, args throws(CommandError) in
        let text = args[size]
        if text == "none" {
          session.terminal = .none
          return []
        }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]),
          (8...1000).contains(c),
          (0...1000).contains(r)
        else {
          throw CommandError(
            "expected COLSxROWS (columns 8 to 1000, rows 0 to 1000) or none, got '\(clip(text))'",
            column: args.column(of: size))
        }
        session.terminal = TerminalInfo(columns: c, rows: r == 0 ? nil : r, isTerminal: true)
        return []
      }
    },
  ]
}

extension Session {
  /// `source FILE`: runs its lines nested in this one. A transcript's recorded failures are
  /// replayed and passed; another failing line stops it with the lines before it done
  /// (``CommandError/doneBefore``), or with `keepGoing` is passed and fails it at the end.
  mutating func source(_ path: String, keepGoing: Bool = false, column: Int?)
    throws(CommandError) -> [String]
  {
    guard depth < Commands.maxSourceDepth else {
      var error = CommandError(
        "source nests too deep (more than \(Commands.maxSourceDepth) files)", column: column,
        hint: "does a file source itself?")
      error.kind = .sourceTooDeep
      throw error
    }
    let text = try readText(path, column: column)
    let lines = Script.commandsWithRecordedErrors(
      in: text, transcript: Script.isTranscript(path))
    let saved = (directory, sourceFolder)
    let shown =
      sourceFolder.map { $0 == "." || path.hasPrefix("/") ? path : $0 + "/" + path } ?? path
    directory = Session.folder(of: resolve(path))
    sourceFolder = Session.folder(of: shown)
    defer { (directory, sourceFolder) = saved }
    var output: [String] = []
    var failures = 0
    var done = 0
    var notedSuccess = false
    for (n, item) in lines.enumerated() {
      if monitor.poll("source", n, lines.count) { throw .interrupted }
      let blank = item.text.allSatisfy { $0 == " " || $0 == "\t" }
      if !blank { output.append("> " + item.text) }
      let result = executeNested(item.text)
      output += result.output
      let location = "\(shown):\(item.line)"
      // A failing line that prints did part of its work (a source stopped part way), which
      // stays.
      if result.error != nil, !result.output.isEmpty { done += 1 }
      if var error = result.error {
        if error.isInterruption { throw error }
        error.origin = error.origin ?? location
        if error.kind == .sourceTooDeep {
          // Passed over by no file, but what the lines before it did stays, as after any
          // failure.
          if done > 0 { error.doneBefore = output }
          throw error
        }
        if item.recordedError || keepGoing {
          // As the session did (or past it): the error shows, the replay goes on.
          var bare = error
          bare.origin = nil
          output.append("\(error.origin ?? location): error: " + bare.text)
          if !item.recordedError { failures += 1 }
          continue
        }
        // What the lines before did stays; when none did anything, nothing stays.
        if done > 0 { error.doneBefore = output }
        throw error
      }
      // A comment or a blank line does nothing.
      if result.command != nil { done += 1 }
      if item.recordedError, !notedSuccess {
        notedSuccess = true
        output.append("note: \(location): failed when it was recorded and succeeds now")
      }
      if result.quit { break }
    }
    if failures > 0 {
      var error = CommandError(
        "\(failures) line\(failures == 1 ? "" : "s") of \(shown) failed",
        hint: done > 0 ? "each error is shown above; the other lines stay done" : nil)
      if done > 0 { error.doneBefore = output }
      throw error
    }
    return output
  }

  /// The `settings` listing: every session-wide switch, one a line.
  func settingsListing() -> [String] {
    func auto(_ v: Int?, _ terminal: Int?) -> String {
      v.map(String.init) ?? "auto (\(terminal.map(String.init) ?? "none"))"
    }
    let quirksOff = scene.disabledQuirks.sorted()
    let hookCount = hooks.values.reduce(0) { $0 + $1.count }
    var rows: [(String, String)] = [
      (
        "ascii",
        settings.ascii.map { $0 ? "on" : "off" } ?? "auto (\(outputIsTerminal ? "off" : "on"))"
      ),
      ("columns", auto(settings.columns, terminalColumns ?? 80)),
      ("rows", auto(settings.rows, terminalRows.map { max(8, $0 - 3) })),
      ("watch", watchColumns.map { "on (cols \($0))" } ?? "off"),
      ("timer", settings.timer ? "on" : "off"),
      ("history-size", String(settings.historySize)),
      ("events", settings.allEvents ? "all" : "printed"),
      ("quirks", quirksOff.isEmpty ? "all on" : "off: " + quirksOff.joined(separator: ", ")),
      ("ios", scene.iosVersion.map(String.init) ?? "auto (each library's era)"),
    ]
    rows += components.settings.map { ($0.name, $0.value(scene)) }
    rows += [
      ("on hooks", String(hookCount + scene.eventHooks.count)),
      ("undo", "\(history.entries.count) step\(history.entries.count == 1 ? "" : "s") kept"),
      ("recording", recording.map(\.name) ?? "off"),
    ]
    let widths = rows.map(\.0.count)
    let width = widths.max() ?? 0
    let spaces = [UInt8](repeating: UInt8(ascii: " "), count: width + 2)
    return rows.indices.map { index in
      let (key, value) = rows[index]
      var line = key
      line += String(decoding: spaces[widths[index]...], as: UTF8.self)
      line += value
      return line
    }
  }
}
