internal import SimHost

/// When a replay or an assertion writes what it got as the new reference, as
/// swift-snapshot-testing's record modes do.
///
/// A transcript is its own reference: its commands and their output. ``failed`` and ``all``
/// rewrite a failing transcript with what it prints now, as `scenesim test --update` does;
/// ``missing`` and ``never`` leave transcripts alone. For ``assertScene(_:named:as:record:fileID:filePath:line:column:)``,
/// ``missing`` writes a reference file that does not exist yet, ``failed`` one that
/// differs, ``all`` every one. Whatever is written fails the test once, saying so, so that a
/// record mode left on cannot pass a test unseen; the next run checks against it.
///
/// Without a mode in code, the environment variable `SCENESIM_RECORD` (`never`, `missing`,
/// `failed`, `all`) chooses; unset, the mode is ``missing`` (as swift-snapshot-testing's
/// default), or ``never`` when `CI` is set, where a missing reference must fail:
///
/// ```sh
/// SCENESIM_RECORD=failed swift test --filter transcripts
/// ```
///
/// When `CI` is set, `SCENESIM_RECORD` is refused (the test fails saying so) unless
/// `SCENESIM_RECORD_FORCE=1`, as `scenesim test --update` is refused unless `--force`.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Compare only; write nothing.
  case never
  /// Write references that do not exist yet.
  case missing
  /// Write references that differ (and, for transcripts, rewrite the failing ones).
  case failed
  /// Write every reference.
  case all

  /// The mode `SCENESIM_RECORD` asks for; when it is unset or empty, ``missing``, or
  /// ``never`` under `CI`.
  ///
  /// - Throws: ``TranscriptError`` when the value is no mode, or when `CI` is set and
  ///   `SCENESIM_RECORD_FORCE` is not `1`.
  public static func fromEnvironment() throws -> RecordMode {
    try fromEnvironment(Platform.environment)
  }

  /// The mode the variables that `environment` gives ask for.
  static func fromEnvironment(_ environment: (String) -> String?) throws -> RecordMode {
    let ci = environment("CI").map { !$0.isEmpty } ?? false
    guard let value = environment("SCENESIM_RECORD"), !value.isEmpty else {
      return ci ? .never : .missing
    }
    guard let mode = RecordMode(rawValue: value) else {
      let modes = allCases.map(\.rawValue).joined(separator: ", ")
      throw TranscriptError(
        description: "SCENESIM_RECORD=\(value) is no record mode: give one of \(modes)")
    }
    if mode != .never, ci, environment("SCENESIM_RECORD_FORCE") != "1" {
      throw TranscriptError(
        description: "CI is set: refusing SCENESIM_RECORD=\(value), which would rewrite "
          + "references (SCENESIM_RECORD_FORCE=1 to do it)")
    }
    return mode
  }

  /// Whether a reference that exists and differs is rewritten.
  var rewritesDifferences: Bool { self == .failed || self == .all }
}
