import Testing

@testable import SimCommands

extension Session {
  /// A fresh session after `lines`, each of which must succeed.
  static func after(_ lines: [String]) -> Session {
    var session = Session()
    for line in lines {
      let result = session.execute(line)
      #expect(result.succeeded, "\(line): \(result.lines)")
    }
    return session
  }
}
