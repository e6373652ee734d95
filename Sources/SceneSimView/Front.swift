import FlyingSocks
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live page's door: it listens on 127.0.0.1 and hands each connection to the page
/// server (on a Unix socket of its own) only once the request's head has come whole, within
/// ``headLimit`` bytes and ``headSeconds``; a head that grows past the limit gets a 431, one
/// that takes too long a 408, and either is closed. A connection then carries that one
/// request, answered within ``requestSeconds``, or the page's WebSocket once the page
/// server has agreed to it: no second head reaches the page server unread. (The page
/// server reads a request line in time that grows with the square of its length, and for
/// as long as bytes come: a line of 400 000 bytes held a core for over a minute.)
struct Front<Queue: EventQueue>: Sendable {
  /// The page server's socket.
  let inner: sockaddr_un
  let pool: SocketPool<Queue>
  /// The most bytes a head may take, its empty line included.
  var headLimit = 8 * 1024
  /// How long a head may take to come.
  var headSeconds = 10.0
  /// How long a request may take after its head, its answer included (a frame of the past
  /// waits up to 20 s for scenesim).
  var requestSeconds = 60.0
  /// The most bytes a request's body may take (a command line from the page).
  var bodyLimit = 64 * 1024
  /// Connections handled at once; one more is closed as soon as it is taken.
  var connectionLimit = 64

  /// Takes connections from `listener` until cancelled; a failed accept (out of file
  /// descriptors, say) is tried again a little later.
  func serve(_ listener: AsyncSocket) async {
    let gate = Gate(limit: connectionLimit)
    while !Task.isCancelled {
      let client: AsyncSocket
      do {
        client = try await listener.accept()
      } catch {
        try? await Task.sleep(nanoseconds: 50_000_000)
        continue
      }
      guard await gate.enter() else {
        try? client.close()
        continue
      }
      Task {
        await relay(client)
        await gate.leave()
      }
    }
  }

  /// One connection: its head, then the page server's answers.
  func relay(_ client: AsyncSocket) async {
    guard await answer(client) else { return await close(client) }
    // The answer is whole: the client is told so, and what it still sends is read and
    // dropped for up to a second, so that closing does not reset the connection under an
    // answer it has yet to read.
    _ = shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
    await Self.within(1) { while (try? await client.read(atMost: 4096)) != nil {} }
    await close(client)
  }

  /// Answers the connection's request, or refuses it; false when the client went away
  /// before its head was whole.
  func answer(_ client: AsyncSocket) async -> Bool {
    let head: RequestHead
    switch await readHead(client) {
    case .complete(let complete): head = complete
    case .tooLarge:
      await refuse(
        client, "431 Request Header Fields Too Large",
        "a request's head may take at most \(headLimit) bytes")
      return true
    case .late:
      await refuse(
        client, "408 Request Timeout",
        "a request's head must come within \(Self.seconds(headSeconds)) s")
      return true
    case .closed:
      return false
    }
    switch head.problem {
    case .longLine?:
      await refuse(
        client, "431 Request Header Fields Too Large",
        "a line of a request's head may take at most \(RequestHead.lineLimit) bytes")
    case .malformed?:
      await refuse(client, "400 Bad Request", "that is not a request's head")
    case nil where !head.bodyFits(head.asksToUpgrade ? 0 : bodyLimit):
      await refuse(
        client, "413 Content Too Large",
        "a request's body may take at most \(bodyLimit) bytes, with its length given "
          + "(none with an upgrade)")
    case nil:
      guard let server = await connect() else {
        await refuse(client, "503 Service Unavailable", "the page server is not answering")
        return true
      }
      if head.asksToUpgrade {
        await upgrade(client, server, head)
      } else {
        // Marked to close after its answer, the connection carries this request alone.
        await Self.within(requestSeconds) {
          guard (try? await server.write(Data(head.closing))) != nil else { return }
          await Self.pipe(client, server)
        }
      }
      await close(server)
    }
    return true
  }

  /// A socket to the page server; nil, and nothing left open, when it does not answer
  /// within five seconds.
  func connect() async -> AsyncSocket? {
    guard let socket = try? Socket(domain: Int32(AF_UNIX), type: .stream) else { return nil }
    guard let server = try? AsyncSocket(socket: socket, pool: pool) else {
      try? socket.close()
      return nil
    }
    let inner = inner
    let connected = await Self.within(5, else: false) {
      (try? await server.connect(to: inner)) != nil
    }
    guard connected else {
      await close(server)
      return nil
    }
    return server
  }

  /// Closes a socket once the socket pool has let go of it: the pool resumes a waiter before
  /// it stops watching the waiter's socket, and a socket closed in between would leave its
  /// number watched for the next socket that gets it.
  func close(_ socket: AsyncSocket) async {
    await pool.settle()
    try? socket.close()
  }

