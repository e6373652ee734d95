import FlyingFox
import Foundation

/// What the server knows: the latest state from scenesim, the pages that follow it, and
/// the frame requests and commands waiting for scenesim's answer.
actor Hub {
  /// The latest state as JSON text.
  private(set) var state = "null"
  /// Its SVG alone, taken out of the state when first asked for (a large state takes a
  /// while to parse, and pages following it should not wait for that).
  private var svgOfState: String??

  /// The SVG of the latest state, nil before the first.
  var svg: String? {
    if let known = svgOfState { return known }
    let found = Self.svg(in: state)
    svgOfState = .some(found)
    return found
  }
  private var followers: [Int: AsyncStream<WSMessage>.Continuation] = [:]
  private var waiting: [Int: CheckedContinuation<FrameAnswer?, Never>] = [:]
  private var commands: [Int: CheckedContinuation<String?, Never>] = [:]
  private var timers: [Int: Task<Void, Never>] = [:]
  private var nextID = 1

  /// What scenesim answered to a frame request.
  enum FrameAnswer: Sendable {
    case frame(String)
    case failed(String)
  }

  /// A line from scenesim.
  func receive(_ line: String) {
    if line.hasPrefix("S ") {
      state = String(line.dropFirst(2))
      svgOfState = nil
      for follower in followers.values { follower.yield(.text(state)) }
    } else if line.hasPrefix("F ") || line.hasPrefix("X ") {
      let parts = line.split(separator: " ", maxSplits: 2)
      guard parts.count == 3, let id = Int(parts[1]), let waiter = waiting.removeValue(forKey: id)
      else { return }
      timers.removeValue(forKey: id)?.cancel()
      let body = String(parts[2])
      waiter.resume(returning: line.hasPrefix("F ") ? .frame(body) : .failed(Self.message(body)))
    } else if line.hasPrefix("R ") || line.hasPrefix("W ") {
      let parts = line.split(separator: " ", maxSplits: 2)
      guard parts.count == 3, let id = Int(parts[1]), let waiter = commands.removeValue(forKey: id)
      else { return }
      timers.removeValue(forKey: id)?.cancel()
      waiter.resume(returning: String(parts[2]))
    }
  }

  /// A page that follows the state: it gets the latest at once and every later one.
  func follow(_ continuation: AsyncStream<WSMessage>.Continuation) -> Int {
    let id = nextID
    nextID += 1
    followers[id] = continuation
    continuation.yield(.text(state))
    return id
  }

  func unfollow(_ id: Int) {
    followers.removeValue(forKey: id)?.finish()
  }

  /// Asks scenesim for the scene at `micros`; nil when it did not answer in 20 s.
  func frame(at micros: Int64) async -> FrameAnswer? {
    let id = nextID
    nextID += 1
    timers[id] = Task {
      try? await Task.sleep(nanoseconds: 20_000_000_000)
      if !Task.isCancelled { self.expire(id) }
    }
    return await withCheckedContinuation { continuation in
      waiting[id] = continuation
      Messages.send("F \(id) \(micros)")
    }
  }

  /// Asks scenesim to run `line` as if typed in its REPL; what it printed, as JSON, or nil
  /// when it did not answer within `seconds` (it may be busy with a long command, and may
  /// still run this one).
  func command(_ line: String, seconds: Double) async -> String? {
    await ask("C", line, seconds: seconds)
  }

  /// What Tab offers after `line`, as JSON, or nil when scenesim did not answer in 5 s.
  func completions(_ line: String) async -> String? {
    await ask("P", line, seconds: 5)
  }

  /// Sends `KIND ID LINE` to scenesim and waits for its answer.
  private func ask(_ kind: String, _ line: String, seconds: Double) async -> String? {
    let id = nextID
    nextID += 1
    timers[id] = Task {
      try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
      if !Task.isCancelled { self.expire(id) }
    }
    return await withCheckedContinuation { continuation in
      commands[id] = continuation
      Messages.send("\(kind) \(id) \(line)")
    }
  }

  private func expire(_ id: Int) {
    timers.removeValue(forKey: id)
    waiting.removeValue(forKey: id)?.resume(returning: nil)
    commands.removeValue(forKey: id)?.resume(returning: nil)
  }

  /// The `svg` member of a state.
  static func svg(in state: String) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(state.utf8)),
      let members = object as? [String: Any]
    else { return nil }
    return members["svg"] as? String
  }

  /// The text of a JSON string, or the text itself.
  static func message(_ json: String) -> String {
    (try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed))
      as? String ?? json
  }
}

/// The live socket: the latest state on connecting, then each new one.
struct Follower: WSMessageHandler {
  let hub: Hub

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    // Only the newest state matters: a slow page skips the ones it missed.
    let (messages, continuation) = AsyncStream<WSMessage>.makeStream(
      bufferingPolicy: .bufferingNewest(2))
    let id = await hub.follow(continuation)
    Task {
      for await _ in client {}
      await hub.unfollow(id)
    }
    return messages
  }
}

enum Messages {
  /// One line to scenesim, written at once (standard output is not buffered here).
  static func send(_ line: String) {
    do {
      try FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
    } catch {
      exit(0)  // scenesim is gone
    }
  }

  /// The lines of standard input, read on a thread of their own; the stream ends with it.
  static func readStandardInput() -> AsyncStream<String> {
    let (lines, continuation) = AsyncStream<String>.makeStream()
    let thread = Thread {
      while let line = readLine(strippingNewline: true) { continuation.yield(line) }
      continuation.finish()
    }
    thread.stackSize = 1 << 20
    thread.start()
    return lines
  }
}

enum Token {
  /// 128 random bits as 32 hexadecimal digits.
  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let word = String(generator.next() as UInt32, radix: 16)
      return String(repeating: "0", count: 8 - word.count) + word
    }.joined()
  }

  /// Compares in time independent of where the texts differ.
  static func matches(_ given: String?, _ token: String) -> Bool {
    guard let given else { return false }
    let a = Array(given.utf8)
    let b = Array(token.utf8)
    guard a.count == b.count else { return false }
    var difference: UInt8 = 0
    for (x, y) in zip(a, b) { difference |= x ^ y }
    return difference == 0
  }

  static func describe(_ error: any Error) -> String {
    "\(error)"
  }
}
