import LivePageProtocol
import SimCommands
import SimMotion
import SimScene

/// The live page, from scenesim's side: it starts the page's server (`scenesim-view`, a
/// program of its own so that scenesim itself carries no web server), hands it the state
/// after every command, answers its requests for frames, and queues the command lines the
/// page sends for the REPL, waking it through ``wake``. Both run on a thread of their own,
/// so the REPL never waits for the page, and a frame is computed from the last state
/// handed over, never from the session the REPL is changing.
public final class LiveView: @unchecked Sendable {
  /// `http://127.0.0.1:PORT/?token=TOKEN`.
  public let address: String
  /// The port it serves on.
  public let port: Int
  private let child: ChildProcess
  private let condition = Condition()
  /// The newest session not yet sent, and the one frames are computed from.
  private var unsent: Session?
  private var current: Session?
  private var frameRequests: [(id: Int, micros: Int64)] = []
  /// Requests dropped because newer ones came in; answered first, with an error.
  private var dropped: [Int] = []
  /// Command lines from the page, in the order they came, for the REPL to run.
  private var commands: [PageCommand] = []
  /// Answers to commands (`R ID {result}` lines), to be sent before anything else.
  private var replies: [String] = []
  /// Written to when a command comes in: the REPL waits on it beside its input.
  public let wake: WakePipe
  private var stopping = false
  private var serverEnded = false
  /// How many of the view's two threads still run.
  private var threads = 0

  /// How many frame requests wait at most; older ones are dropped when more come in.
  static let requestLimit = 8
  /// How many commands wait at most; more are refused at once.
  static let commandLimit = 64

  /// The server's program: `SCENESIM_VIEW_SERVER`, else `scenesim-view` beside scenesim;
  /// nil when scenesim cannot tell where it runs from.
  public static var serverPath: String? {
    if let path = Platform.environment("SCENESIM_VIEW_SERVER"), !path.isEmpty { return path }
    return Platform.executableFolder.map { $0 + "/scenesim-view" }
  }

  /// Starts the server on 127.0.0.1:`port` (0: a free one) and waits until it listens.
  public static func start(port: Int, readOnly: Bool, server: String) throws -> LiveView {
    guard Platform.kind(of: server) == .file else {
      throw PlatformError("the live page's server is not built: no \(server)")
    }
    guard let wake = WakePipe() else {
      throw PlatformError("the live page could not be served: no pipe left to wake the REPL")
    }
    let child = try ChildProcess.start(
      server, ["--port", String(port)] + (readOnly ? ["--read-only"] : []))
    // Room for a command line as long as the page's door lets through (64 KiB) and its id.
    let reader = LineReader(fd: child.output, owning: true, limit: 1 << 17)
    guard Platform.waitForInput(child.output, seconds: 15), case .text(let bytes)? = reader.next()
    else {
      child.closeInput()
      child.finish(within: 1)
      throw PlatformError("the live page's server did not start")
    }
    let line = String(decoding: bytes, as: UTF8.self)
    let parts = line.split(separator: " ")
    guard parts.count == 4, parts[0] == "L", let listening = Int(parts[1]),
      parts[3] == LivePageProtocol.version
    else {
      child.closeInput()
      child.finish(within: 1)
      let reason =
        line.hasPrefix("E ")
        ? String(line.dropFirst(2))
        : "\(server) is from another version of scenesim; build it again"
      throw PlatformError("the live page could not be served: \(reason)")
    }
    let view = LiveView(
      child: child, port: listening, token: String(parts[2]), wake: wake)
    view.threads = 2
    guard Threads.tryStart(stackSize: 1 << 20, { view.readRequests(reader) }) else {
      child.closeInput()
      child.finish(within: 1)
      throw PlatformError("the live page could not be served: no thread to read its server")
    }
    if !Threads.tryStart(stackSize: 8 << 20, { view.work() }) {
      view.threadEnded()
      child.closeInput()  // the server ends, and with it the reading thread
      child.finish(within: 1)
      view.waitForThreads(seconds: 2)
      throw PlatformError("the live page could not be served: no thread to feed its server")
    }
    return view
  }

  private init(child: ChildProcess, port: Int, token: String, wake: WakePipe) {
    self.child = child
    self.port = port
    self.address = "http://127.0.0.1:\(port)/?token=\(token)"
    self.wake = wake
  }

  /// The command lines the page sent since the last call, oldest first.
  public func takeCommands() -> [PageCommand] {
    wake.drain()
    condition.lock()
    defer { condition.unlock() }
    let taken = commands
    commands = []
    return taken
  }

  /// Answers command `id` with what it printed.
  public func reply(_ id: Int, output: [String], error: String?) {
    let json =
      "{\"output\":[\(output.map(Format.json).joined(separator: ","))],"
      + "\"error\":\(error.map(Format.json) ?? "null")}"
    condition.lock()
    replies.append("R \(id) \(json)\n")
    condition.broadcast()
    condition.unlock()
  }

  /// Whether the server has ended on its own.
  public var hasEnded: Bool {
    condition.lock()
    defer { condition.unlock() }
    return serverEnded
  }

