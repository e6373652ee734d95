/// A node's subviews, back to front: a list of ids kept in chunks of ``chunkSize``, so a copy
/// (the one `undo` keeps before every command) shares every chunk a change does not reach.
///
/// Adding the last child to a list shared with such a copy copies the chunk pointers and
/// the last chunk, not every id: a parent with thousands of subviews costs a command what
/// the command changes. Every chunk but the last is full, so reading by position stays
/// O(1); a change in the middle rewrites the chunks from there to the end, as an array
/// would move the ids after it.
///
/// ```swift
/// var list: ChildList = ["a", "b"]
/// list.append("c")
/// list.insert("z", at: 0)
/// print(Array(list))  // ["z", "a", "b", "c"]
/// ```
public struct ChildList: Sendable, Hashable {
  /// How many ids a chunk holds.
  public static let chunkSize = 32
  private static let shift = 5

  /// Full chunks, then the last one with 1 to `chunkSize` ids; none when empty.
  private var chunks: [[NodeID]] = []
  /// How many ids the list holds.
  public private(set) var count = 0

  /// An empty list.
  public init() {}

  /// The ids of `ids`, in their order.
  public init(_ ids: some Sequence<NodeID>) {
    for id in ids { append(id) }
  }

  /// Adds `id` at the end (in front of every other subview).
  public mutating func append(_ id: NodeID) {
    if count & (Self.chunkSize - 1) == 0 {
      var chunk: [NodeID] = []
      chunk.reserveCapacity(Self.chunkSize)
      chunk.append(id)
      chunks.append(chunk)
    } else {
      chunks[chunks.count - 1].append(id)
    }
    count += 1
  }

  /// How many ids from the start this list and `other` have in common; whole chunks the two
  /// share are skipped without comparing their ids.
  public func commonPrefixCount(with other: ChildList) -> Int {
    var k = 0
    while k < chunks.count, k < other.chunks.count, chunks[k].count == Self.chunkSize,
      chunks[k] == other.chunks[k]
    {
      k += 1
    }
    var head = k << Self.shift
    while head < count, head < other.count, self[head] == other[head] { head += 1 }
    return head
  }

  /// Equal lists; shared chunks compare without looking at their ids.
  public static func == (a: ChildList, b: ChildList) -> Bool {
    a.count == b.count && a.chunks == b.chunks
  }

  /// Hashes the ids in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for id in self { hasher.combine(id) }
  }
}

extension ChildList: RandomAccessCollection, MutableCollection {
  /// The position of the first id: 0.
  public var startIndex: Int { 0 }
  /// The position past the last id: ``count``.
  public var endIndex: Int { count }

  /// The id at `position` (0 is the back-most subview).
  public subscript(position: Int) -> NodeID {
    get {
      precondition(position >= 0 && position < count, "ChildList index out of range")
      return chunks[position >> Self.shift][position & (Self.chunkSize - 1)]
    }
    set {
      precondition(position >= 0 && position < count, "ChildList index out of range")
      chunks[position >> Self.shift][position & (Self.chunkSize - 1)] = newValue
    }
  }
}

extension ChildList: RangeReplaceableCollection {
  /// Replaces the ids in `range` with `ids`: the chunks before the range stay as they are
  /// (shared with any copy), the rest are rewritten.
  public mutating func replaceSubrange(
    _ range: Range<Int>, with ids: some Collection<NodeID>
  ) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "ChildList range out of range")
    // Nothing to do leaves every chunk shared.
    if range.isEmpty && ids.isEmpty { return }
    let first = range.lowerBound >> Self.shift
    let start = first << Self.shift
    var rest: [NodeID] = []
    rest.reserveCapacity(count - start - range.count + ids.count)
    for k in start..<range.lowerBound { rest.append(self[k]) }
    rest.append(contentsOf: ids)
    for k in range.upperBound..<count { rest.append(self[k]) }
    chunks.removeSubrange(first...)
    count = start
    for id in rest { append(id) }
  }
}

extension ChildList: ExpressibleByArrayLiteral {
  /// A list of the ids written.
  public init(arrayLiteral ids: NodeID...) {
    self.init(ids)
  }
}

extension ChildList: CustomStringConvertible {
  /// The ids as an array prints them: `["a", "b"]`.
  public var description: String { Array(self).description }
}
