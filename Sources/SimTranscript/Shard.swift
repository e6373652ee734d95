/// One part of a suite split over several machines: the K-th of N disjoint parts whose
/// union is the whole. A transcript's part follows from its path alone (FNV-1a), so adding
/// or removing files moves no other file to another part.
public struct Shard: Sendable, Equatable {
  /// Which part, from 1.
  public var index: Int
  /// How many parts.
  public var count: Int

  /// The K-th of N parts; nil unless 1 ≤ K ≤ N.
  public init?(_ index: Int, of count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Reads `K/N`.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
    self.init(k, of: n)
  }

  /// Whether the transcript at `path` belongs to this part.
  public func contains(_ path: String) -> Bool {
    Int(Shard.hash(path) % UInt64(count)) == index - 1
  }

  /// The 64-bit FNV-1a hash of the path's UTF-8 bytes.
  static func hash(_ path: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in path.utf8 {
      h ^= UInt64(byte)
      h = h &* 0x100_0000_01b3
    }
    return h
  }
}
