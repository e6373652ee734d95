import Synchronization

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file an appender last wrote to, kept open (O_APPEND) with the identity it had, so
/// that the next line to the same file costs a `stat` and a `write`, not an `open` and a
/// `close` too. Each write goes to the file at once: nothing waits in a buffer, so a
/// process that dies loses nothing written.
final class OpenAppend: Sendable {
  private struct Held {
    var path: String
    var fd: Int32
    var device: UInt64
    var inode: UInt64
  }

  private let held = Mutex<Held?>(nil)

  deinit {
    held.withLock { if let file = $0 { close(file.fd) } }
  }

  /// Adds `text` to the end of the file at `path`, made if missing; what is not a regular
  /// file is refused.
  func append(_ text: String, to path: String) throws(PlatformError) {
    let failure: String? = held.withLock { held in
      var now = stat()
      let exists = stat(path, &now) == 0
      // A folder fails to open, as any write to it does.
      if exists, now.st_mode & S_IFMT != S_IFREG, now.st_mode & S_IFMT != S_IFDIR {
        return "not a regular file"
      }
      if let file = held,
        file.path != path || !exists || UInt64(now.st_dev) != file.device
          || UInt64(now.st_ino) != file.inode
      {
        close(file.fd)
        held = nil
      }
      if held == nil {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return Platform.lastError }
        var opened = stat()
        fstat(fd, &opened)
        held = Held(
          path: path, fd: fd, device: UInt64(opened.st_dev), inode: UInt64(opened.st_ino))
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
