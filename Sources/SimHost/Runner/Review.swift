import SimTranscript

/// `scenesim test --review`: the mismatches one at a time, as `cargo insta review` walks
/// snapshots. For each command whose output differs (and each picture that differs) it
/// shows the change and asks: accept (write the actual output), reject (keep what the
/// transcript says), skip (decide later), accept all (this and every
/// later one), quit (stop; what was accepted is written). NAME.t.err then holds what still
/// differs.
struct Review {
  static let keys = "[a]ccept  [r]eject  [s]kip  [A]ccept all  [q]uit"

  /// Where it shows the changes.
  let report: Report
  /// Reads one key.
  let readKey: @Sendable () -> Character?

  func run(units: [TestUnit], results: inout [TestResult], options: SuiteOptions) {
    let console = report.console
    let palette = console.palette
    let failing = results.indices.filter { results[$0].status == .failed }
    let changes = failing.reduce(0) { count, k in
      let outcome = results[k].outcome
      return count + (outcome?.commands.filter { !$0.matched }.count ?? 0)
        + (outcome?.pictures.filter { !$0.matched }.count ?? 0)
    }
    guard changes > 0 else { return }
    console.out(["", "review: \(changes) change\(changes == 1 ? "" : "s") to look at"])
    var acceptAll = false
    var seen = 0
    var written = 0
    review: for k in failing {
      guard let outcome = results[k].outcome,
        let unit = units.first(where: { $0.name == results[k].name }),
        unit.isWritable
      else { continue }
      var accepted = Set<Int>()
      var pictures: [PictureOutcome] = []
      var quit = false
      let items: [(line: Int, lines: [String], picture: PictureOutcome?)] =
        outcome.commands.filter { !$0.matched }.map { command in
          let diff = UnifiedDiff.lines(
            expected: Transcript.entry(command: command.command, output: command.expected),
            actual: Transcript.entry(command: command.command, output: command.written),
            expectedLabel: "expected", actualLabel: "actual")
          return (command.line, Array(diff.dropFirst(2)), nil)
        }
        + outcome.pictures.filter { !$0.matched }.map { picture in
          (picture.line, [picture.summary], picture)
        }
      for item in items {
        seen += 1
        var choice: Character = "a"
        if !acceptAll {
          console.out(
            ["", "[\(seen)/\(changes)] \(unit.name):\(item.line + unit.lineOffset)"]
              + palette.reportLines(item.lines))
          choice = ask()
        }
        switch choice {
        case "a":
          if let picture = item.picture {
            pictures.append(picture)
          } else {
            accepted.insert(item.line)
          }
        case "A":
          acceptAll = true
          if let picture = item.picture {
            pictures.append(picture)
          } else {
            accepted.insert(item.line)
          }
        case "r", "s":
          // Either way the transcript keeps its text; skipping only means "not now".
          break
        default:
          quit = true
        }
        if quit { break }
      }
      if !accepted.isEmpty || !pictures.isEmpty {
        do {
          let text = outcome.text(accepting: accepted)
          try Suite.update(unit, with: outcome, text: text, pictures: pictures)
          written += 1
          results[k] = Suite.run(Suite.updated(unit, text: text), options)
        } catch {
          console.err("\(palette.errorPrefix()) \(error)")
        }
      }
      // NAME.t.err and NAME.actual.svg now say what is still different, or go.
      for note in Suite.leaveFiles(unit, results[k]) { report.note(note) }
      if quit { break review }
    }
    console.out(["review: wrote \(written) file\(written == 1 ? "" : "s")"])
  }

  /// Asks until one of the keys is pressed; q at the end of input.
  private func ask() -> Character {
    while true {
      report.console.out([Review.keys + "? "])
      guard let key = readKey() else { return "q" }
      if "arsAq".contains(key) { return key }
    }
  }
}
