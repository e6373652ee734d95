import FlyingFox
import FlyingSocks
import Foundation
import LivePageProtocol

// scenesim-view: the live page's web server. The scenesim program starts it with
// `--port N` (0: a free one) and talks to it over its standard input and output, one
// message a line (LivePageProtocol). It ends when its standard input ends. It binds
// 127.0.0.1 only and answers only requests that carry the token. What reaches scenesim is
// frame requests, which read the history without changing it, and command lines sent by
// POST, which scenesim checks and runs as if typed (none with `--read-only`: the page then
// only views). Requests come in through the door (Front), which passes on those whose head comes
// whole within its limits (`--head-timeout SECONDS`, 10 unless given; the answer within
// `--request-timeout SECONDS`, 60) to the page server on a Unix socket in a directory only
// this user can enter.

signal(SIGPIPE, SIG_IGN)

var port: UInt16 = 0
var headSeconds = 10.0
var requestSeconds = 60.0
var readOnly = false
var arguments = Array(CommandLine.arguments.dropFirst())
if let flag = arguments.firstIndex(of: "--read-only") {
  readOnly = true
  arguments.remove(at: flag)
}
while arguments.count >= 2 {
  let (name, value) = (arguments[0], arguments[1])
  if name == "--port", let number = UInt16(value) {
    port = number
  } else if name == "--head-timeout", let seconds = Double(value), seconds > 0, seconds <= 3600 {
    headSeconds = seconds
  } else if name == "--request-timeout", let seconds = Double(value), seconds > 0,
    seconds <= 3600
  {
    requestSeconds = seconds
  } else {
    break
  }
  arguments.removeFirst(2)
}
if !arguments.isEmpty {
  FileHandle.standardError.write(
    Data(
      ("usage: scenesim-view [--port N] [--read-only] [--head-timeout SECONDS] "
        + "[--request-timeout SECONDS]\n").utf8))
  exit(2)
}

/// The page server's socket, in a directory of its own (mode 0700), both removed on the way
/// out.
let socketDirectory: String = {
  // A Unix socket's path has room for about a hundred bytes: a long TMPDIR gives way to /tmp.
  let temporary = NSTemporaryDirectory()
  let base = URL(fileURLWithPath: temporary.utf8.count <= 64 ? temporary : "/tmp")
  var template = Array(base.appendingPathComponent("scenesim-view.XXXXXX").path.utf8CString)
  guard mkdtemp(&template) != nil else {
    Messages.send("E cannot make a directory for the page server's socket")
    exit(1)
  }
  return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}()
let socketPath = socketDirectory + "/page.sock"

/// Held by the first to finish: a signal's handler and the end of input may come together.
let finishing = NSLock()

/// Ends the program, leaving no socket behind.
func finish(_ status: Int32) -> Never {
  finishing.lock()
  unlink(socketPath)
  rmdir(socketDirectory)
  exit(status)
}

// Ended by a signal, it still removes its socket (the handlers run on Dispatch's queue).
let endings = [SIGTERM, SIGHUP, SIGINT].map { number in
  signal(number, SIG_IGN)
  let source = DispatchSource.makeSignalSource(signal: number)
  source.setEventHandler { finish(128 + number) }
  source.resume()
  return source
}

let token = Token.make()
let hub = Hub()
let server = HTTPServer(
  address: sockaddr_un.unix(path: socketPath), timeout: 30, logger: .disabled,
  handler: PageHandler(hub: hub, token: token, readOnly: readOnly))

/// Runs `body` for as long as the program runs; if it throws, says that `what` stopped and
/// ends the program.
func keepRunning(_ what: String, _ body: @escaping @Sendable () async throws -> Void) {
  Task {
    do {
      try await body()
    } catch {
      Messages.send("E \(what) stopped: \(Token.describe(error))")
      finish(1)
    }
  }
}

keepRunning("the page server") { try await server.run() }

let lines = Messages.readStandardInput()
do {
  try await server.waitUntilListening(timeout: 10)
} catch {
  Messages.send("E the server did not start listening: \(Token.describe(error))")
  finish(1)
}
#if canImport(Darwin)
  let pool: SocketPool<kQueue> = .kQueue()
#else
  let pool: SocketPool<ePoll> = .ePoll()
#endif
let listener: AsyncSocket
do {
  try await pool.prepare()
  let socket = try Socket(domain: AF_INET, type: .stream)
  try socket.setValue(true, for: .localAddressReuse)
  try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
  try socket.listen()
  listener = try AsyncSocket(socket: socket, pool: pool)
} catch {
  Messages.send("E cannot serve on 127.0.0.1:\(port): \(Token.describe(error))")
  finish(1)
}
guard case .ip4(_, port: let listening)? = try? listener.socket.sockname() else {
  Messages.send("E the server has no address")
  finish(1)
}
let front = Front(
  inner: sockaddr_un.unix(path: socketPath), pool: pool, headSeconds: headSeconds,
  requestSeconds: requestSeconds)
keepRunning("the live page's door") { try await pool.run() }
let door = Task { await front.serve(listener) }
Messages.send("L \(listening) \(token) \(LivePageProtocol.version)")
for await line in lines {
  await hub.receive(line)
}
finish(0)
