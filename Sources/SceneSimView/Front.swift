import FlyingSocks
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live page's door: it listens on 127.0.0.1 and hands each connection to the page
/// server (on a Unix socket of its own) only once the request's head has come whole, within
/// ``headLimit`` bytes and ``headSeconds``; then it copies bytes both ways until either side
/// is done. A head that grows past the limit gets a 431, one that takes too long a 408, and
/// either is closed. (The page server reads a request line in time that grows with the
/// square of its length, and for as long as bytes come: a line of 400 000 bytes held a core
/// for over a minute.)
struct Front<Pool: AsyncSocketPool>: Sendable {
  /// The page server's socket.
  let inner: sockaddr_un
  let pool: Pool
  /// The most bytes a head may take, its empty line included.
  var headLimit = 8 * 1024
  /// How long a head may take to come.
  var headSeconds = 10.0
  /// Connections handled at once; one more is closed as soon as it is taken.
  var connectionLimit = 64

  /// Takes connections from `listener` until it fails for good.
  func serve(_ listener: AsyncSocket) async {
    let gate = Gate(limit: connectionLimit)
    while !Task.isCancelled {
      let client: AsyncSocket
      do {
        client = try await listener.accept()
      } catch {
        // Out of file descriptors, say: try again a little later.
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
    defer { try? client.close() }
    switch await readHead(client) {
    case .complete(let head):
      guard let server = try? await AsyncSocket.connected(to: inner, pool: pool) else {
        await refuse(client, "503 Service Unavailable", "the page server is not answering")
        return
      }
      defer { try? server.close() }
      guard (try? await server.write(Data(Self.oneRequest(head)))) != nil else { return }
      await Self.pipe(client, server)
    case .tooLarge:
      await refuse(
        client, "431 Request Header Fields Too Large",
        "a request's head may take at most \(headLimit) bytes")
    case .late:
      await refuse(
        client, "408 Request Timeout",
        "a request's head must come within \(Self.seconds(headSeconds)) s")
    case .closed:
      return
    }
  }

  /// What came of reading a head.
  enum Head: Sendable {
    /// The head and whatever came after it in the same reads.
    case complete([UInt8])
    case tooLarge
    case late
    /// The client went away first.
    case closed
  }

  /// The head, within the limits of bytes and time.
  func readHead(_ client: AsyncSocket) async -> Head {
    let limit = headLimit
    let nanoseconds = UInt64(max(0, min(headSeconds, 86_400)) * 1e9)
    return await withTaskGroup(of: Head.self) { group in
      group.addTask { await Self.collectHead(client, limit: limit) }
      group.addTask {
        try? await Task.sleep(nanoseconds: nanoseconds)
        return .late
      }
      let first = await group.next() ?? .closed
      group.cancelAll()
      return first
    }
  }

  /// Reads until the head's empty line, or past `limit` bytes.
  static func collectHead(_ client: AsyncSocket, limit: Int) async -> Head {
    var bytes: [UInt8] = []
    while true {
      guard let chunk = try? await client.read(atMost: 4096) else { return .closed }
      let searched = max(0, bytes.count - 2)
      bytes += chunk
      if let end = headEnd(bytes, from: searched) {
        return end <= limit ? .complete(bytes) : .tooLarge
      }
      if bytes.count > limit { return .tooLarge }
    }
  }

  /// Where the head ends in `bytes` (just after its empty line, CRLF or bare LF, as the page
  /// server reads lines), looking from `start`; nil when it has not ended.
  static func headEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    let lf: UInt8 = 10
    let cr: UInt8 = 13
    var i = start
    while i + 1 < bytes.count {
      if bytes[i] == lf {
        if bytes[i + 1] == lf { return i + 2 }
        if bytes[i + 1] == cr, i + 2 < bytes.count, bytes[i + 2] == lf { return i + 3 }
      }
      i += 1
    }
    return nil
  }

  /// The head as the page server gets it: with `Connection: close` in place of any
  /// `Connection` header, so that the connection ends with its answer and a second request
  /// cannot follow past the door, unless it asks to upgrade (the page's WebSocket, which
  /// then carries frames, not requests). Lines end in CRLF; what came after the head stays.
  static func oneRequest(_ bytes: [UInt8]) -> [UInt8] {
    guard let end = headEnd(bytes, from: 0) else { return bytes }
    let lines = bytes[..<end].split(separator: 10).map { line in
      line.last == 13 ? line.dropLast() : line
    }.filter { !$0.isEmpty }
    func named(_ line: ArraySlice<UInt8>, _ name: String) -> Bool {
      let prefix = Array((name + ":").utf8)
      return line.count >= prefix.count
        && zip(line, prefix).allSatisfy { a, b in a == b || (a | 0x20) == b }
    }
    guard !lines.dropFirst().contains(where: { named($0, "upgrade") }) else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 20)
    for line in lines where !named(line, "connection") {
      result += line
      result += [13, 10]
    }
    result += Array("Connection: close\r\n\r\n".utf8)
    result += bytes[end...]
    return result
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
    while let chunk = try? await source.read(atMost: 4096) {
      guard (try? await destination.write(Data(chunk))) != nil else { return }
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
