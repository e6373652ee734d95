import SceneSim
import XCTest

/// `assertTranscripts` under XCTest: failures go to `XCTFail`, caught here instead of failing.
final class XCTestAssertionTests: XCTestCase {
  private var recorded: [String] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    recorded.append(description)
  }

  func testFailingTranscriptIsOneFailureWithItsDiff() throws {
    let fixtures = "\(#filePath)".replacingLastComponent(with: "Fixtures")
    try assertTranscripts(in: fixtures + "/passing")
    XCTAssertEqual(recorded, [])
    try assertTranscripts(
      in: fixtures + "/failing", options: ReplayOptions(record: .never, leavesFiles: false))
    XCTAssertEqual(recorded.count, 1)
    let message = recorded.first ?? ""
    recorded = []
    XCTAssertTrue(message.contains("wrong.t:4"), message)
    XCTAssertTrue(message.contains("+  view box frame=10,20,100,50"), message)
    XCTAssertTrue(message.contains("SCENESIM_RECORD=failed swift test, or scenesim test --update"))
  }
}

extension String {
  fileprivate func replacingLastComponent(with name: String) -> String {
    guard let slash = lastIndex(of: "/") else { return name }
    return self[...slash] + name
  }
}
