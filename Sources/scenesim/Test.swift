import ArgumentParser
import SimCommands
import SimTranscript

/// Replays transcripts and reports mismatches as unified diffs.
struct Test: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replay transcripts (.t files) and compare their output.",
    discussion: """
      Each transcript replays in a fresh scene. A mismatch prints a unified diff labelled \
      expected/actual with file and line; the run ends with 'N passed, N failed' and exits 1 \
      if any failed.
      """)

  @Argument(help: "Transcript files or folders (default: transcripts).")
  var paths: [String] = []

  @Flag(name: .long, help: "Rewrite mismatching transcripts with the actual output, keeping prose.")
  var update = false

  @Option(
    name: .long,
    help: "Replay every 'tick D' as N smaller ticks; the output must not change.")
  var splitTicks = 1

  func validate() throws {
    guard (1...100).contains(splitTicks) else {
      throw ValidationError("--split-ticks takes a number from 1 to 100")
    }
  }

  func run() throws {
    let palette = Palette.current
    var files: [String] = []
    for path in paths.isEmpty ? ["transcripts"] : paths {
      do {
        files += try Platform.transcriptFiles(at: path)
      } catch {
        Platform.err("\(palette.errorPrefix()) \(error)")
        throw ExitCode(1)
      }
    }
    guard !files.isEmpty else {
      Platform.err("\(palette.errorPrefix()) no transcripts (*.t) found")
      throw ExitCode(1)
    }
    var runner = TranscriptRunner()
    runner.splitTicks = splitTicks
    var passed = 0
    var failed = 0
    var updated = 0
    for file in files {
      let bytes: [UInt8]
      do {
        bytes = try Platform.readBytes(file)
      } catch {
        Platform.err("\(file): \(palette.errorPrefix()) \(error)")
        failed += 1
        continue
      }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        Platform.err("\(file): \(palette.errorPrefix()) not valid UTF-8")
        failed += 1
        continue
      }
      runner.readFile = Platform.fileReader(relativeTo: nil)
      runner.directory = Session.folder(of: file)
      let outcome = runner.run(text)
      if outcome.passed {
        passed += 1
        continue
      }
      failed += 1
      Platform.out(["FAIL \(file):\(outcome.firstMismatchLine ?? 1)"] + outcome.diff(path: file))
      if update {
        do {
          try Platform.write(outcome.actualText, to: file)
          updated += 1
          Platform.out(["updated \(file)"])
        } catch {
          Platform.err("\(palette.errorPrefix()) \(error)")
        }
      }
    }
    Platform.out(["\(passed) passed, \(failed) failed"])
    if update ? updated < failed : failed > 0 { throw ExitCode(1) }
  }
}
