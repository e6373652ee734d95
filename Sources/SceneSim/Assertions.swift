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
/// Under Swift Testing each failure is an `Issue`; under XCTest an `XCTFail`. Both point at
/// the call. A path that is missing or holds no transcripts throws.
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
  for result in results where result.status == .failed {
    recordFailure(
      result.report, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return results
}

/// Records a failure with the test library that runs the current test.
private func recordFailure(
  _ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt
) {
  #if canImport(Testing)
    if Test.current != nil {
      let location = SourceLocation(
        fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
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
