import SimTranscript

extension Suite {
  /// Rewrites a failing unit with what it printed, and the pictures that differ, as
  /// `scenesim test --update` does, then replays it: returns that replay (a command that
  /// fails now where it did not stays as it was when `options.leavesNewErrors`, and the
  /// replay still fails on it), a line for each such command, and whether anything was
  /// written (nothing is when those commands are all that differ). Nil when there is
  /// nothing to rewrite: the unit passed, is standard input, or could not run.
  public static func rewrite(_ unit: TestUnit, _ result: TestResult, options: SuiteOptions)
    throws -> (after: TestResult, leftAsItWas: [String], wrote: Bool)?
  {
    guard result.status == .failed, unit.isWritable, let outcome = result.outcome,
      outcome.problem == nil
    else { return nil }
    let pictures = outcome.pictures.filter { !$0.matched }
    let original = try? text(of: unit)
    let same = original.map { keepingLineEnds(of: $0, outcome.actualText) == $0 } ?? false
    let wrote = !same || !pictures.isEmpty
    if wrote { try update(unit, with: outcome, pictures: pictures) }
    let left = outcome.leftAsItWas.map { line in
      let command = outcome.commands.first { $0.line == line }?.command ?? ""
      return "left \(unit.file):\(line + unit.lineOffset) as it was: '\(command)' fails now "
        + "where it did not; --accept-errors writes its error as expected"
    }
    // The replay after the rewrite shows what still differs, a new error included.
    var plain = options
    plain.leavesNewErrors = false
    return (run(updated(unit, text: outcome.actualText), plain), left, wrote)
  }

  /// Leaves `NAME.t.err` beside a failing file transcript (removed when it passes), and
  /// pictures that differ as `NAME.actual.svg` (removed when they match). Returns a line for
  /// each picture left to compare.
  @discardableResult
  public static func leaveFiles(_ unit: TestUnit, _ result: TestResult) -> [String] {
    if case .file = unit.source {
      let err = unit.file + ".err"
      if result.status == .failed, let outcome = result.outcome, outcome.problem == nil {
        try? Platform.write(outcome.actualText, to: err)
      } else {
        Platform.remove(err)
      }
    }
    var notes: [String] = []
    for picture in result.outcome?.pictures ?? [] {
      let actual = actualPath(of: picture.path)
      if picture.matched {
        Platform.remove(actual)
      } else if (try? Platform.write(picture.text, to: actual, makingFolders: true)) != nil {
        notes.append("left \(actual) to compare")
      }
    }
    return notes
  }
}
