import HeapModule

/// A queue of work due at virtual times, fired in (time, insertion sequence) order.
///
/// Equal times fire in the order they were scheduled. Cancelling is lazy: a cancelled
/// entry stays in the heap and is skipped when it reaches the top, so every operation
/// costs O(log n) in the number of scheduled entries and nothing in the size of the scene.
public struct Scheduler<Work>: Sendable where Work: Sendable {
  /// One scheduled piece of work.
  public struct Entry: Sendable {
    /// When it is due.
    public var time: SimTime
    /// Its place among entries scheduled for the same time.
    public var sequence: UInt64
    /// What to do.
    public var work: Work

    @usableFromInline init(time: SimTime, sequence: UInt64, work: Work) {
      self.time = time
      self.sequence = sequence
      self.work = work
    }
  }

  @usableFromInline struct Key: Comparable, Sendable {
    @usableFromInline var time: SimTime
    @usableFromInline var sequence: UInt64
    @inlinable init(time: SimTime, sequence: UInt64) {
      self.time = time
      self.sequence = sequence
    }
    @inlinable static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.time, lhs.sequence) < (rhs.time, rhs.sequence)
    }
  }

  @usableFromInline var heap = Heap<Key>()
  @usableFromInline var entries: [UInt64: Entry] = [:]
  @usableFromInline var nextSequence: UInt64 = 0

  /// An empty queue.
  public init() {}

  /// The number of entries still due (cancelled ones excluded).
  @inlinable public var count: Int { entries.count }
  /// Whether nothing is scheduled.
  @inlinable public var isEmpty: Bool { entries.isEmpty }

  /// Schedules `work` at `time`; the returned ticket cancels it.
  @discardableResult
  @inlinable public mutating func schedule(at time: SimTime, _ work: Work) -> UInt64 {
    let sequence = nextSequence
    nextSequence += 1
    entries[sequence] = Entry(time: time, sequence: sequence, work: work)
    heap.insert(Key(time: time, sequence: sequence))
    return sequence
  }

  /// Cancels the entry with `ticket`; returns whether it was still due.
  @discardableResult
  @inlinable public mutating func cancel(_ ticket: UInt64) -> Bool {
    entries.removeValue(forKey: ticket) != nil
  }

  /// The time of the earliest entry, if any.
  @inlinable public mutating func nextTime() -> SimTime? {
    dropCancelled()
    return heap.min?.time
  }

  /// Removes and returns the earliest entry if it is due at or before `limit`.
  @inlinable public mutating func popDue(notAfter limit: SimTime) -> Entry? {
    dropCancelled()
    guard let top = heap.min, top.time <= limit else { return nil }
    heap.removeMin()
    return entries.removeValue(forKey: top.sequence)
  }

  /// Cancels every entry `doomed` picks (O(n), in no particular order: cancelling one
  /// changes nothing for another).
  @inlinable public mutating func cancelAll(where doomed: (Entry) -> Bool) {
    // Removed in place: a filtered copy would build the whole table again.
    let tickets = entries.compactMap { doomed($0.value) ? $0.key : nil }
    for ticket in tickets { entries.removeValue(forKey: ticket) }
  }

  /// All entries, in no particular order (for checks that look at each; O(n)).
  @inlinable public var entriesInNoOrder: Dictionary<UInt64, Entry>.Values { entries.values }

  /// All entries in firing order (for listing; O(n log n)).
  @inlinable public var orderedEntries: [Entry] {
    // Sorted as plain pairs, which the compiler specializes; entries of a generic type
    // would be sorted through the runtime's generic code.
    let order = entries.values.map { ($0.time, $0.sequence) }.sorted { $0 < $1 }
    return order.compactMap { entries[$0.1] }
  }

  @usableFromInline mutating func dropCancelled() {
    while let top = heap.min, entries[top.sequence] == nil {
      heap.removeMin()
    }
  }
}
