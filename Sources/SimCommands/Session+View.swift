public import SimMotion
import SimRender
import SimScene

/// Starts and stops the live page for `view on` and `view off`. The program sets it; a
/// session without one (a transcript, the library) has no live page.
public struct LiveViewControl: Sendable {
  /// Starts serving on `port` (0: a free one), a page that only views when `readOnly`; the
  /// address is the program's to print.
  public var start: @Sendable (_ port: Int, _ readOnly: Bool) -> Result<Void, CommandError>
  /// Stops serving; false when nothing was served.
  public var stop: @Sendable () -> Bool

  /// A control that calls `start` for `view on` and `stop` for `view off`.
  public init(
    start: @escaping @Sendable (_ port: Int, _ readOnly: Bool) -> Result<Void, CommandError>,
    stop: @escaping @Sendable () -> Bool
  ) {
    self.start = start
    self.stop = stop
  }
}

/// What the live page shows, as JSON text: the program only moves the bytes.
extension Session {
  /// The page's state now, one JSON object:
  /// `{"time":T,"start":S,"svg":SVG,"dump":DUMP,"log":[{"line":L,"start":T0,"end":T1,
  /// "events":[...]},...]}`. `start` is where the time slider begins (null when the
  /// history no longer reaches this scene's start); `dump` is what `dump` prints; `log`
  /// holds the lines since the last `screen` or `reset` that changed the scene, each with
  /// the events it printed; `seeThrough` names the kinds the page looks through when it
  /// picks the node under the pointer.
  public func viewState() -> String {
    var log: [String] = []
    if let first = history.sceneStart {
      for entry in history.entries[min(first, history.entries.count)...] {
        let events = entry.output.filter { Format.isEvent($0) }.map(Format.json)
        log.append(
          "{\"line\":\(Format.json(entry.line)),\"start\":\(entry.start.decimalSeconds),"
            + "\"end\":\(entry.end.decimalSeconds),\"events\":[\(events.joined(separator: ","))]}"
        )
      }
    }
    return "{\"time\":\(scene.now.decimalSeconds),"
      + "\"start\":\(earliestTime?.decimalSeconds ?? "null"),"
      + "\"svg\":\(Format.json(drawings.svg(scene))),\"dump\":\(Format.json(scene)),"
      + "\"log\":[\(log.joined(separator: ","))],"
      + "\"seeThrough\":[\(drawings.seeThroughKinds.map { Format.json($0.name) }.joined(separator: ","))]}"
  }

  /// The scene at `time`, for the page: as it was (from the slider's start to now), or as
  /// it will be if nothing else is done (later than now, for real-time play):
  /// `{"time":T,"svg":SVG,"dump":DUMP}`. Long replays stop when the monitor says so.
  public func viewFrame(at time: SimTime) throws(CommandError) -> String {
    let frame: Scene
    if time > scene.now {
      frame = try sceneAhead(at: time)
    } else if let past = try scenes(at: [time]).first {
      frame = past
    } else {
      throw CommandError("no scene at t=\(Format.time(time))")
    }
    return "{\"time\":\(frame.now.decimalSeconds),\"svg\":\(Format.json(drawings.svg(frame))),"
      + "\"dump\":\(Format.json(frame))}"
  }
}

extension Commands {
  static let viewPageCommands: [CommandSpec] = [
    CommandSpec(
      ["view", "on"], group: groupPictures,
      traits: [.readsOnly, .unrecorded, .notInEventHooks, .servesPage],
      abstract: "serve the scene as a live page in a browser, to watch and touch",
      discussion: """
        Prints view: http://127.0.0.1:PORT/?token=TOKEN on standard error. The page shows
        the scene as render svg draws it, redrawn after every command, with the virtual
        time, the events since the last screen or reset, a time slider over that span (as
        rewind sees it, without changing anything) and a play button; hovering over a node
        outlines it and shows its dump. The picture can be touched: a click is a tap, a
        press held a long press, a press moved a drag, the wheel over a map a zoom; beside
        it are rotate, app state, tick, settle, undo, real-time play and a command line.
        Each such gesture or control runs here as the command it stands for, printed with
        `# from the page`, recorded and undone like a typed line; commands that touch files
        or end the session are refused from the page. It serves only 127.0.0.1, only with
        the token. With read-only the page only views. The same as scenesim repl --view
        [--read-only].
        """
    ) { p in
      let port = p.optionalPositional(
        "PORT", .number(0...65535), help: "the port (default 0: a free one)")
      let readOnly = p.flag("read-only", help: "a page that only views: it runs no commands")
      return { session, args throws(CommandError) in
        let given = args[port] ?? 0
        let number = Int(given)
        guard Double(number) == given else {
          throw CommandError("a port is a whole number", column: args.column(of: port))
        }
        // A replay (undo, rewind, a frame of the past) rebuilds the scene; it serves nothing.
        if session.replaying { return [] }
        guard let control = session.liveView else { throw noLiveView }
        if case .failure(let error) = control.start(number, args[readOnly]) { throw error }
        return []
      }
    },
    CommandSpec(
      ["view", "off"], group: groupPictures,
      traits: [.readsOnly, .unrecorded, .notInEventHooks, .servesPage],
      abstract: "stop serving the live page"
    ) { session, _ throws(CommandError) in
      if session.replaying { return [] }
      guard let control = session.liveView else { throw noLiveView }
      guard control.stop() else {
        throw CommandError("the live page is not being served", hint: "view on starts it")
      }
      return ["the live page is no longer served"]
    },
  ]

  static let noLiveView = CommandError(
    "the live page is served only by scenesim repl and scenesim serve",
    hint: "start scenesim repl --view, or type view on in the REPL")
}
