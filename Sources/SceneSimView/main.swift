import FlyingFox
import Foundation
import LivePageProtocol

// scenesim-view: the live page's web server. The scenesim program starts it with
// `--port N` (0: a free one) and talks to it over its standard input and output, one
// message a line (LivePageProtocol). It ends when its standard input ends. It binds
// 127.0.0.1 only, answers only requests that carry the token, and only serves: nothing it
// receives reaches scenesim but frame requests, which read the history without changing
// it.

signal(SIGPIPE, SIG_IGN)

var port: UInt16 = 0
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 2, arguments[0] == "--port", let value = UInt16(arguments[1]) {
  port = value
} else if !arguments.isEmpty {
  FileHandle.standardError.write(Data("usage: scenesim-view [--port N]\n".utf8))
  exit(2)
}

let token = Token.make()
let hub = Hub()
let server: HTTPServer
do {
  server = HTTPServer(
    address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: 30,
    logger: .disabled, handler: PageHandler(hub: hub, token: token))
} catch {
  Messages.send("E \(error)")
  exit(1)
}

let serving = Task {
  do {
    try await server.run()
  } catch {
    Messages.send("E cannot serve on 127.0.0.1:\(port): \(Token.describe(error))")
    exit(1)
  }
}

let lines = Messages.readStandardInput()
do {
  try await server.waitUntilListening(timeout: 10)
} catch {
  Messages.send("E the server did not start listening: \(Token.describe(error))")
  exit(1)
}
guard case .ip4(_, port: let listening)? = await server.listeningAddress else {
  Messages.send("E the server has no address")
  exit(1)
}
Messages.send("L \(listening) \(token) \(LivePageProtocol.version)")
for await line in lines {
  await hub.receive(line)
}
exit(0)