  /// A request to upgrade goes without what followed its head; the page server's answer
  /// decides. An upgrade (101) carries WebSocket frames both ways from then on, starting
  /// with what followed; any other answer ends the connection, as the page server sees no
  /// more of the client's bytes.
  func upgrade(_ client: AsyncSocket, _ server: AsyncSocket, _ head: RequestHead) async {
    // The answer's head within the request's time.
    let answer = await Self.within(requestSeconds, else: Head.late) {
      guard (try? await server.write(Data(head.head))) != nil else { return .closed }
      return await Self.collectHead(server, limit: 64 * 1024)
    }
    guard case .complete(let answer) = answer else {
      let late = if case .late = answer { true } else { false }
      await refuse(
        client, late ? "504 Gateway Timeout" : "502 Bad Gateway",
        late ? "the page server did not answer in time" : "the page server did not answer")
      return
    }
    guard (try? await client.write(Data(answer.bytes))) != nil else { return }
    if answer.lines.first?.starts(with: Array("HTTP/1.1 101 ".utf8)) == true {
      if !head.rest.isEmpty {
        guard (try? await server.write(Data(head.rest))) != nil else { return }
      }
      await Self.pipe(client, server)
    } else {
      _ = shutdown(server.socket.file.rawValue, Int32(SHUT_WR))
      await Self.within(requestSeconds) { await Self.copy(from: server, to: client) }
    }
  }

  /// What came of reading a head.
  enum Head: Sendable {
    /// The head and whatever came after it in the same reads.
    case complete(RequestHead)
    case tooLarge
    case late
    /// The client went away first.
    case closed
  }

  /// The head, within the limits of bytes and time.
  func readHead(_ client: AsyncSocket) async -> Head {
    let limit = headLimit
    return await Self.within(headSeconds, else: .late) {
      await Self.collectHead(client, limit: limit)
    }
  }

  /// What `body` returns, or `late` once `seconds` have passed (the body is then cancelled).
  static func within<T: Sendable>(
    _ seconds: Double, else late: T, _ body: @escaping @Sendable () async -> T
  ) async -> T {
    let nanoseconds = UInt64(max(0, min(seconds, 86_400)) * 1e9)
    return await withTaskGroup(of: T.self) { group in
      group.addTask { await body() }
      group.addTask {
        try? await Task.sleep(nanoseconds: nanoseconds)
        return late
      }
      let first = await group.next() ?? late
      group.cancelAll()
      return first
    }
  }

  /// `body`, cancelled once `seconds` have passed.
  static func within(_ seconds: Double, _ body: @escaping @Sendable () async -> Void) async {
    await within(seconds, else: ()) { await body() }
  }

  /// Reads until the head's empty line, or past `limit` bytes.
  static func collectHead(_ source: AsyncSocket, limit: Int) async -> Head {
    var bytes: [UInt8] = []
    while true {
      guard let chunk = await next(source) else { return .closed }
      let searched = max(0, bytes.count - 2)
      bytes += chunk
      if let end = RequestHead.end(of: bytes, from: searched) {
        guard end <= limit, let head = RequestHead(bytes) else { return .tooLarge }
        return .complete(head)
      }
      if bytes.count > limit { return .tooLarge }
    }
  }

  /// A short answer that closes the connection.
  func refuse(_ client: AsyncSocket, _ status: String, _ reason: String) async {
    let body = reason + "\n"
    let text =
      "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\n"
      + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
    try? await client.write(Data(text.utf8))
  }

  /// Copies bytes both ways. When the client stops sending, the page server is told so and
  /// may still answer; when the page server is done, so is the connection.
  static func pipe(_ client: AsyncSocket, _ server: AsyncSocket) async {
    await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await copy(from: client, to: server)
        _ = shutdown(server.socket.file.rawValue, Int32(SHUT_WR))
        return false
      }
      group.addTask {
        await copy(from: server, to: client)
        return true
      }
      while let serverDone = await group.next() {
        if serverDone { group.cancelAll() }
      }
    }
  }

  /// Copies until `source` ends or `destination` refuses.
  static func copy(from source: AsyncSocket, to destination: AsyncSocket) async {
    while let chunk = await next(source) {
      guard (try? await destination.write(Data(chunk))) != nil else { return }
    }
  }

  /// The next bytes from `source`; nil once it has ended, failed or been cancelled. The
  /// socket pool reports a reset as soon as it comes, even while bytes sent before it still
  /// wait to be read (the page server closing with part of a request unread): those are
  /// read first.
  static func next(_ source: AsyncSocket) async -> [UInt8]? {
    do {
      return try await source.read(atMost: 4096)
    } catch {
      return Task.isCancelled ? nil : try? source.socket.read(atMost: 4096)
    }
  }

  /// Seconds as the messages give them: `10`, `0.5`.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

/// Counts the connections in hand.
actor Gate {
  let limit: Int
  private var count = 0

  init(limit: Int) { self.limit = limit }

  /// Whether one more may come in (counted if so).
  func enter() -> Bool {
    guard count < limit else { return false }
    count += 1
    return true
  }

  func leave() { count -= 1 }
}

extension SocketPool {
  /// Returns once whatever the pool was doing when called is done.
  func settle() {}
}
