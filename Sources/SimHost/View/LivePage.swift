import SimCommands

/// The live page as the REPL and `serve` use it: `--view`, `view on` and `view off`, the
/// address on standard error, the state handed over after every command, and the commands
/// the page sends, for the REPL to run.
public final class LivePage: @unchecked Sendable {
  private let condition = Condition()
  private var view: LiveView?

  /// Whether every page it serves only views, whatever `view on` asks: `serve` reads one
  /// request a line and has no REPL to run the page's commands.
  public let viewsOnly: Bool

  /// A page not yet served; with `viewsOnly`, never one that runs commands.
  public init(viewsOnly: Bool = false) { self.viewsOnly = viewsOnly }

  /// The pipe the REPL waits on for the page's commands, while a page that acts is served.
  public var wake: WakePipe? {
    condition.lock()
    defer { condition.unlock() }
    return view?.wake
  }

  /// The command lines the page sent since the last call.
  public func takeCommands() -> [PageCommand] {
    condition.lock()
    let running = view
    condition.unlock()
    return running?.takeCommands() ?? []
  }

  /// Answers a command from the page with what it printed.
  public func reply(_ command: PageCommand, output: [String], error: String?) {
    condition.lock()
    let running = view
    condition.unlock()
    running?.reply(command.id, output: output, error: error)
  }

  /// What `view on` and `view off` call.
  public var control: LiveViewControl {
    LiveViewControl(
      start: { port, readOnly in self.start(port: port, readOnly: readOnly || self.viewsOnly) },
      stop: { self.stop() })
  }

  /// Starts serving, a page that only views when `readOnly`; prints `view: ADDRESS` on
  /// standard error.
  public func start(port: Int, readOnly: Bool = false) -> Result<Void, CommandError> {
    condition.lock()
    let running = view
    condition.unlock()
    if let running {
      guard running.hasEnded else {
        return .failure(
          CommandError("the live page is already served", hint: "view off stops it first"))
      }
      _ = stop()  // it ended on its own: reap it
    }
    guard let server = LiveView.serverPath else {
      return .failure(
        CommandError(
          "cannot tell which folder scenesim runs from, to find its live page's server",
          hint: "set SCENESIM_VIEW_SERVER to the path of scenesim-view"))
    }
    do {
      let started = try LiveView.start(
        port: port, readOnly: readOnly || viewsOnly, server: server)
      condition.lock()
      view = started
      condition.unlock()
      // The address once the page answers, so a browser opened at once gets it.
      if !Platform.httpAnswers(port: started.port, path: "/", seconds: 10) {
        Platform.err("view: the page does not answer yet; it may take a moment")
      }
      Platform.err("view: \(started.address)")
      return .success(())
    } catch {
      var hint: String?
      if Platform.kind(of: server) != .file {
        // Built beside scenesim, in the same configuration.
        let release = server.hasSuffix("/release/scenesim-view")
        hint =
          "build it with: "
          + (release ? "scripts/release-build" : "swift build") + " --product scenesim-view"
      }
      return .failure(CommandError("\(error)", hint: hint))
    }
  }

  /// Stops serving; false when nothing was served.
  public func stop() -> Bool {
    condition.lock()
    let running = view
    view = nil
    condition.unlock()
    guard let running else { return false }
    running.stop()
    return true
  }

  /// Hands the session after a command to the page, if one is served.
  public func publish(_ session: Session) {
    condition.lock()
    let running = view
    condition.unlock()
    guard let running else { return }
    if running.hasEnded {
      _ = stop()
      Platform.err("view: the live page's server ended; view on starts it again")
      return
    }
    running.publish(session)
  }
}
