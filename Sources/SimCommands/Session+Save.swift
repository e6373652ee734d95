/// What `save` writes: the commands that build the current scene, after the ones whose
/// effect outlives a new scene.
extension Session {
  /// The standing lines `save` writes. Unless `all`, a scene started again (`screen`,
  /// `reset`, `scene load`) keeps only the lines from its start, after the earlier lines
  /// whose effect outlives it: the screen and its turns (which `reset` keeps), `ios`,
  /// quirks, the appearance, the app-state hooks, the defined animations and sourced files
  /// (which may set any of them). Says whether earlier lines were left out.
  func savedLines(all: Bool) -> (lines: [(line: String, output: [String])], leftOut: Bool) {
    let standing = history.standing
    let lines = standing.map { (line: $0.line, output: $0.output) }
    guard !all, let start = standing.lastIndex(where: \.replacesScene), start > 0 else {
      return (lines, false)
    }
    let lastScreen = standing[..<start].lastIndex { $0.lifetime == .screen }
    let kept = standing[..<start].indices.filter { k in
      switch standing[k].lifetime {
      case .scene: false
      case .outlives: true
      case .screen: k == lastScreen
      case .turn: lastScreen.map { k > $0 } ?? true
      }
    }
    return (kept.map { lines[$0] } + lines[start...], kept.count < start)
  }
}
