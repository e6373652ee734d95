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
    let paths = standing.map { entry -> (path: [String], first: String?) in
      guard let tokens = try? Lexer.tokenize(entry.line),
        let (spec, used) = try? registry.resolve(tokens)
      else { return ([], nil) }
      return (spec.path, used < tokens.count ? tokens[used].text : nil)
    }
    // `scene load` replaces the scene too, though its time goes on.
    let starts = paths.indices.filter {
      registry.command(paths[$0].path)?.traits.contains(.startsScene) == true
        || paths[$0].path == ["scene", "load"]
    }
    guard !all, let start = starts.last, start > 0 else { return (standing, false) }
    let lastScreen = paths[..<start].lastIndex { $0.path == ["screen"] }
    let kept = paths[..<start].indices.filter { k in
      let (path, first) = paths[k]
      switch path.first {
      // A sourced file may have set any of these: it runs again, and the start clears the
      // rest of what it did.
      case "ios", "quirk", "appearance", "source": return true
      case "anim": return ["basic", "keyframes", "group"].contains(path.last ?? "")
      case "on": return ["active", "inactive", "background"].contains(first ?? "")
      case "screen": return k == lastScreen
      case "rotate": return lastScreen.map { k > $0 } ?? true
      default: return false
      }
    }
    return (kept.map { standing[$0] } + standing[start...], kept.count < start)
  }
}
