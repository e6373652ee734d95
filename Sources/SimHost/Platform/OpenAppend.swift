import Synchronization

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file an appender last wrote to, kept open (O_APPEND), so that the next line to the
/// same file costs one `write`, not a `stat`, an `open` and a `close` too. Each write goes
/// to the file at once: nothing waits in a buffer, so a process that dies loses nothing
/// written. The session's own writes of the path close it (``forget(_:)``); a file
/// another program removes or replaces while lines are added to it is not followed: they
/// go on to the file that was opened.
final class OpenAppend: Sendable {
  private struct Held {
    var path: String
    var fd: Int32
  }

  private let held = Mutex<Held?>(nil)

  deinit {
    held.withLock { if let file = $0 { close(file.fd) } }
  }

  /// Closes the file at `path` if it is the one held: it is being written anew.
  func forget(_ path: String) {
    held.withLock { held in
      if let file = held, file.path == path {
        close(file.fd)
        held = nil
      }
    }
  }

  /// Adds `text` to the end of the file at `path`, made if missing; what is not a regular
  /// file is refused.
  func append(_ text: String, to path: String) throws(PlatformError) {
    let failure: String? = held.withLock { held in
      if let file = held, file.path != path {
        close(file.fd)
        held = nil
      }
      if held == nil {
        var now = stat()
        // A folder fails to open, as any write to it does.
        if stat(path, &now) == 0, now.st_mode & S_IFMT != S_IFREG, now.st_mode & S_IFMT != S_IFDIR {
          return "not a regular file"
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return Platform.lastError }
        held = Held(path: path, fd: fd)
      }
      guard let file = held else { return "not open" }
      if let failure = Platform.writeAll(file.fd, Array(text.utf8)) {
        close(file.fd)
        held = nil
        return failure
      }
      return nil
    }
    if let failure { throw PlatformError("cannot write \(path): \(failure)", reason: failure) }
  }
}
