#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe one thread writes a byte into to wake another that waits on its read end beside
/// other input (the REPL's terminal waits so for commands from the live page).
public final class WakePipe: @unchecked Sendable {
  /// The end to wait on.
  public let descriptor: Int32
  private let writeEnd: Int32

  /// A new pipe; nil when the system has no descriptors left.
  public init?() {
    var ends: [Int32] = [-1, -1]
    #if canImport(Glibc)
      guard Glibc.pipe(&ends) == 0 else { return nil }
    #else
      guard Darwin.pipe(&ends) == 0 else { return nil }
    #endif
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    (descriptor, writeEnd) = (ends[0], ends[1])
  }

  deinit {
    close(descriptor)
    close(writeEnd)
  }

  /// Wakes the waiter (a full pipe is awake already).
  public func signal() {
    var byte: UInt8 = 1
    _ = systemWrite(writeEnd, &byte, 1)
  }

  /// Empties the pipe, so the next wait waits for the next signal.
  public func drain() {
    var bytes = [UInt8](repeating: 0, count: 256)
    while systemRead(descriptor, &bytes, bytes.count) > 0 {}
  }
}

extension Platform {
  /// Waits until `first` or `second` has something to read (or has ended): which of them.
  public static func waitForEither(_ first: Int32, _ second: Int32) -> (Bool, Bool) {
    var requests = [
      pollfd(fd: first, events: Int16(POLLIN), revents: 0),
      pollfd(fd: second, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let ready = poll(&requests, 2, -1)
      if ready > 0 { return (requests[0].revents != 0, requests[1].revents != 0) }
      if ready < 0, errno != EINTR { return (true, false) }
      if Interrupts.pending { return (false, false) }
    }
  }
}
