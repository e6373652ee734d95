import Foundation
import Testing

@testable import SceneSim

/// Record modes, as swift-snapshot-testing's: the variable, CI's refusal, transcripts
/// rewritten, scene references recorded, compared and left beside.
@Suite struct RecordModeTests {
  private func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }
  private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  /// A folder of its own under the temporary folder, empty.
  private func folder(_ name: String) throws -> String {
    let path = NSTemporaryDirectory() + "scenesim-record-tests/\(getpid())-\(name)"
    try? FileManager.default.removeItem(atPath: path)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func theVariableChoosesAndCIRefusesIt() throws {
    let env = { (pairs: [String: String]) in { (name: String) in pairs[name] } }
    #expect(try RecordMode.fromEnvironment(env([:])) == .missing)
    #expect(try RecordMode.fromEnvironment(env(["CI": "true"])) == .never)
    #expect(try RecordMode.fromEnvironment(env(["SCENESIM_RECORD": "failed"])) == .failed)
    #expect(throws: TranscriptError.self) {
      try RecordMode.fromEnvironment(env(["SCENESIM_RECORD": "sometimes"]))
    }
    #expect(throws: TranscriptError.self) {
      try RecordMode.fromEnvironment(env(["SCENESIM_RECORD": "all", "CI": "1"]))
    }
    #expect(try RecordMode.fromEnvironment(env(["SCENESIM_RECORD": "never", "CI": "1"])) == .never)
    let forced = ["SCENESIM_RECORD": "all", "CI": "1", "SCENESIM_RECORD_FORCE": "1"]
    #expect(try RecordMode.fromEnvironment(env(forced)) == .all)
  }

  @Test func aFailingTranscriptLeavesItsErrFileAndIsRewrittenWhenRecording() throws {
    let dir = try folder("transcripts")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/box.t"
    let text =
      "Prose stays.\n  $ view add box frame 10,20,100,50\n  $ print box\n  view box frame=0,0,1,1\n"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let checked = try replayTranscripts(in: dir, options: ReplayOptions(record: .never))
    #expect(checked.map(\.passed) == [false] && !checked[0].rewritten)
    #expect(try read(file + ".err").contains("view box frame=10,20,100,50"))
    #expect(try read(file) == text)
    let missing = try replayTranscripts(in: dir, options: ReplayOptions(record: .missing))
    #expect(missing.map(\.passed) == [false])
    let recorded = try replayTranscripts(in: dir, options: ReplayOptions(record: .failed))
    #expect(recorded.map(\.passed) == [true] && recorded[0].rewritten)
    #expect(try read(file) == text.replacing("0,0,1,1", with: "10,20,100,50"))
    #expect(!exists(file + ".err"))
    let again = try replayTranscripts(in: dir, options: ReplayOptions(record: .failed))
    #expect(again.map(\.passed) == [true] && !again[0].rewritten)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let quiet = ReplayOptions(record: .never, leavesFiles: false)
    #expect(try replayTranscripts(in: dir, options: quiet).map(\.passed) == [false])
    #expect(!exists(file + ".err"))
  }

  /// A command that fails now where it did not is left as it was by a record mode, and the
  /// failure says how to write its error.
  @Test func aNewErrorIsNotRecordedAsTheTruth() throws {
    let dir = try folder("new-error")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/typo.t"
    let text = "  $ view add a frame 0,0,10,10\n  $ prnt a\n  view a frame=0,0,10,10\n"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let results = try replayTranscripts(in: dir, options: ReplayOptions(record: .failed))
    #expect(results.map(\.passed) == [false] && results[0].rewritten)
    #expect(try read(file) == text)
    try withKnownIssue {
      _ = try assertTranscripts(in: dir, options: ReplayOptions(record: .failed))
    } matching: { issue in
      "\(issue)".contains("scenesim test --update --accept-errors \(file)")
    }
  }

  @Test func aReferenceThatCannotBeReadIsNeverOverwritten() throws {
    let dir = try folder("unreadable")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let reference = dir + "/__Scenes__/T/tip.txt"
    try FileManager.default.createDirectory(atPath: reference, withIntermediateDirectories: true)
    let check = SceneCheck(Session(), format: .tree, reference: reference, mode: .all)
    guard case .problem = check else {
      Issue.record("not a problem: \(check)")
      return
    }
    var folder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: reference, isDirectory: &folder) && folder.boolValue)
  }

  @Test func aSceneIsRecordedWhenMissingThenComparedAndLeftBesideWhenItDiffers() throws {
    let dir = try folder("scenes")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let reference = referencePath(filePath: dir + "/TipTests.swift", name: "tip", format: .tree)
    #expect(reference == dir + "/__Scenes__/TipTests/tip.txt")
    var session = Session()
    _ = session.execute("view add box frame 10,20,100,50")
    #expect(SceneCheck(session, format: .tree, reference: reference, mode: .never) == .missing)
    #expect(!exists(reference))
    #expect(SceneCheck(session, format: .tree, reference: reference, mode: .missing) == .recorded)
    let tree = try read(reference)
    #expect(tree.hasPrefix("t=0s screen=320x480 portrait"))
    #expect(tree.hasSuffix("\n    view box frame=10,20,100,50\n"))
    #expect(SceneCheck(session, format: .tree, reference: reference, mode: .never) == .matched)
    _ = session.execute("view set box alpha 0.5")
    let differs = SceneCheck(session, format: .tree, reference: reference, mode: .missing)
    let actual = dir + "/__Scenes__/TipTests/tip.actual.txt"
    guard case .differs(let diff, actual) = differs else {
      Issue.record("not a difference: \(differs)")
      return
    }
    #expect(diff.contains("+    view box frame=10,20,100,50 alpha=0.5"))
    #expect(try read(actual).contains("alpha=0.5"))
    #expect(SceneCheck(session, format: .tree, reference: reference, mode: .failed) == .recorded)
    #expect(!exists(actual))
    #expect(SceneCheck(session, format: .tree, reference: reference, mode: .all) == .recorded)
    let json = referencePath(filePath: dir + "/TipTests.swift", name: "tip", format: .json)
    #expect(SceneCheck(session, format: .json, reference: json, mode: .missing) == .recorded)
    #expect(try read(json).hasPrefix("{"))
    let svg = referencePath(filePath: dir + "/TipTests.swift", name: "tip", format: .svg)
    #expect(SceneCheck(session, format: .svg, reference: svg, mode: .missing) == .recorded)
    #expect(try read(svg).contains("<svg "))
  }
}