  /// The session after a command: the page shows it next.
  public func publish(_ session: Session) {
    var copy = session
    // A frame being computed stops when the view does.
    copy.monitor = WorkMonitor(shouldStop: { [weak self] in self?.isStopping ?? true })
    copy.liveView = nil  // frames replay the history; a replayed view on must not reach here
    condition.lock()
    unsent = copy
    current = copy
    condition.broadcast()
    condition.unlock()
  }

  /// Stops the server and waits for it and the view's threads to end.
  public func stop() {
    condition.lock()
    stopping = true
    condition.broadcast()
    condition.unlock()
    child.finish(within: 2)
    waitForThreads(seconds: 2)
  }

  private var isStopping: Bool {
    condition.lock()
    defer { condition.unlock() }
    return stopping
  }

  private func threadEnded() {
    condition.lock()
    threads -= 1
    condition.broadcast()
    condition.unlock()
  }

  private func waitForThreads(seconds: Double) {
    let deadline = Platform.seconds + seconds
    condition.lock()
    while threads > 0, Platform.seconds < deadline {
      condition.unlock()
      Platform.pause(seconds: 0.005)
      condition.lock()
    }
    condition.unlock()
  }

  /// The server's requests: `F ID MICROS`, a frame at that virtual time; `C ID LINE`, a
  /// command line for the REPL.
  private func readRequests(_ reader: LineReader) {
    Platform.blockSignalsOnThisThread()
    defer { threadEnded() }
    while let line = reader.next() {
      guard case .text(let bytes) = line else { continue }  // a line too long: not a request
      if let asked = PageCommand(bytes, kind: "P") {
        // Completions read the last state handed over, as frames do: the REPL never waits.
        condition.lock()
        let session = current
        condition.unlock()
        let words = session?.completion(for: asked.line).words ?? []
        let json = "{\"words\":[\(words.prefix(200).map(Format.json).joined(separator: ","))]}"
        condition.lock()
        replies.append("W \(asked.id) \(json)\n")
        condition.broadcast()
        condition.unlock()
        continue
      }
      if let command = PageCommand(bytes, kind: "C") {
        condition.lock()
        if commands.count < Self.commandLimit {
          commands.append(command)
        } else {
          replies.append(
            "R \(command.id) {\"output\":[],\"error\":"
              + Format.json("too many commands from the page wait already") + "}\n")
        }
        condition.broadcast()
        condition.unlock()
        wake.signal()
        continue
      }
      let parts = String(decoding: bytes, as: UTF8.self).split(separator: " ")
      guard parts.count == 3, parts[0] == "F", let id = Int(parts[1]),
        let micros = Int64(parts[2])
      else { continue }
      condition.lock()
      frameRequests.append((id, micros))
      if frameRequests.count > Self.requestLimit {
        dropped.append(frameRequests.removeFirst().id)
      }
      condition.broadcast()
      condition.unlock()
    }
    condition.lock()
    serverEnded = true
    condition.broadcast()
    condition.unlock()
  }

  /// Sends states and answers frames until stopped, the newest state first.
  private func work() {
    Platform.blockSignalsOnThisThread()
    defer { threadEnded() }
    while true {
      condition.lock()
      while unsent == nil, frameRequests.isEmpty, dropped.isEmpty, replies.isEmpty, !stopping,
        !serverEnded
      {
        condition.wait()
      }
      if stopping || serverEnded {
        condition.unlock()
        break
      }
      let refused = dropped
      dropped = []
      let answers = replies
      replies = []
      let state = unsent
      unsent = nil
      let request =
        state == nil && refused.isEmpty && answers.isEmpty ? frameRequests.removeFirst() : nil
      let session = current
      condition.unlock()
      var message = answers.joined()
      message += refused.map { "X \($0) " + Format.json(Self.busy) + "\n" }.joined()
      if let state {
        message += "S " + state.viewState() + "\n"
      } else if let request {
        message += Self.frame(session, request.id, request.micros)
      }
      if !child.write(Array(message.utf8)) { break }
    }
    child.closeInput()
  }

  static let busy = "newer frames were asked for; this one was dropped"

  /// The answer to a frame request: `F ID {frame}` or `X ID "why"`.
  static func frame(_ session: Session?, _ id: Int, _ micros: Int64) -> String {
    guard let session else { return "X \(id) " + Format.json("no scene yet") + "\n" }
    do throws(CommandError) {
      return "F \(id) " + (try session.viewFrame(at: SimTime(microseconds: micros))) + "\n"
    } catch {
      return "X \(id) " + Format.json(error.text) + "\n"
    }
  }
}

/// A command line the page sent: run it as if typed, then answer `id`.
public struct PageCommand: Sendable, Equatable {
  /// The server's number for it.
  public var id: Int
  /// The line, as the page sent it.
  public var line: String

  /// A `KIND ID LINE` message (`C`: a command, `P`: a line to complete); nil for any other.
  init?(_ bytes: [UInt8], kind: Unicode.Scalar) {
    guard bytes.count > 2, bytes[0] == UInt8(ascii: kind), bytes[1] == UInt8(ascii: " ")
    else { return nil }
    let rest = bytes[2...]
    let space = rest.firstIndex(of: UInt8(ascii: " ")) ?? rest.endIndex
    guard let id = Int(String(decoding: rest[..<space], as: UTF8.self)),
      let line = String(validating: rest[min(space + 1, rest.endIndex)...], as: UTF8.self)
    else { return nil }
    (self.id, self.line) = (id, line)
  }
}
