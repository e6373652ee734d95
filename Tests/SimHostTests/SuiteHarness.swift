import Foundation
import SimTranscript
import Synchronization

@testable import SimHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A suite run in a folder of its own, its streams and environment captured.
final class SuiteHarness: Sendable {
  /// A fresh folder for this harness's files.
  let folder: String
  private let outLines = Mutex<[String]>([])
  private let errLines = Mutex<[String]>([])
  private let variables: [String: String]

  /// A harness whose environment holds `environment` only.
  init(_ name: String, environment: [String: String] = [:]) {
    folder = "/tmp/scenesim-suite-\(getpid())-\(name)"
    variables = environment
    // A folder a process of the same number left behind would hold its files.
    try? FileManager.default.removeItem(atPath: folder)
    Platform.makeFolders(folder)
  }

  /// A path for a file of the run's own (outside any folder), unique to this process.
  static func scratch(_ name: String) -> String { "/tmp/scenesim-suite-\(getpid())-\(name)" }

  /// The repository's root.
  static let root: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  /// Writes files of the folder: name to text.
  func write(_ files: [String: String]) throws {
    for (name, text) in files {
      try Platform.write(text, to: path(name), makingFolders: true)
    }
  }

  /// A path in the folder.
  func path(_ name: String) -> String { folder + "/" + name }

  /// The text of a file of the folder, or nil.
  func read(_ name: String) -> String? { try? Platform.readText(path(name)) }

  /// A run of `paths` (in the folder unless absolute), set up by `configure`; its status.
  func run(_ paths: [String], _ configure: (inout SuiteRun) -> Void = { _ in }) -> Int32 {
    outLines.withLock { $0 = [] }
    errLines.withLock { $0 = [] }
    var suite = SuiteRun()
    suite.paths = paths.map { $0.hasPrefix("/") || $0 == "-" ? $0 : path($0) }
    suite.jobs = 2
    let variables = variables
    suite.environment = { variables[$0] }
    suite.console = console
    configure(&suite)
    return suite.run()
  }

  /// Streams that the harness keeps, without colour.
  var console: Console {
    Console(
      out: { lines in self.outLines.withLock { $0 += lines } },
      err: { line in self.errLines.withLock { $0.append(line) } }, palette: .plain)
  }

  /// What the last run printed on standard output and standard error.
  var out: [String] { outLines.withLock { $0 } }
  var err: [String] { errLines.withLock { $0 } }
}
