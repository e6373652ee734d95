import SimCommands

/// The live page as the REPL and `serve` use it: `--view`, `view on` and `view off`, the
/// address on standard error, and the state handed over after every command.
public final class LivePage: @unchecked Sendable {
  private let condition = Condition()
  private var view: LiveView?

  public init() {}

  /// What `view on` and `view off` call.
  public var control: LiveViewControl {
    LiveViewControl(start: { port in self.start(port: port) }, stop: { self.stop() })
  }

  /// Starts serving; prints `view: ADDRESS` on standard error.
  public func start(port: Int) -> Result<Void, CommandError> {
    condition.lock()
    let running = view
    condition.unlock()
    if let running, !running.hasEnded {
      return .failure(
        CommandError("the live page is already served", hint: "view off stops it first"))
    }
    var server = LiveView.serverPath
    if Platform.kind(of: server) != .file, let build = Platform.environment("SCENESIM_VIEW_BUILD") {
      // scripts/run builds the server the first time it is needed.
      Platform.err("view: building the live page's server, once (about a minute)...")
      let started = Platform.seconds
      guard ChildProcess.run(shell: build) else {
        return .failure(
          CommandError(
            "the live page's server did not build", hint: "to see why, run: \(build)"))
      }
      Platform.err("view: built in \(Int(Platform.seconds - started)) s")
      server = LiveView.serverPath
    }
    do {
      let started = try LiveView.start(port: port, server: server)
      condition.lock()
      view = started
      condition.unlock()
      Platform.err("view: \(started.address)")
      return .success(())
    } catch {
      let hint =
        Platform.kind(of: server) == .file
        ? nil
        : "build it with: swift build -c release --static-swift-stdlib --product scenesim-view"
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
