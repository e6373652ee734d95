/// A unified diff between two lists of lines, with three lines of context.
public enum UnifiedDiff {
  /// The diff of `expected` against `actual` under the headers `--- expectedLabel` and
  /// `+++ actualLabel`, or no lines when they are equal. Line numbers are 1-based, plus
  /// `lineOffset` (the lines are part of a larger file).
  public static func lines(
    expected: [String], actual: [String], expectedLabel: String, actualLabel: String,
    context: Int = 3, lineOffset: Int = 0
  ) -> [String] {
    enum Op {
      case same, remove, insert
    }
    let difference = actual.difference(from: expected)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    guard !removed.isEmpty || !inserted.isEmpty else { return [] }
    // The edit script: (op, index in expected, index in actual).
    var script: [(Op, Int, Int)] = []
    var i = 0
    var j = 0
    while i < expected.count || j < actual.count {
      if i < expected.count, removed.contains(i) {
        script.append((.remove, i, j))
        i += 1
      } else if j < actual.count, inserted.contains(j) {
        script.append((.insert, i, j))
        j += 1
      } else {
        script.append((.same, i, j))
        i += 1
        j += 1
      }
    }
    var out = ["--- " + expectedLabel, "+++ " + actualLabel]
    var k = 0
    while k < script.count {
      guard script[k].0 != .same else {
        k += 1
        continue
      }
      // A hunk runs from `context` lines before this change to `context` lines after the
      // last change that is within 2·context of the next.
      let start = max(0, k - context)
      var end = k
      var scan = k
      while scan < script.count {
        if script[scan].0 != .same { end = scan }
        if scan - end > 2 * context { break }
        scan += 1
      }
      let stop = min(script.count, end + context + 1)
      let slice = script[start..<stop]
      let oldCount = slice.filter { $0.0 != .insert }.count
      let newCount = slice.filter { $0.0 != .remove }.count
      let oldStart = (slice.first?.1 ?? 0) + (oldCount > 0 ? 1 : 0) + lineOffset
      let newStart = (slice.first?.2 ?? 0) + (newCount > 0 ? 1 : 0) + lineOffset
      out.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
      for (op, a, b) in slice {
        switch op {
        case .same: out.append(" " + expected[a])
        case .remove: out.append("-" + expected[a])
        case .insert: out.append("+" + actual[b])
        }
      }
      k = stop
    }
    return out
  }
}
