internal import SimHost

/// How ``assertScene(_:named:as:record:fileID:filePath:line:column:)`` keeps a scene in its
/// reference file.
public enum SceneFormat: String, Sendable, CaseIterable {
  /// The screen, the virtual time and every node's frame state as an indented tree, as
  /// `print` shows them (`NAME.txt`).
  case tree
  /// The scene as one line of JSON, as `dump` writes it (`NAME.json`).
  case json
  /// The picture `render svg` draws (`NAME.svg`).
  case svg

  /// The reference file's extension.
  public var fileExtension: String {
    switch self {
    case .tree: "txt"
    case .json: "json"
    case .svg: "svg"
    }
  }

  /// The session's scene in this format.
  public func text(of session: Session) -> String {
    var copy = session
    switch self {
    case .tree:
      return copy.execute("print").output.joined(separator: "\n") + "\n"
    case .json:
      return copy.execute("dump").output.joined(separator: "\n") + "\n"
    case .svg:
      return session.drawings.svg(session.scene)
    }
  }
}

/// Checks a scene built in Swift against its reference file, as swift-snapshot-testing's
/// `assertSnapshot(of:as:)` does, and records a test failure where it differs.
///
/// ```swift
/// @Test func tipAfterPresenting() {
///   var session = Session()
///   _ = session.execute("popover add tip")
///   _ = session.execute("popover present tip from 140,300,40,30 arrow up")
///   _ = session.execute("settle")
///   assertScene(session, named: "tip-presented")
/// }
/// ```
///
/// The reference is `__Scenes__/FILE/NAME.EXT` beside the test's source file (`FILE` its
/// name without `.swift`, `EXT` the format's): give each assertion of a file its own name. A missing one is written under the record
/// modes ``RecordMode/missing`` (the default outside CI), ``RecordMode/failed`` and
/// ``RecordMode/all``, and the test fails once saying it recorded; one that differs fails
/// with a unified diff and leaves `NAME.actual.EXT` beside it (removed once it matches),
/// and is rewritten under `failed` and `all`. Without `record`, `SCENESIM_RECORD` chooses.
///
/// - Returns: whether the scene matched its reference.
@discardableResult
public func assertScene(
  _ session: Session,
  named name: String,
  as format: SceneFormat = .tree,
  record: RecordMode? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let place = Place(fileID: fileID, filePath: filePath, line: line, column: column)
  guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
    place.fail("assertScene: '\(name)' is no file name: give a name without '/'")
    return false
  }
  let mode: RecordMode
  do {
    mode = try record ?? RecordMode.fromEnvironment()
  } catch {
    place.fail("\(error)")
    return false
  }
  let reference = referencePath(filePath: "\(filePath)", name: name, format: format)
  let check = SceneCheck(session, format: format, reference: reference, mode: mode)
  switch check {
  case .matched:
    return true
  case .recorded:
    place.fail(
      "recorded \(reference) (record mode \(mode.rawValue)); run the test again to check "
        + "against it")
  case .missing:
    place.fail(
      "no reference \(reference): record it with SCENESIM_RECORD=missing (not under CI)")
  case .differs(let diff, let actualPath):
    place.fail(
      (["scene '\(name)' differs from \(reference):"] + diff).joined(separator: "\n")
        + "\n\n" + acceptance(of: nil) + "; what it got is in \(actualPath)")
  case .problem(let why):
    place.fail("assertScene: \(why)")
  }
  return false
}

/// What comparing a scene with its reference file found (and wrote).
enum SceneCheck: Equatable {
  /// The reference holds the scene.
  case matched
  /// The reference was written with the scene.
  case recorded
  /// There is no reference, and the mode writes none.
  case missing
  /// The reference differs: the unified diff, and where the scene was left.
  case differs([String], actualPath: String)
  /// The reference could not be read (it is there) or written.
  case problem(String)

  /// Compares the session's scene, in `format`, with the file at `reference`, writing it
  /// there when `mode` says so, and leaving `NAME.actual.EXT` beside a reference that
  /// differs (removed once it matches or is rewritten).
  init(_ session: Session, format: SceneFormat, reference: String, mode: RecordMode) {
    let actualPath = Suite.actualPath(of: reference)
    let actual = format.text(of: session)
    var expected: String?
    if Platform.kind(of: reference) != .missing {
      // One that is there but cannot be read is never taken for missing and overwritten.
      do {
        expected = try Platform.readText(reference)
      } catch {
        self = .problem("\(error)")
        return
      }
    }
    if expected == actual, mode != .all {
      Platform.remove(actualPath)
      self = .matched
    } else if expected == nil ? mode != .never : mode.rewritesDifferences {
      do {
        try Platform.write(actual, to: reference, makingFolders: true, atomically: true)
        Platform.remove(actualPath)
        self = .recorded
      } catch {
        self = .problem("\(error)")
      }
    } else if let expected {
      try? Platform.write(actual, to: actualPath, makingFolders: true)
      self = .differs(
        UnifiedDiff.lines(
          expected: Transcript.lines(of: expected), actual: Transcript.lines(of: actual),
          expectedLabel: reference, actualLabel: actualPath),
        actualPath: actualPath)
    } else {
      self = .missing
    }
  }
}

/// `__Scenes__/FILE/NAME.EXT` beside the test's source file.
func referencePath(filePath: String, name: String, format: SceneFormat) -> String {
  let slash = filePath.lastIndex(of: "/")
  let folder = slash.map { String(filePath[..<$0]) } ?? "."
  var file = slash.map { String(filePath[filePath.index(after: $0)...]) } ?? filePath
  if file.hasSuffix(".swift") { file.removeLast(6) }
  return "\(folder)/__Scenes__/\(file)/\(name).\(format.fileExtension)"
}
