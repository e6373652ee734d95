import SimTranscript

/// Runs units on several threads and hands their results back in order.
///
/// Workers take the next unit in path order; the caller waits for each result in that
/// order, so what it prints does not depend on which worker finished first.
public final class ResultPool: @unchecked Sendable {
  private let condition = Condition()
  private let units: [TestUnit]
  private var results: [TestResult?]
  private var next = 0
  private var stopped = false

  /// Starts `workers` threads that replay the units in order, each as the next free one.
  public init(units: [TestUnit], workers: Int, options: SuiteOptions) {
    self.units = units
    results = Array(repeating: nil, count: units.count)
    for _ in 0..<min(workers, units.count) {
      // Deeply nested scenes recurse; give workers more room than the main thread's.
      Threads.start(stackSize: 64 << 20) { [self] in
        while let index = take() {
          let result = Suite.run(units[index], options)
          put(index, result)
        }
      }
    }
  }

  private func take() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    guard !stopped, next < units.count else { return nil }
    next += 1
    return next - 1
  }

  private func put(_ index: Int, _ result: TestResult) {
    condition.lock()
    results[index] = result
    condition.broadcast()
    condition.unlock()
  }

  /// The result of unit `index`, waiting for it; each is asked for once.
  public func result(_ index: Int) -> TestResult {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let result = results[index] {
        results[index] = nil  // handed out: the pool keeps no copy
        return result
      }
      condition.wait()
    }
  }

  /// Starts no more units.
  public func stop() {
    condition.lock()
    stopped = true
    condition.unlock()
  }
}
