import SimMotion
import SimScene

extension Session {
  /// Why a line sent from the live page may not run, or nil when it may. The page touches
  /// the scene only: a line that reads or writes files (a file argument, `> FILE`), ends
  /// the session or starts or stops the page is refused, and so is one that would leave
  /// such a line to run later (`on`, `after`, `then`). A line that does not parse is left
  /// to ``execute(_:)``, which says why.
  public func refusalFromPage(_ line: String) -> CommandError? {
    var budget = Self.pageCheckLimit
    return pageRefusal(line, depth: 0, budget: &budget)
  }

  private func pageRefusal(_ line: String, depth: Int, budget: inout Int) -> CommandError? {
    budget -= 1
    guard depth < Self.pageNestingLimit, budget >= 0 else {
      return CommandError("not from the live page: lines nested too deep to check")
    }
    guard let tokens = try? Lexer.tokenize(line), !tokens.isEmpty,
      let (spec, used) = try? registry.resolve(tokens)
    else { return nil }
    func refuse(_ why: String, column: Int? = nil) -> CommandError {
      CommandError(
        "not from the live page: '\(spec.name)' \(why)", column: depth == 0 ? column : nil,
        hint: "type it in the REPL")
    }
    if spec.traits.contains(.quits) { return refuse("ends the session") }
    if spec.traits.contains(.servesPage) { return refuse("starts or stops the page") }
    var words = tokens[used...]
    let takesLine = spec.positionals.contains { if case .rest = $0.kind { true } else { false } }
    if !takesLine, let split = try? Redirection.split(words) {
      return refuse("would write its output to a file", column: split.tokens.last?.endColumn)
    }
    let end = words.last?.endColumn ?? (tokens[used - 1].endColumn)
    guard
      let (kept, then) = try? Session.splitThen(
        words, spec: spec, line: line, end: end, scene: scene, event: nil)
    else { return nil }
    words = kept
    if let then, let refusal = pageRefusal(then.line, depth: depth + 1, budget: &budget) {
      return refusal
    }
    guard
      let arguments = try? spec.parse(
        words, scene: scene, endColumn: words.last?.endColumn ?? end, line: line)
    else { return nil }
    for parameter in spec.positionals + spec.options where arguments.values[parameter.index] != nil
    {
      if case .file = parameter.kind {
        return refuse("reads or writes files", column: arguments.columns[parameter.index])
      }
      if parameter.reachesFiles {
        return refuse(
          "would change a file with \(parameter.name)", column: arguments.columns[parameter.index])
      }
    }
    guard takesLine, let rest = spec.positionals.last, let value = arguments.values[rest.index],
      case .word(let text) = value
    else { return nil }
    let restWords = (try? Lexer.tokenize(text)) ?? []
    // `> FILE` in words a command prints (echo) or in a line kept for later.
    let writes = (try? Redirection.split(restWords[...])) != nil
    let redirects = restWords.contains { !$0.quoted && ($0.text == ">" || $0.text == ">>") }
    if spec.traits.contains(.readsOnly) || spec.traits.contains(.keepsLine), writes || redirects {
      return refuse("would write its output to a file")
    }
    guard spec.traits.contains(.keepsLine) else { return nil }
    // The line kept may start at any of the positionals (`on background LINE` has no EVENT:
    // its line starts where EVENT would), after `once` in a hook that waits once.
    let characters = Array(line)
    for parameter in spec.positionals {
      guard let column = arguments.columns[parameter.index], column >= 1,
        column <= characters.count
      else { continue }
      var later = String(characters[(column - 1)...])
      for _ in 0..<2 {
        if let refusal = pageRefusal(later, depth: depth + 1, budget: &budget) {
          let reason = refusal.message.replacing("not from the live page: ", with: "")
          return refuse("would later run a line the page may not send (\(reason))")
        }
        guard later.hasPrefix("once ") else { break }
        later = String(later.dropFirst(5))
      }
    }
    return nil
  }

  /// The scene as it will be at `time`, later than now, if nothing else is done: the clock
  /// advanced on a copy as `tick to` advances it (hooks and delayed lines run), writing no
  /// file and changing neither the history nor a recording.
  func sceneAhead(at time: SimTime) throws(CommandError) -> Scene {
    guard time.microseconds - scene.now.microseconds <= Self.aheadLimit.microseconds else {
      throw CommandError(
        "t=\(Format.time(time)) is more than \(Format.time(Self.aheadLimit)) ahead of now",
        hint: "it is t=\(Format.time(scene.now)) now")
    }
    var ahead = self
    ahead.replaying = true
    ahead.recording = nil
    ahead.watchColumns = nil
    let result = ahead.execute("tick to \(time.microseconds)us")
    if let error = result.error { throw error }
    return ahead.scene
  }

  /// How deeply lines kept for later (`after 1 on a tapped after 1 ...`) are checked, and
  /// how many lines at most are looked at for one line from the page.
  static let pageNestingLimit = 16
  static let pageCheckLimit = 512
  /// How far ahead of now a frame may be asked for (real-time play ticks the REPL's clock
  /// long before that).
  static let aheadLimit = SimTime(microseconds: 3_600_000_000)
}
