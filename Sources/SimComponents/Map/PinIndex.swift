public import SimGeometry

/// A spatial index of points on the 2^28-point Mercator world: the points sorted by their
/// Z-order (Morton) code, so every quadtree cell is one contiguous run found by binary
/// search. A rectangle query walks the quadtree from the root, taking whole runs for cells
/// inside the rectangle and checking points one by one only in small cells on its edge:
/// O(log n + points found). Points added after the last build wait in a short list that
/// every query scans, until it grows past an eighth of the whole and the index is rebuilt.
public struct PinIndex: Sendable {
  /// Morton codes of the indexed points, ascending.
  private var codes: [UInt64] = []
  /// The point number at each place of `codes`.
  private var order: [Int32] = []
  /// Points added since the last build.
  private var tail: [Int32] = []

  /// Cells with at most this many points are checked point by point.
  private static let leafSize = 32
  /// Bits per axis of a Morton code: one per map point of the world's side.
  private static let bits = 28

  /// An empty index.
  public init() {}

  /// How many points it holds.
  public var count: Int { order.count + tail.count }

  /// Adds point number `n` at `p`; `points` gives every point's position, for a rebuild.
  public mutating func insert(_ n: Int32, points: [Point]) {
    tail.append(n)
    if tail.count > max(256, order.count / 8) { rebuild(points: points) }
  }

  /// Adds many points at once and rebuilds.
  public mutating func insert(contentsOf numbers: some Sequence<Int32>, points: [Point]) {
    tail.append(contentsOf: numbers)
    rebuild(points: points)
  }

  /// Drops the points for which `isRemoved` holds, and rebuilds.
  public mutating func compact(points: [Point], isRemoved: (Int32) -> Bool) {
    let all = (order + tail).filter { !isRemoved($0) }
    order = []
    tail = all
    rebuild(points: points)
  }

  /// Sorts every point into the Morton order.
  private mutating func rebuild(points: [Point]) {
    var pairs: [(UInt64, Int32)] = []
    pairs.reserveCapacity(order.count + tail.count)
    for n in order { pairs.append((PinIndex.morton(points[Int(n)]), n)) }
    for n in tail { pairs.append((PinIndex.morton(points[Int(n)]), n)) }
    pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    codes = pairs.map(\.0)
    order = pairs.map(\.1)
    tail = []
  }

  /// The cell of a point, clamped to the world.
  private static func cell(_ v: Double) -> UInt64 {
    guard v.isFinite else { return 0 }
    return UInt64(min(max(v, 0), Mercator.worldSize - 1))
  }

  /// The Morton code of a point: x and y bits interleaved, x in the even places.
  static func morton(_ p: Point) -> UInt64 {
    spread(cell(p.x)) | spread(cell(p.y)) << 1
  }

  /// Spreads the low 28 bits of `v` into the even bit places.
  private static func spread(_ v: UInt64) -> UInt64 {
    var x = v & 0x0FFF_FFFF
    x = (x | x << 16) & 0x0000_FFFF_0000_FFFF
    x = (x | x << 8) & 0x00FF_00FF_00FF_00FF
    x = (x | x << 4) & 0x0F0F_0F0F_0F0F_0F0F
    x = (x | x << 2) & 0x3333_3333_3333_3333
    x = (x | x << 1) & 0x5555_5555_5555_5555
    return x
  }

  /// The first place whose code is at least `code`.
  private func lowerBound(_ code: UInt64, in range: Range<Int>) -> Int {
    var lo = range.lowerBound
    var hi = range.upperBound
    while lo < hi {
      let mid = (lo + hi) / 2
      if codes[mid] < code { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// Calls `body` with the number of every point inside `rect` (edges included), the
  /// indexed ones in Morton order, then the recent ones in the order they were added.
  public func query(_ rect: Rect, points: [Point], _ body: (Int32) -> Void) {
    guard !rect.isNull, rect.width >= 0, rect.height >= 0 else { return }
    func inside(_ p: Point) -> Bool {
      p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY
    }
    if !codes.isEmpty {
      visit(level: 0, prefix: 0, range: 0..<codes.count, rect: rect) { range, whole in
        for place in range {
          let n = order[place]
          if whole || inside(points[Int(n)]) { body(n) }
        }
      }
    }
    for n in tail where inside(points[Int(n)]) { body(n) }
  }

  /// Walks the quadtree cell `prefix` at `level` whose points are at `range`.
  private func visit(
    level: Int, prefix: UInt64, range: Range<Int>, rect: Rect,
    _ emit: (Range<Int>, _ whole: Bool) -> Void
  ) {
    guard !range.isEmpty else { return }
    // The cell's square in map points.
    let shift = PinIndex.bits - level
    var cx: UInt64 = 0
    var cy: UInt64 = 0
    for bit in 0..<level {
      cx |= (prefix >> (2 * UInt64(bit)) & 1) << UInt64(bit)
      cy |= (prefix >> (2 * UInt64(bit) + 1) & 1) << UInt64(bit)
    }
    let side = Double(UInt64(1) << UInt64(shift))
    let minX = Double(cx) * side
    let minY = Double(cy) * side
    let maxX = minX + side
    let maxY = minY + side
    guard maxX > rect.minX, minX <= rect.maxX, maxY > rect.minY, minY <= rect.maxY else { return }
    if minX >= rect.minX, maxX <= rect.maxX, minY >= rect.minY, maxY <= rect.maxY {
      emit(range, true)
      return
    }
    if range.count <= PinIndex.leafSize || level == PinIndex.bits {
      emit(range, false)
      return
    }
    let childShift = UInt64(2 * (shift - 1))
    var start = range.lowerBound
    for quadrant in UInt64(0)..<4 {
      let childPrefix = prefix << 2 | quadrant
      let end =
        quadrant == 3
        ? range.upperBound
        : lowerBound((childPrefix + 1) << childShift, in: start..<range.upperBound)
      visit(
        level: level + 1, prefix: childPrefix, range: start..<end, rect: rect, emit)
      start = end
    }
  }
}
