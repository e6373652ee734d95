#if canImport(Testing)
  internal import Testing
#endif
#if canImport(XCTest)
  internal import XCTest
#endif

/// Replays the transcripts at `path` and records one test failure per failing transcript,
/// with its diff: call it from a Swift Testing `@Test` or an XCTest test method.
///
/// ```swift
/// import SceneSim
/// import Testing
///
/// @Test func transcripts() throws {
///   try assertTranscripts(in: "transcripts")
/// }
/// ```
///
/// Under Swift Testing each failure is an `Issue` at the transcript's failing line; under
/// XCTest an `XCTFail` at the call. Both say how to accept what the transcript prints now:
/// `SCENESIM_RECORD=failed`
/// (``RecordMode``), `scenesim test --update FILE` or `--review`. A transcript rewritten
/// under a record mode fails once, saying so. A path that is missing or holds no
/// transcripts throws.
///
/// - Returns: the results, for further checks.
@discardableResult
public func assertTranscripts(
  in path: String,
  options: ReplayOptions = ReplayOptions(),
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) throws -> [TestResult] {
  let results = try replayTranscripts(in: path, options: options)
  let place = Place(fileID: fileID, filePath: filePath, line: line, column: column)
  for result in results {
    if result.status == .failed, result.rewritten {
      // Rewritten, but a command that fails now where it did not was left as it was.
      place.fail(
        result.report + "\n\nThe record mode rewrote what else differed in \(result.file), "
          + "leaving as they were the commands that fail now where they did not (an error is "
          + "not taken as the truth); "
          + "to write their errors: scenesim test --update --accept-errors \(result.file)",
        at: (result.file, result.failureLine))
    } else if result.status == .failed {
      place.fail(
        result.report + "\n\n" + acceptance(of: result.file),
        at: (result.file, result.failureLine))
    } else if result.rewritten {
      place.fail(
        "recorded \(result.file): it now holds what it printed (the record mode rewrote it); "
          + "run the test again to check against it")
    }
  }
  return results
}

/// How to take what a failing test got as the new reference; for a transcript (`file`),
/// scenesim's own ways too.
func acceptance(of transcript: String?) -> String {
  let test = currentTestName.map { " --filter \($0)" } ?? ""
  let command = "To accept what it got: SCENESIM_RECORD=failed swift test\(test)"
  guard let transcript else { return command }
  return command
    + ", or scenesim test --update \(transcript) (--review to choose change by change)"
}

/// The running Swift Testing test's function name without its parentheses, if any.
private var currentTestName: String? {
  #if canImport(Testing)
    if let name = Test.current?.name {
      return String(name.prefix { $0 != "(" })
    }
  #endif
  return nil
}

/// Where an assertion was called, for the failures it records there.
struct Place {
  let fileID: String
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Records a failure with the test library that runs the current test; under Swift
  /// Testing at `source` (a file and line) when given.
  func fail(_ message: String, at source: (file: String, line: Int)? = nil) {
    #if canImport(Testing)
      if Test.current != nil {
        var location = SourceLocation(
          fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        if let (file, line) = source {
          let name = file.split(separator: "/").last.map(String.init) ?? file
          location = SourceLocation(
            fileID: "Transcripts/" + name, filePath: file, line: max(1, line), column: 1)
        }
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: filePath, line: line)
    #else
      fatalError(message)
    #endif
  }
}
