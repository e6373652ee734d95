#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Platform {
  /// Whether an HTTP server on 127.0.0.1:`port` answers a GET of `path` within `seconds`
  /// (any status): the live page's address is printed once a browser would get the page.
  public static func httpAnswers(port: Int, path: String, seconds: Double) -> Bool {
    let deadline = Platform.seconds + seconds
    while Platform.seconds < deadline, !Interrupts.pending {
      if httpAnswersOnce(port: port, path: path, until: deadline) { return true }
      pause(seconds: 0.02)
    }
    return false
  }

  private static func httpAnswersOnce(port: Int, path: String, until deadline: Double) -> Bool {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return false }
    let request = Array(
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
    // Sent so that a server gone meanwhile is an error, not SIGPIPE ending the REPL.
    #if canImport(Glibc)
      let sent = send(fd, request, request.count, Int32(MSG_NOSIGNAL))
    #else
      var on: Int32 = 1
      setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
      let sent = send(fd, request, request.count, 0)
    #endif
    guard sent == request.count else { return false }
    var buffer = [UInt8](repeating: 0, count: 16)
    while Platform.seconds < deadline, !Interrupts.pending {
      guard waitForInput(fd, seconds: min(0.5, max(0, deadline - Platform.seconds))) else {
        continue
      }
      let count = systemRead(fd, &buffer, buffer.count)
      guard count > 0 else { return false }
      return buffer.prefix(count).starts(with: Array("HTTP/1.".utf8))
    }
    return false
  }
}
