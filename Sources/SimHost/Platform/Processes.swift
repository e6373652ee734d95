#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started by scenesim, talking over pipes on its standard input and output.
/// It runs in a process group of its own, so Ctrl-C at the terminal reaches scenesim only.
public final class ChildProcess: @unchecked Sendable {
  /// The child's process id.
  public let pid: pid_t
  /// Writes to the child's standard input.
  public let input: Int32
  /// Reads from the child's standard output.
  public let output: Int32

  /// Closes the child's standard input: it reads the end of its input.
  public func closeInput() { close(input) }

  private init(pid: pid_t, input: Int32, output: Int32) {
    self.pid = pid
    self.input = input
    self.output = output
  }

  /// Starts `path` with `arguments`; its standard error is scenesim's.
  public static func start(_ path: String, _ arguments: [String]) throws -> ChildProcess {
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard Self.pipe(&toChild) else {
      throw PlatformError("cannot start \(path): \(Platform.lastError)")
    }
    guard Self.pipe(&fromChild) else {
      close(toChild[0])
      close(toChild[1])
      throw PlatformError("cannot start \(path): \(Platform.lastError)")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
    close(toChild[0])
    close(fromChild[1])
    guard status == 0 else {
      close(toChild[1])
      close(fromChild[0])
      throw PlatformError(
        "cannot start \(path): \(String(cString: strerror(status)))")
    }
    return ChildProcess(pid: pid, input: toChild[1], output: fromChild[0])
  }

  /// A pipe whose ends are closed in programs scenesim starts (but where passed on).
  private static func pipe(_ ends: inout [Int32]) -> Bool {
    // Glibc's module has no pipe2; the flag is set right after, and scenesim starts its
    // programs from one thread, so none is started in between.
    #if canImport(Glibc)
      guard Glibc.pipe(&ends) == 0 else { return false }
    #else
      guard Darwin.pipe(&ends) == 0 else { return false }
    #endif
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return true
  }

  /// Writes all of `bytes` to the child's input; false when it is gone. SIGPIPE must be
  /// blocked or ignored on the calling thread (``Platform/blockSignalsOnThisThread()``).
  public func write(_ bytes: [UInt8]) -> Bool {
    Platform.writeAll(input, bytes) == nil
  }

  /// Waits up to `seconds` for the child to end, then kills it; reaps it either way.
  public func finish(within seconds: Double) {
    let deadline = Platform.seconds + seconds
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
      if Platform.seconds > deadline {
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return
      }
      usleep(10_000)
    }
  }

  /// Runs `/bin/sh -c command` to its end, reading nothing (scenesim's input may be a
  /// protocol stream) and with its output thrown away; whether it succeeded.
  public static func run(shell command: String) -> Bool {
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    let argv = (["/bin/sh", "-c", command] as [String]).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    guard posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ) == 0 else { return false }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return false }
    }
    return status == 0
  }
}

extension Platform {
  /// The folder of the running executable, or nil when it cannot be known for sure.
  public static var executableFolder: String? {
    var path: String?
    #if canImport(Glibc)
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if count > 0 {
        path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    #elseif canImport(Darwin)
      var size: UInt32 = 4096
      var buffer = [CChar](repeating: 0, count: Int(size))
      if _NSGetExecutablePath(&buffer, &size) == 0, let real = realpath(buffer, nil) {
        path = String(cString: real)
        free(real)
      }
    #endif
    guard let path, path.hasPrefix("/"), let slash = path.lastIndex(of: "/") else { return nil }
    return String(path[..<slash])
  }

  /// Blocks SIGPIPE and SIGINT on the calling thread, for threads of scenesim's own: a
  /// write to a closed pipe then fails with EPIPE instead of ending the process, and
  /// Ctrl-C reaches the thread that reads the terminal.
  public static func blockSignalsOnThisThread() {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGPIPE)
    sigaddset(&set, SIGINT)
    pthread_sigmask(SIG_BLOCK, &set, nil)
  }

  /// Waits up to `seconds` for `fd` to have something to read; false on timeout.
  public static func waitForInput(_ fd: Int32, seconds: Double) -> Bool {
    var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let deadline = Platform.seconds + seconds
    while true {
      let left = Int32(max(0, (deadline - Platform.seconds) * 1000))
      let ready = poll(&request, 1, left)
      if ready > 0 { return true }
      if ready == 0 || errno != EINTR { return false }
    }
  }
}

extension Platform {
  /// Shows `lines` through the user's pager ($PAGER, else `less -FRX`, which leaves a text
  /// that fits the screen on it), as git and man do; false when none could be started (the
  /// caller then prints them). The pager stays in scenesim's process group, the terminal's
  /// foreground, so it can read the keyboard; SIGPIPE is ignored while it runs, as the
  /// user may quit it before reading everything.
  public static func page(_ lines: [String]) -> Bool {
    let command = environment("PAGER").flatMap { $0.isEmpty ? nil : $0 } ?? "less -FRX"
    if command == "cat" { return false }
    var ends: [Int32] = [0, 0]
    #if canImport(Glibc)
      guard Glibc.pipe(&ends) == 0 else { return false }
    #else
      guard Darwin.pipe(&ends) == 0 else { return false }
    #endif
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
    let words: [String] = ["/bin/sh", "-c", command]
    let argv = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
    close(ends[0])
    guard status == 0 else {
      close(ends[1])
      return false
    }
    let previous = signal(SIGPIPE, SIG_IGN)
    _ = writeAll(ends[1], Array(lines.map { $0 + "\n" }.joined().utf8))
    close(ends[1])
    var result: Int32 = 0
    while waitpid(pid, &result, 0) < 0, errno == EINTR {}
    signal(SIGPIPE, previous)
    // The shell's "not found" (127) or "cannot run" (126): the caller prints instead.
    let exited = result & 0x7F == 0
    let code = (result >> 8) & 0xFF
    return !(exited && (code == 126 || code == 127))
  }
}
