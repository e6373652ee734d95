#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lock with a condition to wait on (a POSIX mutex and condition variable).
public final class Condition: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  /// An unlocked lock.
  public init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Takes the lock, waiting while another thread holds it.
  public func lock() { pthread_mutex_lock(mutex) }
  /// Lets the lock go.
  public func unlock() { pthread_mutex_unlock(mutex) }
  /// Waits for a ``broadcast()``; the lock is held before and after.
  public func wait() { pthread_cond_wait(condition, mutex) }
  /// Wakes every thread that waits.
  public func broadcast() { pthread_cond_broadcast(condition) }
}

/// Threads of the process's own, for work that must not wait on the others.
public enum Threads {
  /// Starts `body` on a new, detached thread with a stack of `stackSize` bytes.
  public static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    if !tryStart(stackSize: stackSize, body) {
      // No thread: run it here rather than lose it.
      body()
    }
  }

  /// Starts `body` on a new, detached thread; false (and `body` not run) when there is none.
  public static func tryStart(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    let status = pthread_create(&thread, &attributes, runBox, context)
    if status != 0 {
      Unmanaged<Box>.fromOpaque(context).release()
      return false
    }
    return true
  }

  private final class Box: @unchecked Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  #if canImport(Glibc)
    private typealias Context = UnsafeMutableRawPointer?
  #else
    private typealias Context = UnsafeMutableRawPointer
  #endif

  /// The thread's start: runs the box's body and releases the box.
  private static let runBox: @convention(c) (Context) -> UnsafeMutableRawPointer? = { context in
    let pointer: UnsafeMutableRawPointer? = context
    guard let pointer else { return nil }
    Unmanaged<Box>.fromOpaque(pointer).takeRetainedValue().body()
    return nil
  }
}
