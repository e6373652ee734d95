/// A node's subviews, back to front: a list of ids kept in chunks of ``chunkSize`` ids, the
/// chunks in groups of ``groupSize``, so a copy (the one `undo` keeps before every command)
/// shares every chunk and every group a change does not reach.
///
/// Adding the last child to a list shared with such a copy copies the group pointers, the
/// last group's chunk pointers and the last chunk, not every id: a parent with thousands
/// of subviews costs a command what the command changes. Every chunk but the last is full,
/// and every group but the last, so reading by position stays O(1); a change in the middle
/// rewrites the chunks from there to the end, as an array would move the ids after it.
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
  /// How many chunks a group holds.
  public static let groupSize = 32
  /// log2 of ``chunkSize`` and of ``groupSize``.
  private static let shift = 5
  private static let groupShift = 5

  /// Full groups of full chunks, then the last group, whose chunks are full but its last
  /// (1 to `chunkSize` ids); none when empty.
  private var groups: [[[NodeID]]] = []
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
      if count & (Self.chunkSize * Self.groupSize - 1) == 0 {
        var group: [[NodeID]] = []
        group.reserveCapacity(Self.groupSize)
        group.append(chunk)
        groups.append(group)
      } else {
        groups[groups.count - 1].append(chunk)
      }
    } else {
      let g = groups.count - 1
      groups[g][groups[g].count - 1].append(id)
    }
    count += 1
  }

  /// How many ids from the start this list and `other` have in common; whole groups and
  /// chunks the two share are skipped without comparing their ids.
  public func commonPrefixCount(with other: ChildList) -> Int {
    let both = Swift.min(count, other.count)
    var g = 0
    while (g + 1) << (Self.groupShift + Self.shift) <= both, groups[g] == other.groups[g] {
      g += 1
    }
    var c = g << Self.groupShift
    while (c + 1) << Self.shift <= both, chunk(c) == other.chunk(c) { c += 1 }
    var head = c << Self.shift
    while head < count, head < other.count, self[head] == other[head] { head += 1 }
    return head
  }

  /// The `c`th chunk.
  private func chunk(_ c: Int) -> [NodeID] {
    groups[c >> Self.groupShift][c & (Self.groupSize - 1)]
  }

  /// Equal lists; shared groups and chunks compare without looking at their ids.
  public static func == (a: ChildList, b: ChildList) -> Bool {
    a.count == b.count && a.groups == b.groups
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
      let g = position >> (Self.groupShift + Self.shift)
      let c = (position >> Self.shift) & (Self.groupSize - 1)
      return groups[g][c][position & (Self.chunkSize - 1)]
    }
    set {
      precondition(position >= 0 && position < count, "ChildList index out of range")
      let g = position >> (Self.groupShift + Self.shift)
      let c = (position >> Self.shift) & (Self.groupSize - 1)
      groups[g][c][position & (Self.chunkSize - 1)] = newValue
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
    // Keep the chunks before `first`: whole groups, then the head of its group.
    let g = first >> Self.groupShift
    if g < groups.count {
      groups.removeSubrange((g + 1)...)
      groups[g].removeSubrange((first & (Self.groupSize - 1))...)
      if groups[g].isEmpty { groups.removeLast() }
    }
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
