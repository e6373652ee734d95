import Testing

@testable import SimCommands

@Suite struct SuggestTests {
  /// The distance over whole tables of lowercased characters: what `Suggest.distance` must
  /// give, whichever way it takes.
  private func plainDistance(_ a: String, _ b: String) -> Int? {
    guard a.utf8.count <= 256, b.utf8.count <= 256 else { return nil }
    let x = Array(a.lowercased())
    let y = Array(b.lowercased())
    guard x.count <= 64, y.count <= 64 else { return nil }
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var d = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 0...x.count { d[i][0] = i }
    for j in 0...y.count { d[0][j] = j }
    for i in 1...x.count {
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[x.count][y.count]
  }

  @Test func distanceIsTheAlignmentOfLowercasedCharacters() {
    // Every pair of words of up to three letters from a small alphabet: swaps, case,
    // characters of several bytes, and a carriage return that joins the line feed after it.
    let all = allWords(of: ["a", "b", "A", "é", "\r", "\n", "e\u{301}"], upTo: 3)
    for a in all {
      for b in all {
        #expect(
          Suggest.distance(a, b) == plainDistance(a, b),
          "\(a.debugDescription) \(b.debugDescription)")
      }
    }
    // Longer words, and the limits of 64 letters and 256 bytes.
    let long = [
      "animate", "anmiate", "ANIMATE", "pin scatter", "presentAnimationsBlock",
      String(repeating: "ab", count: 32), String(repeating: "ab", count: 32) + "c",
      String(repeating: "é", count: 64), String(repeating: "é", count: 65),
      String(repeating: "x", count: 257),
    ]
    for a in long {
      for b in long + ["", "a", "animates"] {
        #expect(
          Suggest.distance(a, b) == plainDistance(a, b),
          "\(a.debugDescription) \(b.debugDescription)")
      }
    }
    #expect(Suggest.distance("tick", "tikc") == 1)
    #expect(Suggest.distance("Map", "mpa") == 1)
  }
}
