import Synchronization

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C in the REPL: SIGINT sets a flag that the session's monitor and the line editor
/// read, so the line or the command running stops and the REPL goes on. Elsewhere (run,
/// test, piped input) SIGINT keeps its default action and ends the process (status 130).
public enum Interrupts {
  private static let flag = Atomic<Bool>(false)

  /// Installs the handler (no SA_RESTART, so a wait for input returns at once).
  public static func catchSIGINT() {
    var action = sigaction()
    let handler: @convention(c) (Int32) -> Void = { _ in
      Interrupts.flag.store(true, ordering: .relaxed)
    }
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
  }

  /// Whether Ctrl-C was pressed since the last ``clear()``.
  public static var pending: Bool { flag.load(ordering: .relaxed) }

  /// Forgets an earlier Ctrl-C; returns whether there was one.
  @discardableResult
  public static func clear() -> Bool { flag.exchange(false, ordering: .relaxed) }
}
